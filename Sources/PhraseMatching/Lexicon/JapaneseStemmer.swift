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
/// Other hiragana are words of one character; a common command verb typed in hiragana
/// only (ひらいて, けして, ひょうじして) is written with its kanji by the `Normalizer`
/// first (`kanjiWritten(_:)`).
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
                // Long-vowel marks at the end are no part of the stem, taken off token by
                // token (a character each): linear in the run, however long.
                var end = i
                while end - start > 1, tokens[end - 1] == "ー" { end -= 1 }
                var run = tokens[start..<end].joined()
                while run.hasSuffix("ー"), run.unicodeScalars.count > 1 { run.removeLast() }
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

    /// Whether a kana word may start at `index`: the first token, or one after a particle
    /// (を, に, で…) or after a token neither hiragana nor kanji: "本をけして", not the middle of
    /// "おけして", nor the ending of a kanji (読みたい is no みた).
    static func startsWord(_ tokens: [String], at index: Int) -> Bool {
        guard isHiragana(tokens[index]) else { return false }
        guard index > 0 else { return true }
        let previous = tokens[index - 1]
        return particles.contains(previous) || !(isHiragana(previous) || isKanji(previous))
    }

    static let particles: Set<String> = ["を", "に", "で", "が", "は", "へ", "と", "も", "の"]

    /// `tokens` with each command verb typed in kana only (`kanaVerbs`) where a word may
    /// start written with its kanji, as the phrases write it: ["ひ", "ら", "い", "て"] →
    /// ["開", "い", "て"], ["け", "し", "て"] → ["消", "し", "て"], "みせて" → "見せて",
    /// "ひょうじして" → "表示して". The longest form at each place is read; a form is two
    /// characters at least.
    static func kanjiWritten(_ tokens: [String]) -> [String] {
        let table = kanaVerbTable
        var out: [String] = []
        var i = 0
        var changed = false
        while i < tokens.count {
            if startsWord(tokens, at: i) {
                var text = ""
                var found: (length: Int, verb: (kanji: [String], reading: Int))? = nil
                var length = 0
                while i + length < tokens.count, length < table.longest, isHiragana(tokens[i + length]) {
                    text += tokens[i + length]
                    length += 1
                    if length >= 2, let verb = table.forms[text] { found = (length, verb) }
                }
                if let found, endsWord(tokens, at: i + found.length) {
                    if !changed { out = Array(tokens[..<i]); changed = true }
                    out += found.verb.kanji
                    out += tokens[(i + found.verb.reading)..<(i + found.length)]
                    i += found.length
                    continue
                }
            }
            if changed { out.append(tokens[i]) }
            i += 1
        }
        return changed ? out : tokens
    }

    /// Whether a kana verb form may end where `index` is (`kanjiWritten`): at the end of
    /// the line, before a character that is no hiragana, a particle, a sentence-final one
    /// (か, よ, ね) or ください/くれ, or after a te-form (て/で: what follows is its auxiliary).
    /// Otherwise the kana go on as another word's ("かいしゃ" is no 開始, "でんわをかけて" no
    /// 書け, "かえして" no 買え).
    static func endsWord(_ tokens: [String], at index: Int) -> Bool {
        guard index < tokens.count, isHiragana(tokens[index]) else { return true }
        if let last = tokens[..<index].last, last == "て" || last == "で" { return true }
        if particles.contains(tokens[index]) || ["か", "よ", "ね"].contains(tokens[index]) { return true }
        let rest = tokens[index...].prefix(4).joined()
        return rest.hasPrefix("ください") || rest.hasPrefix("くれ")
    }

    /// Command verbs and する nouns in kana, their kanji (the same verbs as the lexicon's
    /// `Lexicon/ja.txt` and the sample apps' phrases), and how they conjugate: "g" godan
    /// (開く: 開かない, 開きます, 開いて), "i" ichidan (見せる: 見せて, 見せます), "s" a noun
    /// made a verb with する (表示する: 表示して).
    static let kanaVerbs: [(kana: String, kanji: String, kind: Character)] = [
        ("ひらく", "開く", "g"), ("あける", "開ける", "i"), ("けす", "消す", "g"), ("みる", "見る", "i"),
        ("みせる", "見せる", "i"), ("さがす", "探す", "g"), ("しらべる", "調べる", "i"), ("よむ", "読む", "g"),
        ("きく", "聞く", "g"), ("おくる", "送る", "g"), ("かう", "買う", "g"), ("かく", "書く", "g"),
        ("はらう", "払う", "g"), ("ながす", "流す", "g"), ("つくる", "作る", "g"), ("きる", "切る", "g"),
        ("つける", "付ける", "i"), ("とめる", "止める", "i"), ("はじめる", "始める", "i"), ("かえる", "変える", "i"),
        ("つづける", "続ける", "i"), ("いれる", "入れる", "i"), ("あげる", "上げる", "i"), ("さげる", "下げる", "i"),
        ("しめる", "閉める", "i"), ("おしえる", "教える", "i"), ("くわえる", "加える", "i"),
        ("ひょうじ", "表示", "s"), ("ついか", "追加", "s"), ("かいし", "開始", "s"), ("さくじょ", "削除", "s"),
        ("こうにゅう", "購入", "s"), ("とうろく", "登録", "s"), ("かくにん", "確認", "s"), ("いどう", "移動", "s"),
        ("きろく", "記録", "s"), ("ほぞん", "保存", "s"), ("さいせい", "再生", "s"), ("ていし", "停止", "s"),
        ("しゅうりょう", "終了", "s"), ("きどう", "起動", "s"), ("さいかい", "再開", "s"), ("けんさく", "検索", "s"),
        ("そうしん", "送信", "s"), ("せってい", "設定", "s"), ("へんこう", "変更", "s"), ("きょうゆう", "共有", "s"),
        ("よやく", "予約", "s"), ("ちゅうもん", "注文", "s"), ("でんわ", "電話", "s"), ("へんきゃく", "返却", "s"),
        ("ついせき", "追跡", "s"),
    ]

    /// A godan verb's conjugation row: the kana of its ending in each vowel column (書く:
    /// か き く け こ) and the sound change of its te- and ta-forms (書いて, 読んで, 取った).
    struct GodanRow {
        let a: String, i: String, u: String, e: String, o: String
        /// The kana the ending becomes before て or た: い (書く), っ (取る), ん (読む), し (話す).
        let soundChange: String
        /// Whether て and た are voiced after it: で, だ (泳いで, 読んだ).
        let voiced: Bool
        var teForm: String { soundChange + (voiced ? "で" : "て") }
        var taForm: String { soundChange + (voiced ? "だ" : "た") }
    }

    /// The kana table's rows a godan verb ends in, once: the command verbs in kana
    /// (`kanaVerbTable`) and the endings after a kanji stem (`endings`) both come from it.
    static let godanRows: [GodanRow] = [
        GodanRow(a: "わ", i: "い", u: "う", e: "え", o: "お", soundChange: "っ", voiced: false),
        GodanRow(a: "か", i: "き", u: "く", e: "け", o: "こ", soundChange: "い", voiced: false),
        GodanRow(a: "が", i: "ぎ", u: "ぐ", e: "げ", o: "ご", soundChange: "い", voiced: true),
        GodanRow(a: "さ", i: "し", u: "す", e: "せ", o: "そ", soundChange: "し", voiced: false),
        GodanRow(a: "た", i: "ち", u: "つ", e: "て", o: "と", soundChange: "っ", voiced: false),
        GodanRow(a: "な", i: "に", u: "ぬ", e: "ね", o: "の", soundChange: "ん", voiced: true),
        GodanRow(a: "ば", i: "び", u: "ぶ", e: "べ", o: "ぼ", soundChange: "ん", voiced: true),
        GodanRow(a: "ま", i: "み", u: "む", e: "め", o: "も", soundChange: "ん", voiced: true),
        GodanRow(a: "ら", i: "り", u: "る", e: "れ", o: "ろ", soundChange: "っ", voiced: false),
    ]

    /// Every conjugated form of `kanaVerbs`, as its tokens joined → the kanji tokens it is
    /// written with and how many of its tokens they replace (ひらいて → 開, 2), and the
    /// longest form in tokens.
    static let kanaVerbTable: (forms: [String: (kanji: [String], reading: Int)], longest: Int) = {
        let normalizer = Normalizer(locale: "ja", writesOutContractions: false)
        var longest = 0
        let polite = ["ます", "ません", "ました", "ましょう", "たい"]
        let negative = ["ない", "なかった", "なくて", "ず", "れる", "せる"]
        let progressive = ["", "いる", "います", "いた", "いました", "る", "た"]
        let suru = ["する", "した", "します", "しました", "しない", "しよう", "したい", "される", "させる", "させて",
                    "できる", "できます", "しません"]
        var forms: [String: (kanji: [String], reading: Int)] = [:]
        for verb in kanaVerbs {
            let stem = String(verb.kanji.prefix { isKanji(String($0)) })
            // The kanji's own reading: the kana form without the okurigana both share
            // (みせる, 見せる: み).
            let okurigana = verb.kanji.dropFirst(stem.count)
            guard verb.kana.hasSuffix(okurigana) else { continue }
            let reading = normalizer.tokens(String(verb.kana.dropLast(okurigana.count))).count
            let kanji = normalizer.tokens(stem)
            var kana = verb.kana
            var endings: [String] = []
            switch verb.kind {
            case "g":
                guard let last = kana.popLast(), let row = godanRows.first(where: { $0.u == String(last) }) else { continue }
                endings = [row.u, row.o + "う", row.e, row.e + "ば", row.taForm]
                endings += negative.map { row.a + $0 } + polite.map { row.i + $0 }
                endings += progressive.map { row.teForm + $0 }
            case "i":
                guard kana.popLast() == "る" else { continue }
                endings = ["る", "れば", "よう", "ろ", "た"] + negative.prefix(4) + polite + progressive.map { "て" + $0 }
            default:
                endings = [""] + suru + progressive.map { "して" + $0 }
            }
            // Keyed by the tokens the Normalizer makes (a voiced kana may be base + mark).
            for ending in endings {
                let tokens = normalizer.tokens(kana + ending)
                longest = max(longest, tokens.count)
                let key = tokens.joined()
                if forms[key] == nil { forms[key] = (kanji, reading) }
            }
        }
        return (forms, longest)
    }()

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
        let polite = ["ます", "ません", "ました", "ませんでした", "ましょう", "たい", "たくない"]
        let negative = ["ない", "なかった", "なくて", "なければ", "ず"]
        let ichidan = ["る", "て", "た", "ない", "なかった", "なくて", "ます", "ません", "ました",
                       "ましょう", "たい", "よう", "ろ", "れば", "られる", "させる"]
        let progressive = ["いる", "います", "いた", "いました", "る", "た"]
        // te- and ta-forms of godan verbs (sound changes: 開いて, 泳いで, 取って, 読んで, 話して).
        var teForms = ["て"] + godanRows.map(\.teForm)
        set.formUnion(godanRows.map(\.taForm) + ["た"])
        for row in godanRows {
            set.insert(row.u)
            for aux in polite { set.insert(row.i + aux) }
            for aux in negative + ["れる", "せる", "れた", "せた"] { set.insert(row.a + aux) }
            for aux in ichidan + ["ば"] { set.insert(row.e + aux) }
            set.insert(row.o + "う")
            teForms.append(row.e + "て")
            set.insert(row.e + "た")
        }
        set.formUnion(ichidan)
        set.formUnion(teForms)
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
