import Testing
@testable import PhraseMatching

/// A word said inside a noun phrase a determiner begins ("my order", "this room") names a
/// thing (`DeterminerWords`): a command's verb so said is no command (`commandAsThing`), and
/// words no app uses so said after an app-name preposition are no app's name.
@Suite struct DeterminerWordsTests {
    /// Two shortcuts of one app: a command whose verb is also the noun of the other's thing.
    static func matcher(locale: String, app: String, command: (intent: String, phrases: [String]),
                        thing: (intent: String, phrases: [String]), options: MatchOptions = MatchOptions()) throws -> PhraseMatcher {
        let catalog = Catalog(locale: locale, app: AppDescription(name: app),
                              intents: [command.intent: IntentDescriptor(title: command.intent),
                                        thing.intent: IntentDescriptor(title: thing.intent)],
                              shortcuts: [ShortcutDescriptor(intent: command.intent, phrases: command.phrases),
                                          ShortcutDescriptor(intent: thing.intent, phrases: thing.phrases)])
        return try PhraseMatcher(catalogs: [catalog], locale: locale, options: options)
    }

    /// Per language: the command (its verb also the thing's noun), the thing's shortcut, and
    /// a request that names the thing after a possessive.
    static let orders: [String: (command: [String], thing: [String], request: String)] = [
        "en": (["Order food with ${applicationName}", "Order a pizza in ${applicationName}"],
               ["Where is my order in ${applicationName}", "Track my order with ${applicationName}"],
               "when will my pizza order arrive"),
        "fr": (["Commande un repas avec ${applicationName}", "Commande une pizza dans ${applicationName}"],
               ["Où est ma commande dans ${applicationName}", "Suis ma commande avec ${applicationName}"],
               "quand est-ce que ma commande de pizza arrive"),
        "es": (["Reserva una mesa con ${applicationName}", "Reserva una mesa para cenar en ${applicationName}"],
               ["Muestra mi reserva en ${applicationName}", "Dónde es mi reserva en ${applicationName}"],
               "cuándo es mi reserva de mesa para cenar"),
        "pt-BR": (["Encomende comida com ${applicationName}", "Encomende uma pizza no ${applicationName}"],
                  ["Onde está minha encomenda no ${applicationName}", "Acompanhe minha encomenda com ${applicationName}"],
                  "quando chega minha encomenda de pizza"),
    ]

    static func orderMatcher(_ locale: String, options: MatchOptions = MatchOptions()) throws -> PhraseMatcher {
        let app = try #require(orders[locale])
        return try matcher(locale: locale, app: "Chowdown", command: ("Command", app.command), thing: ("Thing", app.thing),
                           options: options)
    }

    /// The command's verb said as the thing after a possessive does not run the command;
    /// without the rule it did.
    @Test(arguments: ["en", "fr", "es", "pt-BR"])
    func aVerbSaidAsAThingIsNoCommand(locale: String) throws {
        let request = try #require(Self.orders[locale]).request
        let result = try Self.orderMatcher(locale).match(request, all: true, explain: true)
        let rendered = result.explanation?.rendered ?? ""
        #expect(result.best?.intent != "Command", "\(rendered)")
        #expect(result.explanation?.scored.contains { $0.candidate.intent == "Command" && $0.refusal == .commandAsThing } == true,
                "\(rendered)")
        var options = MatchOptions()
        options.paraphraseCommandAsThingRefuses = false
        let without = try Self.orderMatcher(locale, options: options).match(request)
        #expect(without.best?.intent == "Command", "the rule is what refuses it: \(without)")
    }

    /// Said as a command, the verb stays the command, after "to" and a modal too, and after a
    /// noun phrase said before it when its object follows ("this evening order me a pizza").
    @Test(arguments: [("en", "order a pizza"), ("en", "i want to order food"), ("en", "can you order me a pizza"),
                      ("en", "this evening order me a pizza"), ("en", "for my wife order a pizza"),
                      ("es", "para mi madre reserva una mesa"),
                      ("fr", "commande une pizza"), ("es", "reserva una mesa"), ("pt-BR", "encomende uma pizza")])
    func aVerbSaidAsACommandStaysTheCommand(locale: String, utterance: String) throws {
        let result = try Self.orderMatcher(locale).match(utterance, explain: true)
        #expect(result.best?.intent == "Command", "\(result.explanation?.rendered ?? "")")
    }

    /// A verb no other shortcut says as a thing stays its own shortcut's, said after a
    /// determiner or not ("the name of this song" for "Name this song").
    @Test func aThingNoOtherShortcutNamesStaysTheCommands() throws {
        let matcher = try Self.matcher(locale: "en", app: "Tempo",
                                       command: ("NowPlaying", ["Name this song with ${applicationName}",
                                                                "What song is this in ${applicationName}"]),
                                       thing: ("LikeSong", ["Like this song in ${applicationName}",
                                                            "Love this song in ${applicationName}"]))
        let result = matcher.match("tell me the name of this song", explain: true)
        #expect(result.best?.intent == "NowPlaying", "\(result.explanation?.rendered ?? "")")
    }

    /// Per language: turning the lights off, and the request said with a place a determiner
    /// begins where an app's name could be.
    static let lights: [String: (off: [String], on: [String], request: String, app: String)] = [
        "en": (["Turn off the lights in ${applicationName}", "Switch off the lights with ${applicationName}"],
               ["Turn on the lights in ${applicationName}", "Switch on the lights with ${applicationName}"],
               "turn off the lights in my room", "turn off the lights in kindle"),
        "fr": (["Éteins les lumières dans ${applicationName}", "Coupe les lumières avec ${applicationName}"],
               ["Allume les lumières dans ${applicationName}", "Mets les lumières avec ${applicationName}"],
               "éteins les lumières dans cette pièce", "éteins les lumières dans kindle"),
        "es": (["Apaga las luces en ${applicationName}", "Desconecta las luces con ${applicationName}"],
               ["Enciende las luces en ${applicationName}", "Prende las luces con ${applicationName}"],
               "apaga las luces en esa habitación", "apaga las luces en kindle"),
        "pt-BR": (["Apague as luzes no ${applicationName}", "Desligue as luzes com ${applicationName}"],
                  ["Acenda as luzes no ${applicationName}", "Ligue as luzes com ${applicationName}"],
                  "desligue as luzes com esse interruptor", "apague as luzes no kindle"),
    ]

    static func lightsMatcher(_ locale: String, options: MatchOptions = MatchOptions()) throws -> PhraseMatcher {
        let app = try #require(lights[locale])
        return try matcher(locale: locale, app: "Homely", command: ("TurnOffLights", app.off), thing: ("TurnOnLights", app.on),
                           options: options)
    }

    /// A place a determiner begins is no app's name: the lights are turned off. Without the
    /// rule it counted as another app's name; a bare unknown word still does.
    @Test(arguments: ["en", "fr", "es", "pt-BR"])
    func aDeterminedPlaceIsNoAppName(locale: String) throws {
        let lights = try #require(Self.lights[locale])
        let result = try Self.lightsMatcher(locale).match(lights.request, explain: true)
        #expect(result.status == .matched && result.best?.intent == "TurnOffLights", "\(result.explanation?.rendered ?? "")")
        var options = MatchOptions()
        options.paraphraseDeterminedIsNoAppName = false
        let without = try Self.lightsMatcher(locale, options: options).match(lights.request)
        #expect(without.status == .noMatch, "the rule is what reads it: \(without)")
        let named = try Self.lightsMatcher(locale).match(lights.app)
        #expect(named.status == .noMatch, "\(named)")
    }

    /// A possessive is said before an app the user owns too ("play jazz on my spotify"): after
    /// one, a word the language does not know (`Lexicon.knows`) is still another app's name;
    /// words it knows ("my living room") are not. Without that condition every one matched.
    @Test(arguments: [("en", "turn off the lights in my smartthings"), ("en", "turn off the lights in my philips hue"),
                      ("fr", "éteins les lumières dans mon smartthings"), ("es", "apaga las luces en mi smartthings"),
                      ("pt-BR", "apague as luzes no meu smartthings")])
    func aPossessiveBeforeAnUnknownWordStillNamesAnApp(locale: String, utterance: String) throws {
        let result = try Self.lightsMatcher(locale).match(utterance, explain: true)
        #expect(result.status == .noMatch, "\(result.explanation?.rendered ?? "")")
        if locale == "en" {
            let room = try Self.lightsMatcher(locale).match("turn off the lights in my living room", explain: true)
            #expect(room.best?.intent == "TurnOffLights", "\(room.explanation?.rendered ?? "")")
        }
    }

    /// To an app that keeps none of the user's things (it searches a catalogue), "in my
    /// calendar" is still another app's thing.
    @Test func aCatalogueAppStillReadsAnotherAppsThing() throws {
        let matcher = try Self.matcher(locale: "en", app: "Outabout",
                                       command: ("FindEvents", ["Find events near me with ${applicationName}",
                                                                "Search events in ${applicationName}"]),
                                       thing: ("FindConcerts", ["Find concerts with ${applicationName}",
                                                                "Search concerts in ${applicationName}"]))
        let result = matcher.match("search events in my calendar", explain: true)
        #expect(result.status == .noMatch, "\(result.explanation?.rendered ?? "")")
    }

    /// The lists: a determiner begins a noun phrase; a pronoun, an auxiliary or a
    /// preposition between ends it; a word first is a command.
    @Test func theNounPhraseADeterminerBegins() {
        let english = DeterminerWords(language: "en")
        let weak: (String) -> Bool = { ["to", "is", "i", "you", "it"].contains($0) }
        #expect(english.saysAsThing(at: 2, in: ["track", "my", "order"], isWeak: weak))
        #expect(english.saysAsThing(at: 3, in: ["is", "the", "food", "order", "ready"], isWeak: weak))
        #expect(!english.saysAsThing(at: 0, in: ["order", "a", "pizza"], isWeak: weak))
        #expect(!english.saysAsThing(at: 4, in: ["the", "food", "i", "want", "order"], isWeak: weak))
        #expect(!english.saysAsThing(at: 2, in: ["want", "to", "order", "the", "food"], isWeak: weak))
        #expect(english.beginsThing(at: 3, in: ["turn", "off", "in", "this", "room"]))
        #expect(!english.beginsThing(at: 3, in: ["turn", "off", "in", "that", "room"]), "'that' is also a relative pronoun")
        #expect(english.isDemonstrative(at: 3, in: ["turn", "off", "in", "this", "room"]))
        #expect(!english.isDemonstrative(at: 3, in: ["turn", "off", "in", "my", "room"]))
        #expect(DeterminerWords(language: "es").isDemonstrative(at: 0, in: ["esa", "habitacion"]))
        #expect(DeterminerWords(language: "fr").saysAsThing(at: 1, in: ["ma", "commande"]))
        #expect(!DeterminerWords(language: "fr").saysAsThing(at: 1, in: ["la", "commande"]), "also an object pronoun")
        #expect(DeterminerWords(language: "es").saysAsThing(at: 1, in: ["mi", "reserva"]))
        #expect(!DeterminerWords(language: "es").saysAsThing(at: 1, in: ["esta", "reservada"]), "'está' folded")
        #expect(DeterminerWords(language: "pt-BR").saysAsThing(at: 1, in: ["minha", "encomenda"]))
        #expect(!DeterminerWords(language: "ja").saysAsThing(at: 1, in: ["私", "注文"]))
    }
}
