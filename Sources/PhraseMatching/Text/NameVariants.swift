/// The other ways people type a name written as one word with capitals inside, or as
/// several words: "IceCubes" is also "Ice Cubes", and "Ice Cubes" also "icecubes".
///
///     NameVariants.caseSplit("DuckDuckGo")   // "Duck Duck Go"
///     NameVariants.variants(of: "Foundation Lab")   // ["Foundation Lab", "FoundationLab"]
///
/// Added at compile time beside the name as written (app names: both; values: the split
/// only, since joining every multi-word title would add a word per value).
package enum NameVariants {
    /// `name`, then its spelling split at case changes and its words joined, each once.
    /// Scripts written without spaces have no words to split or join.
    public static func variants(of name: String) -> [String] {
        var result = [name]
        func add(_ variant: String?) {
            if let variant, !result.contains(variant) { result.append(variant) }
        }
        add(caseSplit(name))
        guard !name.unicodeScalars.contains(where: Normalizer.isWrittenWithoutSpaces) else { return result }
        for spelling in result where spelling.contains(" ") {
            add(spelling.split(separator: " ").joined())
        }
        return result
    }

    /// `name` with a space at each case change inside a word — "IceCubes" → "Ice Cubes",
    /// "URLShortener" → "URL Shortener" — or `nil` if it has none.
    /// - Complexity: O(n) in the length of `name`.
    static func caseSplit(_ name: String) -> String? {
        guard mayHaveCaseChange(name) else { return nil }
        let characters = Array(name)
        var out = ""
        var changed = false
        for (index, character) in characters.enumerated() {
            if index > 0, character.isUppercase {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                // lower→Upper ("eC" in IceCubes), or the last capital of a run before a
                // lowercase letter ("LS" + "h" in URLShortener).
                if previous.isLowercase || (previous.isUppercase && next?.isLowercase == true) {
                    out.append(" ")
                    changed = true
                }
            }
            out.append(character)
        }
        return changed ? out : nil
    }

    /// A quick scan (no allocation) for a capital after another letter: most names have
    /// none, and compiling a million values calls this for each.
    private static func mayHaveCaseChange(_ name: String) -> Bool {
        var name = name
        return name.withUTF8(mayHaveCaseChange)
    }

    /// `mayHaveCaseChange` of a name's UTF-8 bytes (compiling reads them once for all it asks).
    static func mayHaveCaseChange(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previousIsLetter = false
        for byte in bytes {
            if byte >= 0x80 { return true }  // not ASCII: let `Character` decide
            let isUpper = byte >= 0x41 && byte <= 0x5A
            let isLower = byte >= 0x61 && byte <= 0x7A
            if isUpper && previousIsLetter { return true }
            previousIsLetter = isUpper || isLower
        }
        return false
    }

    /// The possessive of an app name, as typed with the apostrophe left in or out
    /// ("Bitwarden's generator": "bitwardens"), or `nil` for a name ending in "s" or in a
    /// script without spaces.
    static func possessive(of name: String) -> String? {
        guard let last = name.last, last.isLetter || last.isNumber, !"sSxXzZ".contains(last),
              !name.unicodeScalars.contains(where: Normalizer.isWrittenWithoutSpaces) else { return nil }
        return name + "s"
    }
}
