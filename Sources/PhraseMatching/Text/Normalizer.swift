import Foundation

/// Turns phrases, values and typed utterances into the same tokens, so that they can be
/// compared word for word.
///
///     Normalizer(locale: "en").tokens("What's  Lo-Fi, please?")   // ["what", "is", "lo", "fi", "please"]
///     Normalizer(locale: "ja").tokens("本を 開く")                  // ["本", "を", "開", "く"]
///
/// Compatibility normalisation (full-width and half-width forms become one), case folding,
/// diacritics ignored (kana voicing marks kept), punctuation and spacing ignored,
/// apostrophes joined ("what's" = "whats") or, in elision languages, split ("l'app" =
/// "l app"), a possessive "'s" starting a text left out ("${applicationName}'s generator"),
/// hyphens split ("Lo-Fi" = "lo fi"); a Japanese command verb typed in kana only is written
/// with its kanji ("ひらいて" = "開いて", `JapaneseStemmer.kanjiWritten`). Contractions of the language are written out, so "what's", "whats" and "what is" are the same words. Each character of a script written without
/// spaces (kana, kanji, hanzi, Thai…) is a token of its own.
public struct Normalizer: Sendable {
    public let locale: String
    let splitsOnApostrophe: Bool
    /// Contractions, apostrophe removed, and the words they stand for ("whats": what is).
    let contractions: [String: [String]]

    public init(locale: String) {
        self.init(locale: locale, writesOutContractions: true)
    }

    /// With `writesOutContractions` false, "where’s" stays one word ("wheres") rather than
    /// "where is": a phrase and its spelled-out form are then different texts, as for
    /// Apple's duplicate-phrase check.
    init(locale: String, writesOutContractions: Bool) {
        self.locale = locale
        let language = LocaleRules.language(of: locale)
        splitsOnApostrophe = language.elides
        contractions = language.contractions
        // The same contractions, found by a token's bytes (an FNV hash, no `String` made).
        var index = StringHashMap(minimumCapacity: language.contractions.count)
        var expansions: [[String]] = []
        for (contraction, words) in language.contractions.sorted(by: { $0.key < $1.key }) {
            index[contraction] = UInt32(expansions.count)
            expansions.append(words)
        }
        contractionIndex = index
        contractionExpansions = expansions
        self.writesOutContractions = writesOutContractions
        writesKanaVerbsInKanji = language.code == "ja"
    }

    /// Whether command verbs typed in kana are written with their kanji (Japanese).
    let writesKanaVerbsInKanji: Bool

    let writesOutContractions: Bool
    private let contractionIndex: StringHashMap
    private let contractionExpansions: [[String]]

    /// The words an ASCII token written as a contraction stands for ("whats": what is), if
    /// it is one, looked up by its bytes.
    @inline(__always)
    func contraction(ascii token: UnsafeBufferPointer<UInt8>) -> [String]? {
        guard !contractionExpansions.isEmpty, let index = contractionIndex.value(ascii: token) else { return nil }
        return contractionExpansions[Int(index)]
    }

    /// The tokens of `text`.
    /// - Complexity: O(n) in the length of `text`.
    public func tokens(_ text: String) -> [String] {
        var out: [String] = []
        out.reserveCapacity(text.utf8.count / 5 + 2)
        if !asciiTokens(text, { out.append($0) }) {
            unicodeTokens(text, into: &out)
        }
        if writesOutContractions, !contractions.isEmpty, out.contains(where: { contractions[$0] != nil }) {
            out = out.flatMap { contractions[$0] ?? [$0] }
        }
        // A Japanese command verb typed in kana only is written with its kanji, as phrases
        // write it: "本をひらいて" = "本を開いて".
        if writesOutContractions, writesKanaVerbsInKanji { out = JapaneseStemmer.kanjiWritten(out) }
        return out
    }

    /// Whether `text` has a word at all: `!tokens(text).isEmpty`, without making the
    /// tokens when `text` is ASCII (a letter or digit is a word there).
    /// - Complexity: O(n) in the length of `text`.
    func hasTokens(_ text: String) -> Bool {
        var text = text
        let ascii: Bool? = text.withUTF8 { bytes in
            var high: UInt8 = 0
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                     UInt8(ascii: "0")...UInt8(ascii: "9"):
                    return true
                default: high |= byte
                }
            }
            return high < 0x80 ? false : nil
        }
        return ascii ?? !tokens(text).isEmpty
    }

    /// Calls `body` with each token of `text` in order: `tokens(_:)` without the array,
    /// contractions written out the same way.
    @inline(__always)
    func forEachToken(_ text: String, _ body: (String) -> Void) {
        let ascii = contractions.isEmpty
            ? asciiTokens(text, body)
            : asciiTokens(text) { token in
                if let words = contractions[token] { words.forEach(body) } else { body(token) }
            }
        if !ascii {
            for token in tokens(text) { body(token) }
        }
    }

    /// Tokens as a person reads them: separated by spaces, except between two characters
    /// of a script written without spaces (`["本", "を", "開", "く"]` → `"本を開く"`).
    static func joined(_ tokens: [String]) -> String {
        var text = ""
        var previousIsUnspaced = false
        for token in tokens {
            let scalars = token.unicodeScalars
            let isUnspaced = scalars.count == 1 && isWrittenWithoutSpaces(scalars.first!)
            if !text.isEmpty, !(isUnspaced && previousIsUnspaced) { text += " " }
            text += token
            previousIsUnspaced = isUnspaced
        }
        return text
    }

    /// The tokens joined by single spaces: the normalised form of `text`.
    public func normalized(_ text: String) -> String {
        tokens(text).joined(separator: " ")
    }

    /// Calls `body` with each token of an ASCII `text` and returns true; returns false,
    /// calling nothing, if `text` is not ASCII. Works on the UTF-8 buffer.
    @inline(__always)
    private func asciiTokens(_ text: String, _ body: (String) -> Void) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var high: UInt8 = 0
            for byte in bytes { high |= byte }
            guard high < 0x80 else { return false }
            asciiTokens(bytes, body)
            return true
        }
    }

    @inline(__always)
    private func asciiTokens(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (String) -> Void) {
        asciiWords(bytes) { body(String(decoding: $0, as: UTF8.self)) }
    }

    /// Calls `body` with each token of an ASCII `text`, as its lowercased UTF-8 bytes
    /// (valid during the call only), and returns true; returns false, calling nothing, if
    /// the text is not ASCII. Contractions are not written out: "whats" is given as is (no
    /// vocabulary word is a contraction, since tokens have theirs written out).
    @inline(__always)
    func forEachASCIIWord(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        var high: UInt8 = 0
        for byte in bytes { high |= byte }
        guard high < 0x80 else { return false }
        asciiWords(bytes, body)
        return true
    }

    /// The tokens of ASCII `bytes`, lowercased, each in a scratch buffer valid during the call.
    @inline(__always)
    private func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { word in
            var length = 0
            Self.scanASCIIWords(bytes, splitsOnApostrophe: splitsOnApostrophe, letter: { byte in
                word[length] = byte
                length += 1
            }, end: {
                body(UnsafeBufferPointer(rebasing: word[..<length]))
                length = 0
            })
        }
    }

    /// The tokens of ASCII `bytes` a byte at a time, in one pass: `letter` with each byte of
    /// a token, lowercased, and `end` after a token's last byte. The rules of `tokens` for
    /// ASCII text: letters and digits make words, an apostrophe joins (or, where the
    /// language elides, splits) them, a possessive "'s" after a slot is left out. Static, so
    /// that a caller's closures need not hold the normaliser (see `singleExactMatch`).
    @inline(__always)
    static func scanASCIIWords(_ bytes: UnsafeBufferPointer<UInt8>, splitsOnApostrophe: Bool,
                               letter: (UInt8) -> Void, end: () -> Void) {
        var length = 0
        func isWordByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"): return true
            default: return false
            }
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                letter(byte)
                length += 1
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                letter(byte + 32)
                length += 1
            case UInt8(ascii: "'"), UInt8(ascii: "`"):
                if splitsOnApostrophe {
                    if length > 0 { end(); length = 0 }
                } else if length == 0, index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "s"),
                          index + 1 == bytes.count || !isWordByte(bytes[index + 1]) {
                    index += 1  // a possessive "'s" after a slot: left out
                }
            default:
                if length > 0 { end(); length = 0 }
            }
        }
        if length > 0 { end() }
    }

    /// The most combining marks kept in a row (Unicode's stream-safe limit, UAX #15).
    static let maxCombiningMarks = 30

    /// `text` with runs of more than `maxCombiningMarks` non-starters cut to that many.
    /// Normalisation reorders a run of combining marks in time quadratic in its length, so
    /// "zalgo" text with thousands of marks on one letter would take seconds; no language
    /// writes more than a handful.
    /// - Complexity: O(n), and no copy unless a run is cut.
    static func streamSafe(_ text: String) -> String {
        var run = 0
        var needsCut = false
        for scalar in text.unicodeScalars {
            if scalar.properties.canonicalCombiningClass.rawValue != 0 {
                run += 1
                if run > maxCombiningMarks { needsCut = true; break }
            } else {
                run = 0
            }
        }
        guard needsCut else { return text }
        var kept = String.UnicodeScalarView()
        run = 0
        for scalar in text.unicodeScalars {
            if scalar.properties.canonicalCombiningClass.rawValue != 0 {
                run += 1
                if run > maxCombiningMarks { continue }
            } else {
                run = 0
            }
            kept.append(scalar)
        }
        return String(kept)
    }

    private func unicodeTokens(_ text: String, into out: inout [String]) {
        // Compatibility normalisation folds full-width, half-width and ligature forms;
        // canonical decomposition then exposes diacritics as combining marks.
        let decomposed = Self.streamSafe(text).precomposedStringWithCompatibilityMapping
            .lowercased()
            .decomposedStringWithCanonicalMapping
        var word = String.UnicodeScalarView()
        var lastBase: Unicode.Scalar = " "
        func flush() {
            if !word.isEmpty {
                out.append(String(word).precomposedStringWithCanonicalMapping)
                word = String.UnicodeScalarView()
            }
        }
        var pendingSingle = false  // the current word is one no-space-script character
        // A possessive "’s" starting a word is left out: 1 after its apostrophe, 2 after
        // its "s" (put back if a letter follows: "’sup").
        var possessive = 0
        for scalar in decomposed.unicodeScalars {
            let properties = scalar.properties
            if possessive == 1 {
                possessive = scalar == "s" ? 2 : 0
                if possessive == 2 { continue }
            } else if possessive == 2 {
                possessive = 0
                if Self.isWordScalar(scalar) { word.append("s") }
            }
            if properties.generalCategory == .nonspacingMark
                || properties.generalCategory == .spacingMark
                || properties.generalCategory == .enclosingMark {
                // Voicing marks of kana, and vowel signs of Indic scripts, are letters;
                // Latin, Greek and Cyrillic accents are diacritics to ignore.
                if Self.keepsMarks(lastBase), !word.isEmpty { word.append(scalar) }
                continue
            }
            if Self.isApostrophe(scalar) {
                if splitsOnApostrophe {
                    flush()
                    pendingSingle = false
                } else if word.isEmpty {
                    possessive = 1
                }
                continue
            }
            if properties.isAlphabetic || properties.numericType != nil {
                if Self.isWrittenWithoutSpaces(scalar) {
                    flush()
                    word.append(scalar)
                    pendingSingle = true
                } else {
                    if pendingSingle { flush(); pendingSingle = false }
                    word.append(scalar)
                }
                lastBase = scalar
            } else {
                flush()
                pendingSingle = false
                lastBase = " "
            }
        }
        flush()
    }

    /// Whether `token` is a number as typed ("1948", "٣"): every scalar has a numeric
    /// value (`Unicode.Scalar.Properties.numericType`; an ASCII one is a digit, found
    /// without looking up its properties).
    static func isNumber(_ token: String) -> Bool {
        token.unicodeScalars.allSatisfy { $0.isASCII ? (0x30...0x39).contains($0.value) : $0.properties.numericType != nil }
    }

    /// Whether a scalar of `token` has a numeric value, as `isNumber` reads it.
    static func containsNumber(_ token: String) -> Bool {
        token.unicodeScalars.contains { $0.isASCII ? (0x30...0x39).contains($0.value) : $0.properties.numericType != nil }
    }

    /// A letter, digit or combining mark: a character inside a word.
    static func isWordScalar(_ s: Unicode.Scalar) -> Bool {
        let properties = s.properties
        return properties.isAlphabetic || properties.numericType != nil
            || properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark
    }

    static func isApostrophe(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x27, 0x60, 0xB4, 0x2018, 0x2019, 0x201B, 0x2032, 0x02BC, 0xFF07: return true
        default: return false
        }
    }

    /// Scripts whose words are not separated by spaces: each character is a token.
    static func isWrittenWithoutSpaces(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x3040...0x30FF,   // hiragana, katakana (with the prolonged sound mark)
             0x31F0...0x31FF,   // katakana phonetic extensions
             0x3400...0x4DBF,   // CJK extension A
             0x4E00...0x9FFF,   // CJK unified ideographs
             0xF900...0xFAFF,   // CJK compatibility ideographs
             0x20000...0x2FFFF, // CJK extensions B…
             0x0E00...0x0E7F,   // Thai
             0x0E80...0x0EFF,   // Lao
             0x1000...0x109F,   // Myanmar
             0x1780...0x17FF,   // Khmer
             0x3005, 0x3007:    // 々, 〇
            return true
        default:
            return false
        }
    }

    /// Whether combining marks after `base` belong to the letter (kana voicing marks,
    /// Indic and Southeast Asian vowel signs, Hangul) rather than being diacritics.
    static func keepsMarks(_ base: Unicode.Scalar) -> Bool {
        switch base.value {
        case 0x0000...0x052F, 0x1E00...0x1FFF: return false  // Latin, Greek, Cyrillic
        default: return true
        }
    }
}
