#!/usr/bin/env bash
# The pre-commit hook, with the real pre-commit tool on a temporary repository: installed with
# `pre-commit install-hooks`, it builds the lint product alone, once; it fails on a staged
# violation and passes once the violation is fixed. Prints the install and first-run times the
# README gives.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
rev=$(git -C "$repo" rev-parse HEAD)
python3 -m pip install --quiet --disable-pip-version-check pre-commit
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
git init -q
git config user.name ci
git config user.email ci@example.com
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $repo
    rev: $rev
    hooks:
      - id: lint
YAML
printf 'strict: true\nexcluded: [Generated]\nopt_in_rules: [controller_naming]\n' > .swiftlint-style.yml
mkdir -p Generated
printf 'class IgnoredManager {}\n' > Generated/Ignored.swift
printf 'final class SessionManager {}\n' > Session.swift
git add .pre-commit-config.yaml .swiftlint-style.yml Session.swift Generated/Ignored.swift
export PRE_COMMIT_HOME="$work/.pre-commit-cache"

echo "-- install-hooks, then the first run builds lint alone"
start=$(date +%s)
pre-commit install-hooks
installed=$(date +%s)
if pre-commit run 2>&1 | tee run.log; then echo "the hook should have failed"; exit 1; fi
finished=$(date +%s)
echo "install-hooks: $((installed - start)) s; first run, building lint: $((finished - installed)) s"
grep -q "building lint for pre-commit, once" run.log
build_log=$(find "$PRE_COMMIT_HOME" -path '*/.build/pre-commit/build.log')
if grep -q "Compiling plugin" "$build_log"; then echo "the hook built the plugins"; exit 1; fi
if [ -n "$(find "$PRE_COMMIT_HOME" -name 'lint-tool' -type f)" ]; then echo "the hook built a second lint for the plugins"; exit 1; fi

echo "-- a staged violation fails the hook, and the second run builds nothing"
if pre-commit run 2>&1 | tee run.log; then echo "the hook should have failed"; exit 1; fi
if grep -q "building lint" run.log; then echo "the second run built lint again"; exit 1; fi
grep -q "Session.swift:1:13: warning: .*(controller_naming)" run.log
if grep -q "IgnoredManager" run.log; then echo "excluded file was linted"; exit 1; fi

echo "-- fixed and staged, the hook passes"
printf 'final class Session {}\n' > Session.swift
git add Session.swift
pre-commit run 2>&1 | tee run.log
if grep -q "Found 0 warnings" run.log; then echo "a clean commit should print no summary"; exit 1; fi

echo "-- warnings only, not strict: the hook passes and shows them"
printf 'strict: false\nexcluded: [Generated]\nopt_in_rules: [controller_naming]\n' > .swiftlint-style.yml
printf 'final class CacheManager {}\n' > Cache.swift
git add .swiftlint-style.yml Cache.swift
pre-commit run 2>&1 | tee run.log
grep -q "Cache.swift:1:13: warning: .*(controller_naming)" run.log

echo "-- strict, with the configuration's baseline: an edit to a file with an old warning passes"
lint=$(find "$PRE_COMMIT_HOME" -path '*/.build/pre-commit/*/release/lint' -type f | head -n 1)
"$lint" --quiet --write-baseline lint-baseline.json Session.swift Cache.swift
printf 'strict: true\nexcluded: [Generated]\nopt_in_rules: [controller_naming]\nbaseline: lint-baseline.json\n' > .swiftlint-style.yml
printf '// Caches downloads.\nfinal class CacheManager {}\n' > Cache.swift
git add .swiftlint-style.yml lint-baseline.json Cache.swift
pre-commit run 2>&1 | tee run.log
if grep -q "CacheManager" run.log; then echo "the hook reported a warning the baseline records"; exit 1; fi
printf 'final class UploadManager {}\n' > Upload.swift
git add Upload.swift
if pre-commit run 2>&1 | tee run.log; then echo "a new warning should still fail the hook"; exit 1; fi
grep -q "Upload.swift:1:13: warning: .*(controller_naming)" run.log
echo "pre-commit: ok"
