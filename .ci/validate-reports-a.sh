#!/usr/bin/env bash
# Checks the sarif, junit, checkstyle and github-actions reports of a built `lint` with the tools
# that consume them: the official SARIF schema (check-jsonschema) and sarif-tools, Jenkins'
# junit-10.xsd (xmlschema), Python's ElementTree, and the workflow-command line format.
#
# Usage: .ci/validate-reports-a.sh path/to/lint [work-directory]
# The schemas come from $SHARED, by default the shared/ directory beside this clone.
set -euo pipefail

if [[ $# -lt 1 || ! -x $1 ]]; then
    echo "usage: $0 path/to/lint [work-directory]  (lint must be an executable)" >&2
    exit 64
fi
lint=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
shared=${SHARED:-$(dirname "$0")/../../shared}
if [[ ! -f $shared/schemas/sarif-schema-2.1.0.json ]]; then
    echo "no schemas under $shared/schemas: set SHARED to the shared/ directory" >&2
    exit 1
fi
if [[ $# -ge 2 ]]; then
    work=$2
    mkdir -p "$work"
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi
work=$(cd "$work" && pwd -P)
project=$work/project
reports=$work/reports
rm -rf "$project" "$reports"
mkdir -p "$reports"

echo "== tools (PyPI, in a virtual environment under $work)"
if [[ ! -x $work/venv/bin/xmlschema-validate ]]; then
    python3 -m venv "$work/venv"
    "$work/venv/bin/python" -m pip install --quiet check-jsonschema sarif-tools xmlschema
fi
bin=$work/venv/bin

echo "== a project whose paths and names need escaping in every format"
odd_directory='Sources/Ünïcode & "Quoted" <Dir>'
mkdir -p "$project/$odd_directory"
cat > "$project/.swiftlint-style.yml" <<'YAML'
opt_in_rules: [class_length, controller_naming, misused_enumerated]
class_length:
  warning: 3
  error: 5
YAML
# A nested configuration: it applies to the files below its folder, and SARIF names it.
cat > "$project/$odd_directory/.swiftlint-style.yml" <<'YAML'
class_length:
  warning: 3
  error: 50
YAML
cat > "$project/$odd_directory/Feed Manager.swift" <<'SWIFT'
final class FeedManager<T: Decodable> {
    var a = 1
    var b = 2
    var c = 3
    var d = 4
    var e = 5
    var f = 6
}

// TODO: [2020-01-01] "remove" <this> & that
func values(_ items: [Int]) -> [Int] {
    var result: [Int] = []
    for (index, item) in items.enumerated() {
        result.append(items[index] + item)
    }
    return result
}

func render(_ rows: [Int]) {
    for (_, row) in rows.enumerated() { print(row) }
}
SWIFT
cat > "$project/Sources/Odd, name: 100%.swift" <<'SWIFT'
struct SessionController {
    var a = 1
    var b = 2
    var c = 3
    var d = 4
}
SWIFT
(cd "$project" && find . -name '*.swift' | sort)

run_lint() {
    local status=0
    (cd "$project" && LINT_TODAY=2025-01-01 "$lint" --quiet --reporter "$1" --output "$2") || status=$?
    if [[ $status -ne 0 && $status -ne 2 ]]; then
        echo "lint --reporter $1 exited $status" >&2
        exit 1
    fi
}
run_lint json "$reports/report.json"
run_lint sarif "$reports/report.sarif"
run_lint junit "$reports/report.xml"
run_lint checkstyle "$reports/checkstyle.xml"
run_lint github-actions "$reports/github-actions.txt"
count=$("$bin/python" -c 'import json, sys; print(len(json.load(open(sys.argv[1]))))' "$reports/report.json")
echo "lint found $count violations (json reporter)"
[[ $count -ge 5 ]] || { echo "expected at least 5 violations" >&2; exit 1; }

failures=()
check() {
    local name=$1
    shift
    echo
    echo "== $name"
    if "$@"; then
        echo "-- ok: $name"
    else
        echo "-- FAILED: $name"
        failures+=("$name")
    fi
}

check "sarif: check-jsonschema against the SARIF 2.1.0 schema" \
    "$bin/check-jsonschema" --schemafile "$shared/schemas/sarif-schema-2.1.0.json" "$reports/report.sarif"
check "sarif: sarif summary (sarif-tools)" "$bin/sarif" summary "$reports/report.sarif"
check "sarif: every result names its rule and a URI that resolves to the linted file" \
    "$bin/python" - "$reports/report.json" "$reports/report.sarif" <<'PY'
import json, os, sys, urllib.parse
violations = json.load(open(sys.argv[1], encoding="utf-8"))
run = json.load(open(sys.argv[2], encoding="utf-8"))["runs"][0]
base = run["originalUriBaseIds"]["%SRCROOT%"]["uri"]
rules = run["tool"]["driver"]["rules"]
resolved = []
for result in run["results"]:
    assert rules[result["ruleIndex"]]["id"] == result["ruleId"], result
    location = result["locations"][0]["physicalLocation"]["artifactLocation"]
    uri = urllib.parse.urljoin(base if "uriBaseId" in location else "", location["uri"])
    path = urllib.parse.unquote(urllib.parse.urlparse(uri).path)
    assert os.path.isfile(path), (location, path)
    resolved.append(path)
assert sorted(resolved) == sorted(v["file"] for v in violations), (resolved, violations)
print(f"{len(resolved)} results; their URIs resolve to {len(set(resolved))} files:")
for path in sorted(set(resolved)):
    print("  " + path)
PY
check "sarif: the run's artifacts name both configuration files, whose URIs resolve to them" \
    "$bin/python" - "$reports/report.sarif" "$project" <<'PY'
import json, os, sys, urllib.parse
run = json.load(open(sys.argv[1], encoding="utf-8"))["runs"][0]
paths = []
for artifact in run["artifacts"]:
    assert artifact["roles"] == ["toolSpecifiedConfiguration"], artifact
    path = urllib.parse.unquote(urllib.parse.urlparse(artifact["location"]["uri"]).path)
    assert os.path.isfile(path) and path.endswith("/.swiftlint-style.yml"), path
    paths.append(os.path.relpath(path, os.path.realpath(sys.argv[2])))
assert paths == [".swiftlint-style.yml", 'Sources/Ünïcode & "Quoted" <Dir>/.swiftlint-style.yml'], paths
def uri(result):
    return urllib.parse.unquote(result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"])
levels = {uri(r): r["level"] for r in run["results"] if r["ruleId"] == "class_length"}
nested = [level for path, level in levels.items() if path.endswith("/Feed Manager.swift")]
assert nested == ["warning"], levels  # the nested file's error limit, 50, applies there
print("artifacts:", paths)
PY
check "sarif: the certain fix travels as a result's fixes" \
    "$bin/python" - "$reports/report.sarif" <<'PY'
import json, sys
results = json.load(open(sys.argv[1], encoding="utf-8"))["runs"][0]["results"]
fixes = [fix for result in results for fix in result.get("fixes", [])]
assert fixes, "no result carries a fix"
replacement = fixes[0]["artifactChanges"][0]["replacements"][0]
assert replacement["deletedRegion"]["startLine"] >= 1 and "text" in replacement["insertedContent"], replacement
print(f"{len(fixes)} fix(es): " + "; ".join(fix["description"]["text"] for fix in fixes))
PY
check "junit: xmlschema-validate against Jenkins' junit-10.xsd" \
    "$bin/xmlschema-validate" --schema "$shared/schemas/junit-10.xsd" "$reports/report.xml"
check "junit: one failed test case per violation" \
    "$bin/python" - "$count" "$reports/report.xml" <<'PY'
import sys, xml.etree.ElementTree as ET
count, root = int(sys.argv[1]), ET.parse(sys.argv[2]).getroot()
cases, failures = root.findall("testsuite/testcase"), root.findall("testsuite/testcase/failure")
print(f"tests={root.get('tests')} failures={root.get('failures')} cases={len(cases)} failure elements={len(failures)}")
for suite in root.findall("testsuite"):
    print(f"  suite {suite.get('name')!r}: tests={suite.get('tests')}")
assert len(cases) == len(failures) == count == int(root.get("tests")) == int(root.get("failures"))
PY
check "checkstyle: ElementTree parse, one error per violation, file names as on disk" \
    "$bin/python" - "$reports/report.json" "$reports/checkstyle.xml" "$project" <<'PY'
import json, os, sys, xml.etree.ElementTree as ET
violations = json.load(open(sys.argv[1], encoding="utf-8"))
root, project = ET.parse(sys.argv[2]).getroot(), sys.argv[3]
files, errors = root.findall("file"), root.findall("file/error")
names = [f.get("name") for f in files]
print(f"checkstyle version={root.get('version')}: {len(files)} files, {len(errors)} errors")
for file in files:
    print(f"  {file.get('name')!r}: " + ", ".join(e.get("source") for e in file.findall("error")))
assert root.get("version") == "4.3"
assert len(errors) == len(violations)
assert sorted(names) == sorted({os.path.relpath(v["file"], project) for v in violations}), names
assert all(os.path.isfile(os.path.join(project, name)) for name in names)
PY

check_github_actions() {
    local file=$reports/github-actions.txt
    local pattern='^::(warning|error) file=[^,:]+,line=[0-9]+,col=[0-9]+,title=[a-z_]+::.+$'
    cat "$file"
    local lines matching
    lines=$(wc -l < "$file")
    matching=$(grep -cE "$pattern" "$file" || true)
    echo "$matching of $lines lines are workflow commands; $count violations"
    [[ $lines -eq $count && $matching -eq $count ]] || return 1
    grep -qF 'file=Sources/Odd%2C name%3A 100%25.swift,' "$file" || { echo "odd path not escaped"; return 1; }
    grep -qF "file=$odd_directory/Feed Manager.swift," "$file" || { echo "path with spaces and quotes missing"; return 1; }
}
check "github-actions: one workflow command per violation, properties escaped" check_github_actions

echo
if [[ ${#failures[@]} -gt 0 ]]; then
    printf 'FAILED: %s\n' "${failures[@]}"
    exit 1
fi
echo "All reports valid."
