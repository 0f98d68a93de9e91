import Foundation
import Testing
import TestSupport
@testable import PhraseMatching

/// Word groups that mean one word (the paraphrase level, `Automaton.expressionsRead`, the
/// lexicon's `_` words): "call off" for a phrase's "cancel", "call the meeting off" with its
/// object between, Spanish "da de baja" for "cancela"; a phrase that says the group itself
/// keeps its own words ("turn on", "set up"), and words that only look like a group are none.
@Suite struct WordGroupTests {
    static func app(locale: String, name: String, _ shortcuts: [(intent: String, phrase: String)]) -> Catalog {
        Fixtures.app(locale: locale, name: name, shortcuts)
    }

    static let english = app(locale: "en", name: "Homebase", [
        ("CancelFlight", "Cancel the flight in ${applicationName}"),
        ("RemovePeas", "Remove the peas from my list in ${applicationName}"),
        ("LowerVolume", "Lower the volume in ${applicationName}"),
        ("TurnOnLights", "Turn on the lights in ${applicationName}"),
        ("SetUpRouter", "Set up my router in ${applicationName}"),
        ("ShowSetup", "Show the setup guide in ${applicationName}"),
        ("ShowMap", "Show the street map in ${applicationName}"),
    ])
    static let french = app(locale: "fr", name: "Maison", [
        ("TurnOnRadio", "Allume la radio dans ${applicationName}"),
        ("ShowNews", "Affiche les nouvelles dans ${applicationName}"),
    ])
    /// With a phrase that says "mets en marche" itself.
    static let frenchOwn = app(locale: "fr", name: "Maison", [
        ("TurnOnRadio", "Allume la radio dans ${applicationName}"),
        ("HeatOn", "Mets en marche le chauffage dans ${applicationName}"),
    ])
    static let spanish = app(locale: "es", name: "Cuenta", [
        ("CancelSubscription", "Cancela mi suscripción en ${applicationName}"),
        ("ShowBalance", "Muestra mi saldo en ${applicationName}"),
        ("ShowNews", "Muestra las noticias en ${applicationName}"),
    ])
    static let portuguese = app(locale: "pt-BR", name: "Som", [
        ("PlayPlaylist", "Toque a playlist no ${applicationName}"),
        ("ShowNews", "Mostre as notícias no ${applicationName}"),
        ("ShowBalance", "Mostre meu saldo no ${applicationName}"),
    ])

    static func catalog(_ locale: String) -> Catalog {
        switch locale {
        case "fr": french
        case "fr-own": frenchOwn
        case "es": spanish
        case "pt-BR": portuguese
        default: english
        }
    }

    func explained(_ utterance: String, locale: String) throws -> MatchResult {
        let catalog = Self.catalog(locale)
        return try PhraseMatcher(catalogs: [catalog], locale: catalog.locale).match(utterance, explain: true)
    }

    /// A word group said, inflected or with its object between, answers the shortcut whose
    /// phrase says its one word, shown as `expression`.
    @Test(arguments: [
        ("en", "call off the flight", "CancelFlight", "call off → cancel (expression)"),
        ("en", "calling off the flight", "CancelFlight", "calling off → cancel (expression)"),
        ("en", "call the flight off", "CancelFlight", "call … off → cancel (expression)"),
        ("en", "call my flight off", "CancelFlight", "call … off → cancel (expression)"),
        ("en", "get rid of the peas on my list", "RemovePeas", "get rid of → remove (expression)"),
        ("en", "got rid of the peas on my list", "RemovePeas", "got rid of → remove (expression)"),
        ("en", "turn down the volume", "LowerVolume", "turn down → lower (expression)"),
        ("en", "turn the volume down", "LowerVolume", "turn … down → lower (expression)"),
        ("fr", "mets en marche la radio", "TurnOnRadio", "mets en marche → allume (expression)"),
        ("es", "da de baja mi suscripción", "CancelSubscription", "da de baja → cancela (expression)"),
        ("pt-BR", "dá play na playlist", "PlayPlaylist", "da play → toque (expression)"),
    ])
    func aWordGroupReadsAsItsWord(locale: String, utterance: String, intent: String, shown: String) throws {
        let result = try explained(utterance, locale: locale)
        #expect(result.status == .matched, "\(utterance)")
        #expect(result.best?.intent == intent, "\(utterance)")
        #expect(result.best?.kind == .paraphrase, "\(utterance)")
        let lines = result.explanation?.rendered ?? ""
        #expect(lines.contains(shown), "\(utterance): \(lines)")
    }

    /// A group's relations to the index's terms are found once a key and kept
    /// (`ParaphraseIndex.groupReadings`): read again from the store, each line's groups are
    /// the ones first read.
    @Test func aGroupIsReadTheSameFromTheStore() {
        var automaton = Automaton(locale: "en")
        automaton.add(Self.english)
        let index = ParaphraseIndex(automaton)
        let lines = ["call off the flight", "call the flight off", "get rid of the peas", "turn the volume down"]
        func read(_ line: String) -> [String] {
            let tokens = automaton.normalizer.tokens(line)
            let typed = index.typedWords.words(in: tokens, index: index, rules: automaton.rules).map { ($0.range, $0.word, false) }
            return automaton.expressionsRead(typed, tokens: tokens, index: index, skipping: []).map { group in
                "\(group.head) \(group.others) \(group.text) " + group.relations.map { "\($0.term) \($0.kind) \($0.rank)" }.joined(separator: ",")
            }
        }
        #expect(index.groupReadings["call off"] == nil)
        let first = lines.map(read)
        #expect(index.groupReadings["call off"]?.isEmpty == false)
        #expect(first.allSatisfy { $0.count == 1 })
        #expect(lines.map(read) == first)
    }

    /// A phrase that says the group keeps its own words: "turn on" and "set up" typed are the
    /// phrase's "turn", "on", "set", not a reading of the group, and "set up" is not joined into
    /// another shortcut's "setup" (review8).
    @Test(arguments: [
        ("en", "could you turn on every light in the whole house", "TurnOnLights", "turn → turn (exact)"),
        ("en", "i want to set up the new wifi router", "SetUpRouter", "set → set (exact)"),
        ("fr-own", "mets en marche tout le chauffage de la maison", "HeatOn", "mets → mets (exact)"),
    ])
    func aPhrasesOwnGroupKeepsItsWords(locale: String, utterance: String, intent: String, shown: String) throws {
        let result = try explained(utterance, locale: locale)
        #expect(result.best?.intent == intent, "\(utterance)")
        #expect(result.best?.kind == .paraphrase, "\(utterance)")
        let explanation = result.explanation
        #expect(explanation?.rendered.contains(shown) == true, "\(utterance): \(explanation?.rendered ?? "")")
        #expect(explanation?.words.contains { $0.rule == .expression || $0.rule == .compound } == false,
                "\(utterance): \(explanation?.rendered ?? "")")
    }

    /// Words that only look like a group: a verb and a particle with no object between ("turn
    /// left on main street": "left" is no object), the words in the other order, a group's
    /// words apart in Romance languages.
    @Test(arguments: [
        ("en", "turn left on main street"),
        ("en", "the meeting is off so call me"),
        ("en", "turn the big red volume down"),
        ("es", "da una baja de mi suscripción"),
    ])
    func aLookAlikeIsNoGroup(locale: String, utterance: String) throws {
        let result = try explained(utterance, locale: locale)
        let words = result.explanation?.words ?? []
        #expect(!words.contains { $0.rule == .expression }, "\(utterance): \(result.explanation?.rendered ?? "")")
    }

    /// A particle apart that an object follows is a preposition of a place, no particle: "put
    /// my phone on the charger" is no "put on" (play), though "put the music on" is (review9).
    @Test func aParticleAnObjectFollowsIsAPreposition() throws {
        let catalog = Self.app(locale: "en", name: "Homebase", [("PlayMusic", "Play the music in ${applicationName}"),
                                                               ("ShowMap", "Show the street map in ${applicationName}")])
        let matcher = try PhraseMatcher(catalogs: [catalog], locale: "en")
        let apart = matcher.match("put the music on", explain: true)
        #expect(apart.explanation?.words.contains { $0.rule == .expression } == true, "\(apart.explanation?.rendered ?? "")")
        for utterance in ["put my phone on the charger", "put the music on my phone"] {
            let result = matcher.match(utterance, explain: true)
            #expect(!(result.explanation?.words.contains { $0.rule == .expression } ?? false),
                    "\(utterance): \(result.explanation?.rendered ?? "")")
        }
    }

    /// The word groups are kept by their words' stems, with relations to single words; the
    /// lexicon's own tables do not hold them (no word is known through a group).
    @Test func wordGroupsAreKeptByStem() throws {
        let english = WordGroups.shared(language: "en")
        let stemmer = Stemmer(language: "en")
        let callOff = WordGroups.key([stemmer.stem("call"), "off"])
        #expect(english.startsGroup(stemmer.stem("call")) && !english.related(callOff).isEmpty)
        #expect(english.related(callOff).contains { $0.stem == stemmer.stem("cancel") && $0.kind == .synonym })
        #expect(english.related(WordGroups.key(["get", "rid", "of"])).contains { $0.stem == stemmer.stem("remove") })
        #expect(english.related(WordGroups.key(["wake", "up"])).contains { $0.stem == stemmer.stem("wake") })
        #expect(Lexicon.shared(language: "en").related(stemmer.stem("cancel")).allSatisfy { !$0.stem.contains(" ") })
        let parsed = try WordGroups(parsing: "# groups\n= call_off cancel scrub/4\n+ back_up/4 backup/2", language: "en")
        #expect(parsed.related("call off").map(\.stem) == [stemmer.stem("cancel"), stemmer.stem("scrub")])
        #expect(parsed.related("call off").map(\.rank) == [1, 4])
        #expect(parsed.related("back up").map(\.kind) == [.derivation])
        #expect(parsed.related("cancel").isEmpty && !parsed.startsGroup("cancel") && parsed.startsGroup("back"))
    }

    /// A look-up finds a group by its whole key and a group's first word by its whole stem:
    /// a key or stem that only begins or ends another is none (the groups are searched in their
    /// compiled text, `WordGroups.compiled`).
    @Test func aLookUpFindsWholeKeysOnly() throws {
        let parsed = try WordGroups(parsing: "= call_off cancel\n= call_up phone/2\n= wake_up wake\n+ back_up/4 backup/2", language: "en")
        #expect(parsed.compiled == "back up|+backup/4\ncall off|=cancel/1\ncall up|=phone/2\nwake up|=wake/1\n")
        for stem in ["back", "call", "wake"] { #expect(parsed.startsGroup(stem), "\(stem)") }
        for stem in ["", "a", "cal", "calls", "ca", "wak", "wakes", "zzz", "off", "up"] { #expect(!parsed.startsGroup(stem), "\(stem)") }
        #expect(parsed.related("call up").map(\.stem) == ["phone"])
        for key in ["", "call", "call of", "call offs", "call off up", "back", "aaa", "zzz"] { #expect(parsed.related(key).isEmpty, "\(key)") }
        let empty = try WordGroups(parsing: "# no groups", language: "en")
        #expect(empty.isEmpty && !empty.startsGroup("call") && empty.related("call off").isEmpty)
        // The compiled text read back, with or without its last newline, is the same groups.
        for text in [parsed.compiled, String(parsed.compiled.dropLast())] {
            let read = WordGroups(compiled: text)
            #expect(read.startsGroup("wake") && !read.startsGroup("wak"))
            #expect(read.related("wake up") == parsed.related("wake up") && read.related("back up") == parsed.related("back up"))
        }
    }

    /// The groups the package carries stemmed (`LexiconData.groupStems`, which the matcher
    /// reads) are the parse of its word-group text, group for group: the file is written again
    /// with `SHORTCUTS_RECORD_GOLDEN=1 swift test --filter WordGroupTests` after
    /// `Scripts/make-lexicon.py` changes the groups.
    @Test func theCarriedStemsAreTheParsedGroups() throws {
        try expectTranscript(Self.groupStemsSource(), goldenFile: Self.groupStemsPath)
        for language in ["en", "fr", "es", "pt", "ja"] {
            let parsed = try WordGroups(parsing: LexiconData.groups(language: language), language: language)
            let carried = LexiconData.groupStems(language: language)
            #expect((carried.isEmpty ? "" : carried + "\n") == parsed.compiled, "\(language)")
            #expect(WordGroups.shared(language: language).isEmpty == parsed.isEmpty, "\(language)")
        }
    }

    static let groupStemsPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/PhraseMatching/Lexicon/Data/LexiconData+GroupStems.swift").path

    /// `Data/LexiconData+GroupStems.swift` as the groups' parse writes it.
    static func groupStemsSource() throws -> String {
        var text = """
            // Generated by WordGroupTests from the word groups of LexiconData (Scripts/make-lexicon.py),
            // their words stemmed as WordGroups(parsing:language:) stems them (WordGroups.compiled), so
            // that no process parses and stems them again. Do not edit: after make-lexicon.py, write it
            // again with SHORTCUTS_RECORD_GOLDEN=1 swift test --filter WordGroupTests.

            extension LexiconData {

            """
        for (name, language) in [("englishGroupStems", "en"), ("frenchGroupStems", "fr"), ("spanishGroupStems", "es"),
                                 ("portugueseGroupStems", "pt")] {
            let compiled = try WordGroups(parsing: LexiconData.groups(language: language), language: language).compiled
            text += "    static let \(name) = #\"\"\"\n" + compiled + "\"\"\"#\n"
        }
        return text + "}\n"
    }

    @Test(arguments: ["en", "fr", "es", "pt", "ja"])
    func everyLanguagesGroupsParse(language: String) throws {
        let groups = try WordGroups(parsing: LexiconData.groups(language: language), language: language)
        #expect(groups.isEmpty == (language == "ja"))
    }

    @Test func malformedGroupsAreReportedWithTheirLine() {
        #expect(throws: LexiconError(line: 2, text: "= turn_on_it_off off", reason: "'turn_on_it_off' is not one word, nor 2 or 3 joined by '_'")) {
            try WordGroups(parsing: "# c\n= turn_on_it_off off", language: "en")
        }
        #expect(throws: LexiconError(line: 1, text: "= cancel scrub", reason: "a line relates a word group and a word")) {
            try WordGroups(parsing: "= cancel scrub", language: "en")
        }
        #expect(throws: LexiconError(line: 1, text: "^ call_off > cancel", reason: "a line of word groups starts with '=', '+' or '#'")) {
            try WordGroups(parsing: "^ call_off > cancel", language: "en")
        }
        #expect(throws: LexiconError(line: 1, text: "= call_off/x cancel", reason: "'call_off/x': a rank is a whole number from 1 to 1023")) {
            try WordGroups(parsing: "= call_off/x cancel", language: "en")
        }
    }
}
