/// The English stemmer: the irregular forms of WordNet's exception lists ("frozen" →
/// "freeze", "children" → "child"), then the Porter2 (Snowball English) suffix rules.
///
///     EnglishStemmer.stem("freezing")   // "freez"
///     EnglishStemmer.stem("frozen")     // "freez" (frozen → freeze → freez)
///
/// Written here from the published description of the algorithm
/// (snowballstem.org/algorithms/english/stemmer.html). A word that is not ASCII
/// letters is returned unchanged.
enum EnglishStemmer {
    /// Irregular inflected form → base form, from the lexicon data (`~` lines).
    static let irregular: [String: String] = LexiconData.parseIrregular(LexiconData.englishIrregular)

    /// - Complexity: O(n) in the length of `word`.
    static func stem(_ word: String) -> String {
        let base = irregular[word] ?? word
        guard base.utf8.count > 2, base.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return base }
        if let invariant = invariantForms[base] { return invariant }
        var w = Porter2(Array(base.utf8))
        w.run()
        return String(decoding: w.w, as: UTF8.self)
    }

    /// Snowball's exceptional forms: words the rules would get wrong.
    static let invariantForms: [String: String] = [
        "skis": "ski", "skies": "sky", "dying": "die", "lying": "lie", "tying": "tie",
        "idly": "idl", "gently": "gentl", "ugly": "ugli", "early": "earli", "only": "onli",
        "singly": "singl", "sky": "sky", "news": "news", "howe": "howe", "atlas": "atlas",
        "cosmos": "cosmos", "bias": "bias", "andes": "andes",
        "inning": "inning", "innings": "inning", "outing": "outing", "outings": "outing",
        "canning": "canning", "cannings": "canning", "herring": "herring", "herrings": "herring",
        "earring": "earring", "earrings": "earring", "proceed": "proceed", "proceeds": "proceed",
        "proceeded": "proceed", "proceeding": "proceed", "exceed": "exceed", "exceeds": "exceed",
        "exceeded": "exceed", "exceeding": "exceed", "succeed": "succeed", "succeeds": "succeed",
        "succeeded": "succeed", "succeeding": "succeed",
    ]
}

/// One word going through the Porter2 steps, as ASCII bytes ("Y" marks a consonant y).
private struct Porter2 {
    var w: [UInt8]
    var r1 = 0
    var r2 = 0

    init(_ word: [UInt8]) { w = word }

    static let Y = UInt8(ascii: "Y")
    /// Words left as they are once step 1a has taken their plural off.
    static let stopsAfterStep1a: [StaticString] = ["inning", "outing", "canning", "herring", "earring", "proceed", "exceed", "succeed"]

    func isVowel(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"),
             UInt8(ascii: "u"), UInt8(ascii: "y"): return true
        default: return false
        }
    }

    func ends(_ suffix: StaticString) -> Bool {
        suffix.withUTF8Buffer { s in
            guard w.count >= s.count, let last = s.last, w[w.count - 1] == last else { return false }
            var i = w.count - s.count
            for c in s {
                if w[i] != c { return false }
                i += 1
            }
            return true
        }
    }

    func starts(with prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { p in w.count >= p.count && zip(w, p).allSatisfy { $0 == $1 } }
    }

    mutating func replace(_ count: Int, with replacement: StaticString) {
        w.removeLast(count)
        replacement.withUTF8Buffer { w.append(contentsOf: $0) }
    }

    /// The start of the region after the first non-vowel that follows a vowel, from `start`.
    func region(after start: Int) -> Int {
        var i = start
        while i + 1 < w.count {
            if isVowel(w[i]) && !isVowel(w[i + 1]) { return i + 2 }
            i += 1
        }
        return w.count
    }

    /// Whether the syllable ending at `end` (exclusive) is short.
    func isShortSyllable(endingAt end: Int) -> Bool {
        if end == 2 { return isVowel(w[0]) && !isVowel(w[1]) }
        guard end >= 3 else { return false }
        let a = w[end - 3], b = w[end - 2], c = w[end - 1]
        return !isVowel(a) && isVowel(b) && !isVowel(c)
            && c != UInt8(ascii: "w") && c != UInt8(ascii: "x") && c != Self.Y
    }

    func isShortWord() -> Bool { r1 >= w.count && isShortSyllable(endingAt: w.count) }

    func containsVowel(before end: Int) -> Bool { w[..<end].contains(where: isVowel) }

    mutating func run() {
        // Initial y, and y after a vowel, are consonants.
        for i in w.indices where w[i] == UInt8(ascii: "y") && (i == 0 || isVowel(w[i - 1])) { w[i] = Self.Y }
        if starts(with: "gener") || starts(with: "arsen") { r1 = 5 }
        else if starts(with: "commun") { r1 = 6 }
        else { r1 = region(after: 0) }
        r2 = region(after: r1)
        step1a()
        if !Self.stopsAfterStep1a.contains(where: { w.count == $0.utf8CodeUnitCount && starts(with: $0) }) {
            step1b()
            step1c()
            step2()
            step3()
            step4()
            step5()
        }
        for i in w.indices where w[i] == Self.Y { w[i] = UInt8(ascii: "y") }
    }

    mutating func step1a() {
        if ends("sses") { replace(4, with: "ss") }
        else if ends("ied") || ends("ies") { replace(3, with: w.count > 4 ? "i" : "ie") }
        else if ends("us") || ends("ss") { return }
        else if ends("s"), w.count >= 2, containsVowel(before: w.count - 2) { w.removeLast() }
    }

    mutating func step1b() {
        for suffix: StaticString in ["eedly", "eed"] where ends(suffix) {
            if w.count - suffix.utf8CodeUnitCount >= r1 { replace(suffix.utf8CodeUnitCount, with: "ee") }
            return
        }
        for suffix: StaticString in ["ingly", "edly", "ing", "ed"] where ends(suffix) {
            let stemEnd = w.count - suffix.utf8CodeUnitCount
            guard containsVowel(before: stemEnd) else { return }
            w.removeLast(suffix.utf8CodeUnitCount)
            if ends("at") || ends("bl") || ends("iz") { w.append(UInt8(ascii: "e")) }
            else if let last = w.last, w.count >= 2, last == w[w.count - 2],
                    "bdfgmnprt".utf8.contains(last) { w.removeLast() }
            else if isShortWord() { w.append(UInt8(ascii: "e")) }
            return
        }
    }

    mutating func step1c() {
        guard w.count > 2, let last = w.last, last == UInt8(ascii: "y") || last == Self.Y,
              !isVowel(w[w.count - 2]) else { return }
        w[w.count - 1] = UInt8(ascii: "i")
    }

    static let step2Rules: [(StaticString, StaticString)] = [
        ("ization", "ize"), ("ational", "ate"), ("fulness", "ful"), ("ousness", "ous"),
        ("iveness", "ive"), ("tional", "tion"), ("biliti", "ble"), ("lessli", "less"),
        ("entli", "ent"), ("ation", "ate"), ("alism", "al"), ("aliti", "al"), ("ousli", "ous"),
        ("iviti", "ive"), ("fulli", "ful"), ("enci", "ence"), ("anci", "ance"), ("abli", "able"),
        ("izer", "ize"), ("ator", "ate"), ("alli", "al"), ("bli", "ble"), ("ogi", "og"), ("li", ""),
    ]

    mutating func step2() {
        for (suffix, replacement) in Self.step2Rules where ends(suffix) {
            let start = w.count - suffix.utf8CodeUnitCount
            guard start >= r1 else { return }
            if suffix.utf8CodeUnitCount == 3, ends("ogi") {
                if start > 0, w[start - 1] == UInt8(ascii: "l") { replace(3, with: "og") }
            } else if suffix.utf8CodeUnitCount == 2 {  // "li"
                if start > 0, "cdeghkmnrt".utf8.contains(w[start - 1]) { w.removeLast(2) }
            } else {
                replace(suffix.utf8CodeUnitCount, with: replacement)
            }
            return
        }
    }

    static let step3Rules: [(StaticString, StaticString)] = [
        ("ational", "ate"), ("tional", "tion"), ("alize", "al"), ("icate", "ic"), ("iciti", "ic"),
        ("ative", ""), ("ical", "ic"), ("ness", ""), ("ful", ""),
    ]

    mutating func step3() {
        for (suffix, replacement) in Self.step3Rules where ends(suffix) {
            let start = w.count - suffix.utf8CodeUnitCount
            guard start >= r1 else { return }
            if ends("ative") {
                if start >= r2 { w.removeLast(5) }
            } else {
                replace(suffix.utf8CodeUnitCount, with: replacement)
            }
            return
        }
    }

    static let step4Suffixes: [StaticString] = ["ement", "ance", "ence", "able", "ible", "ment", "ant", "ent",
                                "ism", "ate", "iti", "ous", "ive", "ize", "ion", "al", "er", "ic"]

    mutating func step4() {
        for suffix in Self.step4Suffixes where ends(suffix) {
            let start = w.count - suffix.utf8CodeUnitCount
            guard start >= r2 else { return }
            if ends("ion") {
                if start > 0, w[start - 1] == UInt8(ascii: "s") || w[start - 1] == UInt8(ascii: "t") { w.removeLast(3) }
            } else {
                w.removeLast(suffix.utf8CodeUnitCount)
            }
            return
        }
    }

    mutating func step5() {
        guard let last = w.last else { return }
        let start = w.count - 1
        if last == UInt8(ascii: "e") {
            if start >= r2 || (start >= r1 && !isShortSyllable(endingAt: start)) { w.removeLast() }
        } else if last == UInt8(ascii: "l"), start >= r2, start > 0, w[start - 1] == UInt8(ascii: "l") {
            w.removeLast()
        }
    }
}
