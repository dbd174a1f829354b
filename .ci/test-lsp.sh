#!/usr/bin/env bash
# `lint lsp` with a real client: pytest-lsp (from PyPI) opens a document, sees its
# diagnostics, edits it, sees them change, and applies a code action.
set -euo pipefail
lint=${1:?usage: test-lsp.sh PATH-TO-LINT}
here="$(cd "$(dirname "$0")" && pwd)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet pytest-lsp pytest-asyncio
mkdir -p "$work/project/Sources"
printf '# controller_naming is on by default; misused_enumerated is opt-in\nstrict: false\nopt_in_rules: [misused_enumerated]\n' > "$work/project/.swiftlint-style.yml"
printf 'struct Other {}\n' > "$work/project/Sources/Other.swift"
LINT="$lint" LSP_PROJECT="$work/project" "$work/venv/bin/python" -m pytest -q -s -p no:cacheprovider \
    -o asyncio_mode=auto -o asyncio_default_fixture_loop_scope=function "$here/lsp/test_lint_lsp.py"
