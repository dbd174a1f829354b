#!/usr/bin/env bash
# Builds the fuzzers, then runs each for SECONDS (default 600), one after the other.
#   Fuzz/run.sh [SECONDS] [scanner|outline|configuration|messages ...]
# Inputs that find new coverage go to .build-fuzz/runs/TARGET/corpus (the committed seeds in
# Fuzz/corpus/ are only read); crashes, timeouts, slow units and OOMs to
# .build-fuzz/runs/TARGET/artifacts/; the log to .build-fuzz/runs/TARGET/log.txt.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-600}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(scanner outline configuration messages)

Fuzz/build.sh
# Swift's own backtracer would race AddressSanitizer's report on a crash.
export SWIFT_BACKTRACE=enable=no

failed=()
for target in "${targets[@]}"; do
    case $target in
        scanner) seeds=Fuzz/corpus/scanner dictionary=Fuzz/scanner.dict ;;
        outline) seeds=Fuzz/corpus/scanner dictionary=Fuzz/scanner.dict ;;
        configuration) seeds=Fuzz/corpus/yaml dictionary=Fuzz/yaml.dict ;;
        messages) seeds=Fuzz/corpus/messages dictionary=Fuzz/messages.dict ;;
        *) echo "unknown fuzz target '$target' (scanner, outline, configuration, messages)" >&2; exit 1 ;;
    esac
    work=.build-fuzz/runs/$target
    mkdir -p "$work/corpus" "$work/artifacts"
    echo "== $target for $seconds s"
    status=0
    .build-fuzz/fuzzers/"$target" "$work/corpus" "$seeds" -dict="$dictionary" \
        -max_total_time="$seconds" -timeout=5 -report_slow_units=1 -rss_limit_mb=2048 \
        -artifact_prefix="$work/artifacts/" -print_final_stats=1 > "$work/log.txt" 2>&1 || status=$?
    grep -E '^(stat::|#[0-9]+[[:space:]]+DONE|==[0-9]+== ERROR|SUMMARY|artifact_prefix|Slowest unit|Test unit written)' "$work/log.txt" || true
    if [ "$status" -ne 0 ]; then failed+=("$target"); fi
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "findings in: ${failed[*]} (see .build-fuzz/runs/*/artifacts and log.txt)" >&2
    exit 1
fi
