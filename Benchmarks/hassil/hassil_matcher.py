"""The benchmark workload through hassil, speaking the protocol of `shortcuts match --json -`.

    python hassil_matcher.py atlas-100000.shortcuts.json < utterances.txt

Reads a ShortcutKit manifest: each phrase becomes a hassil template (`${applicationName}`
written out as the app's name, `${item}` as the list slot `{item}`), each type a list whose
values are the titles and synonyms, out = the value's id. Then answers one utterance a line
with one JSON object a line: {"status": "matched", "intent": ..., "parameter": {"value": ...}}
or {"status": "noMatch"}. Written for the side-by-side (compare.py); not used by the package.
"""
import json
import re
import sys

from hassil import Intents, recognize

SLOT = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")


def load(path):
    with open(path, encoding="utf-8") as f:
        manifest = json.load(f)
    app = manifest["app"]["name"]
    intents = {}
    lists = {}
    for shortcut in manifest["shortcuts"]:
        intent = manifest["intents"][shortcut["intent"]]
        parameters = {p["name"]: p["type"] for p in intent.get("parameters", [])}
        sentences = []
        for phrase in shortcut["phrases"]:
            def slot(match):
                name = match.group(1)
                if name == "applicationName":
                    return app
                return "{" + name + "}"
            sentences.append(SLOT.sub(slot, phrase))
        for name, type_name in parameters.items():
            if name in lists:
                continue
            value_type = manifest["types"][type_name]
            values = {v["id"]: v for v in value_type.get("values", [])}
            ids = value_type.get("suggested")
            if ids is None:
                ids = [v["id"] for v in value_type.get("values", [])]
            entries = []
            for value_id in ids:
                value = values[value_id]
                for name_text in [value["title"]] + value.get("synonyms", []):
                    entries.append({"in": name_text, "out": value_id})
            lists[name] = {"values": entries}
        intents[shortcut["intent"]] = {"data": [{"sentences": sentences}]}
    return Intents.from_dict({"language": manifest.get("locale", "en"), "intents": intents, "lists": lists})


def answer(text, intents):
    result = recognize(text, intents)
    if result is None:
        return {"status": "noMatch"}
    parameter = None
    for name, entity in result.entities.items():
        parameter = {"name": name, "value": entity.value}
    return {"status": "matched", "intent": result.intent.name, "parameter": parameter}


def main():
    intents = load(sys.argv[1])
    out = sys.stdout
    for line in sys.stdin:
        out.write(json.dumps(answer(line.rstrip("\n"), intents)) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
