#!/bin/sh
# Where the memory of a loaded manifest goes (probe.swift): heap and resident memory after
# each loading step, and the compiled automaton's parts by structure.
#
#   Benchmarks/memory/probe.sh MANIFEST      # e.g. a workload file of shortcuts-bench --write-workload
#
# Builds the package in debug (for @testable access to the engine's internals), links
# probe.swift against PhraseMatching's objects, and runs it. Linux only (mallinfo2).
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT="$ROOT/.build/memory-probe"
mkdir -p "$OUT"
(cd "$ROOT" && swift build --product shortcuts >/dev/null)
cc -c -O2 "$ROOT/Benchmarks/memory/heap.c" -o "$OUT/heap.o"
# The objects of the module's current sources only (a build folder may hold stale ones).
BUILT="$ROOT/.build/debug/PhraseMatching.build"
OBJECTS=$(sed 's|.*/||; s|$|.o|' "$BUILT/sources" | sed "s|^|$BUILT/|")
# shellcheck disable=SC2086
swiftc -module-name PhraseMatchingProbe -Onone "$ROOT/Benchmarks/memory/probe.swift" "$OUT/heap.o" \
    -I "$ROOT/.build/debug/Modules" $OBJECTS -o "$OUT/probe"
exec "$OUT/probe" "$1"
