#!/bin/sh
# Runs the hwu64 real-request corpora of the development apps through `shortcuts coverage`.
#
#   Evaluation/RealRequests/run.sh [--set eight|fresh] dev|heldout [App...]
#
# Builds the tool in release mode, runs each app (all of them, or the ones named) against
# its corpus of that part with only its own manifest loaded, and prints per app and overall:
# recall (requests of the app's own intents answered right / those requests) and false
# accepts (other requests matched / other requests), with counts and seconds.
# --set fresh runs the apps of fresh/ (hwu64 intents the eight apps do not answer, apps the
# matcher was never tuned on) instead of the eight apps of apps/ (the default, --set eight).
set -eu

usage() {
    echo "Usage: $0 [--set eight|fresh] dev|heldout [App...]" >&2
    exit 64
}
set_name=eight
if [ $# -ge 1 ] && [ "$1" = "--set" ]; then
    [ $# -ge 2 ] || usage
    set_name=$2
    shift 2
fi
[ $# -ge 1 ] || usage
part=$1
shift
case "$part" in dev|heldout) ;; *) usage ;; esac
if [ $# -ge 1 ] && [ "$1" = "--set" ]; then
    [ $# -ge 2 ] || usage
    set_name=$2
    shift 2
fi

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
case "$set_name" in
    eight) heading="" ;;
    fresh) here="$here/fresh"; heading=", fresh apps" ;;
    *) usage ;;
esac

if [ $# -eq 0 ]; then
    set --
    for manifest in "$here"/apps/*.shortcuts.json; do
        name=$(basename "$manifest" .shortcuts.json)
        set -- "$@" "$name"
    done
fi

for app in "$@"; do
    [ -f "$here/apps/$app.shortcuts.json" ] || { echo "$0: no app '$app' in $here/apps" >&2; exit 64; }
    [ -f "$here/$part/$app.en.tsv" ] || { echo "$0: no corpus $here/$part/$app.en.tsv (run make-corpora.py)" >&2; exit 65; }
done

(cd "$root" && swift build -c release --product shortcuts >&2)
tool="$root/.build/release/shortcuts"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for app in "$@"; do
    start=$(date +%s.%N)
    status=0
    (cd "$root" && "$tool" coverage --manifest "$here/apps/$app.shortcuts.json" \
        --corpus "$here/$part/$app.en.tsv" --json) > "$work/$app.json" || status=$?
    end=$(date +%s.%N)
    # coverage exits 1 only below --min-accuracy, which is not given: anything else is a failure.
    [ "$status" -eq 0 ] || { echo "$0: shortcuts coverage failed for $app (exit $status)" >&2; exit "$status"; }
    echo "$start $end" > "$work/$app.time"
done

python3 - "$part" "$heading" "$work" "$@" <<'EOF'
import json, sys

part, heading, work, apps = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]

def percent(n, d):
    return f"{100.0 * n / d:6.2f}%" if d else "     -"

rows = []
for app in apps:
    with open(f"{work}/{app}.json") as f:
        report = json.load(f)
    with open(f"{work}/{app}.time") as f:
        start, end = map(float, f.read().split())
    negatives = report["outOfScope"]
    false_accepts = report["falseAccepts"]
    positives = report["total"] - negatives
    right = report["correct"] - (negatives - false_accepts)
    rows.append((app, right, positives, false_accepts, negatives, end - start))

print(f"hwu64 {part} part{heading}")
print(f"{'app':<10} {'recall':>8} {'right/positives':>16} {'false accepts':>14} {'matched/others':>15} {'seconds':>8}")
for app, right, positives, fa, negatives, seconds in rows:
    print(f"{app:<10} {percent(right, positives):>8} {f'{right}/{positives}':>16} {percent(fa, negatives):>14} {f'{fa}/{negatives}':>15} {seconds:8.1f}")
right = sum(r[1] for r in rows); positives = sum(r[2] for r in rows)
fa = sum(r[3] for r in rows); negatives = sum(r[4] for r in rows); seconds = sum(r[5] for r in rows)
print(f"{'overall':<10} {percent(right, positives):>8} {f'{right}/{positives}':>16} {percent(fa, negatives):>14} {f'{fa}/{negatives}':>15} {seconds:8.1f}")
EOF
