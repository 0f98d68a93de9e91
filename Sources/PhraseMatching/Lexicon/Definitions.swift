/// What a noun's definitions speak of: the content words of WordNet's definitions (glosses) of
/// an English noun, with their derived forms and, for a noun of the definition, its kinds
/// ("weather": cloud, wind, rain, snow, temperature, cold…; "alarm": clock, wake, sleeper…),
/// each with how rare it is among all the definitions ("state", "time" tell little).
///
///     Definitions.shared(language: "en").words(of: "weather")  // [(aerosol, 0.64), (air, 0.53), …]
///
/// The data is `LexiconData.englishGlosses` (`Scripts/make-lexicon.py`): one line a noun,
/// `noun|word/r word/r …`, sorted by the noun's bytes, `r` the word's rarity in hundredths. A
/// look-up is a binary search in that literal, with nothing parsed or kept: only the lines
/// looked up are read. French, Spanish, Portuguese and Japanese have none (no wordnet with
/// definitions is at hand for them).
struct Definitions: Sendable {
    /// The lines, as `LexiconData.englishGlosses` writes them.
    let text: String

    /// The definitions of `language` (a language code or locale).
    static func shared(language: String) -> Definitions {
        LocaleRules.language(of: language).code == "en" ? english : empty
    }

    private static let english = Definitions(text: LexiconData.englishGlosses)
    private static let empty = Definitions(text: "")

    /// Whether there are no definitions.
    var isEmpty: Bool { text.isEmpty }

    /// The words the definitions of `noun` (in its base form, lower case: "weather") speak of,
    /// each with its rarity among the definitions (0 to 1); none for a noun not listed.
    /// - Complexity: O(k log n) in the key's length and the text's bytes, then O(r) in the line.
    func words(of noun: String) -> [(word: String, rarity: Double)] {
        guard !text.isEmpty, !noun.isEmpty else { return [] }
        var query = noun
        return query.withUTF8 { key in
            Self.withBytes(of: text) { bytes in
                guard let line = Self.line(key, in: bytes) else { return [] }
                var found: [(word: String, rarity: Double)] = []
                for entry in bytes[line].split(separator: UInt8(ascii: " ")) {
                    guard let slash = entry.firstIndex(of: UInt8(ascii: "/")) else { continue }
                    var hundredths = 0
                    for digit in entry[(slash + 1)...] where (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) {
                        hundredths = hundredths * 10 + Int(digit - UInt8(ascii: "0"))
                    }
                    found.append((String(decoding: entry[entry.startIndex..<slash], as: UTF8.self), Double(hundredths) / 100))
                }
                return found
            }
        }
    }

    /// The range of the words of `key`'s line (after its `|`), if the text has that line.
    private static func line(_ key: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let newline = UInt8(ascii: "\n"), bar = UInt8(ascii: "|")
        // The line that holds byte `i`: its start, its `|` and its end.
        func bounds(_ i: Int) -> (start: Int, bar: Int, end: Int) {
            var start = i
            while start > 0, bytes[start - 1] != newline { start -= 1 }
            var end = i
            while end < bytes.count, bytes[end] != newline { end += 1 }
            var split = start
            while split < end, bytes[split] != bar { split += 1 }
            return (start, split, end)
        }
        var low = 0, high = bytes.count
        while low < high {
            let line = bounds((low + high) / 2)
            let name = bytes[line.start..<line.bar]
            if name.elementsEqual(key) { return min(line.bar + 1, line.end)..<line.end }
            if name.lexicographicallyPrecedes(key) { low = line.end + 1 } else { high = line.start }
        }
        return nil
    }

    /// `body` with the UTF-8 bytes of `text`: in place for a literal or native string.
    private static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}
