import Testing
@testable import PhraseMatching

/// Japanese is written without spaces: every character is a token, spaces and the forms
/// of a character (full-width, half-width) do not matter, particles and endings are light.
@Suite struct JapaneseSegmentationTests {
    let normalizer = Normalizer(locale: "ja")

    @Test(arguments: [
        ("本を開く", "本 を 開 く"),
        ("本を 開く", "本 を 開 く"),
        ("本 を 開 く", "本 を 開 く"),
        ("本を　開く", "本 を 開 く"),                         // ideographic space
        ("ﾗｲﾌﾞﾗﾘで本を開く", "ラ イ ブ ラ リ で 本 を 開 く"),     // half-width katakana, voiced mark joined
        ("ライブラリで本を開く", "ラ イ ブ ラ リ で 本 を 開 く"),
        ("ＤＵＮＥを開いて", "dune を 開 い て"),                 // full-width Latin
        ("Duneを開いて", "dune を 開 い て"),
        ("Dune を 開いて", "dune を 開 い て"),
        ("１９８４を開いて", "1984 を 開 い て"),                 // full-width digits
        ("モン・サン＝ミシェル", "モ ン サ ン ミ シ ェ ル"),          // middle dot and full-width equals split
        ("モンサンミッシェル", "モ ン サ ン ミ ッ シ ェ ル"),
        ("今何を読んでる？", "今 何 を 読 ん で る"),             // full-width question mark
        ("ガ", "ガ"),                                          // precomposed stays one token
        ("ｶﾞｲﾄﾞ", "ガ イ ド"),
    ])
    func tokens(text: String, expected: String) {
        #expect(normalizer.normalized(text) == expected)
    }

    @Test func spacesNeverChangeTheTokens() {
        let pairs = [("旅行記録で一番近いランドマークを探して", "旅行記録 で 一番 近い ランドマーク を 探して"),
                     ("TrailsでMist Trailの状況を確認", "Trails で Mist Trail の 状況 を 確認")]
        for (joined, spaced) in pairs {
            #expect(normalizer.tokens(joined) == normalizer.tokens(spaced))
        }
    }

    @Test func lightTokensAreParticlesEndingsAndTheLongVowelMark() {
        let rules = LocaleRules(locale: "ja")
        for light in ["を", "で", "に", "て", "く", "ー"] { #expect(rules.isLightToken(light), "\(light)") }
        for heavy in ["本", "開", "ラ", "ガ", "a"] { #expect(!rules.isLightToken(heavy), "\(heavy)") }
        #expect(!LocaleRules(locale: "en").isLightToken("を"))
    }

    @Test func fillersCostPerWordNotPerCharacter() {
        let rules = LocaleRules(locale: "ja")
        let tokens = normalizer.tokens("本をください")
        let matches = rules.fillerMatches(in: tokens, at: 2)
        #expect(matches.contains { $0.length == 4 && $0.words == 1 })
        let english = LocaleRules(locale: "en")
        #expect(english.fillerMatches(in: ["can", "you", "open"], at: 0).contains { $0.length == 2 && $0.words == 2 })
    }

    static let catalog = Catalog(
        locale: "ja",
        app: AppDescription(name: "ライブラリ", alternativeNames: ["Library"]),
        types: ["Shelf": ValueType(kind: .enum, title: "本棚", values: [
            ParameterValue(id: "wantToRead", title: "読みたい本", synonyms: ["積読"]),
            ParameterValue(id: "read", title: "読んだ本"),
        ])],
        intents: ["OpenShelf": IntentDescriptor(title: "本棚を開く", parameters: [
            ParameterDescriptor(name: "shelf", type: "Shelf", title: "本棚")])],
        shortcuts: [ShortcutDescriptor(intent: "OpenShelf", phrases: ["${applicationName}で${shelf}を開く", "${applicationName}で${shelf}を表示"])])

    func match(_ utterance: String) throws -> String {
        let matcher = try PhraseMatcher(catalogs: [Self.catalog], locale: "ja")
        let result = matcher.match(utterance)
        return "\(result.status.rawValue) \(result.best?.parameter?.value ?? "-")"
    }

    @Test(arguments: [
        "ライブラリで読みたい本を開く",
        "ライブラリで 読みたい本を 開く",
        "ライブラリ で 読みたい 本 を 開く",
        "ﾗｲﾌﾞﾗﾘで読みたい本を開く",
        "ライブラリーで読みたい本を開く",       // long vowel written out
        "Libraryで読みたい本を開く",
        "ＬＩＢＲＡＲＹで読みたい本を開く",
        "ライブラリで読みたい本を開いて",        // te-form
        "ライブラリで読みたい本を開いてください",
        "読みたい本を開いて",                 // app left out, one app in scope
        "ライブラリで積読を表示して",
    ])
    func matchesWithOrWithoutSpacesAndInEveryForm(utterance: String) throws {
        #expect(try match(utterance) == "matched wantToRead")
    }

    @Test func unrelatedJapaneseDoesNotMatch() throws {
        #expect(try match("明日の天気は？") == "noMatch -")
        #expect(try match("お母さんに電話して") == "noMatch -")
    }
}
