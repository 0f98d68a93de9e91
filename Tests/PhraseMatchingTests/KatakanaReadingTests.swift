import Foundation
import Testing
@testable import PhraseMatching

/// Latin names typed in katakana: "デューン" is "Dune".
@Suite struct KatakanaReadingTests {
    func reads(_ katakana: String, as latin: String) -> Bool {
        guard let heard = KatakanaReading.sounds(ofKatakana: Substring(katakana)),
              let written = KatakanaReading.sounds(ofLatin: latin) else { return false }
        return KatakanaReading.reads(heard, as: written)
    }

    @Test func foreignNamesReadAsTheirLatinSpelling() {
        let pairs = [("デューン", "dune"), ("ハリー", "harry"), ("ポッター", "potter"), ("エメラルド", "emerald"), ("トレイル", "trail"),
                     ("ミスト", "mist"), ("ライブラリ", "library"), ("ライブラリー", "library"), ("エンジェルズ", "angels"),
                     ("ジョン", "john"), ("ヴィクトリア", "victoria"), ("スター", "star"),
                     ("ﾃﾞｭｰﾝ".precomposedStringWithCompatibilityMapping, "dune")]
        for (katakana, latin) in pairs { #expect(reads(katakana, as: latin), "\(katakana) \(latin)") }
    }

    @Test func otherNamesDoNot() {
        let pairs = [("デューン", "dan"), ("デューン", "done"), ("デューン", "dunes"), ("ダン", "dune"), ("ハリー", "hero"),
                     ("ポッター", "putter"), ("トレイル", "tail"), ("アトラス", "trails"), ("メモ", "demo"), ("デュ", "du"),
                     ("デューン", "デューン"), ("デューン", "dune2")]
        for (katakana, latin) in pairs { #expect(!reads(katakana, as: latin), "\(katakana) \(latin)") }
    }

    @Test func onlyAWordReadOneWayIsRewritten() throws {
        let rewritten = try #require(KatakanaReading.rewritten("ハリー・ポッターを開いて", words: ["harry", "potter", "open"]))
        #expect(rewritten.text == " harry   potter を開いて")
        #expect(rewritten.words == ["harry", "potter"])
        // Two words it reads as ("lead", "read"): neither.
        #expect(KatakanaReading.rewritten("リードを開いて", words: ["lead", "read"]) == nil)
        #expect(KatakanaReading.rewritten("本を開いて", words: ["dune"]) == nil)
    }

    @Test func onlyWordsOfTheSameConsonantsAreCompared() throws {
        var latin = KatakanaReading.LatinWords()
        latin.add(["dune", "dan", "emma", "potter", "本"])
        #expect(latin.count == 5)
        let dune = try #require(KatakanaReading.sounds(ofKatakana: "デューン"))
        #expect(latin.words(withConsonantsOf: dune) == ["dune", "dan"])
        // Words added later (a vocabulary grows) are read too.
        latin.add(["done"])
        #expect(latin.words(withConsonantsOf: dune) == ["dune", "dan", "done"])
        // A word of one consonant is compared too ("emma"), one of none is not.
        latin.add(["ea"])
        #expect(latin.words(withConsonantsOf: try #require(KatakanaReading.sounds(ofKatakana: "エマ"))) == ["emma"])
        #expect(latin.words(withConsonantsOf: try #require(KatakanaReading.sounds(ofKatakana: "イア"))).isEmpty)
        // The index reads as the words read one by one.
        #expect(KatakanaReading.rewritten("デューンを開いて", words: latin)?.words == ["dune"])
    }

    static let library = Catalog(
        locale: "ja", app: AppDescription(name: "ライブラリ"),
        types: ["Book": ValueType(kind: .entity, title: "本", values: [ParameterValue(id: "dune", title: "Dune"),
                                                                       ParameterValue(id: "emma", title: "Emma"),
                                                                       ParameterValue(id: "hp", title: "Harry Potter")])],
        intents: ["OpenBook": IntentDescriptor(title: "本を開く", parameters: [ParameterDescriptor(name: "book", type: "Book", title: "本")])],
        shortcuts: [ShortcutDescriptor(intent: "OpenBook", phrases: ["${applicationName}で${book}を開いて", "${book}を開いて"])])

    @Test func aLatinTitleTypedInKatakanaIsFound() throws {
        let matcher = try PhraseMatcher(catalogs: [Self.library], locale: "ja")
        for (utterance, id) in [("デューンを開いて", "dune"), ("ライブラリでデューンを開いて", "dune"), ("ハリー・ポッターを開いて", "hp"),
                                ("ﾃﾞｭｰﾝを開いて", "dune")] {
            let result = matcher.match(utterance)
            #expect(result.status == .matched, "\(utterance)")
            #expect(result.best?.parameter?.value == id, "\(utterance)")
            #expect(result.utterance == utterance)
        }
        #expect(matcher.bestValues("デューン", type: "Book", app: "ライブラリ").map(\.id) == ["dune"])
        // A katakana word that reads as no title, or a word of the phrases only, finds nothing.
        #expect(matcher.match("ダンを開いて").status != .matched)
        #expect(matcher.bestValues("ダン", type: "Book", app: "ライブラリ").isEmpty)
        // Outside Japanese, katakana is not read.
        let english = Catalog(locale: "en", app: AppDescription(name: "Library"), types: Self.library.types, intents: Self.library.intents,
                              shortcuts: [ShortcutDescriptor(intent: "OpenBook", phrases: ["Open ${book} in ${applicationName}"])])
        #expect(try PhraseMatcher(catalogs: [english]).match("open デューン in library").best?.parameter?.value != "dune")
    }
}

extension KatakanaReadingTests {
    @Test func aKatakanaWordOfThePhrasesIsNotReadAsAName() throws {
        let trails = Catalog(
            locale: "ja", app: AppDescription(name: "Trails"),
            types: ["Trail": ValueType(kind: .entity, title: "トレイル", searchable: true, values: [ParameterValue(id: "1", title: "Mist Trail"),
                                                                             ParameterValue(id: "2", title: "Dipsea Trail")])],
            intents: ["GetTrailInfo": IntentDescriptor(title: "状況", parameters: [ParameterDescriptor(name: "trail", type: "Trail", title: "トレイル")])],
            shortcuts: [ShortcutDescriptor(intent: "GetTrailInfo", phrases: ["${applicationName}で${trail}の状況を確認", "${applicationName}でトレイルの状況を確認"])])
        let matcher = try PhraseMatcher(catalogs: [trails], locale: "ja")
        #expect(matcher.match("Trailsでトレイルの状況を確認").status == .needsValue)
        #expect(matcher.match("Trailsでミストの状況を確認").best?.parameter?.value == "1")
        // Beside a name it is part of the name.
        #expect(matcher.match("Trailsでミスト・トレイルの状況を確認").best?.parameter?.value == "1")
        #expect(matcher.match("Trailsでディプシーの状況を確認").best?.parameter?.value == "2")
        // Typed as one run, without ・, it is split there ("ミスト" "トレイル").
        #expect(matcher.match("Trailsでミストトレイルの状況を確認").best?.parameter?.value == "1")
        #expect(matcher.match("Trailsでディプシートレイルの状況を確認").best?.parameter?.value == "2")
    }
}

extension KatakanaReadingTests {
    @Test func aNameOfOneConsonantIsReadWithAVowelOnEachSide() throws {
        for (katakana, latin) in [("エマ", "emma"), ("エヴァ", "eva"), ("アナ", "anna"), ("イダ", "ida")] {
            #expect(reads(katakana, as: latin), "\(katakana) \(latin)")
        }
        // Short words with no vowel on one side, or vowels heard otherwise, are not read.
        for (katakana, latin) in [("イン", "in"), ("オン", "on"), ("ノー", "no"), ("ミー", "me"), ("エマ", "omo"), ("ウマ", "emma")] {
            #expect(!reads(katakana, as: latin), "\(katakana) \(latin)")
        }
        let matcher = try PhraseMatcher(catalogs: [Self.library], locale: "ja")
        let result = matcher.match("エマを開いて")
        #expect(result.status == .matched)
        #expect(result.best?.parameter?.value == "emma")
        #expect(matcher.bestValues("エマ", type: "Book", app: "ライブラリ").map(\.id) == ["emma"])
        // A final "e" after the consonant is silent: エリア ("area", a word of Japanese) is not
        // "Eyre", nor アイデ "Ide".
        #expect(!reads("エリア", as: "eyre") && !reads("アイデ", as: "ide"))
        // Each vowel is the letter's own: エビ (shrimp) is not "Abby" (アビー), nor エヴァ
        // "Ava" (エイヴァ).
        #expect(!reads("エビ", as: "abby") && !reads("エヴァ", as: "ava"))
    }

    @Test func aNameTypedWithoutTheMiddleDotIsSplitIntoItsWords() throws {
        let rewritten = try #require(KatakanaReading.rewritten("ハリーポッターを開いて", words: ["harry", "potter", "open"]))
        #expect(rewritten.text == " harry potter を開いて")
        #expect(rewritten.words == ["harry", "potter"])
        #expect(rewritten.typed == ["ハリー", "ポッター"])
        // A part that reads as two words ("harry", "hurry"): the run is read as none.
        #expect(KatakanaReading.rewritten("ハリーポッター", words: ["harry", "hurry", "potter"]) == nil)
        // A part that reads as no word: the run is not read.
        #expect(KatakanaReading.rewritten("ハリーポッタース", words: ["harry", "potter"]) == nil)
        // Words of the language alone are not a name ("トレイルマップ": both own words).
        #expect(KatakanaReading.rewritten("トレイルマップ", words: ["trail", "map"], isOwnWord: { _ in true }) == nil)
        let matcher = try PhraseMatcher(catalogs: [Self.library], locale: "ja")
        for utterance in ["ハリーポッターを開いて", "ライブラリでハリーポッターを開いて"] {
            let result = matcher.match(utterance)
            #expect(result.status == .matched, "\(utterance)")
            #expect(result.best?.parameter?.value == "hp", "\(utterance)")
        }
    }

    @Test func theExplanationShowsTheKatakanaAsTyped() throws {
        let matcher = try PhraseMatcher(catalogs: [Self.library], locale: "ja")
        for (utterance, typed) in [("デューンを開いて", ["デューン"]), ("ハリーポッターを開いて", ["ハリー", "ポッター"]),
                                   ("ハリー・ポッターを開いて", ["ハリー", "ポッター"])] {
            let explanation = try #require(matcher.match(utterance, explain: true).explanation, "\(utterance)")
            let words = explanation.words.compactMap(\.typed)
            for katakana in typed { #expect(words.contains(katakana), "\(utterance): \(words)") }
            #expect(!words.contains("dune") && !words.contains("harry") && !words.contains("potter"), "\(utterance): \(words)")
            // What each was read as is still shown.
            #expect(explanation.words.contains { $0.typed == typed[0] && $0.rule == .value }, "\(utterance)")
        }
    }
}
