#!/usr/bin/env bash
# Walks a small repository with dated commits with `lint history` and hands each report to a
# real consumer: the HTML page to html5lib's spec-conforming parser in strict mode (any parse
# error fails), every SVG chart (inline and standalone) to Python's XML parser (expat), the CSV
# to Python's csv module, and the JSON to check-jsonschema with docs/history.schema.json.
# Usage: validate-reports-history.sh path/to/lint
set -euo pipefail

LINT=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

SCHEMA=$(cd "$(dirname "$0")/../docs" && pwd)/history.schema.json
# shellcheck source=.ci/git-fixture.sh
source "$(dirname "$0")/git-fixture.sh"

mkdir -p "$WORK/project/Sources/Feed & <Co>"
cd "$WORK/project"
git init -q
printf 'class DataManager {}\n' > "Sources/Feed & <Co>/Data.swift"
commit 2024-01-15 "a manager"
printf 'opt_in_rules: [optional_collection]\n' > .swiftlint-style.yml
{
    echo 'final class Cache {'
    for index in $(seq 1 260); do echo "    var value$index = $index"; done
    echo '}'
} > "Sources/Feed & <Co>/Cache.swift"
commit 2024-02-15 "a long type, and a configuration"
printf 'class SyncManager {\n    var items: [String]? = nil\n}\n' > Sources/Sync.swift
commit 2024-04-15 "another manager"

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

for reporter in table csv json html svg; do
    status=0
    "$LINT" history --reporter "$reporter" --output "$WORK/history.$reporter" 2>"$WORK/stderr" || status=$?
    if [ "$status" -ne 0 ]; then fail "$reporter: exit $status"; cat "$WORK/stderr"; fi
done
echo "== table"
cat "$WORK/history.table"

echo "== html: self-contained"
if grep -Eo 'https?://[^"<> ]*' "$WORK/history.html" | grep -v '^http://www.w3.org/2000/svg$'; then
    fail "html refers to the network"
fi
if grep -Eino '<(script|link|img|iframe)\b|url\(' "$WORK/history.html"; then fail "html loads something"; fi

echo "== html: html5lib (strict), each inline svg and the standalone svg: xml.etree (expat)"
python3 - "$WORK/history.html" "$WORK/history.svg" "$WORK/history.json" <<'PY' || fail "html/svg"
import json, re, sys
import xml.etree.ElementTree as ElementTree
import html5lib

page = open(sys.argv[1], encoding="utf-8").read()
document = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False).parse(page)
history = json.load(open(sys.argv[3], encoding="utf-8"))
snapshots, rules = history["snapshots"], history["rules"]
SVG = "{http://www.w3.org/2000/svg}"

# A chart for each rule that fired in some snapshot, and the lines; the rules at zero throughout
# are named in one line instead.
fired = [rule for rule in rules if any((snapshot["counts"].get(rule) or 0) > 0 for snapshot in snapshots)]
quiet = [rule for rule in rules if rule not in fired]
inline = re.findall(r"<svg\b.*?</svg>", page, flags=re.S)
assert len(inline) == len(fired) + 1, f"{len(inline)} charts for {len(fired)} rules that fired and the lines"
zero_line = next(("".join(p.itertext()) for p in document.iter("p") if p.get("class") == "zero"), "")
assert all(f"{rule}" in zero_line for rule in quiet) and quiet, f"the rules at zero are not named in one line: {zero_line!r}"
for chart in inline:
    root = ElementTree.fromstring(chart)
    assert root.tag == SVG + "svg", root.tag
    titles = [t.text for t in root.iter(SVG + "title")]
    assert len(titles) == len(snapshots), titles
    for snapshot, title in zip(snapshots, titles):
        assert title.startswith(snapshot["date"][:10] + " · " + snapshot["commit"][:10]), title
names = [e.text for e in root.iter(SVG + "text")]
standalone = ElementTree.parse(sys.argv[2]).getroot()
assert standalone.tag == SVG + "svg", standalone.tag
assert len(standalone.findall(SVG + "g")) == len(rules) + 1
rows = document.findall(".//tbody/tr")
assert len(rows) == len(snapshots), f"{len(rows)} table rows"
text = "".join(document.itertext())
assert "Sources/Feed & <Co>/Cache.swift:1" in text, "the longest type's path does not read back"
print(f"ok -- html parsed strictly, {len(inline)} inline charts and the standalone svg well-formed, {len(rows)} rows")
PY

echo "== json: check-jsonschema --schemafile docs/history.schema.json"
check-jsonschema --schemafile "$SCHEMA" "$WORK/history.json" || fail "json: not valid"

echo "== csv and json"
python3 - "$WORK/history.csv" "$WORK/history.json" <<'PY' || fail "csv/json"
import csv, json, sys
with open(sys.argv[1], newline="", encoding="utf-8") as handle:
    rows = list(csv.reader(handle, strict=True))
history = json.load(open(sys.argv[2], encoding="utf-8"))
header = rows[0]
assert header[:5] == ["commit", "date", "configuration", "files", "lines"], header
assert header[5:5 + len(history["rules"])] == history["rules"], header
assert all(len(row) == len(header) for row in rows), "ragged rows"
assert [row[0] for row in rows[1:]] == [s["commit"] for s in history["snapshots"]]
dates = [s["date"][:10] for s in history["snapshots"]]
assert dates == ["2024-01-15", "2024-02-15", "2024-04-15"], dates
naming = [s["counts"].get("controller_naming") for s in history["snapshots"]]
assert naming == [1, 1, 2], naming
sources = [s["configuration"]["source"] for s in history["snapshots"]]
assert sources == ["today", "snapshot", "snapshot"], sources
optional = [s["counts"].get("optional_collection") for s in history["snapshots"]]
# Today's file enables it, and so does each snapshot's: the first snapshot has none and uses today's.
assert None not in optional, optional
assert [s["counts"].get("class_length") for s in history["snapshots"]] == [0, 1, 1]
longest = history["snapshots"][-1]["longestType"]
assert (longest["name"], longest["lines"], longest["path"]) == ("Cache", 260, "Sources/Feed & <Co>/Cache.swift"), longest
print("ok -- csv and json agree:", len(rows) - 1, "snapshots")
PY

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all history reports valid"
