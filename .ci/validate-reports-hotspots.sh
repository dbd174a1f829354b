#!/usr/bin/env bash
# Builds a small repository with dated commits (a long file changed often, a rename, a type
# excused by an inline command) and hands each `lint hotspots` report to a real consumer: the
# HTML page to html5lib's spec-conforming parser in strict mode (any parse error fails), its
# chart to Python's XML parser (expat), and the JSON to check-jsonschema with
# docs/hotspots.schema.json.
# Usage: validate-reports-hotspots.sh path/to/lint
set -euo pipefail

LINT=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

SCHEMA=$(cd "$(dirname "$0")/../docs" && pwd)/hotspots.schema.json
# shellcheck source=.ci/git-fixture.sh
source "$(dirname "$0")/git-fixture.sh"

mkdir -p "$WORK/project/Sources/Feed & <Co>"
cd "$WORK/project"
git init -q
long_type() {
    echo "final class $1 {"
    for index in $(seq 1 "$2"); do echo "    func step$index() { run($index) }"; done
    echo '}'
}
long_type Feed 120 > "Sources/Feed & <Co>/Feed.swift"
{ echo '// swiftlint:disable:next type_body_length'; long_type Legacy 300; } > Sources/Legacy.swift
printf 'class DataManager {}\n' > Sources/Old.swift
commit 2024-01-15 "first"
for day in 2024-02-15 2024-03-15 2024-04-15; do
    { long_type Feed 120; echo "// $day"; } > "Sources/Feed & <Co>/Feed.swift"
    commit "$day" "feed on $day"
done
git mv Sources/Old.swift Sources/Data.swift
commit 2024-05-15 "rename"

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

for reporter in table json html; do
    status=0
    "$LINT" hotspots --since 2024-01-01 --reporter "$reporter" --output "$WORK/hotspots.$reporter" 2>"$WORK/stderr" || status=$?
    if [ "$status" -ne 0 ]; then fail "$reporter: exit $status"; cat "$WORK/stderr"; fi
done
echo "== table"
cat "$WORK/hotspots.table"

echo "== html: self-contained"
if grep -Eo 'https?://[^"<> ]*' "$WORK/hotspots.html" | grep -v '^http://www.w3.org/2000/svg$'; then
    fail "html refers to the network"
fi
if grep -Eino '<(script|link|img|iframe)\b|url\(' "$WORK/hotspots.html"; then fail "html loads something"; fi

echo "== html: html5lib (strict), its svg: xml.etree (expat); json: the ranking"
python3 - "$WORK/hotspots.html" "$WORK/hotspots.json" <<'PY' || fail "html/svg/json"
import json, re, sys
import xml.etree.ElementTree as ElementTree
import html5lib

page = open(sys.argv[1], encoding="utf-8").read()
document = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False).parse(page)
report = json.load(open(sys.argv[2], encoding="utf-8"))
files = report["files"]
assert [f["path"] for f in files] == ["Sources/Feed & <Co>/Feed.swift", "Sources/Legacy.swift", "Sources/Data.swift"], files
assert [f["changes"] for f in files] == [4, 1, 2], [f["changes"] for f in files]
assert files[1]["longestType"]["excused"] is True and files[1]["suppressed"] == {"class_length": 1}, files[1]
assert report["commits"] == 5, report["commits"]
SVG = "{http://www.w3.org/2000/svg}"
charts = re.findall(r"<svg\b.*?</svg>", page, flags=re.S)
assert len(charts) == 1, f"{len(charts)} charts"
root = ElementTree.fromstring(charts[0])
dots = list(root.iter(SVG + "circle"))
assert len(dots) == len(files), f"{len(dots)} dots for {len(files)} files"
titles = [dot.find(SVG + "title").text for dot in dots]
assert any(t.startswith("Sources/Feed & <Co>/Feed.swift: 4 changes") for t in titles), titles
names = ["".join(t.itertext()) for t in root.iter(SVG + "text") if t.get("class") == "name"]
assert names[-1] == "1", names
key = ["".join(t.itertext()) for t in root.iter(SVG + "text") if t.get("class") == "key"]
assert key[0].startswith("1. Feed.swift"), key
rows = document.findall(".//tbody/tr")
assert len(rows) == len(files), f"{len(rows)} table rows"
print(f"ok -- html parsed strictly, its chart well-formed with {len(dots)} dots, {len(rows)} rows")
PY

echo "== json: check-jsonschema --schemafile docs/hotspots.schema.json"
check-jsonschema --schemafile "$SCHEMA" "$WORK/hotspots.json" || fail "json: not valid"

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all hotspots reports valid"
