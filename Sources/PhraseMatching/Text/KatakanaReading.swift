/// How a foreign name written in katakana sounds, compared with how a Latin word of a
/// value's name sounds: "デューン" reads as "Dune", "ハリー・ポッター" as "Harry Potter".
///
///     KatakanaReading.rewritten("デューンを開いて", words: ["dune", "emma"])   // " dune を開いて"
///
/// Both are read into the same sounds: consonants by class (l and r one class, as
/// Japanese hears them; b and v; s and z; "ph" an f, "th" an s, "sh" an s), and the
/// vowels between them. A reading matches when the consonants are the same, one for one,
/// and the vowels between them agree: each vowel written in Latin letters may be heard as
/// a few katakana vowels (an "a" as ア, エ or オ), a katakana vowel where the Latin word
/// has none is one Japanese adds after a consonant (ウ, オ, イ: "Mist" is ミスト), and the
/// vowels after the last consonant are not compared (Latin "e" is silent there, katakana
/// adds one). The romanisation is written here, from the Hepburn table: small kana take
/// the place of the vowel before them (デュ is "du"), ー lengthens it, ッ doubles the next
/// consonant, and an "r" after a vowel and before no vowel is not heard ("Potter" is
/// ポッター).
///
/// A name of one consonant is read only with a vowel on each side of it, each the letter's
/// own vowel, the last one too and never a final silent "e" ("Emma" is エマ, "Abby" never
/// エビ, "Eyre" never エリア): shorter ones ("in", "on", "no") sound like too many words. A katakana run that reads as no word is read as a name of several words
/// typed without "・" (ハリーポッター is "Harry Potter") when it splits into such words one
/// way only.
enum KatakanaReading {
    /// A word's sounds: its consonant classes, and the vowels before, between and after
    /// them (one more group than consonants).
    struct Sounds: Equatable {
        var consonants: [Character] = []
        var vowels: [String] = [""]

        mutating func add(consonant: Character) {
            // A doubled consonant ("tt", ッタ) is one.
            if consonants.last == consonant, vowels[vowels.count - 1].isEmpty { return }
            consonants.append(consonant)
            vowels.append("")
        }

        mutating func add(vowel: Character) { vowels[vowels.count - 1].append(vowel) }

        /// A small kana's vowel in place of the one before it (デュ: "du", ティ: "ti").
        mutating func replaceVowel(with vowel: Character) {
            if !vowels[vowels.count - 1].isEmpty { vowels[vowels.count - 1].removeLast() }
            vowels[vowels.count - 1].append(vowel)
        }
    }

    /// The katakana vowels each Latin vowel letter may be heard as.
    static let heardAs: [Character: Set<Character>] = [
        "a": ["a", "e", "o"], "e": ["e", "i"], "i": ["i", "a"], "o": ["o", "a", "u"], "u": ["u", "a"],
        "y": ["i", "a"],
    ]

    /// The katakana vowel of each Latin vowel letter, as it is written ("y" as "i").
    static let ownVowel: [Character: Character] = ["a": "a", "e": "e", "i": "i", "o": "o", "u": "u", "y": "i"]

    /// The katakana vowel a Latin vowel letter said long (before a consonant and a final
    /// silent "e") is heard as: "a" as in "Kate" (ケイト).
    static let longHeardAs: [Character: Set<Character>] = ["a": ["e"], "e": ["i"], "i": ["a"], "o": ["o"], "u": ["u"], "y": ["a"]]

    /// The vowels Japanese adds after a consonant that has none.
    static let addedVowels: Set<Character> = ["u", "o", "i"]

    /// Each katakana's consonant class (empty: none) and vowel (`nil`: none, as ン).
    static let kana: [Character: (consonant: String, vowel: Character?)] = {
        var table: [Character: (String, Character?)] = [:]
        let vowels: [Character] = ["a", "i", "u", "e", "o"]
        func row(_ kana: String, _ consonant: String, vowels rowVowels: [Character] = vowels) {
            for (character, vowel) in zip(kana, rowVowels) { table[character] = (consonant, vowel) }
        }
        row("アイウエオ", ""); row("カキクケコ", "K"); row("ガギグゲゴ", "G"); row("サシスセソ", "S")
        row("ザジズゼゾ", "S"); row("タチツテト", "T"); row("ダヂヅデド", "D"); row("ナニヌネノ", "N")
        row("ハヒフヘホ", "H"); row("バビブベボ", "B"); row("パピプペポ", "P"); row("マミムメモ", "M")
        row("ラリルレロ", "R"); row("ヤユヨ", "", vowels: ["a", "u", "o"]); row("ワヰヱヲ", "", vowels: ["a", "i", "e", "o"])
        table["ジ"] = ("J", "i"); table["チ"] = ("C", "i"); table["ツ"] = ("TS", "u"); table["ヂ"] = ("J", "i")
        table["ヅ"] = ("S", "u"); table["フ"] = ("F", "u"); table["ヴ"] = ("B", "u"); table["ン"] = ("N", nil)
        table["ヵ"] = ("K", "a"); table["ヶ"] = ("K", "e")
        return table
    }()

    /// Small kana that take the place of the vowel before them.
    static let smallVowels: [Character: Character] = [
        "ァ": "a", "ィ": "i", "ゥ": "u", "ェ": "e", "ォ": "o", "ャ": "a", "ュ": "u", "ョ": "o", "ヮ": "a",
    ]

    /// The sounds of a katakana word, `nil` when it holds anything else.
    static func sounds(ofKatakana word: Substring) -> Sounds? {
        var sounds = Sounds()
        for character in word {
            if let vowel = smallVowels[character] {
                sounds.replaceVowel(with: vowel)
            } else if character == "ー" || character == "ッ" {
                continue
            } else if let (consonant, vowel) = kana[character] {
                for class_ in consonant { sounds.add(consonant: class_) }
                if let vowel { sounds.add(vowel: vowel) }
            } else {
                return nil
            }
        }
        return sounds
    }

    /// The sounds of a word in Latin letters (lowercase a to z), `nil` for anything else.
    static func sounds(ofLatin word: String) -> Sounds? {
        let letters = Array(word.utf8)
        guard !letters.isEmpty, letters.allSatisfy({ (0x61...0x7A).contains($0) }) else { return nil }
        func isVowel(_ i: Int) -> Bool { i >= 0 && i < letters.count && "aeiouyw".utf8.contains(letters[i]) }
        func letter(_ i: Int) -> Character { i < letters.count ? Character(Unicode.Scalar(letters[i])) : " " }
        var sounds = Sounds()
        var i = 0
        while i < letters.count {
            let c = letter(i), next = letter(i + 1)
            var length = 1
            switch (c, next) {
            case ("p", "h"): sounds.add(consonant: "F"); length = 2
            case ("t", "h"), ("s", "h"): sounds.add(consonant: "S"); length = 2
            case ("c", "h"): sounds.add(consonant: "C"); length = 2
            case ("c", "k"): sounds.add(consonant: "K"); length = 2
            case ("g", "h"): length = 2
            case ("c", _): sounds.add(consonant: "eiy".contains(next) ? "S" : "K")
            case ("g", _): sounds.add(consonant: "eiy".contains(next) ? "J" : "G")
            case ("x", _): sounds.add(consonant: "K"); sounds.add(consonant: "S")
            case ("q", _), ("k", _): sounds.add(consonant: "K")
            case ("s", _), ("z", _): sounds.add(consonant: "S")
            case ("b", _), ("v", _): sounds.add(consonant: "B")
            case ("l", _): sounds.add(consonant: "R")
            // An "r" after a vowel and before none is not heard: "Potter", ポッター.
            case ("r", _): if !(isVowel(i - 1) && !isVowel(i + 1)) { sounds.add(consonant: "R") }
            case ("m", _): sounds.add(consonant: "bp".contains(next) ? "N" : "M")
            // An "h" is heard before a vowel, at the start or after one ("John" is ジョン).
            case ("h", _): if isVowel(i + 1), i == 0 || isVowel(i - 1) { sounds.add(consonant: "H") }
            case ("j", _), ("d", _), ("t", _), ("p", _), ("f", _), ("n", _):
                sounds.add(consonant: Character(c.uppercased()))
            default: sounds.add(vowel: c)
            }
            i += length
        }
        return sounds
    }

    /// Whether katakana sounds `heard` are a reading of the Latin word's sounds `written`.
    static func reads(_ heard: Sounds, as written: Sounds) -> Bool {
        guard !heard.consonants.isEmpty, heard.consonants == written.consonants else { return false }
        if heard.consonants.count == 1 {
            // One consonant: a vowel before and after it on both sides, each the letter's own
            // vowel (only the vowels tell such a short word): エマ is "Emma", while エビ
            // (shrimp) is not "Abby" (アビー). A final "e" alone after it is silent ("Eyre",
            // "Ide"): no vowel is heard there, so エリア ("area") is not "Eyre".
            guard written.vowels[1] != "e" else { return false }
            return (0...1).allSatisfy { slot in
                guard let letter = written.vowels[slot].first(where: { $0 != "w" }), let vowel = heard.vowels[slot].first else { return false }
                return ownVowel[letter] == vowel
            }
        }
        for slot in 0..<heard.consonants.count {
            let latin = written.vowels[slot].filter { $0 != "w" }, katakana = heard.vowels[slot]
            switch (latin.first, katakana.first) {
            case (nil, nil): continue
            case (let letter?, let vowel?):
                // "w" and "y" at a group's start are glides, heard as anything.
                if letter == "y" && latin.count > 1 { continue }
                // A vowel before the last consonant and a final silent "e" is said long, as
                // its name: "Dune" is デューン, never ダン.
                let long = latin.count == 1 && slot == heard.consonants.count - 1 && written.vowels[slot + 1] == "e"
                guard (long ? longHeardAs : heardAs)[letter]?.contains(vowel) ?? true else { return false }
            case (nil, let vowel?):
                // Japanese adds a vowel after a consonant, never before the first.
                guard slot > 0, katakana.count == 1, addedVowels.contains(vowel) else { return false }
            case (_?, nil):
                // Only ン stands with no vowel after it.
                guard slot > 0, heard.consonants[slot - 1] == "N" else { return false }
            }
        }
        return true
    }

    /// Whether `character` is written in a katakana word (ー and small kana included).
    static func isKatakana(_ character: Character) -> Bool {
        kana[character] != nil || smallVowels[character] != nil || character == "ー" || character == "ッ"
    }

    /// `text` with each katakana word that reads as one word of `words` and as no other
    /// (and is no word of the language) written as that word, with spaces around it; the
    /// words put in, and the katakana each was typed as. `nil` when no katakana word reads as
    /// one of `words`. A "・" between katakana words is a space; a run that reads as no word
    /// is read as several when it splits into them one way only (`split`).
    /// - Complexity: O(w) in the letters of `words` (indexed first), then as below.
    /// - Parameter isOwnWord: whether a katakana word is one of the language, never read.
    static func rewritten(_ text: String, words: some Sequence<String>,
                          isOwnWord: (Substring) -> Bool = { _ in false }) -> (text: String, words: [String], typed: [String])? {
        var index = LatinWords()
        index.add(words)
        return rewritten(text, words: index, isOwnWord: isOwnWord)
    }

    /// What a katakana word reads as among some Latin words.
    enum Reading: Equatable {
        case none
        case one(String)
        /// Two words or more: it is read as none of them.
        case several
    }

    /// What the katakana `word` reads as among `latin`.
    /// - Complexity: O(c), c the letters of the words with its consonants.
    static func reading(_ word: Substring, in latin: LatinWords) -> Reading {
        guard let heard = sounds(ofKatakana: word) else { return .none }
        var found: String?
        for candidate in latin.words(withConsonantsOf: heard) {
            guard let written = sounds(ofLatin: candidate), reads(heard, as: written) else { continue }
            if let other = found, other != candidate { return .several }
            found = candidate
        }
        return found.map { .one($0) } ?? .none
    }

    /// The longest katakana run split into words (ハリーポッター): longer ones are left whole.
    static let maximumSplitLength = 24

    /// `run` read as two words of `latin` or more, typed without "・" between them
    /// (ハリーポッター: ハリー "harry", ポッター "potter"): the one way to split it in the
    /// fewest parts, each of two kana or more, starting with a kana a word can start with
    /// (not ー, ッ, ン or a small kana), read as one word only, and one at least no word of
    /// the language. `nil` when there is no such way, or several.
    /// - Complexity: O(n²) readings of its parts, n ≤ `maximumSplitLength` its kana.
    static func split(_ run: Substring, words latin: LatinWords,
                      isOwnWord: (Substring) -> Bool) -> [(typed: Substring, word: String)]? {
        let bounds = Array(run.indices) + [run.endIndex]
        let n = bounds.count - 1
        guard n >= 4, n <= maximumSplitLength else { return nil }
        // ways[i]: the reading of the first i kana in the fewest parts, and whether another
        // reading of as many parts says other words.
        var ways: [(parts: [(typed: Substring, word: String)], several: Bool)?] = Array(repeating: nil, count: n + 1)
        ways[0] = ([], false)
        for end in 2...n {
            for start in 0...(end - 2) {
                guard let before = ways[start] else { continue }
                let part = run[bounds[start]..<bounds[end]]
                guard let first = part.first, kana[first] != nil, first != "ン",
                      case .one(let word) = reading(part, in: latin) else { continue }
                let parts = before.parts + [(part, word)]
                if let current = ways[end], current.parts.count <= parts.count {
                    if current.parts.count == parts.count, current.parts.map(\.word) != parts.map(\.word) { ways[end]?.several = true }
                } else {
                    ways[end] = (parts, before.several)
                }
            }
        }
        guard let way = ways[n], !way.several, way.parts.count >= 2,
              way.parts.contains(where: { !isOwnWord($0.typed) }) else { return nil }
        return way.parts
    }

    /// `rewritten(_:words:isOwnWord:)` with the Latin words already indexed by their
    /// consonants: only those with a katakana word's consonants are compared.
    /// - Complexity: O(c) per katakana word in `text`, c the letters of the words with its
    ///   consonants; O(n² c) for a run of n kana that reads as no word (`split`).
    static func rewritten(_ text: String, words latin: LatinWords,
                          isOwnWord: (Substring) -> Bool = { _ in false }) -> (text: String, words: [String], typed: [String])? {
        let runs = katakanaRuns(in: text)
        guard !runs.isEmpty else { return nil }
        let own = runs.map { isOwnWord(text[$0]) }
        // Each run's words, as typed: one, or several typed without "・"; `nil` when none.
        let parts: [[(typed: Substring, word: String)]?] = runs.indices.map { index in
            switch reading(text[runs[index]], in: latin) {
            case .one(let word): return [(text[runs[index]], word)]
            case .several: return nil
            case .none: return own[index] ? nil : split(text[runs[index]], words: latin, isOwnWord: isOwnWord)
            }
        }
        // A word of the language is read only as part of a name, joined by "・" to a word
        // that is no word of the language ("ミスト・トレイル").
        func joined(_ index: Int, _ other: Int) -> Bool {
            runs.indices.contains(other) && parts[other] != nil && !own[other]
                && text[min(runs[index].upperBound, runs[other].upperBound)..<max(runs[index].lowerBound, runs[other].lowerBound)] == "・"
        }
        var result = "", put: [String] = [], typed: [String] = [], last = text.startIndex
        for (index, run) in runs.enumerated() {
            guard let read = parts[index], !own[index] || joined(index, index - 1) || joined(index, index + 1) else { continue }
            result += text[last..<run.lowerBound] + " \(read.map(\.word).joined(separator: " ")) "
            put += read.map(\.word)
            typed += read.map { String($0.typed) }
            last = run.upperBound
        }
        guard !put.isEmpty else { return nil }
        result += text[last...]
        return (result.replacingOccurrences(of: "・", with: " "), put, typed)
    }

    /// The ranges of `text` written in katakana, of two characters or more.
    static func katakanaRuns(in text: String) -> [Range<String.Index>] {
        var runs: [Range<String.Index>] = []
        var start: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if isKatakana(text[index]) {
                if start == nil { start = index }
            } else if let first = start {
                if text.distance(from: first, to: index) >= 2 { runs.append(first..<index) }
                start = nil
            }
            index = next
        }
        if let first = start, text.distance(from: first, to: text.endIndex) >= 2 { runs.append(first..<text.endIndex) }
        return runs
    }

    /// Latin words by their consonant classes ("dune": "DN"), added as a vocabulary grows:
    /// a katakana word reads only as words of its own consonants, so only those are compared.
    ///
    ///     var latin = KatakanaReading.LatinWords(); latin.add(["dune", "dan", "emma"])
    ///     latin.words(withConsonantsOf: KatakanaReading.sounds(ofKatakana: "デューン")!)   // ["dune", "dan"]
    struct LatinWords {
        /// How many words of the sequence given so far were read (`add(_:)` takes the rest).
        private(set) var count = 0
        private var byConsonants: [String: [String]] = [:]

        /// Reads `words`, the next words of a sequence that only grows (a vocabulary's).
        /// Words without a consonant, or not in Latin letters, are left out: no katakana
        /// word reads as them.
        /// - Complexity: O(w) in the letters of `words`.
        mutating func add(_ words: some Sequence<String>) {
            for word in words {
                count += 1
                guard let sounds = KatakanaReading.sounds(ofLatin: word), !sounds.consonants.isEmpty else { continue }
                byConsonants[String(sounds.consonants), default: []].append(word)
            }
        }

        /// The words with the consonants of `heard`.
        func words(withConsonantsOf heard: Sounds) -> [String] {
            heard.consonants.isEmpty ? [] : byConsonants[String(heard.consonants)] ?? []
        }
    }
}
