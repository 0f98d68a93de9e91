#!/usr/bin/env bash
# Builds one libFuzzer target against the PhraseMatching sources and runs it.
#
#   Scripts/fuzz.sh TARGET [SECONDS] [extra libFuzzer flags...]
#   Scripts/fuzz.sh matcher 600
#   Scripts/fuzz.sh manifest 60 -jobs=1
#   Scripts/fuzz.sh --list
#
# TARGET is a file of Fuzz/Targets/ (matcher, manifest, xcstrings, strings, corpus).
# The target is compiled with `swiftc -sanitize=fuzzer,address` together with
# Sources/PhraseMatching and Fuzz/Support into .build-fuzz/TARGET (never by `swift build`).
# It starts from the checked-in seeds in Fuzz/Seeds/TARGET and grows its own corpus in
# .build-fuzz/runs/TARGET (not checked in). Crashes, leaks, timeouts and out-of-memory
# inputs are written to fuzz-artifacts/TARGET/; replay one with
#   .build-fuzz/TARGET fuzz-artifacts/TARGET/crash-…
# Environment: SWIFTC (default: swiftc on PATH), FUZZ_OPT (default: -O), NICE (default: 10),
# FUZZ_BUILD_ONLY=1 to build without running.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

if [[ "${1:-}" == "--list" || $# -lt 1 ]]; then
    echo "usage: Scripts/fuzz.sh TARGET [SECONDS] [libFuzzer flags...]" >&2
    echo "targets: $(cd Fuzz/Targets && ls *.swift | sed 's/\.swift$//' | tr '\n' ' ')" >&2
    [[ "${1:-}" == "--list" ]] && exit 0 || exit 64
fi

target="$1"
seconds="${2:-60}"
shift $(( $# >= 2 ? 2 : 1 ))
source="Fuzz/Targets/$target.swift"
if [[ ! -f "$source" ]]; then
    echo "error: no fuzz target '$target' (no $source)" >&2
    exit 64
fi

swiftc="${SWIFTC:-swiftc}"
out=".build-fuzz"
binary="$out/$target"
mkdir -p "$out/runs/$target" "fuzz-artifacts/$target"

mapfile -t sources < <(find Sources/PhraseMatching Fuzz/Support -name '*.swift' | sort)
newest=$(ls -t "${sources[@]}" "$source" "$0" | head -1)
if [[ ! -x "$binary" || "$newest" -nt "$binary" ]]; then
    echo "building $binary ..." >&2
    nice -n "${NICE:-10}" "$swiftc" -sanitize=fuzzer,address -parse-as-library -package-name ShortcutKit ${FUZZ_OPT:--O} -g \
        -module-name PhraseMatchingFuzz -swift-version 6 -use-ld=lld \
        "${sources[@]}" "$source" -o "$binary" 2> >(grep -v "Cannot export local symbol" >&2)
fi
[[ -n "${FUZZ_BUILD_ONLY:-}" ]] && exit 0

flags=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
       -artifact_prefix="fuzz-artifacts/$target/")
if [[ -f "Fuzz/Dictionaries/$target.dict" ]]; then flags+=(-dict="Fuzz/Dictionaries/$target.dict"); fi

echo "running $binary for ${seconds}s from Fuzz/Seeds/$target" >&2
exec nice -n "${NICE:-10}" "$binary" "${flags[@]}" "$@" "$out/runs/$target" "Fuzz/Seeds/$target"
