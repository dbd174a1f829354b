#!/usr/bin/env python3
"""Warnings over an evaluation set of real codebases, to read and to compare between changes.

    python3 Benchmarks/precision.py run  --set /tmp/eval --out /tmp/runs/before [--lint .build/release/lint]
    python3 Benchmarks/precision.py diff /tmp/runs/before /tmp/runs/after [--rule stale_comment] [--half A]
    python3 Benchmarks/precision.py sample /tmp/runs/after --rule stale_comment --count 60 [--seed 1]

The set is a folder of halves, each a folder of codebases (`/tmp/eval/A/GRDB`, `/tmp/eval/B/Yams`):
tune on one half, read the other once, at the end. Fetched code is never committed; this script is.
`run` lints each codebase on its own, as a new user would (no configuration, every rule enabled,
`LINT_TODAY` pinned so dated TODOs do not move), and writes one JSON list per codebase. `diff`
prints what the second run removed and added, with the source line: a removed true positive is a
regression. `sample` draws warnings uniformly for reading, each with its surrounding source.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

def all_rules(lint):
    """Every rule the binary has, from `lint rules` (its first column, under a header line)."""
    listing = subprocess.run([lint, "rules"], capture_output=True, text=True, check=True).stdout
    return [line.split()[0] for line in listing.splitlines()[1:] if line.strip()]


def codebases(root):
    for half in sorted(os.listdir(root)):
        for name in sorted(os.listdir(os.path.join(root, half))):
            path = os.path.join(root, half, name)
            if os.path.isdir(path):
                yield half, name, path


def run(args):
    config = tempfile.NamedTemporaryFile("w", suffix=".yml", delete=False)
    config.write("only_rules: [%s]\n" % ", ".join(all_rules(os.path.abspath(args.lint))))
    config.close()
    env = dict(os.environ, LINT_TODAY=args.today)
    for half, name, path in codebases(args.set):
        out = os.path.join(args.out, half, name + ".json")
        os.makedirs(os.path.dirname(out), exist_ok=True)
        result = subprocess.run(
            [os.path.abspath(args.lint), "--config", config.name, "--reporter", "json", "--quiet", "."],
            cwd=path, env=env, capture_output=True, text=True,
        )
        if result.returncode not in (0, 2):
            sys.exit(f"{name}: lint exited {result.returncode}: {result.stderr}")
        warnings = json.loads(result.stdout or "[]")
        for warning in warnings:
            warning["file"] = os.path.relpath(warning["file"], path) if os.path.isabs(warning["file"]) else warning["file"]
        with open(out, "w") as handle:
            json.dump({"root": path, "warnings": warnings}, handle, indent=1, sort_keys=True)
    os.unlink(config.name)
    summarize(args.out)


def load(run_dir):
    result = {}
    for half in sorted(os.listdir(run_dir)):
        for file in sorted(os.listdir(os.path.join(run_dir, half))):
            with open(os.path.join(run_dir, half, file)) as handle:
                data = json.load(handle)
            result[(half, file[:-5])] = data
    return result


def key(warning):
    return (warning["file"], warning["line"], warning["rule_id"], warning["reason"])


def summarize(run_dir):
    counts = {}
    for (half, name), data in load(run_dir).items():
        for warning in data["warnings"]:
            counts.setdefault((half, warning["rule_id"]), 0)
            counts[(half, warning["rule_id"])] += 1
    for half in sorted({h for h, _ in counts}):
        print(half, ", ".join(f"{rule} {count}" for (h, rule), count in sorted(counts.items()) if h == half))


def source_line(root, warning, context=0):
    try:
        with open(os.path.join(root, warning["file"]), errors="replace") as handle:
            lines = handle.read().split("\n")
    except OSError:
        return ""
    line = warning["line"] - 1
    start, end = max(0, line - context), min(len(lines), line + context + 1)
    return "\n".join(("> " if i == line else "  ") + f"{i + 1}: {lines[i]}" for i in range(start, end))


def diff(args):
    before, after = load(args.before), load(args.after)
    for codebase in sorted(set(before) | set(after)):
        if args.half and codebase[0] != args.half:
            continue
        old = {key(w): w for w in before.get(codebase, {"warnings": []})["warnings"]}
        new = {key(w): w for w in after.get(codebase, {"warnings": []})["warnings"]}
        root = (after.get(codebase) or before.get(codebase))["root"]
        for label, keys, source in (("-", old.keys() - new.keys(), old), ("+", new.keys() - old.keys(), new)):
            for k in sorted(keys):
                warning = source[k]
                if args.rule and warning["rule_id"] != args.rule:
                    continue
                print(f"{label} {codebase[0]}/{codebase[1]}/{warning['file']}:{warning['line']}:"
                      f"{warning['character']} [{warning['rule_id']}] {warning['reason']}")
                print("    " + source_line(root, warning).strip())


def sample(args):
    pool = []
    for codebase, data in load(args.run).items():
        if args.half and codebase[0] != args.half:
            continue
        pool += [(codebase, data["root"], w) for w in data["warnings"] if w["rule_id"] == args.rule]
    random.Random(args.seed).shuffle(pool)
    chosen = pool if args.count <= 0 else pool[: args.count]
    print(f"{len(chosen)} of {len(pool)} {args.rule} warnings")
    for number, (codebase, root, warning) in enumerate(sorted(chosen, key=lambda c: (c[0], key(c[2]))), 1):
        print(f"\n#{number} {codebase[0]}/{codebase[1]}/{warning['file']}:{warning['line']}: {warning['reason']}")
        print(source_line(root, warning, args.context))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    run_parser = commands.add_parser("run")
    run_parser.add_argument("--set", required=True)
    run_parser.add_argument("--out", required=True)
    run_parser.add_argument("--lint", default=".build/release/lint")
    run_parser.add_argument("--today", default="2026-11-23")
    diff_parser = commands.add_parser("diff")
    diff_parser.add_argument("before")
    diff_parser.add_argument("after")
    diff_parser.add_argument("--rule")
    diff_parser.add_argument("--half")
    sample_parser = commands.add_parser("sample")
    sample_parser.add_argument("run")
    sample_parser.add_argument("--rule", required=True)
    sample_parser.add_argument("--half")
    sample_parser.add_argument("--count", type=int, default=60)
    sample_parser.add_argument("--seed", type=int, default=1)
    sample_parser.add_argument("--context", type=int, default=3)
    args = parser.parse_args()
    {"run": run, "diff": diff, "sample": sample}[args.command](args)


if __name__ == "__main__":
    main()
