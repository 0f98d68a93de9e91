import Testing
@testable import PhraseMatching

/// Japanese words over character tokens: a kanji run with its conjugated ending is one word,
/// its stem the kanji.
@Suite struct JapaneseStemmerTests {
    let normalizer = Normalizer(locale: "ja")
    let stemmer = Stemmer(language: "ja")

    func stems(_ text: String) -> [String] {
        stemmer.words(in: normalizer.tokens(text)).map(\.stem)
    }

    @Test(arguments: [
        ["開く", "開いて", "開けて", "開きます", "開かない", "開いた", "開ける", "開けます", "開こう", "開いている"],
        ["消す", "消して", "消します", "消した", "消さない", "消せる"],
        ["削除", "削除する", "削除して", "削除します", "削除した", "削除しない", "削除している"],
        ["見る", "見て", "見ます", "見た", "見ない", "見せて"],
        ["読む", "読んで", "読みます", "読んだ", "読まない", "読みたい"],
        ["送る", "送って", "送ります", "送った", "送らない"],
        ["買う", "買って", "買います", "買った", "買わない"],
        ["泳ぐ", "泳いで", "泳ぎます"],
        ["止める", "止めて", "止めます", "止めた"],
        ["高い", "高く", "高くて", "高かった", "高くない"],
        ["探す", "探して", "探します"],
        ["セット", "セットする", "セットして", "セットします"],
        ["ロック", "ロックして", "ロックしない"],
        ["再生", "再生する", "再生して", "再生したい"],
        ["上げる", "上げて", "上げます"],
    ])
    func formsShareAStem(forms: [String]) {
        let all = forms.map { stems($0) }
        #expect(all.allSatisfy { $0.count == 1 }, "\(forms) → \(all)")
        #expect(Set(all).count == 1, "\(forms) → \(all)")
    }

    @Test func wordsCoverTheirTokens() {
        let tokens = normalizer.tokens("ライブラリーで本を開いてください")
        let words = stemmer.words(in: tokens)
        #expect(words.map(\.stem) == ["ライブラリ", "で", "本", "を", "開", "く", "だ", "さ", "い"])
        #expect(words.first?.range == 0..<6)
        #expect(words[4].range == 9..<12)
        // Every token belongs to exactly one word, in order.
        #expect(words.flatMap { Array($0.range) } == Array(tokens.indices))
    }

    @Test func particlesAndOtherScriptsAreWordsOfTheirOwn() {
        #expect(stems("本を開く") == ["本", "を", "開"])
        #expect(stems("Duneを開く") == ["dune", "を", "開"])
        #expect(stems("家で") == ["家", "で"])
        #expect(stems("本の") == ["本", "の"])
        // A katakana word takes only する's forms: を is a particle, ない no ending of it.
        #expect(stems("タイマーをセットして") == ["タイマ", "を", "セット"])
        #expect(stems("カードない") == ["カード", "な", "い"])
    }

    @Test func stemOfAStringJoinsItsWords() {
        #expect(stemmer.stem("削除して") == "削除")
        #expect(stemmer.stem("開けて") == "開")
        #expect(stemmer.stem("ライブラリー") == "ライブラリ")
    }

    @Test func differentVerbsKeepApart() {
        #expect(stems("開く") != stems("閉じる"))
        #expect(stems("消す") != stems("消去"))
        #expect(stems("見る") != stems("見本"))
    }
}

/// Command verbs typed in kana only are written with their kanji before matching.
@Suite struct KanaVerbTests {
    let normalizer = Normalizer(locale: "ja")

    @Test(arguments: [
        ("本をひらいて", "本を開いて"), ("けして", "消して"), ("みせて", "見せて"), ("本をみせてください", "本を見せてください"),
        ("ひょうじして", "表示して"), ("かって", "買って"), ("かえて", "変えて"), ("よんでいる", "読んでいる"),
        ("さがします", "探します"), ("とめて", "止めて"), ("きいて", "聞いて"),
        // A form ends where the kana stop being its own: でんわ is 電話, かけて no 書け.
        ("でんわをかけて", "電話をかけて"), ("ひらいてほしい", "開いてほしい"), ("みせてくれ", "見せてくれ"),
    ])
    func aKanaVerbIsWrittenWithItsKanji(kana: String, kanji: String) {
        #expect(normalizer.tokens(kana) == normalizer.tokens(kanji))
        #expect(normalizer.tokens(kanji) == Normalizer(locale: "ja", writesOutContractions: false).tokens(kanji))
    }

    /// Inside a word (after a kana that is no particle), or one kana long, it is left alone;
    /// other languages are not touched.
    @Test(arguments: ["おけして", "み", "ください", "これは", "読みたい", "高くない",
                      // the kana go on as another word: 会社, 提出, 返して
                      "かいしゃ", "ていしゅつ", "かえして"])
    func otherKanaStay(text: String) {
        #expect(normalizer.tokens(text) == text.map { String($0) })
    }

    /// A run of long-vowel marks is one word whatever its length, found in time linear in
    /// it (it was trimmed a character at a time from a `String` counted each time).
    @Test func aLongKatakanaRunIsOneWord() {
        let words = JapaneseStemmer.words(in: Array(repeating: "ー", count: 50_000))
        #expect(words.count == 1)
        #expect(words.first?.stem == "ー")
        #expect(words.first?.range == 0..<50_000)
    }

    @Test func onlyJapanese() {
        #expect(Normalizer(locale: "zh").tokens("ひらいて") == ["ひ", "ら", "い", "て"])
    }
}
