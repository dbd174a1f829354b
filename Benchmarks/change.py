"""A pull request reviewed with `--new-from-rev`: a git repository of the 100k-line corpus
whose working tree changes a few files, linted plainly and against its last commit.

Imported by run.py, which prints the ratio beside its other targets.
"""

import os
import shutil
import statistics
import subprocess

CHANGED_FILES = 4
TARGET_NEW_FROM_REV_RATIO = 2.0


def git(root, *arguments):
    subprocess.run(
        ["git", "-c", "user.name=benchmark", "-c", "user.email=benchmark@example.com", "-c", "init.defaultBranch=main",
         *arguments],
        cwd=root, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )


def repository(corpus_root, cache_root, swift_files):
    """The corpus committed once (cached), with the working tree reset to a typical change:
    a few mid-sized files gain a documented function and lose a line."""
    root = os.path.join(cache_root, os.path.basename(corpus_root) + "-git")
    if not os.path.isdir(os.path.join(root, ".git")):
        shutil.rmtree(root, ignore_errors=True)
        shutil.copytree(corpus_root, root)
        git(root, "init", "-q")
        git(root, "add", "-A")
        git(root, "commit", "-q", "-m", "corpus")
    git(root, "checkout", "-q", "--", ".")
    files = sorted(swift_files(root))
    step = max(1, len(files) // CHANGED_FILES)
    for relative in files[step // 2::step][:CHANGED_FILES]:
        path = os.path.join(root, relative)
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().splitlines(keepends=True)
        lines = lines[:-1] + [
            "\n/// Formats a value for the change under review.\n",
            "/// - Parameter value: The value.\n",
            "func formatForReview(_ value: Int, style: Int) -> String { String(value) }\n",
            lines[-1],
        ]
        with open(path, "w", encoding="utf-8") as handle:
            handle.writelines(lines)
    return root


def benchmark(lint, corpus_root, cache_root, swift_files, environment, measure, repeat, progress):
    """Median wall time of `lint --quiet` and of `lint --quiet --new-from-rev HEAD` on the
    changed repository, alternating, and the median of their ratios."""
    if not shutil.which("git"):
        progress("change: git not found, skipped")
        return None
    root = repository(corpus_root, cache_root, swift_files)
    plain = [lint, "--quiet"]
    change = [lint, "--quiet", "--new-from-rev", "HEAD"]
    progress(f"change: {CHANGED_FILES} files changed in {root}")
    measure(plain, root, environment, accepted=(0, 2))
    measure(change, root, environment, accepted=(0, 2))
    plain_times, change_times = [], []
    for _ in range(repeat):
        plain_times.append(measure(plain, root, environment, accepted=(0, 2)).seconds)
        change_times.append(measure(change, root, environment, accepted=(0, 2)).seconds)
    return {
        "plain": statistics.median(plain_times),
        "change": statistics.median(change_times),
        "ratio": statistics.median(c / p for c, p in zip(change_times, plain_times)),
    }
