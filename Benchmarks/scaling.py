#!/usr/bin/env python3
"""Does any rule grow faster than its input? Lints each shape of shapes.py (every rule's own
examples, and the shapes that once grew faster) at 1×, 4× and 16× of its base size and prints
the growth of time and of peak memory from 4× to 16×.

    python3 Benchmarks/scaling.py [--small] [--only TEXT] [--repeat 3] [--timeout 120] [--lint PATH]
                                  [--examples-from PATH] [--strict]

A linear run grows 4× from 4× to 16× (a little less, since starting the process costs the same
at every size); a quadratic one grows 16×. The target is under 6× for every shape. Time is the
child's CPU time (user + system, from wait4(2)), the least of --repeat runs, with `--jobs 1`
and only the shape's rule: CPU time is steadier than wall time on a shared machine. Peak
memory is the child's ru_maxrss.

--small divides every base size by 4, for CI: the same shapes, in a few seconds. Exit status
is 0, or 1 with --strict when a shape grows 6× or more.
"""

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile

BENCHMARKS = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, BENCHMARKS)
import shapes  # noqa: E402  (the inputs sit next to this script)
from run import build_lint  # noqa: E402

TARGET_GROWTH = 6.0
FACTORS = (1, 4, 16)
LINT_TODAY = "2025-06-01"


def write_tree(root, files):
    for relative, text in files.items():
        path = os.path.join(root, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)


def git(root, *arguments):
    subprocess.run(["git", "-c", "user.name=scaling", "-c", "user.email=scaling@example.com",
                    "-c", "init.defaultBranch=main", *arguments],
                   cwd=root, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def prepare(root, build, n):
    """Writes the shape at size n under root; returns the extra arguments its run needs."""
    if isinstance(build, tuple):  # a change: committed before, working tree after
        before, after = build
        write_tree(root, before(n))
        git(root, "init", "-q")
        git(root, "add", "-A")
        git(root, "commit", "-q", "-m", "before")
        write_tree(root, after(n))
        return ["--new-from-rev", "HEAD"]
    write_tree(root, build(n))
    return []


# The child is started by a small launcher: ru_maxrss survives exec, so a child forked from this
# script, which holds the generated inputs, would report this script's memory as its own.
LAUNCHER = """
import json, os, subprocess, sys, threading
argv, cwd, env, timeout = json.load(sys.stdin)
child = subprocess.Popen(argv, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
timer = threading.Timer(timeout, child.kill)
timer.start()
errors = child.stderr.read().decode(errors="replace")
_, status, usage = os.wait4(child.pid, 0)
timer.cancel()
print(json.dumps([usage.ru_utime + usage.ru_stime, usage.ru_maxrss, os.waitstatus_to_exitcode(status), errors]))
"""


def measure(lint, root, rule, extra, repeat, timeout):
    """The least CPU seconds of `repeat` runs, and the largest peak memory in MB; None for the
    seconds when a run is stopped after `timeout` seconds."""
    command = [lint, "--quiet", "--jobs", "1", "--reporter", "json", "--only-rule", rule, *extra, "."]
    environment = dict(os.environ, LINT_TODAY=LINT_TODAY)
    best, peak = None, 0.0
    for _ in range(repeat):
        request = json.dumps([command, root, environment, timeout])
        reply = subprocess.run([sys.executable, "-c", LAUNCHER], input=request, capture_output=True, text=True,
                               check=True).stdout
        seconds, max_rss_kb, code, errors = json.loads(reply)
        peak = max(peak, max_rss_kb / 1024)
        if code == -signal.SIGKILL:
            return None, peak
        if code not in (0, 2):
            sys.exit(f"lint exited {code} on {root}: {errors.strip()}")
        best = seconds if best is None else min(best, seconds)
    return best, peak


def describe(seconds, timeout):
    return f"{seconds:.2f} s" if seconds is not None else f"> {timeout:g} s"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--small", action="store_true", help="a quarter of every base size (CI)")
    parser.add_argument("--only", help="only the shapes whose name contains this text")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=120, help="seconds before a run is stopped")
    parser.add_argument("--lint", help="the lint binary (default: build it in release mode)")
    parser.add_argument("--examples-from", help="the lint whose `lint rules --json` gives the examples "
                        "(default: the one measured; an older lint without it measures only the other shapes)")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a shape grows 6x or more")
    arguments = parser.parse_args()
    lint = os.path.abspath(arguments.lint) if arguments.lint else build_lint()

    print(f"| shape | axis | 1× | 4× | 16× | time 4×→16× | memory 4×→16× | target < {TARGET_GROWTH:g}× |")
    print("|---|---|---|---|---|---|---|---|")
    failures = 0
    listing = subprocess.run([arguments.examples_from or lint, "rules", "--json"], capture_output=True, text=True)
    if listing.returncode != 0:  # a lint from before `rules --json`, measured for comparison
        print("this lint has no `lint rules --json`: the rules' examples are not measured", file=sys.stderr)
    rules = json.loads(listing.stdout) if listing.returncode == 0 else []
    for name, rule, axis, base, build in shapes.rule_shapes(rules) + shapes.SHAPES:
        if arguments.only and arguments.only not in name:
            continue
        if arguments.small:
            base = max(1, base // 4)
        times, memory = [], []
        for factor in FACTORS:
            root = tempfile.mkdtemp(prefix="lint-scaling-")
            try:
                extra = prepare(root, build, base * factor)
                seconds, megabytes = measure(lint, root, rule, extra, arguments.repeat, arguments.timeout)
            finally:
                shutil.rmtree(root, ignore_errors=True)
            times.append(seconds)
            memory.append(megabytes)
            print(f"  {name}: {base * factor} → {describe(seconds, arguments.timeout)}, {megabytes:.0f} MB",
                  file=sys.stderr, flush=True)
            if seconds is None:
                break
        times += [None] * (len(FACTORS) - len(times))
        memory += [memory[-1]] * (len(FACTORS) - len(memory))
        growth = times[2] / max(times[1], 0.001) if None not in times else float("inf")
        passed = growth < TARGET_GROWTH
        failures += not passed
        cells = " | ".join(f"{base * f:,}: {describe(t, arguments.timeout)}" for f, t in zip(FACTORS, times))
        print(f"| {name} | {axis} | {cells} | {growth:.1f}× | {memory[2] / max(memory[1], 1):.1f}× "
              f"| {'PASS' if passed else 'FAIL'} |", flush=True)
    if failures:
        print(f"{failures} shape(s) grew {TARGET_GROWTH:g}× or more from 4× to 16×", file=sys.stderr)
    return 1 if failures and arguments.strict else 0


if __name__ == "__main__":
    sys.exit(main())
