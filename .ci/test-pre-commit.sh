#!/usr/bin/env bash
# The pre-commit hook, with the real pre-commit tool on a temporary repository: it fails on a
# staged violation and passes once the violation is fixed.
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

echo "-- a staged violation fails the hook"
if pre-commit run 2>&1 | tee run.log; then echo "the hook should have failed"; exit 1; fi
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
echo "pre-commit: ok"
