#!/usr/bin/env python3
"""Measures `lint` on synthetic Swift projects of 10k, 100k and 1M lines.

    python3 Benchmarks/run.py [--sizes 10k,100k,1M] [--repeat 5] [--seed 42] [--lint PATH]

For each size it generates a corpus with `generate.py` (cached in the temporary directory by
size, seed and generator version), then times, in the same run and alternating so that drift
in the machine affects both alike:

- reading the files: one `cat` process given every Swift file of the corpus, output to
  /dev/null (GNU cat reads each file fully with read(2); it does not walk the tree, which lint
  does, so the baseline is if anything slightly flattering to reading);
- `lint --quiet` with every default rule on all cores, the same with every rule (default and
  opt-in), and `lint --quiet --jobs 1`.

`--real DIR` times a folder of real Swift code the same way (fetched apps, never committed).

Each measurement is a fresh process; the medians of `--repeat` runs are reported, and the
lint/cat ratio is the median of the ratios of each pair. Peak memory is the child's
`ru_maxrss` from wait4(2), the child started by a small launcher so that it does not inherit
this script's memory. The page cache is warm, not dropped: a warm-up read and a warm-up
lint run come first, as on a developer's machine where the files were just edited. Then it
times linting one mid-sized file of the 100k-line project by path, from the project's root, so
that the project-wide rules (stale_comment's name index) still read every file. Last, it times
`lint --new-from-rev HEAD` against a plain `lint` on that project in git with a few files
changed (change.py), and `lint lsp` editing a file of that project 10,000 times (lsp.py).

The report goes to standard output (progress to standard error); targets are printed with
PASS or FAIL. Exit status 0, or 1 with `--strict` if a target is missed. Timings are kept out of
the unit tests on purpose: they depend on the machine.
"""

import argparse
import hashlib
import json
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

BENCHMARKS = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.dirname(BENCHMARKS)
sys.path.insert(0, BENCHMARKS)
import change  # noqa: E402  (the change benchmark sits next to this script)
import lsp  # noqa: E402  (and the language server's)
import generate  # noqa: E402  (the generator sits next to this script)

# `expired_todo` compares with today's date unless LINT_TODAY pins it; pinning keeps the
# report (and so the work lint does) the same whatever the day.
LINT_TODAY = "2025-06-01"

# The issues' targets. Sizes are in lines. A default run stays within 2x (issue 27) and a run
# with every rule, the project's cross-reference included, within 3x (issue 35) reading the same
# files, in at most 100 MB, on the 1M-line corpus and on a folder of real apps (--real).
TARGET_WALL_SECONDS_1M = 1.0
TARGET_CAT_RATIO_1M = 2.0
TARGET_ALL_RULES_CAT_RATIO = 3.0
TARGET_PEAK_MB_1M = 100.0
TARGET_SCALING = 1.1  # 10× the lines in at most 11× the time
TARGET_SINGLE_FILE_MS = 150.0
LATENCY_CORPUS_LINES = 100_000


# -- sizes and formatting ------------------------------------------------------------------

def parse_size(text):
    """'10k' → 10000, '1M' → 1000000, '2500' → 2500."""
    text = text.strip()
    multiplier = {"k": 1_000, "K": 1_000, "m": 1_000_000, "M": 1_000_000}.get(text[-1:], 1)
    number = text[:-1] if multiplier != 1 else text
    return int(float(number) * multiplier)


def size_label(lines):
    if lines % 1_000_000 == 0:
        return f"{lines // 1_000_000}M"
    if lines % 1_000 == 0:
        return f"{lines // 1_000}k"
    return str(lines)


def verdict(passed):
    return "PASS" if passed else "FAIL"


def progress(message):
    print(message, file=sys.stderr, flush=True)


# -- the lint binary and the corpora ---------------------------------------------------------

def build_lint():
    """Builds lint in release mode from the repository root; returns the binary's path."""
    progress("building lint (swift build -c release)…")
    subprocess.run(["swift", "build", "-c", "release"], cwd=REPOSITORY, check=True, stdout=sys.stderr)
    bin_path = subprocess.run(
        ["swift", "build", "-c", "release", "--show-bin-path"], cwd=REPOSITORY, check=True,
        capture_output=True, text=True,
    ).stdout.strip()
    return os.path.join(bin_path, "lint")


def generator_version():
    """A hash of generate.py, so a changed generator never reuses a stale cached corpus."""
    with open(generate.__file__, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()[:12]


def corpus(cache_root, lines, seed):
    """The corpus directory for (lines, seed), generated on first use.

    It is written to a scratch name and renamed when complete, so an interrupted run never
    leaves a half-written corpus that a later run would trust.
    """
    directory = os.path.join(cache_root, f"{size_label(lines)}-seed{seed}-{generator_version()}")
    if os.path.isdir(directory):
        return directory
    os.makedirs(cache_root, exist_ok=True)
    scratch = tempfile.mkdtemp(prefix="partial-", dir=cache_root)
    progress(f"generating the {size_label(lines)}-line corpus in {directory}…")
    generate.generate(scratch, lines, seed)
    os.rename(scratch, directory)
    return directory


# Folders lint skips by default; a real app's vendored code is not what it reads.
SKIPPED_FOLDERS = {".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData"}


def swift_files(root, skipping_vendored=False):
    """Every .swift file under `root`, as sorted paths relative to it."""
    found = []
    for directory, subdirectories, names in os.walk(root):
        if skipping_vendored:
            subdirectories[:] = [name for name in subdirectories
                                 if name not in SKIPPED_FOLDERS and not name.endswith(".docc")]
        subdirectories.sort()
        for name in names:
            if name.endswith(".swift"):
                found.append(os.path.relpath(os.path.join(directory, name), root))
    return sorted(found)


def census(root, files):
    """(lines, bytes) of the files, and each file's line count."""
    per_file = {}
    total_bytes = 0
    for path in files:
        with open(os.path.join(root, path), "rb") as handle:
            data = handle.read()
        per_file[path] = data.count(b"\n")
        total_bytes += len(data)
    return sum(per_file.values()), total_bytes, per_file


# -- measuring ------------------------------------------------------------------------------

class Sample:
    """One run of one command: wall seconds, CPU seconds, peak resident memory (KB), exit code."""

    def __init__(self, seconds, cpu_seconds, max_rss_kb, exit_code, stderr):
        self.seconds = seconds
        self.cpu_seconds = cpu_seconds
        self.max_rss_kb = max_rss_kb
        self.exit_code = exit_code
        self.stderr = stderr


# Runs one command and reports its wall time and resource usage as JSON. It runs in a fresh
# interpreter: a child forked from this script would inherit the script's resident memory (the
# corpus census makes it about 100 MB), and Linux carries the forked process's high-water mark
# across exec into ru_maxrss. Forked from a small process, the child's peak is its own.
LAUNCHER = """
import json, os, subprocess, sys, time
argv, cwd, env, stderr_path = json.load(sys.stdin)
with open(stderr_path, "wb") as stderr:
    start = time.perf_counter()
    process = subprocess.Popen(argv, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=stderr)
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
print(json.dumps([seconds, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, os.waitstatus_to_exitcode(status)]))
"""


def measure(argv, cwd, env, accepted=(0,)):
    """Runs `argv` as a fresh process and times it from spawn to exit.

    wait4(2) returns the resource usage of exactly this child, so its ru_maxrss is the peak
    memory of this run alone (RUSAGE_CHILDREN would give the largest of all children so far).
    The child is started by a small launcher process (see LAUNCHER), which times it. Standard
    output goes to /dev/null; standard error to a file, shown if the exit code is unexpected.
    """
    with tempfile.NamedTemporaryFile() as stderr:
        request = json.dumps([argv, cwd, env, stderr.name])
        reply = subprocess.run([sys.executable, "-c", LAUNCHER], input=request, capture_output=True, text=True,
                               check=True).stdout
        seconds, cpu_seconds, max_rss_kb, exit_code = json.loads(reply)
        message = stderr.read().decode("utf-8", "replace")
    if exit_code not in accepted:
        raise SystemExit(f"{' '.join(argv[:3])}… exited with {exit_code} in {cwd}:\n{message}")
    return Sample(seconds, cpu_seconds, max_rss_kb, exit_code, message)


def check_argument_length(argv, env):
    """`cat` gets every path on one command line: make sure the kernel accepts it."""
    needed = sum(len(item) + 1 for item in argv) + sum(len(k) + len(v) + 2 for k, v in env.items())
    limit = os.sysconf("SC_ARG_MAX")
    if needed > limit - 4096:
        raise SystemExit(f"{len(argv) - 1} paths need {needed} bytes of arguments; the limit is {limit}")


def lint_environment():
    env = dict(os.environ)
    env["LINT_TODAY"] = LINT_TODAY
    return env


def check_cat_reads_everything(cat, root, total_bytes):
    """The warm-up read, which also checks that the baseline really produces every byte."""
    output = subprocess.run(cat, cwd=root, check=True, capture_output=True).stdout
    if len(output) != total_bytes:
        raise SystemExit(f"cat produced {len(output)} bytes of the corpus's {total_bytes} in {root}")


def check_lint_saw_every_file(lint, root, env, file_count):
    """A warm-up run without --quiet, whose summary must count every file of the corpus."""
    sample = measure([lint], root, env, accepted=(0, 2))
    expected = f"in {file_count} files."
    if expected not in sample.stderr:
        raise SystemExit(f"lint did not lint the whole corpus in {root}: {sample.stderr.strip()[-300:]}")


def every_rule_configuration(lint, directory):
    """A configuration running every rule, default and opt-in, written outside the corpus."""
    path = os.path.join(directory, "lint-benchmark-every-rule.yml")
    with open(path, "w") as handle:
        handle.write("only_rules: [%s]\n" % ", ".join(all_rules(lint)))
    return path


def all_rules(lint):
    listing = subprocess.run([lint, "rules"], capture_output=True, text=True, check=True).stdout
    return [line.split()[0] for line in listing.splitlines()[1:] if line.strip()]


def benchmark_size(lint, cache_root, lines, seed, repeat, verbose):
    """Times cat, lint, lint with every rule and lint --jobs 1 on one corpus."""
    return benchmark_folder(lint, corpus(cache_root, lines, seed), size_label(lines), repeat, verbose, cache_root)


def benchmark_folder(lint, root, label, repeat, verbose, scratch, real=False):
    """Times cat, lint, lint with every rule and lint --jobs 1 on one folder; a dictionary of results."""
    files = swift_files(root, skipping_vendored=real)
    total_lines, total_bytes, _ = census(root, files)
    env = lint_environment()
    cat = ["cat"] + files
    check_argument_length(cat, env)
    os.makedirs(scratch, exist_ok=True)
    commands = {
        "cat": (cat, (0,)),
        "lint": ([lint, "--quiet"], (0, 2)),
        "all": ([lint, "--quiet", "--config", every_rule_configuration(lint, scratch)], (0, 2)),
        "lint1": ([lint, "--quiet", "--jobs", "1"], (0, 2)),
    }
    lines = total_lines
    progress(f"{label}: warming up…")
    check_cat_reads_everything(cat, root, total_bytes)
    if not real:  # a real app's generated files are read but not linted
        check_lint_saw_every_file(lint, root, env, len(files))
    samples = {name: [] for name in commands}
    others = OtherLoad()
    for round_ in range(repeat):
        progress(f"{label}: round {round_ + 1} of {repeat}")
        # Alternate the order so that neither command always runs on a cooler or hotter machine.
        order = list(commands) if round_ % 2 == 0 else list(reversed(commands))
        for name in order:
            argv, accepted = commands[name]
            samples[name].append(measure(argv, root, env, accepted))
    seconds = {name: [s.seconds for s in runs] for name, runs in samples.items()}
    if verbose:
        for name, values in seconds.items():
            progress(f"  {name}: " + " ".join(f"{value:.3f}" for value in values))
    lint_seconds = statistics.median(seconds["lint"])
    one_job_seconds = statistics.median(seconds["lint1"])
    return {
        "lines": total_lines,
        "label": label,
        "all": statistics.median(seconds["all"]),
        "all_ratio": statistics.median(a / c for a, c in zip(seconds["all"], seconds["cat"])),
        "all_peak_mb": max(s.max_rss_kb for s in samples["all"]) * 1024 / 1e6,
        "files": len(files),
        "megabytes": total_bytes / 1e6,
        "cat": statistics.median(seconds["cat"]),
        "lint": lint_seconds,
        "ratio": statistics.median(l / c for l, c in zip(seconds["lint"], seconds["cat"])),
        "lines_per_second": total_lines / lint_seconds,
        "peak_mb": max(s.max_rss_kb for s in samples["lint"]) * 1024 / 1e6,
        "cpu": statistics.median(s.cpu_seconds for s in samples["lint"]),
        "others": others.cores_used_by_others(),
        "one_job": one_job_seconds,
        "speedup": one_job_seconds / lint_seconds,
    }


def benchmark_single_file(lint, cache_root, seed, repeat):
    """Median time to lint one mid-sized file of the 100k-line project, named by path."""
    root = corpus(cache_root, LATENCY_CORPUS_LINES, seed)
    files = swift_files(root)
    _, _, per_file = census(root, files)
    by_size = sorted(files, key=lambda path: (per_file[path], path))
    path = by_size[len(by_size) // 2]
    env = lint_environment()
    argv = [lint, "--quiet", path]
    progress(f"single file: {path}")
    measure(argv, root, env, accepted=(0, 2))
    others = OtherLoad()
    samples = [measure(argv, root, env, accepted=(0, 2)).seconds for _ in range(repeat)]
    return {"path": path, "lines": per_file[path], "project_files": len(files),
            "milliseconds": statistics.median(samples) * 1000, "others": others.cores_used_by_others()}


class OtherLoad:
    """How busy other processes kept the machine while the benchmark ran.

    The CPU time the whole machine spent (from /proc/stat) less the CPU time of this script
    and its children, divided by the wall time: 0.0 is a quiet machine; 1.0 on 2 cores means
    that half of the machine was doing something else, and the timings are not to be trusted.
    """

    def __init__(self):
        self.start = self.sample()

    @staticmethod
    def sample():
        try:
            with open("/proc/stat", encoding="utf-8") as handle:
                fields = handle.readline().split()
        except OSError:
            return None
        # user nice system idle iowait irq softirq steal ...: everything but idle and iowait.
        busy_ticks = sum(int(value) for index, value in enumerate(fields[1:9]) if index not in (3, 4))
        own = resource.getrusage(resource.RUSAGE_SELF)
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        own_seconds = own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime
        return time.monotonic(), busy_ticks / os.sysconf("SC_CLK_TCK"), own_seconds

    def cores_used_by_others(self):
        end = self.sample()
        if self.start is None or end is None:
            return None
        wall = end[0] - self.start[0]
        others = (end[1] - self.start[1]) - (end[2] - self.start[2])
        return max(0.0, others / wall) if wall > 0 else None


# -- the report -----------------------------------------------------------------------------

def machine_description():
    model = platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{platform.system()} {platform.release()}, {os.cpu_count()} cores, {model}"


def lint_version(lint):
    result = subprocess.run([lint, "version"], capture_output=True, text=True)
    return (result.stdout or result.stderr).strip()


def print_report(lint, results, single, repeat, seed, others, reviewed=None, editing=None):
    print(f"lint {lint_version(lint)} ({lint})")
    print(f"machine: {machine_description()}")
    print(f"runs: median of {repeat}, warm page cache, seed {seed}, LINT_TODAY={LINT_TODAY}")
    if others is not None:
        warning = "  (a busy machine: timings are not reliable)" if others > 0.25 else ""
        print(f"other processes kept {others:.2f} of {os.cpu_count()} cores busy on average meanwhile{warning}")
    print("(lint cpu s: lint's user + system time, all jobs; others: cores other processes kept busy during that size)")
    print()
    header = ("size", "files", "lines", "MB", "cat s", "lint s", "lint/cat", "all s", "all/cat", "lines/s", "peak MB",
              "all MB", "1-job s", "speedup", "lint cpu s", "others")
    widths = (5, 6, 9, 7, 7, 7, 9, 7, 8, 11, 8, 7, 8, 8, 11, 7)
    print("  ".join(title.rjust(width) for title, width in zip(header, widths)))
    for row in results:
        cells = (
            row["label"], f"{row['files']}", f"{row['lines']}", f"{row['megabytes']:.1f}", f"{row['cat']:.3f}",
            f"{row['lint']:.3f}", f"{row['ratio']:.1f}x", f"{row['all']:.3f}", f"{row['all_ratio']:.1f}x",
            f"{row['lines_per_second']:,.0f}", f"{row['peak_mb']:.0f}", f"{row['all_peak_mb']:.0f}",
            f"{row['one_job']:.3f}", f"{row['speedup']:.2f}x", f"{row['cpu']:.3f}",
            "n/a" if row["others"] is None else f"{row['others']:.2f}",
        )
        print("  ".join(cell.rjust(width) for cell, width in zip(cells, widths)))
    print()
    print("targets")
    checks = []
    by_lines = {row["lines"]: row for row in results}
    largest = by_lines.get(1_000_000)
    for row in results:
        if row is not largest and not row.get("real"):
            continue
        checks.append((f"{row['label']}: lint/cat, default rules", f"{row['ratio']:.1f}x", f"<= {TARGET_CAT_RATIO_1M:.1f}x",
                       row["ratio"] <= TARGET_CAT_RATIO_1M))
        checks.append((f"{row['label']}: lint/cat, every rule", f"{row['all_ratio']:.1f}x",
                       f"<= {TARGET_ALL_RULES_CAT_RATIO:.1f}x", row["all_ratio"] <= TARGET_ALL_RULES_CAT_RATIO))
        peak = max(row["peak_mb"], row["all_peak_mb"])
        checks.append((f"{row['label']}: peak memory", f"{peak:.0f} MB", f"<= {TARGET_PEAK_MB_1M:.0f} MB",
                       peak <= TARGET_PEAK_MB_1M))
    if largest:
        checks.append(("1M lines: wall time", f"{largest['lint']:.3f} s", f"<= {TARGET_WALL_SECONDS_1M:.1f} s",
                       largest["lint"] <= TARGET_WALL_SECONDS_1M))
    else:
        print("  (the 1M-line targets need --sizes to include 1M)")
    synthetic = [row for row in results if not row.get("real")]
    for smaller, larger in zip(synthetic, synthetic[1:]):
        lines_ratio = larger["lines"] / smaller["lines"]
        time_ratio = larger["lint"] / smaller["lint"]
        limit = lines_ratio * TARGET_SCALING
        checks.append((f"time({larger['label']})/time({smaller['label']})", f"{time_ratio:.2f}x",
                       f"<= {limit:.1f}x", time_ratio <= limit))
    if single:
        checks.append((f"one file of a {size_label(LATENCY_CORPUS_LINES)}-line project", f"{single['milliseconds']:.0f} ms",
                       f"<= {TARGET_SINGLE_FILE_MS:.0f} ms", single["milliseconds"] <= TARGET_SINGLE_FILE_MS))
    if reviewed:
        checks.append((f"--new-from-rev, {change.CHANGED_FILES} files changed", f"{reviewed['ratio']:.2f}x",
                       f"<= {change.TARGET_NEW_FROM_REV_RATIO:.0f}x", reviewed["ratio"] <= change.TARGET_NEW_FROM_REV_RATIO))
    if editing:
        checks.append(("lsp: edit to diagnostics (median)", f"{editing['median_ms']:.1f} ms",
                       f"<= {lsp.TARGET_EDIT_MS:.0f} ms", editing["median_ms"] <= lsp.TARGET_EDIT_MS))
        growth = editing["rss_10k_mb"] / editing["rss_1k_mb"]
        checks.append((f"lsp: memory, {lsp.EDITS:,} edits", f"{growth:.2f}x", f"<= {lsp.TARGET_MEMORY_GROWTH:.2f}x",
                       growth <= lsp.TARGET_MEMORY_GROWTH))
    for name, value, target, passed in checks:
        print(f"  {name:<34}{value:>10}   {target:<11}{verdict(passed)}")
    if reviewed:
        print()
        print(f"change: `lint --quiet` {reviewed['plain'] * 1000:.0f} ms, `lint --quiet --new-from-rev HEAD` "
              f"{reviewed['change'] * 1000:.0f} ms, on the {size_label(LATENCY_CORPUS_LINES)}-line corpus in git "
              f"with {change.CHANGED_FILES} files changed")
    if single:
        print()
        others = "" if single["others"] is None else f"; others: {single['others']:.2f}"
        print(f"single file: {single['path']} ({single['lines']} lines; the project has "
              f"{single['project_files']} files{others}), `lint --quiet PATH` from the project root")
    if editing:
        print()
        print(f"lsp: {editing['path']} in the {size_label(LATENCY_CORPUS_LINES)}-line project: edit to diagnostics "
              f"median {editing['median_ms']:.1f} ms, p95 {editing['p95_ms']:.1f} ms (first {lsp.TIMED_EDITS} edits); "
              f"resident {editing['rss_1k_mb']:.0f} MB after 1,000 edits, {editing['rss_10k_mb']:.0f} MB after {lsp.EDITS:,}")
    return all(passed for _, _, _, passed in checks)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10k,100k,1M", help="comma-separated corpus sizes in lines (default 10k,100k,1M)")
    parser.add_argument("--repeat", type=int, default=5, help="runs per measurement; the median is reported (default 5)")
    parser.add_argument("--seed", type=int, default=42, help="corpus seed (default 42)")
    parser.add_argument("--lint", help="an already built lint binary (default: build it with swift build -c release)")
    parser.add_argument("--cache", default=os.path.join(tempfile.gettempdir(), "lint-benchmark-corpora"),
                        help="where generated corpora are kept between runs")
    parser.add_argument("--no-single-file", action="store_true", help="skip the single-file latency measurement")
    parser.add_argument("--no-change", action="store_true", help="skip the --new-from-rev measurement")
    parser.add_argument("--no-lsp", action="store_true", help="skip the language server measurement")
    parser.add_argument("--real", action="append", default=[], metavar="DIR",
                        help="also time a folder of real Swift code (fetched apps; never committed), repeatable")
    parser.add_argument("--verbose", action="store_true", help="print every sample to standard error")
    parser.add_argument("--strict", action="store_true", help="exit 1 if a target is missed")
    arguments = parser.parse_args()
    if arguments.repeat < 1:
        parser.error("--repeat must be at least 1")
    sizes = sorted({parse_size(size) for size in arguments.sizes.split(",") if size.strip()})
    if not shutil.which("cat"):
        parser.error("cat is needed for the reading baseline")
    lint = os.path.abspath(arguments.lint) if arguments.lint else build_lint()
    if not os.access(lint, os.X_OK):
        parser.error(f"{lint} is not an executable")
    others = OtherLoad()
    results = [
        benchmark_size(lint, arguments.cache, lines, arguments.seed, arguments.repeat, arguments.verbose)
        for lines in sizes
    ]
    for folder in arguments.real:
        row = benchmark_folder(lint, os.path.abspath(folder), os.path.basename(os.path.abspath(folder)) or folder,
                               arguments.repeat, arguments.verbose, arguments.cache, real=True)
        row["real"] = True
        results.append(row)
    single = None
    if not arguments.no_single_file:
        single = benchmark_single_file(lint, arguments.cache, arguments.seed, arguments.repeat)
    reviewed = None
    if not arguments.no_change:
        reviewed = change.benchmark(
            lint, corpus(arguments.cache, LATENCY_CORPUS_LINES, arguments.seed), arguments.cache, swift_files,
            lint_environment(), measure, arguments.repeat, progress,
        )
    editing = None
    if not arguments.no_lsp:
        root = corpus(arguments.cache, LATENCY_CORPUS_LINES, arguments.seed)
        files = swift_files(root)
        _, _, per_file = census(root, files)
        typical = sorted(files, key=lambda path: (per_file[path], path))[len(files) // 2]
        editing = lsp.benchmark(lint, root, typical, lint_environment(), progress)
    all_passed = print_report(
        lint, results, single, arguments.repeat, arguments.seed, others.cores_used_by_others(), reviewed, editing
    )
    return 1 if arguments.strict and not all_passed else 0


if __name__ == "__main__":
    sys.exit(main())
