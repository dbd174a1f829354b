#!/usr/bin/env bash
# The SwiftPM plugins, from a package that depends on this one by path: the build-tool plugin
# shows warnings in the build log without failing the build and fails it on errors; the
# command plugin lints on `swift package lint`.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/App"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "App",
    dependencies: [.package(path: "$repo")],
    targets: [.executableTarget(name: "App", plugins: [.plugin(name: "LintBuildToolPlugin", package: "$(basename "$repo" | tr "[:upper:]" "[:lower:]")")])]
)
SWIFT
printf 'final class SessionManager {}\nprint(SessionManager())\n' > "$work/Sources/App/main.swift"
cd "$work"
# controller_naming, the rule these checks use, is opt-in.
printf 'opt_in_rules: [controller_naming]\n' > .swiftlint-style.yml

echo "-- build-tool plugin: a warning shows and the build succeeds"
swift build 2>&1 | tee build.log | grep -v '^\[' || true
grep -q "main.swift:1:13: warning: .*(controller_naming)" build.log

echo "-- build-tool plugin: an error-severity violation fails the build"
printf 'opt_in_rules: [controller_naming]\ncontroller_naming: error\n' > .swiftlint-style.yml
if swift build > build.log 2>&1; then cat build.log; echo "the build should have failed"; exit 1; fi
grep -q "main.swift:1:13: error: .*(controller_naming)" build.log
printf 'opt_in_rules: [controller_naming]\n' > .swiftlint-style.yml

echo "-- command plugin: swift package lint"
swift package lint --target App 2>&1 | tee lint.log
grep -q "main.swift:1:13: warning: .*(controller_naming)" lint.log
printf 'opt_in_rules: [controller_naming]\ncontroller_naming: error\n' > .swiftlint-style.yml
if swift package lint > lint.log 2>&1; then cat lint.log; echo "swift package lint should have failed"; exit 1; fi
echo "plugins: ok"
