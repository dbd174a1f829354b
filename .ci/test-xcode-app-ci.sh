#!/usr/bin/env bash
# The README's CI recipe for an Xcode-project app (no Package.swift), taken from the README as
# written and run twice in a folder holding only an .xcodeproj and its sources: the first run
# builds lint from a clone of this repository at this commit and caches it, the second takes it
# from the cache. The recipe fails on a warning (it is --strict), passes once it is fixed, and
# leaves the SARIF report in a folder it did not have to create.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

sed -n '/<!-- xcode-app-ci:begin -->/,/<!-- xcode-app-ci:end -->/p' "$repo/README.md" | sed '1,2d;$d' | sed '$d' > "$work/recipe.sh"
grep -q 'LINT_VERSION' "$work/recipe.sh" || { echo "README: no Xcode-app CI recipe"; exit 1; }

app="$work/MyApp"
mkdir -p "$app/MyApp.xcodeproj" "$app/MyApp" "$work/home"
printf '// !$*UTF8*$!\n{ archiveVersion = 1; objectVersion = 56; objects = {}; rootObject = 0; }\n' > "$app/MyApp.xcodeproj/project.pbxproj"
printf 'final class SessionManager {}\n' > "$app/MyApp/Session.swift"
[ ! -e "$app/Package.swift" ]

run_recipe() { # → $output, $status
    set +e
    output=$(cd "$app" && env -i HOME="$work/home" PATH="$PATH" LINT_REPOSITORY="$repo" \
        LINT_VERSION="$(git -C "$repo" rev-parse HEAD)" bash -c "$(cat "$work/recipe.sh")" 2>&1)
    status=$?
    set -e
}

echo "-- first run: builds lint once, and fails on the warning"
start=$(date +%s)
run_recipe
echo "$output" | tail -5
echo "(took $(( $(date +%s) - start )) s)"
[ "$status" != 0 ] || { echo "the recipe passed with a warning"; exit 1; }
echo "$output" | grep -q '::warning file=MyApp/Session.swift,line=1,col=13,title=controller_naming::' \
    || { echo "expected a pull-request annotation"; exit 1; }
[ -s "$app/reports/lint.sarif" ] || { echo "no SARIF report in reports/"; exit 1; }
[ -x "$work/home/.cache/lint/$(git -C "$repo" rev-parse HEAD)/lint" ] || { echo "lint was not cached"; exit 1; }

echo "-- fixed: the second run takes lint from the cache and passes"
printf 'final class Session {}\n' > "$app/MyApp/Session.swift"
start=$(date +%s)
run_recipe
echo "$output" | tail -3
[ "$status" = 0 ] || { echo "the recipe failed on a clean app"; exit 1; }
case "$output" in *"Compiling"*|*"Building"*) echo "the cached lint was built again"; exit 1 ;; esac
echo "(took $(( $(date +%s) - start )) s)"

echo "-- a run that cannot be done fails the recipe too"
printf 'only_rules: [\n' > "$app/.swiftlint-style.yml"
run_recipe
[ "$status" != 0 ] || { echo "a broken configuration passed"; exit 1; }
echo "xcode app ci: ok"
