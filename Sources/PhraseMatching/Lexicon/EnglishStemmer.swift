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

    func isVowel(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"),
             UInt8(ascii: "u"), UInt8(ascii: "y"): return true
        default: return false
        }
    }

    func ends(_ suffix: String) -> Bool {
        let s = Array(suffix.utf8)
        return w.count >= s.count && Array(w[(w.count - s.count)...]) == s
    }

    mutating func replace(_ count: Int, with replacement: String) {
        w.removeLast(count)
        w.append(contentsOf: replacement.utf8)
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
        let text = String(decoding: w, as: UTF8.self)
        if text.hasPrefix("gener") || text.hasPrefix("arsen") { r1 = 5 }
        else if text.hasPrefix("commun") { r1 = 6 }
        else { r1 = region(after: 0) }
        r2 = region(after: r1)
        step1a()
        let afterOne = String(decoding: w, as: UTF8.self)
        if !["inning", "outing", "canning", "herring", "earring", "proceed", "exceed", "succeed"].contains(afterOne) {
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
        for suffix in ["eedly", "eed"] where ends(suffix) {
            if w.count - suffix.count >= r1 { replace(suffix.count, with: "ee") }
            return
        }
        for suffix in ["ingly", "edly", "ing", "ed"] where ends(suffix) {
            let stemEnd = w.count - suffix.count
            guard containsVowel(before: stemEnd) else { return }
            w.removeLast(suffix.count)
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

    static let step2Rules: [(String, String)] = [
        ("ization", "ize"), ("ational", "ate"), ("fulness", "ful"), ("ousness", "ous"),
        ("iveness", "ive"), ("tional", "tion"), ("biliti", "ble"), ("lessli", "less"),
        ("entli", "ent"), ("ation", "ate"), ("alism", "al"), ("aliti", "al"), ("ousli", "ous"),
        ("iviti", "ive"), ("fulli", "ful"), ("enci", "ence"), ("anci", "ance"), ("abli", "able"),
        ("izer", "ize"), ("ator", "ate"), ("alli", "al"), ("bli", "ble"), ("ogi", "og"), ("li", ""),
    ]

    mutating func step2() {
        for (suffix, replacement) in Self.step2Rules where ends(suffix) {
            let start = w.count - suffix.count
            guard start >= r1 else { return }
            if suffix == "ogi" {
                if start > 0, w[start - 1] == UInt8(ascii: "l") { replace(3, with: "og") }
            } else if suffix == "li" {
                if start > 0, "cdeghkmnrt".utf8.contains(w[start - 1]) { w.removeLast(2) }
            } else {
                replace(suffix.count, with: replacement)
            }
            return
        }
    }

    static let step3Rules: [(String, String)] = [
        ("ational", "ate"), ("tional", "tion"), ("alize", "al"), ("icate", "ic"), ("iciti", "ic"),
        ("ative", ""), ("ical", "ic"), ("ness", ""), ("ful", ""),
    ]

    mutating func step3() {
        for (suffix, replacement) in Self.step3Rules where ends(suffix) {
            let start = w.count - suffix.count
            guard start >= r1 else { return }
            if suffix == "ative" {
                if start >= r2 { w.removeLast(5) }
            } else {
                replace(suffix.count, with: replacement)
            }
            return
        }
    }

    static let step4Suffixes = ["ement", "ance", "ence", "able", "ible", "ment", "ant", "ent",
                                "ism", "ate", "iti", "ous", "ive", "ize", "ion", "al", "er", "ic"]

    mutating func step4() {
        for suffix in Self.step4Suffixes where ends(suffix) {
            let start = w.count - suffix.count
            guard start >= r2 else { return }
            if suffix == "ion" {
                if start > 0, w[start - 1] == UInt8(ascii: "s") || w[start - 1] == UInt8(ascii: "t") { w.removeLast(3) }
            } else {
                w.removeLast(suffix.count)
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
