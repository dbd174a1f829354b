#!/usr/bin/env bash
# Builds the four fuzzers into .build-fuzz/fuzzers/: LintCore and Rules compiled with libFuzzer's
# coverage instrumentation and AddressSanitizer (not through Package.swift: unsafe flags there
# would break every package that depends on this one), then each entry file linked against them.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-fuzz
sanitizers=-sanitize=fuzzer,address
swift build -c release --scratch-path "$scratch" --target Rules -Xswiftc "$sanitizers" -Xswiftc -g
objects=$(swift build -c release --scratch-path "$scratch" --show-bin-path)

mkdir -p "$scratch/fuzzers"
for pair in scanner:ScannerFuzzer outline:OutlineFuzzer configuration:ConfigurationFuzzer messages:MessageFuzzer; do
    target=${pair%%:*} entry=Fuzz/${pair#*:}.swift
    echo "Linking $scratch/fuzzers/$target from $entry"
    swiftc "$sanitizers" -O -g -parse-as-library -use-ld=lld -I "$objects/Modules" "$entry" \
        "$objects"/LintCore.build/*.o "$objects"/Rules.build/*.o -o "$scratch/fuzzers/$target"
done
