#!/usr/bin/env bash
# The README's Xcode Run Script recipe, taken from the README as written and run the way Xcode
# runs a phase: /bin/sh from the project's folder, with Xcode's build settings and the phase's
# input file list in the environment, and the short PATH Xcode gives scripts. What Linux cannot
# show: Xcode itself (its issue navigator, User Script Sandboxing, its resolved copy of the
# list, which is simulated here by resolving it with sed).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The README's two snippets: the command that writes the list, and the phase's script.
sed -n '/^### Xcode: a Run Script phase/,/^### /p' "$repo/README.md" | sed -n '/^```sh$/,/^```$/p' | sed -n '2p' > "$work/make-list.sh"
sed -n '/<!-- xcode-run-script:begin -->/,/<!-- xcode-run-script:end -->/p' "$repo/README.md" | sed '1,2d;$d' | sed '$d' > "$work/phase.sh"
grep -q 'xcfilelist' "$work/make-list.sh" || { echo "README: no command writing lint.xcfilelist"; cat "$work/make-list.sh"; exit 1; }
grep -q 'use-script-input-file-lists' "$work/phase.sh" || { echo "README: no Run Script recipe"; cat "$work/phase.sh"; exit 1; }

project="$work/My App"
mkdir -p "$project/App/Screens" "$work/home" "$work/derived"
printf 'final class SessionManager {}\n' > "$project/App/Screens/SessionManager.swift"
printf 'struct Point {\n    var x = 0\n}\n' > "$project/App/Point.swift"
printf 'final class VendorManager {}\n' > "$project/Vendor.swift"
: > "$project/.swiftlint-style.yml"
(cd "$project" && sh "$work/make-list.sh")
echo "-- lint.xcfilelist, as the README's command writes it:"
cat "$project/lint.xcfilelist"

# Xcode resolves the list's build settings into a copy of its own and names the copy.
sed "s|\$(SRCROOT)|$project|g" "$project/lint.xcfilelist" > "$work/derived/lint-resolved.xcfilelist"

run_phase() { # HOME, list → output of the phase, exit status in $status
    local home=$1 list=$2
    set +e
    output=$(cd "$project" && env -i HOME="$home" PATH=/usr/bin:/bin SRCROOT="$project" PROJECT_DIR="$project" \
        XCODE_VERSION_ACTUAL=1600 SCRIPT_INPUT_FILE_LIST_COUNT=1 SCRIPT_INPUT_FILE_LIST_0="$list" \
        /bin/sh -c "$(cat "$work/phase.sh")" 2>&1)
    status=$?
    set -e
}

echo "-- not installed: the phase warns and the build goes on"
if [ -x /usr/local/bin/lint ] || [ -x /opt/homebrew/bin/lint ]; then
    echo "(skipped: a lint is installed system-wide on this machine)"
else
    run_phase "$work/home" "$work/derived/lint-resolved.xcfilelist"
    echo "$output"
    [ "$status" = 0 ] && [ "$output" = "warning: lint is not installed: run make install in a checkout of lint (its README, Install)" ]
fi

echo "-- installed as the README's Install section says (PREFIX=\$HOME/.local)"
(cd "$repo" && make install PREFIX="$work/home/.local" > /dev/null)
expected="$project/App/Screens/SessionManager.swift:1:13: warning: "
for list in "$work/derived/lint-resolved.xcfilelist" "$project/lint.xcfilelist"; do
    run_phase "$work/home" "$list"
    echo "$output"
    [ "$status" = 0 ] || { echo "the phase failed on warnings"; exit 1; }
    [ "$(printf '%s\n' "$output" | grep -c 'warning: ')" = 1 ] || { echo "expected one warning, for the listed file only"; exit 1; }
    case "$output" in "$expected"*"(controller_naming)"*) ;; *) echo "expected an absolute path Xcode opens"; exit 1 ;; esac
done

echo "-- an error-severity violation fails the build"
printf 'controller_naming: error\n' > "$project/.swiftlint-style.yml"
run_phase "$work/home" "$work/derived/lint-resolved.xcfilelist"
echo "$output"
[ "$status" = 2 ] || { echo "expected exit 2, got $status"; exit 1; }
echo "xcode run script: ok"
