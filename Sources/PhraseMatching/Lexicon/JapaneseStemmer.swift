/// The Japanese stemmer, over the character tokens the `Normalizer` makes of text written
/// without spaces. A run of kanji and the conjugated kana ending after it (okurigana) are
/// one word, whose stem is the kanji run: 開く, 開いて, 開けて, 開きます, 開かない → 開;
/// 削除する, 削除して → 削除; 高い, 高くて, 高かった → 高. A katakana run is one word, its
/// stem without a final long-vowel mark (ライブラリー → ライブラリ), with the forms of する
/// after it (セットして → セット). Any other token is a
/// word of its own (particles を, で; Latin words), its own stem.
///
///     JapaneseStemmer.words(in: ["本", "を", "開", "い", "て"])
///     // [本 (0..<1), を (1..<2), 開 (2..<5)]
///
/// Stems are therefore coarse: 開く (open, intransitive) and 開ける (open, transitive) share
/// one, as the issue asks; a negative ending (開かない) is part of the word, so a caller
/// must look for negations in the tokens (`LocaleRules.negationCount`), not in the stems.
/// Hiragana-only verbs (つける) are left as their characters.
enum JapaneseStemmer {
    /// - Complexity: O(n · e): n tokens, e the longest ending (a few characters).
    static func words(in tokens: [String]) -> [Stemmer.Word] {
        var words: [Stemmer.Word] = []
        var i = 0
        while i < tokens.count {
            let start = i
            if isKanji(tokens[i]) {
                while i < tokens.count, isKanji(tokens[i]) { i += 1 }
                let stem = tokens[start..<i].joined()
                i += endingLength(in: tokens, at: i)
                words.append(Stemmer.Word(range: start..<i, stem: stem))
            } else if isKatakana(tokens[i]) {
                while i < tokens.count, isKatakana(tokens[i]) { i += 1 }
                var run = tokens[start..<i].joined()
                while run.count > 1, run.hasSuffix("ー") { run.removeLast() }
                // A katakana noun made a verb with する: セットして, ロックします.
                i += endingLength(in: tokens, at: i, among: suruEndings)
                words.append(Stemmer.Word(range: start..<i, stem: run))
            } else {
                i += 1
                words.append(Stemmer.Word(range: start..<i, stem: tokens[start]))
            }
        }
        return words
    }

    /// The stems of `word` (a run of characters) joined: "削除して" → "削除".
    static func stem(_ word: String) -> String {
        words(in: word.map { String($0) }).map(\.stem).joined()
    }

    /// The length in tokens of the longest conjugation ending at `index`, or 0.
    static func endingLength(in tokens: [String], at index: Int, among endings: Set<String> = endings) -> Int {
        var length = 0
        var text = ""
        var best = 0
        while index + length < tokens.count, length < longestEnding, isHiragana(tokens[index + length]) {
            text += tokens[index + length]
            length += 1
            if endings.contains(text) { best = length }
        }
        return best
    }

    /// The endings of する (する, して, します, しない…), the only ones after katakana.
    static let suruEndings: Set<String> = endings.filter { ending in
        ["する", "すれ", "し", "さ"].contains { ending.hasPrefix($0) }
    }

    /// Every conjugated ending recognised after a kanji stem, generated from the rows of
    /// the kana table and the auxiliaries of everyday speech: plain, polite (ます),
    /// negative (ない), past (た), te-form (て, and ている), wish (たい), potential,
    /// passive and causative (れる, られる, せる), conditional (ば) and volitional (う, よう);
    /// する verbs (削除する); い-adjectives (高い, 高く, 高かった).
    static let endings: Set<String> = {
        var set: Set<String> = []
        let uRow = ["う", "く", "ぐ", "す", "つ", "ぬ", "ぶ", "む", "る"]
        let aRow = ["わ", "か", "が", "さ", "た", "な", "ば", "ま", "ら"]
        let iRow = ["い", "き", "ぎ", "し", "ち", "に", "び", "み", "り"]
        let eRow = ["え", "け", "げ", "せ", "て", "ね", "べ", "め", "れ"]
        let oRow = ["お", "こ", "ご", "そ", "と", "の", "ぼ", "も", "ろ"]
        let polite = ["ます", "ません", "ました", "ませんでした", "ましょう", "たい", "たくない"]
        let negative = ["ない", "なかった", "なくて", "なければ", "ず"]
        let ichidan = ["る", "て", "た", "ない", "なかった", "なくて", "ます", "ません", "ました",
                       "ましょう", "たい", "よう", "ろ", "れば", "られる", "させる"]
        let progressive = ["いる", "います", "いた", "いました", "る", "た"]
        // te- and ta-forms of godan verbs (sound changes: 開いて, 泳いで, 取って, 読んで, 話して).
        var teForms = ["いて", "いで", "って", "んで", "して", "て"]
        let taForms = ["いた", "いだ", "った", "んだ", "した", "た"]
        set.formUnion(uRow)
        for kana in iRow { for aux in polite { set.insert(kana + aux) } }
        for kana in aRow { for aux in negative + ["れる", "せる", "れた", "せた"] { set.insert(kana + aux) } }
        for kana in eRow { for aux in ichidan + ["ば"] { set.insert(kana + aux) } }
        for kana in oRow { set.insert(kana + "う") }
        set.formUnion(ichidan)
        teForms += eRow.map { $0 + "て" }
        set.formUnion(teForms)
        set.formUnion(taForms)
        set.formUnion(eRow.map { $0 + "た" })
        for te in teForms { for aux in progressive { set.insert(te + aux) } }
        // する verbs
        set.formUnion(["する", "すれば", "しない", "しなかった", "しよう", "される", "させる", "させて",
                       "できる", "できます", "しています", "している", "してる"])
        for aux in polite { set.insert("し" + aux) }
        // い-adjectives
        set.formUnion(["い", "く", "くて", "かった", "くない", "くなかった", "ければ", "くなる", "くなった"])
        set.remove("")
        return set
    }()

    static let longestEnding = endings.map(\.count).max() ?? 0

    static func scalar(_ token: String) -> Unicode.Scalar? {
        let scalars = token.unicodeScalars
        return scalars.count == 1 ? scalars.first : nil
    }

    static func isKanji(_ token: String) -> Bool {
        guard let s = scalar(token) else { return false }
        switch s.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFF, 0x3005: return true
        default: return false
        }
    }

    static func isHiragana(_ token: String) -> Bool {
        guard let s = scalar(token) else {
            // A voiced kana the Normalizer keeps as base + mark is still one token.
            return token.unicodeScalars.first.map { (0x3041...0x309F).contains($0.value) } ?? false
        }
        return (0x3041...0x309F).contains(s.value)
    }

    static func isKatakana(_ token: String) -> Bool {
        guard let s = token.unicodeScalars.first else { return false }
        return (0x30A0...0x30FF).contains(s.value) || (0x31F0...0x31FF).contains(s.value)
    }
}
