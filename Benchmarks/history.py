#!/usr/bin/env python3
"""Measures `lint history` on a real repository's history.

    python3 Benchmarks/history.py --repo PATH [--snapshots 100] [--repeat 3] [--lint PATH]

PATH is a git repository of a Swift app (a clone; `git clone --no-checkout` is enough, and a
bare repository is cloned that way into the temporary directory). Fetched apps are never
committed: the figures in docs/history.md name the ones measured.

In one run, alternating so that drift in the machine affects both alike, it times:

- `lint history` over the last N months that have commits (N monthly snapshots of the
  first-parent line), every default rule, CSV to a file;
- the baseline: `lint` with the same rules on the tip's Swift files, written to disk once (one
  snapshot, linted from files, as a plain run would);

and reports the medians, the ratio (how many plain runs of today's code the N snapshots
cost), and the sizes of the snapshots from the report. Memory is the child's peak resident
size (wait4's ru_maxrss, as run.py measures it); to show that it does not grow with the number
of snapshots, the same span is walked weekly too (about 4.3 times the snapshots) and the two
peaks are compared.

Targets (issue 30): 100 monthly snapshots of a 100k-line app in at most 10 s; the weekly walk
within 1.25x the monthly walk's peak memory. Exit status 0, or 1 with `--strict` if a target is
missed.
"""

import argparse
import csv
import os
import statistics
import subprocess
import sys
import tempfile

BENCHMARKS = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, BENCHMARKS)
import run  # noqa: E402  (measure, build_lint and the launcher live there)

TARGET_SECONDS_100_SNAPSHOTS = 10.0
TARGET_MEMORY_GROWTH = 1.25


def git(repository, *arguments, **options):
    return subprocess.run(["git", "-C", repository, *arguments], check=True, capture_output=True, **options).stdout


def work_tree(repository, scratch):
    """A clone with a work tree for a bare repository; the repository itself otherwise."""
    if git(repository, "rev-parse", "--is-bare-repository", text=True).strip() != "true":
        return repository
    clone = os.path.join(scratch, "clone")
    subprocess.run(["git", "clone", "-q", "--no-checkout", repository, clone], check=True)
    return clone


def since_for(repository, snapshots):
    """The first day of the month `snapshots` months-with-commits back from the tip's."""
    days = git(repository, "log", "--first-parent", "--format=%cd", "--date=format-local:%Y-%m", text=True,
               env={**os.environ, "TZ": "UTC"}).split()
    months = []
    for month in days:
        if not months or months[-1] != month:
            months.append(month)
    start = months[min(snapshots, len(months)) - 1]
    return start + "-01"


def extract_tip(repository, destination):
    """Writes the tip's Swift files under `destination` (only those: large blobs may be absent)."""
    listing = git(repository, "ls-tree", "-r", "-z", "--full-tree", "HEAD").split(b"\0")
    entries = []
    for entry in listing:
        if b"\t" not in entry:
            continue
        header, path = entry.split(b"\t", 1)
        mode, kind, blob = header.split(b" ")
        if kind == b"blob" and mode in (b"100644", b"100755") and path.endswith(b".swift"):
            entries.append((blob, path.decode("utf-8", "surrogateescape")))
    request = b"".join(blob + b"\n" for blob, _ in entries)
    output = subprocess.run(["git", "-C", repository, "cat-file", "--batch"], input=request, check=True,
                            capture_output=True).stdout
    position = 0
    for blob, path in entries:
        header_end = output.index(b"\n", position)
        size = int(output[position:header_end].split(b" ")[2])
        start = header_end + 1
        target = os.path.join(destination, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as handle:
            handle.write(output[start:start + size])
        position = start + size + 1
    return len(entries)


def snapshot_sizes(report):
    with open(report, newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    lines = [int(row["lines"]) for row in rows if row["lines"]]
    return rows, lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repo", required=True, help="a git repository of a Swift app")
    parser.add_argument("--snapshots", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--lint", help="a built lint binary (default: build this package in release mode)")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a target is missed")
    options = parser.parse_args()
    lint = os.path.abspath(options.lint) if options.lint else run.build_lint()
    env = run.lint_environment()
    with tempfile.TemporaryDirectory(prefix="lint-history-benchmark-") as scratch:
        repository = work_tree(os.path.abspath(options.repo), scratch)
        since = since_for(repository, options.snapshots)
        tip = os.path.join(scratch, "tip")
        run.progress(f"writing the tip's Swift files to {tip}…")
        tip_files = extract_tip(repository, tip)
        report = os.path.join(scratch, "history.csv")
        monthly = [lint, "history", "--since", since, "--reporter", "csv", "--output", report, "--quiet"]
        weekly = [lint, "history", "--since", since, "--every", "week", "--reporter", "csv", "--output",
                  os.path.join(scratch, "weekly.csv"), "--quiet"]
        plain = [lint, "--quiet"]
        run.progress("warming up…")
        run.measure(monthly, repository, env)
        run.measure(plain, tip, env, accepted=(0, 2))
        history_samples, plain_samples = [], []
        for attempt in range(options.repeat):
            run.progress(f"round {attempt + 1} of {options.repeat}…")
            history_samples.append(run.measure(monthly, repository, env))
            plain_samples.append(run.measure(plain, tip, env, accepted=(0, 2)))
        weekly_sample = run.measure(weekly, repository, env)
        tip_commit = git(repository, "rev-parse", "--short", "HEAD", text=True).strip()
        rows, lines = snapshot_sizes(report)
        weekly_rows, _ = snapshot_sizes(os.path.join(scratch, "weekly.csv"))

    history_seconds = statistics.median(sample.seconds for sample in history_samples)
    plain_seconds = statistics.median(sample.seconds for sample in plain_samples)
    history_mb = max(sample.max_rss_kb for sample in history_samples) / 1024
    weekly_mb = weekly_sample.max_rss_kb / 1024
    scaled_target = TARGET_SECONDS_100_SNAPSHOTS * len(rows) / 100
    time_passed = history_seconds <= scaled_target
    memory_passed = weekly_mb <= history_mb * TARGET_MEMORY_GROWTH
    print(f"repository: {options.repo} (tip {tip_commit})")
    print(f"snapshots: {len(rows)} monthly from {since}, {rows[0]['date'][:10]} to {rows[-1]['date'][:10]}; "
          f"lines of Swift per snapshot: mean {statistics.mean(lines):,.0f}, max {max(lines):,}")
    print(f"lint history (median of {options.repeat}): {history_seconds:.2f} s, peak {history_mb:.0f} MB")
    print(f"baseline, lint on the tip's {tip_files} files from disk: {plain_seconds:.3f} s")
    print(f"ratio: the {len(rows)} snapshots cost {history_seconds / plain_seconds:.1f} plain runs of the tip")
    print(f"target: {len(rows)} snapshots in at most {scaled_target:.1f} s "
          f"({TARGET_SECONDS_100_SNAPSHOTS:.0f} s per 100): {run.verdict(time_passed)}")
    print(f"memory: weekly walk of the same span ({len(weekly_rows)} snapshots, {weekly_sample.seconds:.2f} s) "
          f"peaks at {weekly_mb:.0f} MB, {weekly_mb / history_mb:.2f}x the monthly walk "
          f"(at most {TARGET_MEMORY_GROWTH}x): {run.verdict(memory_passed)}")
    if options.strict and not (time_passed and memory_passed):
        sys.exit(1)


if __name__ == "__main__":
    main()
