#!/usr/bin/env python3
"""Compares lint binaries on one folder: is a change within the 10% a run may slow down?

    python3 Benchmarks/compare.py DIR BEFORE AFTER [MORE ...] [--repeat 11] [--every-rule] [--jobs N]

Each binary lints DIR (`lint --quiet`, default rules, or every rule with `--every-rule`), in
alternating order round by round so that drift in the machine affects all alike, each run a
fresh process. It prints, per binary, the median and minimum wall time and CPU time (user +
system, from wait4(2)), and the ratio of each median to the first binary's.

On a shared or virtual machine the wall time of identical runs can swing by 15%; for a
figure that does not, count instructions instead (deterministic, about 50 times slower):

    valgrind --tool=cachegrind --cache-sim=no BINARY --quiet --jobs 1 [--config every.yml]

`LINT_TODAY` is pinned, as in run.py, so that every run does the same work.
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

LINT_TODAY = "2025-06-01"


def every_rule_configuration(lint, directory):
    listing = subprocess.run([lint, "rules"], capture_output=True, text=True, check=True).stdout
    rules = [line.split()[0] for line in listing.splitlines()[1:] if line.strip()]
    path = os.path.join(directory, "lint-compare-every-rule.yml")
    with open(path, "w") as handle:
        handle.write("only_rules: [%s]\n" % ", ".join(rules))
    return path


def run_once(argv, folder, env):
    start = time.perf_counter()
    child = subprocess.Popen(argv, cwd=folder, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 2):
        raise SystemExit(f"{argv[0]} exited with {code} in {folder}")
    return wall, usage.ru_utime + usage.ru_stime


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder")
    parser.add_argument("binaries", nargs="+", help="lint binaries; the first is the baseline")
    parser.add_argument("--repeat", type=int, default=11, help="rounds (default 11)")
    parser.add_argument("--every-rule", action="store_true", help="run every rule, default and opt-in")
    parser.add_argument("--jobs", type=int, help="passed to lint as --jobs")
    arguments = parser.parse_args()
    if len(arguments.binaries) < 2:
        parser.error("give at least two binaries to compare")
    binaries = [os.path.abspath(binary) for binary in arguments.binaries]
    env = dict(os.environ, LINT_TODAY=LINT_TODAY)
    options = ["--quiet"]
    if arguments.jobs:
        options += ["--jobs", str(arguments.jobs)]
    scratch = tempfile.mkdtemp(prefix="lint-compare-")
    if arguments.every_rule:
        options += ["--config", every_rule_configuration(binaries[0], scratch)]
    for binary in binaries:  # warm the page cache and each binary
        run_once([binary] + options, arguments.folder, env)
    walls = {binary: [] for binary in binaries}
    cpus = {binary: [] for binary in binaries}
    for round_ in range(arguments.repeat):
        print(f"round {round_ + 1} of {arguments.repeat}", file=sys.stderr)
        for binary in binaries if round_ % 2 == 0 else list(reversed(binaries)):
            wall, cpu = run_once([binary] + options, arguments.folder, env)
            walls[binary].append(wall)
            cpus[binary].append(cpu)
    baseline_wall = statistics.median(walls[binaries[0]])
    baseline_cpu = statistics.median(cpus[binaries[0]])
    print(f"{'binary':<50} {'wall s':>8} {'min':>7} {'ratio':>7} {'cpu s':>8} {'min':>7} {'ratio':>7}")
    for binary in binaries:
        wall, cpu = statistics.median(walls[binary]), statistics.median(cpus[binary])
        print(f"{binary[-50:]:<50} {wall:8.3f} {min(walls[binary]):7.3f} {wall / baseline_wall:6.2f}x"
              f" {cpu:8.3f} {min(cpus[binary]):7.3f} {cpu / baseline_cpu:6.2f}x")


if __name__ == "__main__":
    main()
