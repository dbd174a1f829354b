#!/usr/bin/env bash
# Renders a small project with the gitlab, sonarqube, csv, markdown, summary and html reporters
# and hands each report to a real consumer: check-jsonschema with the shared schemas, Python's
# csv module and html.parser. Usage: validate-reports-b.sh path/to/lint
set -euo pipefail

LINT=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
SHARED=$(cd "${SHARED:-$(dirname "$0")/../../shared}" && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

python3 -m pip install --quiet --disable-pip-version-check check-jsonschema >/dev/null 2>&1 \
    || command -v check-jsonschema >/dev/null

# Paths with spaces, non-ASCII, quotes, < and &; both severities; messages with quotes.
mkdir -p "$WORK/project/Sources/Feed Manager" "$WORK/project/Sources/Ünïcode"
cd "$WORK/project"
cat > "Sources/Feed Manager/Feed Manager.swift" <<'SWIFT'
class FeedManager<T: Decodable> {
    // TODO(2020-01-01): "quoted" & <tagged>, 100% done
    func load() {}
}

final class DataController {}
SWIFT
cat > 'Sources/Ünïcode/Tom & "Jerry" <Cats>.swift' <<'SWIFT'
import UIKit

final class CatViewController: UIViewController {
    func show(_ cats: [Cat], _ names: [String]) {
        for (index, cat) in cats.enumerated() { print("\"\(names[index])\" & <\(cat)>") }
    }
}
SWIFT
{
    echo "final class Straße {"
    for index in $(seq 1 510); do echo "    var value$index = $index"; done
    echo "}"
} > "Sources/Ünïcode/Straße.swift"
# class_length errors past 500 lines of code: the 510-line class is this project's error-severity violation.
printf 'opt_in_rules: [class_length, controller_naming, misused_enumerated]\n' > .swiftlint-style.yml

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

for reporter in gitlab sonarqube csv markdown summary html; do
    status=0
    LINT_TODAY=2026-01-01 "$LINT" --reporter "$reporter" --output "$WORK/report.$reporter" 2>"$WORK/stderr" || status=$?
    if [ "$status" -ne 2 ]; then fail "$reporter: exit $status, expected 2 (error-severity violations)"; cat "$WORK/stderr"; fi
done
expected=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))))' "$WORK/report.gitlab")
echo "== $expected violations"
[ "$expected" -ge 5 ] || fail "expected at least 5 violations, got $expected"

for pair in gitlab:gitlab-codequality.schema.json sonarqube:sonar-generic.schema.json; do
    reporter=${pair%%:*}
    echo "== $reporter: check-jsonschema --schemafile $SHARED/schemas/${pair#*:}"
    check-jsonschema --schemafile "$SHARED/schemas/${pair#*:}" "$WORK/report.$reporter" || fail "$reporter: not valid"
done

echo "== csv: Python's csv module"
python3 - "$WORK/report.csv" "$expected" <<'PY' || fail "csv"
import csv, sys
with open(sys.argv[1], newline="", encoding="utf-8") as handle:
    rows = list(csv.reader(handle, strict=True))
for row in rows:
    print(row)
assert rows[0] == ["file", "line", "column", "severity", "rule_id", "message"], rows[0]
assert len(rows) == int(sys.argv[2]) + 1, f"{len(rows) - 1} records"
assert all(len(row) == 6 for row in rows), "ragged rows"
assert any(row[0] == 'Sources/Ünïcode/Tom & "Jerry" <Cats>.swift' for row in rows), "quoted path lost"
raw = open(sys.argv[1], encoding="utf-8").read()
assert '"Sources/Ünïcode/Tom & ""Jerry"" <Cats>.swift"' in raw, "path not quoted with doubled quotes"
print("ok -- csv parsed:", len(rows) - 1, "records")
PY

echo "== markdown"
cat "$WORK/report.markdown"
rows=$(grep -c '^| `' "$WORK/report.markdown" || true)
[ "$rows" -eq "$expected" ] || fail "markdown: $rows rows"
grep -q '^| File | Line | Severity | Rule | Message |$' "$WORK/report.markdown" || fail "markdown: header"

echo "== summary"
cat "$WORK/report.summary"
grep -Eq "^\| Total +\| +\| +[0-9]+ \| +[0-9]+ \| +$expected \|" "$WORK/report.summary" || fail "summary: total row"

echo "== html: self-contained, Python's html.parser"
if grep -Eno 'https?://[^"<> ]*' "$WORK/report.html"; then fail "html refers to the network"; fi
if grep -Eino '<(script|link|img|iframe)\b|url\(' "$WORK/report.html"; then fail "html loads something"; fi
python3 - "$WORK/report.html" "$expected" <<'PY' || fail "html"
import sys
from html.parser import HTMLParser

VOID = {"meta", "br", "img", "link", "input", "hr"}

class Checker(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.articles, self.text, self.title = [], 0, [], ""
        self.ids, self.links = [], []

    def handle_starttag(self, tag, attrs):
        if tag == "article":
            self.articles += 1
        attributes = dict(attrs)
        if "id" in attributes:
            self.ids.append(attributes["id"])
        if attributes.get("href", "").startswith("#"):
            self.links.append(attributes["href"][1:])
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        assert self.stack and self.stack[-1] == tag, f"</{tag}> closes <{self.stack[-1] if self.stack else None}>"
        self.stack.pop()

    def handle_data(self, data):
        if self.stack and self.stack[-1] == "title":
            self.title += data
        self.text.append(data)

page = open(sys.argv[1], encoding="utf-8").read()
checker = Checker()
checker.feed(page)
checker.close()
assert not checker.stack, f"unclosed: {checker.stack}"
assert checker.articles == int(sys.argv[2]), f"{checker.articles} violations shown"
assert len(set(checker.ids)) == len(checker.ids), f"ids repeat: {sorted(checker.ids)}"
assert set(checker.links) <= set(checker.ids), f"links to nothing: {sorted(set(checker.links) - set(checker.ids))}"
# Each rule broken is explained once, and each violation links to its explanation.
rules = [i for i in checker.ids if i.startswith("rule-")]
assert len(rules) >= 3 and sum(link.startswith("rule-") for link in checker.links) >= checker.articles, rules
text = "".join(checker.text)
assert 'Tom & "Jerry" <Cats>.swift' in text, "escaped path does not read back"
print("ok -- html parsed:", repr(checker.title), f"{checker.articles} violations, {len(rules)} rules explained, {len(page)} bytes")
PY

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all reports valid"
