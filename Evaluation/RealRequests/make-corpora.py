#!/usr/bin/env python3
"""Writes the real-request corpora of the development apps from hwu64.

    python3 Evaluation/RealRequests/make-corpora.py PATH/TO/hwu64.jsonl

Reads the apps (apps/*.shortcuts.json) and apps/mapping.json beside this script, and
writes, for every app, dev/<App>.en.tsv and heldout/<App>.en.tsv in the corpus format of
`shortcuts coverage` (README, "Corpus files"). Python 3 standard library only; the output
depends on nothing but the inputs (no randomness, no dates), so running it again on the same
files writes the same bytes.

Every request of hwu64 goes into every app's corpus:
- a request of a hwu64 intent the app answers (mapping.json) expects that manifest intent:
  `Intent(value)` when an entity of a mapped type names exactly one value of the parameter
  (its title or a synonym, as whole words of the entity, ignoring case, accents and
  punctuation; the slots are tried in mapping order); otherwise `needsValue:Intent` when the
  intent has a required mapped parameter and the request names none of its values, and
  `Intent` in every other case (no parameter, an optional one, or several values named);
- every other request expects `-`.
One request in five, chosen by a hash of its text (the same requests for every app), goes
into heldout/, the rest into dev/.
"""

import argparse
import hashlib
import json
import os
import re
import sys
import unicodedata
from collections import OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
HELD_OUT_ONE_IN = 5


def fail(message):
    sys.exit(f"make-corpora.py: error: {message}")


def normalized_words(text):
    """Lower case, accents and apostrophes removed, other punctuation a space: the words."""
    text = unicodedata.normalize("NFKD", text.lower())
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = re.sub(r"['\u2019]", "", text)
    return re.sub(r"[^\w]+", " ", text).split()


def is_held_out(text):
    """One request in five, by the first 8 bytes of the SHA-256 of its UTF-8 text."""
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % HELD_OUT_ONE_IN == 0


def find_sublist(haystack, needle):
    """The start indices where `needle` occurs in `haystack` as consecutive items."""
    n = len(needle)
    return [i for i in range(len(haystack) - n + 1) if haystack[i:i + n] == needle]


class Slot:
    """A parameter filled by a hwu64 entity type, with the names of its phrase values."""

    def __init__(self, app, intent, entity, parameter, manifest):
        descriptor = manifest["intents"][intent]
        found = [p for p in descriptor.get("parameters", []) if p["name"] == parameter]
        if not found:
            fail(f"mapping.json: {app}.{intent} has no parameter '{parameter}'")
        self.entity = entity
        self.parameter = found[0]
        type_name = self.parameter["type"]
        value_type = manifest.get("types", {}).get(type_name)
        if value_type is None:
            fail(f"mapping.json: {app}.{intent}.{parameter} has type '{type_name}', which the manifest does not define")
        values = value_type.get("values", [])
        if value_type.get("kind") == "entity":
            suggested = set(value_type.get("suggested", []))
            values = [v for v in values if v["id"] in suggested]
        # (words of a name, value id) for every title and synonym.
        self.names = []
        for value in values:
            for name in [value["title"]] + list(value.get("synonyms", [])):
                words = normalized_words(name)
                if words:
                    self.names.append((words, value["id"]))

    def value_named_by(self, entity_text):
        """The one value the entity text names, "several" when it names more, else None."""
        words = normalized_words(entity_text)
        spans = []  # (start, end, id)
        for name_words, value_id in self.names:
            for start in find_sublist(words, name_words):
                spans.append((start, start + len(name_words), value_id))
        # A name inside a longer name that was found ("Radio 1" in "BBC Radio 1") does not count.
        kept = {v for (s, e, v) in spans
                if not any(s2 <= s and e <= e2 and (e2 - s2) > (e - s) for (s2, e2, _) in spans)}
        if not kept:
            return None
        return kept.pop() if len(kept) == 1 else "several"


class AnsweringIntent:
    def __init__(self, app, intent, spec, manifest):
        if intent not in manifest.get("intents", {}):
            fail(f"mapping.json: app {app} has no intent '{intent}'")
        self.intent = intent
        self.hwu64 = spec["hwu64"]
        self.slots = [Slot(app, intent, s["entity"], s["parameter"], manifest) for s in spec.get("slots", [])]
        parameters = manifest["intents"][intent].get("parameters", [])
        self.requires_value = any(not p.get("optional", False) for p in parameters)

    def expectation(self, entities):
        several = False
        for slot in self.slots:
            named = set()
            for entity in entities:
                if entity["type"] == slot.entity:
                    value = slot.value_named_by(entity["value"])
                    if value is not None:
                        named.add(value)
            if len(named) == 1 and "several" not in named:
                return f"{self.intent}({named.pop()})"
            if named:
                several = True
        if self.requires_value and not several:
            return f"needsValue:{self.intent}"
        return self.intent


def main():
    parser = argparse.ArgumentParser(description="Write the hwu64 corpora of the development apps.")
    parser.add_argument("hwu64", help="path to hwu64.jsonl (one JSON request a line: text, intent, entities)")
    parser.add_argument("--apps", default=os.path.join(HERE, "apps"), help="folder of the manifests and mapping.json")
    parser.add_argument("--out", default=HERE, help="folder that receives dev/ and heldout/")
    args = parser.parse_args()

    requests = []
    try:
        with open(args.hwu64, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                if not line.strip():
                    continue
                try:
                    row = json.loads(line)
                    text, intent, entities = row["text"], row["intent"], row.get("entities", [])
                except (ValueError, KeyError, TypeError) as error:
                    fail(f"{args.hwu64}:{number}: not a request ({error})")
                if not text.strip() or "\t" in text or "\n" in text or text.lstrip().startswith("#"):
                    fail(f"{args.hwu64}:{number}: the text {text!r} cannot be a corpus line")
                requests.append((text, intent, entities))
    except OSError as error:
        fail(f"cannot read {args.hwu64}: {error.strerror}")
    texts = [r[0] for r in requests]
    if len(set(texts)) != len(texts):
        fail(f"{args.hwu64}: the same text appears twice")
    dataset_intents = sorted({r[1] for r in requests})

    with open(os.path.join(args.apps, "mapping.json"), encoding="utf-8") as f:
        mapping = json.load(f)["apps"]

    answered_by_app = {}
    taken = {}
    for app, intents in mapping.items():
        path = os.path.join(args.apps, f"{app}.shortcuts.json")
        try:
            with open(path, encoding="utf-8") as f:
                manifest = json.load(f)
        except OSError:
            fail(f"mapping.json names app {app}, but {path} cannot be read")
        answering = OrderedDict()
        for intent, spec in intents.items():
            a = AnsweringIntent(app, intent, spec, manifest)
            if a.hwu64 not in dataset_intents:
                fail(f"mapping.json: {app}.{intent} answers '{a.hwu64}', which is no hwu64 intent")
            if a.hwu64 in taken:
                fail(f"mapping.json: '{a.hwu64}' is answered by both {taken[a.hwu64]} and {app}.{intent}")
            taken[a.hwu64] = f"{app}.{intent}"
            answering[a.hwu64] = a
        answered_by_app[app] = answering

    for part in ("dev", "heldout"):
        os.makedirs(os.path.join(args.out, part), exist_ok=True)

    for app, answering in answered_by_app.items():
        for part in ("dev", "heldout"):
            held = part == "heldout"
            lines = [
                f"# {app}, hwu64 {part} part: generated by make-corpora.py; do not edit.",
                "# hwu64: Liu, Eshghi, Swietojanski and Rieser, \"Benchmarking Natural Language Understanding",
                "# Services for building Conversational Agents\" (IWSDS 2019), CC BY 4.0; see ../README.md.",
                "utterance\texpect",
            ]
            # The app's own intents first, in mapping order, then every other intent by name.
            order = list(answering) + [i for i in dataset_intents if i not in answering]
            for hwu64_intent in order:
                group = [r for r in requests if r[1] == hwu64_intent and is_held_out(r[0]) == held]
                if not group:
                    continue
                a = answering.get(hwu64_intent)
                lines.append(f"# {hwu64_intent}: " + (f"answered by {a.intent}" if a else "not this app's: no match"))
                for text, _, entities in group:
                    lines.append(f"{text}\t{a.expectation(entities) if a else '-'}")
            with open(os.path.join(args.out, part, f"{app}.en.tsv"), "w", encoding="utf-8", newline="\n") as f:
                f.write("\n".join(lines) + "\n")

    held_count = sum(1 for t in texts if is_held_out(t))
    print(f"{len(answered_by_app)} apps, {len(requests)} requests: {len(requests) - held_count} dev, {held_count} held out")


if __name__ == "__main__":
    main()
