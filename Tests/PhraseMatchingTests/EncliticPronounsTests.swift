import Testing
@testable import PhraseMatching

/// Object pronouns joined to a command: Spanish writes them in the verb ("muéstrame",
/// "dímelo", "apágalas"), which the stemmer takes off (`EncliticPronouns`); French and
/// Portuguese join them with a hyphen ("montre-moi", "mostre-me"), which the `Normalizer`
/// reads as a space, the pronoun then a word that says little (`ClosedClassWords`).
@Suite struct EncliticPronounsTests {
    func stems(_ language: String, _ words: [String]) -> [String] {
        RomanceStemmerTests().stems(language, words)
    }

    // MARK: Spanish: the pronouns are part of the word

    @Test(arguments: [
        ["muestra", "muéstrame", "muéstramelo", "muéstranos", "muéstreme", "muestrame"],
        ["enciende", "enciéndela", "enciéndelo", "enciéndeme"],
        ["apagar", "apaga", "apágalas", "apágala", "apáguela", "apagarlo", "apagándolas"],
        ["traer", "trae", "tráemelo", "tráeme"],
        ["di", "dime", "dímelo", "dile", "dinos", "díselo"],
        ["pon", "ponme", "ponlo", "pónmelo", "ponle"],
        ["haz", "hazme", "hazlo"],
        ["mostrar", "mostrarme", "mostrármelo", "mostrando", "mostrándome", "mostrarnos"],
        ["buscar", "busca", "búscalo", "búsquelo", "buscármelo"],
        ["llamar", "llama", "llámame", "llame", "llámela"],
        ["enviar", "envía", "envíame", "envíaselo", "envíele"],
        ["recuerda", "recuérdame", "recuérdamelo"],
        ["ver", "verlo", "verlas", "verme"],
        ["cocinar", "cocinarlo", "cocinándolo"],
    ] as [[String]])
    func spanishCommandsWithPronounsReadAsTheVerb(forms: [String]) {
        #expect(Set(stems("es", forms)).count == 1, "\(forms) → \(stems("es", forms))")
    }

    /// Words that merely end as a pronoun does keep their ending: what is left would be no
    /// verb form ("escue", "cal"), or a command only of a verb the rule does not list
    /// ("toma" of "tomate"), or the pronoun is one a noun's plural ends with ("terminales").
    @Test(arguments: [
        ("tele", "tel"), ("calle", "call"), ("noche", "noch"), ("sala", "sal"), ("hola", "hol"),
        ("escuela", "escuel"), ("clase", "clas"), ("regalo", "regal"), ("modelo", "model"),
        ("tomate", "tomat"), ("martes", "mart"), ("perla", "perl"), ("parte", "part"), ("suerte", "suert"),
        ("hermanos", "herman"), ("cuadernos", "cuadern"), ("terminales", "terminal"), ("iniciales", "inicial"),
        ("daños", "dan"), ("vela", "vel"), ("velo", "vel"), ("cielo", "ciel"), ("vuelo", "vuel"), ("pantalla", "pantall"),
    ] as [(String, String)])
    func spanishWordsEndingLikeAPronounStayWhole(word: String, stem: String) {
        #expect(stems("es", [word]) == [stem])
    }

    /// Words the old unconditional rules (-ame, -alo, -arte, -arla… cut) joined to another.
    @Test(arguments: [
        ("regalo", "regar"), ("modelo", "modo"), ("martes", "mar"), ("perla", "pera"), ("parte", "par"),
        ("cielo", "cine"), ("tomate", "tomar"), ("vela", "ver"),
    ] as [(String, String)])
    func spanishWordsKeepApartFromTheVerbTheyEndLike(a: String, b: String) {
        let pair = stems("es", [a, b])
        #expect(pair[0] != pair[1], "\(a) and \(b) share \(pair[0])")
    }

    @Test func commandFormsOfARegularVerb() {
        #expect(EncliticPronouns.commandForms(of: "apagar") == ["apaga", "apague"])
        #expect(EncliticPronouns.commandForms(of: "buscar") == ["busca", "busque"])
        #expect(EncliticPronouns.commandForms(of: "localizar") == ["localiza", "localice"])
        #expect(EncliticPronouns.commandForms(of: "leer") == ["lee", "lea"])
        #expect(EncliticPronouns.commandForms(of: "escribir") == ["escribe", "escriba"])
        #expect(EncliticPronouns.commandForms(of: "dirigir") == ["dirige", "dirija"])
        #expect(EncliticPronouns.commandForms(of: "distinguir") == ["distingue", "distinga"])
    }

    @Test func theVerbLeftOfTheSpanishPronouns() {
        let spanish = EncliticPronouns.spanish
        #expect(spanish.verb(in: "dimelo") == "di")
        #expect(spanish.verb(in: "muestrame") == "muestra")
        #expect(spanish.verb(in: "apagalas") == "apaga")
        #expect(spanish.verb(in: "borrarlo") == "borrar")
        #expect(spanish.verb(in: "escuela") == nil)
        #expect(spanish.verb(in: "danos") == nil)
        #expect(spanish.verb(in: "montecarlo") == nil)  // a name, not "montecar" + lo
        #expect(spanish.verb(in: "converse") == nil)
        #expect(spanish.verb(in: "enviales") == nil)  // "les" after a long command: read as a plural
        #expect(spanish.verb(in: "diles") == "di")
    }

    // MARK: French and Portuguese: the pronouns are words of their own

    /// The verb token of `text` (its first) has the stem of `verb`, and every other token
    /// is a filler, function or closed-class word of the language.
    func hyphenated(_ language: String, _ text: String, verb: String) {
        let normalizer = Normalizer(locale: language)
        let rules = LocaleRules(locale: language)
        let closedClass = Set(ClosedClassWords.words(language: language).map { normalizer.normalized($0) })
        let tokens = normalizer.tokens(text)
        #expect(tokens.count >= 2, "\(text) → \(tokens)")
        #expect(stems(language, [tokens[0]]) == stems(language, [verb]), "\(text): \(tokens[0]) is not \(verb)")
        for pronoun in tokens.dropFirst() {
            #expect(rules.isFunctionWord(pronoun) || rules.isOneTokenFiller(pronoun) || closedClass.contains(pronoun),
                    "\(text): \(pronoun) would count as an unknown word")
        }
    }

    @Test(arguments: [
        ("mostre-me", "mostrar"), ("mostra-me", "mostrar"), ("mostrá-los", "mostrar"), ("liga-a", "ligar"),
        ("ligue-lhe", "ligar"), ("diga-me", "diga"), ("diga-nos", "diga"), ("envie-lhe", "enviar"),
        ("envie-lhes", "enviar"), ("fazê-lo", "fazer"), ("abra-a", "abrir"),
    ] as [(String, String)])
    func portugueseHyphenatedPronounsAreWordsThatSayLittle(text: String, verb: String) {
        hyphenated("pt-BR", text, verb: verb)
    }

    @Test(arguments: [
        ("montre-moi", "montrer"), ("donne-le-moi", "donner"), ("allume-la", "allumer"),
        ("montre-les-moi", "montrer"), ("envoie-lui", "envoyer"), ("montrez-nous", "montrer"),
        ("donne-leur", "donner"), ("lève-toi", "lever"), ("rappelle-le-moi", "rappelle"),
    ] as [(String, String)])
    func frenchHyphenatedPronounsAreWordsThatSayLittle(text: String, verb: String) {
        hyphenated("fr", text, verb: verb)
    }

    // MARK: Requests answered

    static func app(locale: String, name: String, phrases: [String: String]) -> Catalog {
        LexiconVocabularyTests.home(locale: locale, app: name, phrases: phrases)
    }

    static let spanish = app(locale: "es", name: "Casa", phrases: [
        "ShowAlarms": "Muestra mis alarmas en ${applicationName}",
        "LightsOn": "Enciende la luz en ${applicationName}",
        "LightsOff": "Apaga las luces en ${applicationName}",
        "Weather": "Di el tiempo en ${applicationName}",
        "BringCar": "Trae el coche con ${applicationName}",
        "PlayMusic": "Pon música en ${applicationName}"])
    static let portuguese = app(locale: "pt-BR", name: "Casa", phrases: [
        "ShowAlarms": "Mostrar meus alarmes no ${applicationName}",
        "CallMom": "Ligue para minha mãe no ${applicationName}",
        "Weather": "Diga o clima no ${applicationName}",
        "SendMessage": "Enviar uma mensagem no ${applicationName}"])
    static let french = app(locale: "fr", name: "Maison", phrases: [
        "ShowAlarms": "Montrez mes alarmes dans ${applicationName}",
        "Balance": "Donnez le solde dans ${applicationName}",
        "LightsOn": "Allumez la lampe dans ${applicationName}"])

    /// Each request says a phrase's command with a pronoun joined to it: the typed `verb`
    /// is read as the phrase's verb by `rule`, and no word is left over as an unknown one
    /// but "hace" and "toutes", which no phrase says. "muéstrame mis alarmas" is answered
    /// by flexible matching before the paraphrase level reads it, with "muéstrame" an extra
    /// word and "muestra" left out.
    @Test(arguments: [
        (spanish, "muéstrame mis alarmas", "ShowAlarms", nil, nil),
        (spanish, "apágame las luces", "LightsOff", "apagame", .stem),
        (spanish, "dime el tiempo", "Weather", "dime", .stem),
        (spanish, "dime el tiempo que hace", "Weather", "dime", .stem),
        (spanish, "tráeme el coche", "BringCar", "traeme", .stem),
        (spanish, "ponme música", "PlayMusic", "ponme", .stem),
        (portuguese, "mostre-me os alarmes", "ShowAlarms", "mostre", .stem),
        (portuguese, "pode mostrá-los, meus alarmes", "ShowAlarms", "mostra", .stem),
        (portuguese, "liga-a para minha mãe", "CallMom", "liga", .stem),
        (portuguese, "envie-lhes uma mensagem", "SendMessage", "envie", .stem),
        (french, "montre-moi mes alarmes", "ShowAlarms", "montre", .typo),
        (french, "donne-le-moi, le solde", "Balance", "donne", .typo),
        (french, "allume-moi la lampe", "LightsOn", "allume", .typo),
        (french, "montre-les-moi, toutes mes alarmes", "ShowAlarms", "montre", .stem),
    ] as [(Catalog, String, String, String?, MatchExplanation.Rule?)])
    func aCommandWithJoinedPronounsAnswers(
        _ catalog: Catalog, _ utterance: String, _ intent: String, _ verb: String?, _ rule: MatchExplanation.Rule?
    ) throws {
        let matcher = try PhraseMatcher(catalogs: [catalog], locale: catalog.locale)
        let result = matcher.match(utterance, explain: true)
        let explanation = try #require(result.explanation)
        #expect(result.status == .matched, "\(explanation.rendered)")
        #expect(result.best?.intent == intent, "\(explanation.rendered)")
        guard let verb, let rule else { return }
        #expect(explanation.words.contains { $0.typed == verb && $0.rule == rule }, "\(explanation.rendered)")
        #expect(!explanation.words.contains { $0.rule == .extraWord && !["hace", "toutes"].contains($0.typed) }, "\(explanation.rendered)")
    }
}
