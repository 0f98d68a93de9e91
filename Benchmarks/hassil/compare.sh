#!/bin/sh
# ShortcutKit and hassil side by side on the benchmark workload (Benchmarks/hassil/compare.py).
#
#   Benchmarks/hassil/compare.sh [SIZE] [LINES]      # default: 100000 values, 1000 lines a kind
#
# Creates a virtual environment in .build/hassil-venv, installs hassil from PyPI (pinned),
# builds the tool and the benchmark in release mode, writes the workload files, and runs
# both. A benchmark tool only: the package itself needs no Python.
set -eu
HASSIL_VERSION=3.12.1
SIZE=${1:-100000}
LINES=${2:-1000}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
VENV="$ROOT/.build/hassil-venv"
WORK="${TMPDIR:-/tmp}/shortcuts-bench"

if [ ! -x "$VENV/bin/python" ]; then
    python3 -m venv "$VENV"
fi
"$VENV/bin/pip" install --quiet "hassil==$HASSIL_VERSION"
(cd "$ROOT" && swift build -c release --product shortcuts >/dev/null && swift build -c release --product shortcuts-bench >/dev/null)
"$ROOT/.build/release/shortcuts-bench" --utterances "$LINES" --write-workload "$SIZE" "$WORK" >/dev/null
exec "$VENV/bin/python" "$ROOT/Benchmarks/hassil/compare.py" "$ROOT/.build/release/shortcuts" "$WORK" "$SIZE" "$LINES"
