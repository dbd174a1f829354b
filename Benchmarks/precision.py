#!/usr/bin/env python3
"""Warnings over an evaluation set of real codebases, to read and to compare between changes.

    python3 Benchmarks/precision.py run  --set /tmp/eval --out /tmp/runs/before [--lint .build/release/lint]
    python3 Benchmarks/precision.py diff /tmp/runs/before /tmp/runs/after [--rule stale_comment] [--half A]
    python3 Benchmarks/precision.py sample /tmp/runs/after --rule stale_comment --count 60 [--seed 1]
    python3 Benchmarks/precision.py silent /tmp/runs/after --rule misused_enumerated --count 60 [--seed 1]

The set is a folder of halves, each a folder of codebases (`/tmp/eval/A/GRDB`, `/tmp/eval/B/Yams`):
tune on one half, read the other once, at the end. Fetched code is never committed; this script is.
`run` lints each codebase on its own, as a new user would (no configuration, every rule enabled,
`LINT_TODAY` pinned so dated TODOs do not move), and writes one JSON list per codebase. `diff`
prints what the second run removed and added, with the source line: a removed true positive is a
regression. `sample` draws warnings uniformly for reading, each with its surrounding source.
`silent` lists every candidate a design rule could apply to, found without the rule (a grep, a
brace count, or `all_optionals`), drops those the run reported, and draws a uniform sample of the
rest: read them and count the essay's instances to measure recall. Its greps are supersets (an
`optional_collection` line may declare a local, a `class_length` brace count ignores data): a
drawn place that is no candidate is dropped, and the projection uses the share that were.
"""
import argparse
import json
import os
import random
import re
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


SKIPPED = {"Pods", "Carthage", ".build", "DerivedData", ".git", ".swiftpm"}
DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|open|final|"
                         r"package|indirect)\s+)*(class|struct|enum|actor|extension|protocol)\s+([A-Za-z_][\w.]*)")
CANDIDATE_PATTERNS = {
    "misused_enumerated": re.compile(r"\benumerated\(\)"),
    "controller_naming": re.compile(r"\b(?:class|struct|enum|protocol|actor)\s+\w*(?:Controller|Manager)\b"),
    "optional_collection": re.compile(r"\b(?:var|let)\s+\w+\s*:\s*(?:\[[^=]*\]|(?:Set|Array|Dictionary)<[^=]*>)[?!]"),
}


def swift_sources(root):
    for directory, subdirectories, names in os.walk(root):
        subdirectories[:] = sorted(d for d in subdirectories if d not in SKIPPED and not d.endswith(".docc"))
        for name in sorted(names):
            if name.endswith(".swift"):
                path = os.path.join(directory, name)
                yield os.path.relpath(path, root), open(path, errors="replace").read().split("\n")


def long_types(lines, limit=250):
    """Lines declaring a type whose body has more than `limit` lines with code, by a plain brace
    count that knows nothing of lint's parser (strings and comments are roughly skipped)."""
    found = []
    for number, text in enumerate(lines):
        if not DECLARATION.match(text):
            continue
        depth, opened, code = 0, False, 0
        for line in lines[number:]:
            stripped = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line.split("//")[0])
            if stripped.strip() and opened and depth > 0:
                code += 1
            for character in stripped:
                if character == "{":
                    depth, opened = depth + 1, True
                elif character == "}":
                    depth -= 1
            if opened and depth <= 0:
                break
        if code - 1 > limit:
            found.append(number + 1)
    return found


def candidates(rule, root, lint):
    """(file, line) of every place the rule could apply to in one codebase."""
    if rule == "optional_view_controller_property":
        config = tempfile.NamedTemporaryFile("w", suffix=".yml", delete=False)
        config.write(f"only_rules: [{rule}]\n{rule}:\n  all_optionals: true\n")
        config.close()
        output = subprocess.run([lint, "--config", config.name, "--reporter", "json", "--quiet", "."],
                                cwd=root, capture_output=True, text=True).stdout
        os.unlink(config.name)
        return {(os.path.relpath(w["file"], root) if os.path.isabs(w["file"]) else w["file"], w["line"])
                for w in json.loads(output or "[]")}
    found = set()
    for path, lines in swift_sources(root):
        if rule == "class_length":
            found |= {(path, line) for line in long_types(lines)}
            continue
        pattern = CANDIDATE_PATTERNS[rule]
        found |= {(path, number + 1) for number, text in enumerate(lines)
                  if pattern.search(text) and not text.lstrip().startswith("//")}
    return found


def silent(args):
    if args.rule not in CANDIDATE_PATTERNS and args.rule not in ("class_length", "optional_view_controller_property"):
        sys.exit(f"no candidate list for {args.rule}")
    pool, total = [], 0
    for codebase, data in load(args.run).items():
        if args.half and codebase[0] != args.half:
            continue
        reported = {(w["file"], w["line"]) for w in data["warnings"] if w["rule_id"] == args.rule}
        found = candidates(args.rule, data["root"], os.path.abspath(args.lint))
        total += len(found)
        pool += [(codebase, data["root"], place) for place in sorted(found - reported)]
    random.Random(args.seed).shuffle(pool)
    chosen = pool if args.count <= 0 else pool[: args.count]
    print(f"{args.rule}: {total} candidates, {len(pool)} silent, {len(chosen)} drawn")
    for number, (codebase, root, (path, line)) in enumerate(sorted(chosen), 1):
        print(f"\n#{number} {codebase[0]}/{codebase[1]}/{path}:{line}")
        print(source_line(root, {"file": path, "line": line}, args.context))


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
    # `sample` draws warnings to read for precision, `silent` the candidates without one for recall.
    for name in ("sample", "silent"):
        drawing = commands.add_parser(name)
        drawing.add_argument("run")
        drawing.add_argument("--rule", required=True)
        drawing.add_argument("--half")
        drawing.add_argument("--count", type=int, default=60)
        drawing.add_argument("--seed", type=int, default=1)
        drawing.add_argument("--context", type=int, default=3)
        drawing.add_argument("--lint", default=".build/release/lint")
    args = parser.parse_args()
    {"run": run, "diff": diff, "sample": sample, "silent": silent}[args.command](args)


if __name__ == "__main__":
    main()
