import Testing
@testable import PhraseMatching

/// Compounds typed apart or joined (the paraphrase level, `ParaphraseIndex.compoundTerm`,
/// `compoundParts`, `Automaton.valuesNamed`): "audio book" for a phrase's "audiobook",
/// "alarmclock" for its "alarm clock", "bed room" for a value Bedroom, in every language
/// that writes spaces; and what must not join ("to do" in "what do i have to do", "update"
/// is no "up" and "date").
@Suite struct CompoundWordsTests {
    static func app(locale: String, name: String, _ shortcuts: [(intent: String, phrase: String)],
                    rooms: [ParameterValue] = []) -> Catalog {
        Fixtures.app(locale: locale, name: name, shortcuts, rooms: rooms)
    }

    static let english = app(locale: "en", name: "Earful", [
        ("PlayAudiobook", "Play my audiobook in ${applicationName}"),
        ("ReadHeadlines", "Read me the headlines in ${applicationName}"),
        ("ShowTodo", "Show my todo list in ${applicationName}"),
        ("SetAlarm", "Set the alarm clock in ${applicationName}"),
        ("ShowDate", "What's the date in ${applicationName}"),
        ("WakeUp", "Wake me up with ${applicationName}"),
        ("LightsOn", "Turn on the ${room} lights in ${applicationName}"),
    ], rooms: [ParameterValue(id: "bedroom", title: "Bedroom"), ParameterValue(id: "living-room", title: "Living Room")])
    static let french = app(locale: "fr", name: "Poche", [
        ("OpenWallet", "Ouvre mon porte-monnaie dans ${applicationName}"),
        ("OpenPlaylist", "Ouvre ma playlist dans ${applicationName}"),
        ("OpenCards", "Ouvre mes cartes dans ${applicationName}"),
    ])
    static let spanish = app(locale: "es", name: "Cocina", [
        ("FindCorkscrew", "Busca el sacacorchos en ${applicationName}"),
        ("OpenPlaylist", "Abre mi playlist en ${applicationName}"),
        ("OpenRecipes", "Abre mis recetas en ${applicationName}"),
    ])
    static let portuguese = app(locale: "pt-BR", name: "Casa", [
        ("AirConditioner", "Ligue o ar-condicionado no ${applicationName}"),
        ("OpenPlaylist", "Abra minha playlist no ${applicationName}"),
        ("OpenRecipes", "Abra minhas receitas no ${applicationName}"),
    ])

    func explained(_ utterance: String, in catalog: Catalog) throws -> MatchResult {
        let matcher = try PhraseMatcher(catalogs: [catalog], locale: catalog.locale)
        return matcher.match(utterance, explain: true)
    }

    /// A compound typed apart or joined answers its shortcut, each part shown as read by the
    /// rule `compound` ("audio book → audiobook").
    @Test(arguments: [
        ("en", "play my audio book", "PlayAudiobook", "audio book → audiobook (compound)"),
        ("en", "play my audio books", "PlayAudiobook", "audio books → audiobook (compound)"),
        ("en", "read me the head lines", "ReadHeadlines", "head lines → headlines (compound)"),
        ("en", "show my to do list", "ShowTodo", "to do → todo (compound)"),
        ("en", "set the alarmclock", "SetAlarm", "alarmclock → clock (compound)"),
        ("fr", "ouvre mon portemonnaie", "OpenWallet", "portemonnaie → monnaie (compound)"),
        ("fr", "ouvre ma play list", "OpenPlaylist", "play list → playlist (compound)"),
        ("es", "busca el saca corchos", "FindCorkscrew", "saca corchos → sacacorchos (compound)"),
        ("es", "abre mi play list", "OpenPlaylist", "play list → playlist (compound)"),
        ("pt-BR", "ligue o arcondicionado", "AirConditioner", "arcondicionado → condicionado (compound)"),
        ("pt-BR", "abra minha play list", "OpenPlaylist", "play list → playlist (compound)"),
    ])
    func aCompoundTypedApartOrJoinedIsThePhrasesWord(locale: String, utterance: String, intent: String, shown: String) throws {
        let catalog = switch locale {
        case "fr": Self.french
        case "es": Self.spanish
        case "pt-BR": Self.portuguese
        default: Self.english
        }
        let result = try explained(utterance, in: catalog)
        #expect(result.status == .matched, "\(utterance)")
        #expect(result.best?.intent == intent, "\(utterance)")
        #expect(result.best?.kind == .paraphrase, "\(utterance)")
        let rendered = result.explanation?.rendered ?? ""
        #expect(rendered.contains(shown), "\(rendered)")
    }

    /// Two function words joined make a compound only beside a word of its phrase: "to do"
    /// in "what do i have to do" names no todo list; a known word is not split ("update" is
    /// no "up" and "date"); nor a word into function words only.
    @Test func whatMustNotJoinOrSplit() throws {
        #expect(try explained("what do i have to do", in: Self.english).best?.intent != "ShowTodo")
        #expect(try explained("what do i have to do today", in: Self.english).status == .noMatch)
        var automaton = Automaton(locale: "en")
        automaton.add(Self.english)
        let index = ParaphraseIndex(automaton)
        let rules = automaton.rules
        #expect(index.typedWords.word("alarmclock", index: index, rules: rules).parts.map { [$0.0, $0.1] } == ["alarm", "clock"])
        #expect(index.typedWords.word("update", index: index, rules: rules).parts == nil)      // a word of the language
        #expect(index.typedWords.word("todolist", index: index, rules: rules).parts.map { [$0.0, $0.1] } == ["todo", "list"])
        #expect(index.typedWords.word("meup", index: index, rules: rules).parts == nil)        // shorter than 5
        #expect(index.compoundTerm("audio", "book")?.text == "audiobook")
        #expect(index.compoundTerm("alarm", "clock") == nil)    // the phrase says them apart
        #expect(index.compoundTerm("audiob", "ook")?.text == "audiobook")
        #expect(index.compoundTerm("play", "list") == nil)      // no phrase says "playlist"
    }

    /// A value's word typed apart ("bed room" for Bedroom) or two of its words typed as one
    /// ("livingroom" for Living Room) names it.
    @Test(arguments: [("turn on the bed room lights", "bedroom"), ("turn on the livingroom lights", "living-room"),
                      ("bed room lights on", "bedroom")])
    func aValueTypedApartOrJoinedIsNamed(utterance: String, room: String) throws {
        let result = try explained(utterance, in: Self.english)
        #expect(result.status == .matched, "\(utterance)")
        #expect(result.best?.intent == "LightsOn")
        #expect(result.best?.parameter?.value == room, "\(utterance)")
    }

    /// Japanese is read character by character and a space changes nothing there: no
    /// compound reading is needed or made.
    @Test func japaneseReadsNoCompounds() {
        var automaton = Automaton(locale: "ja")
        automaton.add(ParaphraseTests.japanese)
        #expect(!ParaphraseIndex(automaton).readsCompounds)
        var english = Automaton(locale: "en")
        english.add(Self.english)
        #expect(ParaphraseIndex(english).readsCompounds)
    }
}

/// A reason word the loaded phrases or values use is a word of the request, not the start
/// of a reason given after it (`Automaton.matchBySearch`): a song titled "Because of You".
@Suite struct ReasonWordOfAPhraseTests {
    @Test func aReasonWordTheAppUsesIsNoReason() throws {
        let catalog = Catalog(
            locale: "en", app: AppDescription(name: "Tunes"),
            types: ["Song": ValueType(kind: .enum, title: "Song", values: [
                ParameterValue(id: "because", title: "Because of You"), ParameterValue(id: "hello", title: "Hello")])],
            intents: ["PlaySong": IntentDescriptor(title: "Play Song", parameters: [
                ParameterDescriptor(name: "song", type: "Song", title: "Song")])],
            shortcuts: [ShortcutDescriptor(intent: "PlaySong", phrases: ["Play ${song} in ${applicationName}"])])
        let matcher = try PhraseMatcher(catalogs: [catalog], locale: "en")
        let song = matcher.match("play because of you in tunes")
        #expect(song.status == .matched && song.best?.parameter?.value == "because", "\(song.status)")
        // A reason word no phrase or value uses still ends the request.
        let reason = matcher.match("play hello in tunes cause i like it")
        #expect(reason.status == .matched && reason.best?.parameter?.value == "hello", "\(reason.status)")
    }
}
