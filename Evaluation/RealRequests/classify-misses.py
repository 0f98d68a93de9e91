#!/usr/bin/env python3
"""Sorts the development requests the matcher gets wrong by the reason it gives.

    Evaluation/RealRequests/classify-misses.py [--set eight|fresh] [--tool PATH] [--load FILE] [--examples N]

Runs `shortcuts match - --json --explain --all` on every request of dev/ with each app loaded
alone (as Scripts/fit-paraphrase.py does; `--load` reads that script's `--dump` instead), and
for each request of an app's own shortcut that is not answered right, prints the class:

- answered wrong: another shortcut or value matched, or ambiguous, or a value asked for;
- no shared word: no shortcut of the app shares a word with the request;
- right shortcut closest / another shortcut closest, refused by the rule the explanation
  names (noTopicWord, belowThreshold, attachedWord, negation...).

Only dev/ is read: heldout/ is never opened.
"""
import argparse
import collections
import importlib.util
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
spec = importlib.util.spec_from_file_location("fit", os.path.join(ROOT, "Scripts", "fit-paraphrase.py"))
fit = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fit)


def expected_intent(expect):
    """The intent a corpus line expects ("Weather(paris)", "needsValue:Weather" → "Weather")."""
    if expect.startswith("needsValue:"):
        return expect[len("needsValue:"):]
    return expect.split("(")[0]


def classify(row):
    """The class of a missed positive row, as (group, detail)."""
    status = row["status"]
    if status in ("matched", "ambiguous", "needsValue"):
        return ("answered wrong", status)
    want = expected_intent(row["expect"])
    cands = row["candidates"]
    if not cands:
        return ("no shared word", row["refusal"] or "none")
    # The closest: the level's first (those with a topic first, then by confidence).
    top = cands[0]
    where = "right shortcut closest" if top["intent"] == want else "another shortcut closest"
    return (where, top["refusal"] or row["refusal"] or "belowThreshold")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--set", default="eight", choices=("eight", "fresh"))
    parser.add_argument("--tool", default=os.path.join(ROOT, ".build", "release", "shortcuts"))
    parser.add_argument("--load", help="a dump of Scripts/fit-paraphrase.py --dump")
    parser.add_argument("--examples", type=int, default=0, help="print this many requests of each class")
    args = parser.parse_args()
    if args.set == "fresh":
        fit.HERE = os.path.join(fit.HERE, "fresh")
    if args.load:
        with open(args.load) as f:
            data = json.load(f)
    else:
        apps = sorted(f[:-len(".shortcuts.json")] for f in os.listdir(os.path.join(fit.HERE, "apps"))
                      if f.endswith(".shortcuts.json"))
        data = dict(fit.run_app(args.tool, app) for app in apps)
    counts = collections.Counter()
    examples = collections.defaultdict(list)
    wrong = 0
    for app, rows in sorted(data.items()):
        for row in rows:
            if row["expect"] == "-" or fit.satisfies(row["expect"], row["status"], row["intent"], row["value"]):
                continue
            wrong += 1
            key = classify(row)
            counts[key] += 1
            if len(examples[key]) < args.examples:
                examples[key].append(f"{app}: {row['utterance']} (expect {row['expect']}, got {row['status']} {row['intent'] or ''})")
    print(f"{wrong} requests of the apps' own shortcuts not answered right")
    for key, n in counts.most_common():
        print(f"  {n:5d}  {100 * n / wrong:4.1f}%  {key[0]}: {key[1]}")
        for e in examples[key]:
            print(f"           {e}")


if __name__ == "__main__":
    main()
