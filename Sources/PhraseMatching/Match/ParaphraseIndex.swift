import Foundation

/// The phrases of the loaded apps as bags of stems, for the paraphrase level: each phrase's
/// content words (function words, fillers and the app's name left out) stemmed, with a
/// weight per stem for how well it tells the loaded shortcuts apart, and each App Shortcut
/// as one bag of the words of all its phrases and of its titles (short title, intent title,
/// parameter and type titles, as Apple's flexible matching uses them), with posting lists
/// from stem to shortcuts, so a match touches only the shortcuts that share a word with the
/// utterance.
///
/// Built once with the matcher; value updates do not change it (values are found in the
/// utterance through the value tries at match time). A class, so that passing it around
/// costs one retain: as a struct of some twenty arrays and tables, each copy (a closure
/// capturing it, a sort by `weight`) retained and released every one of them.
final class ParaphraseIndex: @unchecked Sendable {
    /// One phrase (or negative phrase) as a bag of stems.
    struct Entry: Sendable {
        var app: Int
        var shortcut: Int
        var phrase: Int
        var isNegative: Bool
        /// Distinct stem ids of its content words.
        var terms: [Int32]
        /// The phrase word each term was made from (for explanations).
        var words: [String]
        /// The parameter named in the phrase and the store of its values, if any.
        var parameter: String?
        var store: Int?
        /// How many negations the phrase itself says ("don't forget…").
        var negations: Int
        /// Whether the app's name is a word of the phrase's meaning ("Show my favorite
        /// ${applicationName}") rather than where it is said ("… in ${applicationName}",
        /// "${applicationName}で…"): then leaving it out leaves out meaning.
        var embedsAppName = false
        /// The word said right before its parameter ("in" of "weather in ${city}").
        var wordBeforeValue: String?
        /// Whether its parameter's values are all listed (an enum's cases): no word the app
        /// does not know is one of them.
        var valueIsListed = false
        /// The words said right before each of its parameters ("add" and "my" of "Add
        /// ${item} to my ${list} list").
        var wordsBeforeValues: [String] = []
        /// The terms of `wordsBeforeValues` that the index has (their stems), found once
        /// when the index is built rather than stemmed for each candidate scored.
        var termsBeforeValues: [Int32] = []
        /// The word and the preposition said right before the app's name (`appNameLeads`).
        var appNameLead: String?
        /// Its content words said as the head of what they name: last, or before a function
        /// word ("traffic" of "How's the traffic in ${applicationName}"), not before another
        /// word of meaning or a name ("favorite" of "Show my favorite ${applicationName}",
        /// "coffee" of "Start the coffee machine"), nor first (a command's verb: "Joue de la
        /// musique", whose "joue" is also a noun): a noun said after such a word says what of
        /// it is asked ("traffic status"), after a modifier another thing ("favorite songs").
        var headWords: [String] = []
        /// Those of `headWords` said with no word of meaning right before them (after an
        /// article, a function word, a parameter or the app's name: "weather" of "What's the
        /// weather in …" and of "${applicationName} weather in ${city}", "list" of "Add to my
        /// ${list} list"; not "color" of "Change the light color"): a noun
        /// said there says which of that thing is asked, where the phrase says none
        /// (`MatchOptions.paraphraseModifierOfTopicIsDetail`).
        var bareHeadWords: [String] = []
        /// Whether its first content word is its first word, a command's verb ("set" of "Set
        /// an alarm"): its first term is then that verb (`Bag.commandTerms`).
        var startsWithVerb = false
        /// Whether it is a question ("What alarms do I have": `StateWords.asks`).
        var asks = false
        /// The words its question of the impersonal pronoun begins with ("what", "time" of
        /// "What time is it in ${city}": `ImpersonalQuestions.lead`).
        var impersonalLead: [String]? = nil
        /// The particles it says after each of its words, `""` for the word said bare
        /// (`ParticleVerbs.saidParticles`: "turn" → ["on"] of "Turn on the lights").
        var saidParticles: [String: Set<String>] = [:]
    }

    /// One App Shortcut (or one negative phrase) as the bag of the stems of all its phrases
    /// and titles: a request mixes words of several phrases of the same shortcut ("today's
    /// weather forecast").
    struct Bag: Sendable {
        var app: Int
        var shortcut: Int
        var isNegative: Bool
        /// Its phrases (entries), in declaration order.
        var entries: [Int32]
        /// The stores of its parameters' types, each with the parameter's name and whether
        /// it is optional.
        var parameters: [(store: Int, name: String, isOptional: Bool)]
        /// The most negations one of its phrases says.
        var negations: Int
        /// For each of its terms, how central it is to the shortcut: the share of its phrases
        /// and titles that say it ("alarm" in every phrase of Show Alarms: 1; "show" in one
        /// phrase and the title: 2 of 6). Its topic is its central words.
        var centrality: [Int32: Double] = [:]
        /// The terms of its short title and its intent's title: said alone, they name it as
        /// a phrase does ("weather", "météo").
        var titleTerms: [Int32] = []
        /// Whether its intent has a required parameter, with a type of values or not (a title
        /// typed as text): found once here, not looked up by name for every utterance scored.
        var requiresValue = false
        /// The words that tell it apart from another shortcut of its app with a phrase the
        /// same but for that word ("on" of "Turn on the lights", beside "Turn off the
        /// lights"): a request that says neither says no more of it than of the other, so
        /// words of its other phrases never make up for one (`Automaton.score`).
        var contrastTerms: Set<Int32> = []
        /// The terms of the verbs its phrases start with, that are no noun-like topic ("set"
        /// of "Set an alarm"): said as a state ("is my alarm set": `StateWords`), they do not
        /// ask for it.
        var commandTerms: Set<Int32> = []
        /// Whether one of its phrases is a question: it asks about its thing, so a state of
        /// that thing said is what it answers, not a command of its own.
        var asks = false
        /// The beginnings of its phrases that ask of the impersonal pronoun ("what time" of
        /// "What time is it"): the same question asked of a thing ("what time does the train
        /// arrive") is another (`ImpersonalQuestions`).
        var impersonalLeads: [[String]] = []
        /// The particles its phrases say after each of their words that one of them says with
        /// one, `""` for the word said bare ("turn" → ["up"] of "Turn up the volume", "Turn
        /// ${applicationName} up"): said with another, the word asks another action (`ParticleVerbs`).
        var saidParticles: [String: Set<String>] = [:]
    }

    let stemmer: Stemmer
    let lexicon: Lexicon
    /// The language code of the automaton's locale (`LocaleRules.language(of:)`), found once.
    let language: String
    private(set) var entries: [Entry] = []
    private(set) var bags: [Bag] = []
    /// `bagPostings[term]`: the bags holding the term, ascending.
    private(set) var bagPostings: [[Int32]] = []
    /// `storeBags[store]`: the bags with a parameter of that store's type, ascending.
    private(set) var storeBags: [Int: [Int32]] = [:]
    /// The words phrases say right before a parameter of an open type ("in" of "weather in
    /// ${city}", an entity): an unknown word after one of them is more likely a value the app
    /// does not list than another app's name. (Not "dans" of "Va dans ${navigationOption}":
    /// an enum's values are all listed, so "… dans kindle" names another app.)
    private(set) var valuePrepositions: Set<String> = []
    /// The words phrases say right before a parameter of an enum ("dans" of "Va dans
    /// ${navigationOption}"): a word of the language after one may be a detail or what is
    /// asked about ("mute sound on speakers" beside "Turn on ${mode}"), a word that is none
    /// ("… dans kindle") is another app's name.
    private(set) var listedValuePrepositions: Set<String> = []
    /// The word and the preposition phrases say right before the app's name, joined by a
    /// space ("card in" of "Freeze my card in ${applicationName}"; a value is "\u{1}": "\u{1}
    /// in" of "Open ${book} in ${applicationName}"), with the entries that say them: a request
    /// that says one phrase's words and its lead before a word no app in scope uses names
    /// another app there, whatever details it says after it (`Automaton.paraphrase`: "freeze
    /// my card in kindle at 5pm").
    private(set) var appNameLeads: [String: [Int32]] = [:]
    /// `termWords[term]`: the word the term was first made from (for explanations).
    private(set) var termWords: [String] = []
    private(set) var termIDs: [String: Int32] = [:]
    private(set) var terms: [String] = []
    /// `postings[term]`: the entries holding the term, ascending.
    private(set) var postings: [[Int32]] = []
    /// `weights[term]`: inverse document frequency over the shortcuts, scaled to (0, 1]:
    /// a word in every shortcut ("open") weighs little, one in a single shortcut ("freeze") 1.
    private(set) var weights: [Double] = []
    /// `isFunctionWord[term]`: the term was made from a function word of the language
    /// ("what", "is", "on"): it may tell two phrases apart, but says little of what is asked.
    private(set) var isFunctionWord: [Bool] = []
    /// `isTopical[term]`: the term may name a shortcut's topic: no function or closed-class
    /// word, and no word the lexicon knows as seldom a noun ("play", "show", "off").
    private(set) var isTopical: [Bool] = []
    /// The terms made only from nouns that share their stem with a verb (`Lexicon.isStemSharingNoun`:
    /// "envío" of "Rastrea mi envío"), each with one of those nouns: a typed word reads as
    /// such a term through the noun's own lexicon groups only (`reaches`).
    private(set) var nounTerms: [Int32: String] = [:]
    /// The terms made from any other word as well.
    private var otherTerms = Set<Int32>()
    /// The language's closed-class words (`ClosedClassWords`), normalised as tokens.
    let closedClassWords: Set<String>
    /// Those of several tokens, as their tokens: Japanese "です" is "で", "す"; "por que".
    let closedClassRuns: [[String]]
    /// The language's detail expressions (times, dates, numbers, durations, routes:
    /// `DetailWords`), normalised as tokens.
    let details: DetailWords
    /// The language's location questions ("where", "dónde": `LocationQuestions`), normalised.
    let locationQuestions: LocationQuestions
    /// The language's possessives and definite articles (`OwnerWords`), normalised.
    let ownerWords: OwnerWords
    /// The terms of the verbs any shortcut's phrases start with (`Bag.commandTerms`).
    private(set) var commandTerms = Set<Int32>()
    /// The auxiliaries that say a command's verb as a state ("is … set": `StateWords`).
    let stateWords: StateWords
    /// The determiners that begin a noun phrase ("my order", "this room": `DeterminerWords`).
    let determinerWords: DeterminerWords
    /// The questions of the impersonal pronoun ("What time is it": `ImpersonalQuestions`).
    let impersonalQuestions: ImpersonalQuestions
    /// `namesParticular[app]`: one of the app's phrases names a particular thing ("the
    /// lights", "my alarms"), so it keeps or acts on the user's things (`OwnerWords`).
    private(set) var namesParticular: [Bool] = []
    /// The terms of the find verbs the phrases and titles say (`LocationQuestions.verbs`:
    /// "find", "encuentra", "探して"), ascending: what a location question word reads as.
    private(set) var findTerms: [Int32] = []
    /// What each typed word reads as, kept once read (`Automaton.paraphraseWords`).
    let typedWords = TypedWordReadings()
    /// The relations of each word group said (`WordGroups.related`, by its key of stems) that
    /// reach a term of the index, kept once found (`Automaton.expressionsRead`): at most 2048
    /// keys, then the store starts again.
    let groupReadings = TokenMemo<[TypedWordReadings.Relation]>(capacity: 2048)
    /// Whether the language writes spaces between words, so that a compound may be typed
    /// apart ("audio book") or joined ("alarmclock") (`LocaleRules.writesSpaces`): Japanese
    /// is read character by character, where a space changes nothing.
    let readsCompounds: Bool
    /// The beginnings of the phrase and title words (each word's first 2 to n − 2 characters,
    /// as typed: "au" … "audiob" of "audiobook"): a typed word that is one may be a compound's
    /// first part typed apart (`compoundTerm`), a look-up before anything is joined or stemmed.
    private var compoundHeads = Set<String>()
    /// The stems of two words a phrase says one after the other, joined by a space ("set up",
    /// "turn on"): typed so, they are the phrase's own words, never joined into a compound
    /// ("setup") that would hide them (`saysTogether`).
    private var adjacentStems = Set<String>()

    /// Whether a phrase says a word of stem `first` right before one of stem `second`.
    /// - Complexity: O(n) in the stems' length (a hash).
    func saysTogether(_ first: String, _ second: String) -> Bool {
        !adjacentStems.isEmpty && adjacentStems.contains(first + " " + second)
    }

    /// The longest compound read, in characters: its two parts' every split is tried (and
    /// stemmed), so a token of a megabyte ("aaaa…") must not be.
    static let maximumCompoundLength = 32

    /// Whether `token` is a function word or a closed-class word of the language.
    @inline(__always)
    func isWeak(_ token: String, _ rules: LocaleRules) -> Bool {
        rules.isFunctionWord(token) || closedClassWords.contains(token)
    }

    /// Whether the token at `position` is part of a closed-class word of several tokens said
    /// there (`closedClassRuns`: "で", "す" of "どこですか").
    /// - Complexity: O(r × k) in the runs and their tokens.
    func inClosedClassRun(_ tokens: [String], at position: Int) -> Bool {
        closedClassRuns.contains { run in
            run.indices.contains { j in
                let start = position - j
                return run[j] == tokens[position] && start >= 0 && start + run.count <= tokens.count
                    && tokens[start..<(start + run.count)].elementsEqual(run)
            }
        }
    }

    /// How much `term` weighs for `options`: its idf weight, times
    /// `paraphraseFunctionWordFactor` for a function word.
    /// (Inlined: a call through a closure's capture copied the whole index, a retain and a
    /// release of each of its fields, at every comparison of a sort by weight.)
    @inline(__always)
    func weight(_ term: Int32, _ options: MatchOptions) -> Double {
        weights[Int(term)] * (isFunctionWord[Int(term)] ? options.paraphraseFunctionWordFactor : 1)
    }

    /// Each shortcut's `Bag.contrastTerms`: of two phrases of two shortcuts of one app
    /// whose words are the same but one each, that word of each where it is a function word
    /// ("on", "off", "up"), weighed as one (`paraphraseFunctionWordFactor`) though it alone
    /// tells the two apart. (A content word, "show" of "Show my list" beside "Clear my
    /// list", weighs fully already, and a request may say it in another phrase's words:
    /// "what are all my lists".)
    /// - Complexity: O(e² × w) in the phrases of an app and their words.
    private static func findContrasts(_ bags: inout [Bag], entries: [Entry], isFunctionWord: [Bool]) {
        var byApp: [Int: [Int]] = [:]
        for (b, bag) in bags.enumerated() where !bag.isNegative { byApp[bag.app, default: []].append(b) }
        for group in byApp.values {
            for a in group {
                for e in bags[a].entries where entries[Int(e)].terms.count >= 2 {
                    let terms = Set(entries[Int(e)].terms)
                    for b in group where b != a {
                        for other in bags[b].entries where entries[Int(other)].terms.count == terms.count {
                            let only = terms.subtracting(entries[Int(other)].terms)
                            if only.count == 1, let term = only.first, isFunctionWord[Int(term)] { bags[a].contrastTerms.insert(term) }
                        }
                    }
                }
            }
        }
    }

    /// What a word of `Bag.contrastTerms` not said weighs against its shortcut: its weight as
    /// a content word, a function word or not ("on" of "Turn on the lights").
    @inline(__always)
    func contrastWeight(_ term: Int32) -> Double { weights[Int(term)] }

    init(_ automaton: borrowing Automaton) {
        stemmer = Stemmer(language: automaton.locale)
        language = LocaleRules.language(of: automaton.locale).code
        lexicon = Lexicon.shared(language: automaton.locale)
        readsCompounds = automaton.rules.writesSpaces
        // The normaliser as a local: a closure capturing the borrowed automaton would copy it.
        let normalizer = automaton.normalizer
        closedClassWords = Set(ClosedClassWords.words(language: automaton.locale).map {
            normalizer.tokens($0).joined(separator: " ")
        })
        closedClassRuns = ClosedClassWords.words(language: automaton.locale).map { normalizer.tokens($0) }.filter { $0.count > 1 }
        details = DetailWords(language: automaton.locale, tokens: { normalizer.tokens($0) })
        locationQuestions = LocationQuestions(language: automaton.locale, tokens: { normalizer.tokens($0) })
        ownerWords = OwnerWords(language: automaton.locale, tokens: { normalizer.tokens($0) })
        stateWords = StateWords(language: automaton.locale, tokens: { normalizer.tokens($0) })
        determinerWords = DeterminerWords(language: automaton.locale, tokens: { normalizer.tokens($0) })
        impersonalQuestions = ImpersonalQuestions(language: automaton.locale, tokens: { normalizer.tokens($0) })
        let rules = automaton.rules
        var documentFrequency: [Int] = []
        var shortcutCount = 0
        for (app, catalog) in automaton.catalogs.enumerated() {
            let appWords = Set(catalog.app.allNames.flatMap { normalizer.tokens($0) })
            // (Loops, not closures: a closure may not capture the borrowed automaton.)
            var particular = false
            for shortcut in catalog.shortcuts where !particular {
                for source in shortcut.phrases where !particular {
                    var tokens: [String] = []
                    for segment in automaton.template(source).segments {
                        if case .text(let text) = segment { tokens += normalizer.tokens(text) } else { tokens.append("\u{1}") }
                    }
                    particular = ownerWords.namesParticular(tokens) { isWeak($0, rules) }
                }
            }
            namesParticular.append(particular)
            for (s, shortcut) in catalog.shortcuts.enumerated() {
                shortcutCount += 1
                var inShortcut = Set<Int32>()
                var bag = Bag(app: app, shortcut: s, isNegative: false, entries: [], parameters: [], negations: 0)
                let intent = catalog.intents[shortcut.intent]
                bag.requiresValue = intent?.parameters.contains { !$0.isOptional } == true
                for (p, source) in shortcut.phrases.enumerated() {
                    var (entry, stems) = makeEntry(automaton, source: source, app: app, appWords: appWords, rules: rules)
                    entry.shortcut = s
                    entry.phrase = p
                    if let name = entry.parameter, let type = intent?.parameter(named: name)?.type {
                        entry.store = automaton.store(app: app, type: type)
                        entry.valueIsListed = catalog.types[type]?.kind == .enum
                    }
                    bag.entries.append(Int32(entries.count))
                    bag.negations = max(bag.negations, entry.negations)
                    bag.asks = bag.asks || entry.asks
                    if let lead = entry.impersonalLead, !bag.impersonalLeads.contains(lead) { bag.impersonalLeads.append(lead) }
                    for (word, particles) in entry.saidParticles { bag.saidParticles[word, default: []].formUnion(particles) }
                    let startsWithVerb = entry.startsWithVerb
                    let added = add(entry, stems: stems, rules: rules)
                    if startsWithVerb, let verb = added.first {
                        bag.commandTerms.insert(verb)
                        commandTerms.insert(verb)
                    }
                    for term in added {
                        inShortcut.insert(term)
                        bag.centrality[term, default: 0] += 1
                    }
                }
                bag.saidParticles = bag.saidParticles.filter { $0.value != [""] }
                // Its titles name what it does: the short title, the intent's title, its
                // parameters' titles and their types' titles and synonyms.
                var titles = [shortcut.shortTitle, intent?.title].compactMap { $0 }
                for parameter in intent?.parameters ?? [] {
                    titles.append(parameter.title)
                    if let type = catalog.types[parameter.type] {
                        titles.append(type.title)
                        titles += type.synonyms
                    }
                    if let store = automaton.store(app: app, type: parameter.type) {
                        bag.parameters.append((store, parameter.name, parameter.isOptional))
                    }
                }
                var titled = Set<Int32>()
                for (t, title) in titles.enumerated() {
                    let tokens = automaton.normalizer.tokens(title)
                    for word in stemmer.words(in: tokens) {
                        let first = tokens[word.range.lowerBound]
                        if word.range.count == 1,
                           !Self.isContent(first, in: tokens, at: word.range.lowerBound, rules) || appWords.contains(first) {
                            continue
                        }
                        let term = term(word.stem, word: tokens[word.range].joined(), rules: rules)
                        inShortcut.insert(term)
                        titled.insert(term)
                        // The first two titles are the short title and the intent's.
                        if t < [shortcut.shortTitle, intent?.title].compactMap({ $0 }).count, !bag.titleTerms.contains(term) {
                            bag.titleTerms.append(term)
                        }
                    }
                }
                // The titles count as one more phrase.
                for term in titled { bag.centrality[term, default: 0] += 1 }
                let sayings = Double(shortcut.phrases.count + 1)
                for term in Array(bag.centrality.keys) { bag.centrality[term]! /= sayings }
                let bagIndex = Int32(bags.count)
                for term in inShortcut.sorted() { bagPostings[Int(term)].append(bagIndex) }
                for store in Set(bag.parameters.map(\.store)).sorted() { storeBags[store, default: []].append(bagIndex) }
                bags.append(bag)
                for term in inShortcut {
                    while documentFrequency.count <= Int(term) { documentFrequency.append(0) }
                    documentFrequency[Int(term)] += 1
                }
            }
            for (p, source) in catalog.negativePhrases.enumerated() {
                var (entry, stems) = makeEntry(automaton, source: source, app: app, appWords: appWords, rules: rules)
                entry.phrase = p
                entry.isNegative = true
                let bagIndex = Int32(bags.count)
                bags.append(Bag(app: app, shortcut: -1, isNegative: true, entries: [Int32(entries.count)], parameters: [],
                                negations: entry.negations))
                for term in Set(add(entry, stems: stems, rules: rules)).sorted() { bagPostings[Int(term)].append(bagIndex) }
            }
        }
        for e in entries.indices {
            entries[e].termsBeforeValues = entries[e].wordsBeforeValues.compactMap { termIDs[stemmer.stem($0)] }
        }
        Self.findContrasts(&bags, entries: entries, isFunctionWord: isFunctionWord)
        var find = Set<Int32>()
        for verb in locationQuestions.verbs {
            for word in stemmer.words(in: normalizer.tokens(verb)) {
                if let term = termIDs[word.stem] { find.insert(term) }
            }
        }
        findTerms = find.sorted()
        while documentFrequency.count < terms.count { documentFrequency.append(0) }
        let n = Double(max(shortcutCount, 1))
        let top = log(1 + n)
        weights = documentFrequency.map { df in log(1 + n / Double(max(df, 1))) / top }
    }

    private func makeEntry(_ automaton: borrowing Automaton, source: String, app: Int, appWords: Set<String>,
                           rules: LocaleRules) -> (Entry, [String]) {
        let template = automaton.template(source)
        var tokens: [String] = []
        var parameter: String? = nil
        var appName: Int? = nil
        for segment in template.segments {
            switch segment {
            case .text(let text): tokens += automaton.normalizer.tokens(text)
            case .applicationName: appName = tokens.count; tokens.append("\u{1}")  // a break: app words are not content
            case .parameter(let name): parameter = parameter ?? name; tokens.append("\u{1}")
            }
        }
        // The preposition that brings in the app's name ending the phrase with an article
        // between ("com o ${applicationName}", "with the ${applicationName}").
        let closing = appName.flatMap { at in at == tokens.count - 1 ? Self.articlePreposition(before: at, in: tokens, rules) : nil }
        var entry = Entry(app: app, shortcut: -1, phrase: -1, isNegative: false, terms: [], words: [],
                          parameter: parameter, store: nil, negations: rules.negationCount(in: tokens))
        var before: [String] = []
        for segment in template.segments {
            switch segment {
            case .text(let text): before += automaton.normalizer.tokens(text)
            case .parameter:
                if let word = before.last, word != "\u{1}" {
                    entry.wordBeforeValue = word
                    entry.wordsBeforeValues.append(word)
                }
                before.append("\u{1}")
            case .applicationName:
                if let word = before.last, word != "\u{1}", !rules.appPrepositions.contains(word), !rules.isLightToken(word),
                   !(before.count == tokens.count - 1 && closing != nil) {
                    entry.embedsAppName = true
                }
                if before.count >= 2, let word = before.last, rules.appPrepositions.contains(word) {
                    entry.appNameLead = before[before.count - 2] + " " + word
                }
                before.append("\u{1}")
            }
        }
        for (i, token) in tokens.enumerated() where i > 0 && token != "\u{1}" && Self.isContent(token, in: tokens, at: i, rules) {
            let next = i + 1
            if next == tokens.count
                || (tokens[next] == "\u{1}" ? next == appName && !entry.embedsAppName : isWeak(tokens[next], rules) || !Self.isContent(tokens[next], in: tokens, at: next, rules)) {
                entry.headWords.append(token)
                let previous = tokens[i - 1]
                if previous == "\u{1}" || isWeak(previous, rules) || !Self.isContent(previous, in: tokens, at: i - 1, rules) {
                    entry.bareHeadWords.append(token)
                }
            }
        }
        entry.asks = stateWords.asks(tokens)
        entry.impersonalLead = impersonalQuestions.lead(of: tokens)
        entry.saidParticles = ParticleVerbs.shared(language: language).saidParticles(tokens)
        var stems: [String] = []
        var previous: (stem: String, end: Int)? = nil
        for word in stemmer.words(in: tokens) {
            let first = tokens[word.range.lowerBound]
            if first == "\u{1}" { continue }
            if let previous, previous.end == word.range.lowerBound { adjacentStems.insert(previous.stem + " " + word.stem) }
            previous = (word.stem, word.range.upperBound)
            // The preposition that brings in the app's name ("in", "with", "dans", "com" of
            // "com o ${applicationName}") belongs to the name, which the utterance may leave out.
            let next = word.range.upperBound
            if word.range.count == 1, rules.appPrepositions.contains(first), next < tokens.count, tokens[next] == "\u{1}",
               template.segments.contains(where: { if case .applicationName = $0 { true } else { false } }) {
                continue
            }
            if word.range.count == 1, word.range.lowerBound == closing { continue }
            if word.range.count == 1, !Self.isContent(first, in: tokens, at: word.range.lowerBound, rules) { continue }
            if appWords.contains(first), word.range.count == 1 { continue }
            guard !stems.contains(word.stem) else { continue }
            if stems.isEmpty { entry.startsWithVerb = word.range.lowerBound == 0 }
            entry.words.append(tokens[word.range].joined())
            stems.append(word.stem)
        }
        return (entry, stems)
    }

    /// Adds an entry with the stems of its words; returns their term ids.
    private func add(_ entry: Entry, stems: [String], rules: LocaleRules) -> [Int32] {
        var entry = entry
        let index = Int32(entries.count)
        // (Before an enum's value, a word after it that no value is can be no value.)
        if let word = entry.wordBeforeValue {
            if entry.valueIsListed { listedValuePrepositions.insert(word) } else { valuePrepositions.insert(word) }
        }
        if let lead = entry.appNameLead { appNameLeads[lead, default: []].append(index) }
        for (stem, word) in zip(stems, entry.words) {
            let term = term(stem, word: word, rules: rules)
            entry.terms.append(term)
            if postings[Int(term)].last != index { postings[Int(term)].append(index) }
        }
        entries.append(entry)
        return entry.terms
    }

    /// Whether a lexicon relation of the typed word's stem `stem` to `term` reads as that
    /// term: not when the term is made only from nouns that share their stem with a verb
    /// (`nounTerms`) and the relation is not one of the noun's own groups — "manda" reaches
    /// the stem of envío through mandar = enviar, but a parcel is not sent (envío is no
    /// synonym of mandar's).
    /// - Complexity: O(r) in the noun's own relations; O(1) for any other term.
    func reaches(_ term: Int32, from stem: String) -> Bool {
        guard let noun = nounTerms[term] else { return true }
        return lexicon.relatesOwn(noun, to: stem)
    }

    /// The term a typed word reads as by its stem, if a phrase says it: none for a command
    /// verb's form (`Lexicon.isSeldomNoun`) whose stem only nouns of the phrases share
    /// (`nounTerms`): "manda un paquete" does not say the mando of "Encuentra el mando",
    /// nor "envía un paquete" the envío of "Rastrea mi envío".
    /// - Complexity: O(1).
    func stemTerm(_ stem: String, isSeldomNoun: Bool) -> Int32? {
        guard let term = termIDs[stem] else { return nil }
        return isSeldomNoun && nounTerms[term] != nil ? nil : term
    }

    /// The term two typed words adjacent, `first` and `second`, say joined: "audio book"
    /// (or "audio books") for a phrase's "audiobook", "head lines" for "headlines", "week end"
    /// for "weekend" — the term of the joined word's stem, when a phrase or title word has it
    /// and neither part is that word alone. `nil` in a language without spaces.
    /// - Complexity: O(1) when `first` begins no phrase word (a set look-up); else O(n) in
    ///   the joined word's length (a stem).
    func compoundTerm(_ first: String, _ second: String) -> (text: String, term: Int32)? {
        guard readsCompounds, compoundHeads.contains(first), (2...Self.maximumCompoundLength).contains(second.unicodeScalars.count)
        else { return nil }
        let joined = first + second
        guard let term = termIDs[stemmer.stem(joined)], termIDs[stemmer.stem(first)] != term,
              termIDs[stemmer.stem(second)] != term else { return nil }
        return (joined, term)
    }

    /// The two parts of `word`, typed as one, that are each a phrase or title word of the
    /// loaded shortcuts ("alarmclock" for "alarm" and "clock", "weekend" for the "week" and
    /// "end" of "week-end"), at least one of them no function or closed-class word
    /// ("theme" is no "the" and "me"): the first such split from the left. `nil` in a
    /// language without spaces, or for a word shorter than 5 characters or longer than
    /// `maximumCompoundLength`. The caller reads
    /// only a word no phrase says and the language does not know.
    /// - Complexity: O(n²) in the word's length (a stem of each part at each split).
    func compoundParts(_ word: String, _ rules: LocaleRules) -> (String, String)? {
        guard readsCompounds else { return nil }
        var parts: (String, String)? = nil
        Self.forEachCut(of: word, lengths: 5...Self.maximumCompoundLength) { first, second in
            guard termIDs[stemmer.stem(first)] != nil, termIDs[stemmer.stem(second)] != nil,
                  !isWeak(first, rules) || !isWeak(second, rules) else { return true }
            parts = (first, second)
            return false
        }
        return parts
    }

    /// Each cut of `word` in two parts of two characters or more, from the left
    /// ("alarmclock": "al" + "armclock" … "alarmclo" + "ck") while `body` returns true;
    /// none for a word whose length in characters is not in `lengths`. The one place a
    /// compound's parts are cut: its heads (`compoundHeads`), its parts (`compoundParts`),
    /// a value's parts (`valueCompounds`, but for ASCII, cut in its bytes).
    /// - Complexity: O(n²) in the word's length (each cut's parts made).
    static func forEachCut(of word: String, lengths: ClosedRange<Int>, _ body: (_ first: String, _ second: String) -> Bool) {
        let scalars = Array(word.unicodeScalars)
        guard lengths.contains(scalars.count), scalars.count >= 4 else { return }
        for cut in 2...(scalars.count - 2) {
            var first = "", second = ""
            first.unicodeScalars.append(contentsOf: scalars[..<cut])
            second.unicodeScalars.append(contentsOf: scalars[cut...])
            guard body(first, second) else { return }
        }
    }

    /// The id of `stem`, made from `word`, added if new.
    private func term(_ stem: String, word: String, rules: LocaleRules) -> Int32 {
        if readsCompounds, !word.contains(" ") {
            Self.forEachCut(of: word, lengths: 4...Self.maximumCompoundLength) { head, _ in
                compoundHeads.insert(head)
                return true
            }
        }
        if let known = termIDs[stem] {
            noteWord(word, of: known)
            return known
        }
        let term = Int32(terms.count)
        termIDs[stem] = term
        terms.append(stem)
        termWords.append(word)
        postings.append([])
        bagPostings.append([])
        isFunctionWord.append(isWeak(word, rules))
        isTopical.append(!isWeak(word, rules) && !lexicon.isSeldomNoun(word, stem: stem))
        noteWord(word, of: term)
        return term
    }

    /// The position of an app preposition two tokens before `position` (the app's name) with
    /// a function word between, an article: "com o ${applicationName}", "with the
    /// ${applicationName}". At the end of a phrase, the name it brings in says where the
    /// request is made, not what it names, as "no ${applicationName}" does.
    static func articlePreposition(before position: Int, in tokens: [String], _ rules: LocaleRules) -> Int? {
        let article = position - 1, preposition = position - 2
        guard preposition >= 0, rules.isFunctionWord(tokens[article]), !rules.appPrepositions.contains(tokens[article]),
              rules.appPrepositions.contains(tokens[preposition]) else { return nil }
        return preposition
    }

    /// Keeps `nounTerms` and `otherTerms` true of a term made from `word`.
    private func noteWord(_ word: String, of term: Int32) {
        guard !otherTerms.contains(term) else { return }
        if lexicon.isStemSharingNoun(word) {
            if nounTerms[term] == nil { nounTerms[term] = word }
        } else {
            nounTerms[term] = nil
            otherTerms.insert(term)
        }
    }

    /// Whether a token may carry meaning for the paraphrase level: not a particle or a
    /// one-word filler ("please", "my"). Function words are kept: "on" and "off" tell
    /// "Turn on the lights" from "Turn off the lights", and their weights (low when every
    /// phrase has them, as "in") say how much they count.
    static func isContent(_ token: String, in tokens: [String], at index: Int, _ rules: LocaleRules) -> Bool {
        !rules.isLightToken(token) && !rules.fillerLengths(in: tokens, at: index).contains(1)
    }
}
