import Foundation

/// The lines on which the paraphrase level ended early, without an explanation, once no
/// candidate had both its topic said and the threshold (`Automaton.paraphrase`), in the task
/// that sets `current` — tests check that the early end is taken, and gives the full
/// ranking's answer. Read only on such a line, and on a line explained (to check the bound
/// the early end rests on, `missedTopics`): one task-local lookup.
final class ParaphraseEarlyEnds: @unchecked Sendable {
    @TaskLocal static var current: ParaphraseEarlyEnds?

    private let lock = NSLock()
    private var recorded: [String] = []
    private var recordedUnscored: [String] = []
    private var recordedMissedTopics: [String] = []

    /// The lines recorded, in the order they ended.
    var utterances: [String] { lock.withLock { recorded } }

    /// Those of them that ended before any shortcut was scored: no shortcut the words touch
    /// could have its topic said (`Automaton.mayHaveTopic`).
    var unscored: [String] { lock.withLock { recordedUnscored } }

    /// Shortcuts scored with their topic said where `Automaton.mayHaveTopic` saw no way to
    /// it, each as "line: app intent" (checked on explained lines, which score every shortcut
    /// touched): on such a line without an explanation, the early end before scoring would
    /// answer no match wrongly. Empty when the bound holds.
    var missedTopics: [String] { lock.withLock { recordedMissedTopics } }

    func recordMissedTopic(_ utterance: String, shortcut: String) {
        lock.withLock { recordedMissedTopics.append("\(utterance): \(shortcut)") }
    }

    func record(_ utterance: String, unscored: Bool = false) {
        lock.withLock {
            recorded.append(utterance)
            if unscored { recordedUnscored.append(utterance) }
        }
    }
}

/// The paraphrase level (level 4 of DESIGN.md "Matching"): the utterance as a bag of stems
/// aligned with each phrase that shares a word with it — free word order, extra words, words
/// of little meaning left out, other forms of a word (stems), typos, related words (lexicon),
/// and the phrase's value found anywhere in the utterance.
extension Automaton {
    /// One utterance word as the paraphrase level reads it.
    struct ParaphraseWord {
        var text: String
        var range: Range<Int>
        /// Its readings: term, credit, rule, best first per term.
        var readings: [(term: Int32, credit: Double, rule: MatchExplanation.Rule)]
        /// What it weighs as an extra word (for precision).
        var weight: Double
        /// Whether it is a detail of the request no phrase uses (`DetailWords`): weighed
        /// `paraphraseDetailWordWeight`, never an unknown word or another app's name.
        var isDetail = false
        /// Whether it is a location question word no phrase says (`LocationQuestions`): read
        /// as the find verbs only; a shortcut that reads none in it has it as no word at all.
        var questionOnly = false
        /// The expression of several words it heads, as typed ("call off", "turn … down"),
        /// and the positions of its other tokens no phrase says, which it stands for
        /// (`Automaton.expressionsRead`): shown with it when a reading of it is chosen.
        var expression: (text: String, others: [Int])? = nil
    }

    /// A value named in the utterance.
    struct FoundValue {
        var store: Int
        var slot: Int32
        var range: Range<Int>
        var edits: Int
    }

    /// A phrase scored against the utterance.
    struct ParaphraseScore {
        /// The App Shortcut (`ParaphraseIndex.bags`) and the phrase of it shown.
        var bag: Int
        var entry: Int
        var slot: Int32?
        /// The parameter the value named fills.
        var parameter: String?
        /// The model's confidence in [0, 1] (`MatchOptions.paraphraseModelBias`) and its logit.
        var confidence: Double
        var logit: Double
        var features: ParaphraseFeatures
        /// Whether a word of its topic was said (`MatchOptions.paraphraseMinimumDecisiveWeight`):
        /// without one it is no answer, only the closest candidate.
        var hasTopic: Bool
        /// Whether a word of the language no phrase uses was said right after one of its
        /// content words (`MatchOptions.paraphraseAttachedWordRefuses`).
        var attached: Bool
        /// The utterance's tokens that said its topic, whichever way it came: its topic words
        /// (of weight `paraphraseMinimumDecisiveWeight` or more), its value when that decides,
        /// a word central to it only it uses (`paraphraseCentralIsTopic`), and the words that
        /// tell it apart as the other routes weigh them, whether those routes are on or not: a
        /// word only it uses (`paraphraseRareWordMinimumWeight`), a noun of it as rare
        /// (`paraphraseNounTopicMinimumWeight`), its own value named. They are what
        /// `paraphraseAnotherAppsTopicRefuses` looks for in the other apps' candidates.
        var topicTokens: [Range<Int>]
        /// The utterance words read as modifiers of its topic word, details of it
        /// (`MatchOptions.paraphraseModifierOfTopicIsDetail`).
        var modifiers: Set<Int>
        /// For each utterance word, the phrase word it was read as and the rule.
        var aligned: [Int: (phraseWord: String, rule: MatchExplanation.Rule)]
        /// The term each aligned utterance word was credited for, and the readings scored
        /// (for the explanation's alignment with the shown phrase).
        var alignedTerms: [Int: Int32]
        var readings: [(term: Int32, credit: Double, word: Int, rule: MatchExplanation.Rule)]
        var value: FoundValue?
        /// Whether the verb its phrases start with was said only as a state
        /// (`MatchOptions.paraphraseCommandAsStateRefuses`).
        var saysCommandAsState = false
        /// Whether the verb its phrases start with was said only as a thing, after a
        /// determiner (`MatchOptions.paraphraseCommandAsThingRefuses`).
        var saysCommandAsThing = false
        /// Whether its question of the impersonal pronoun was asked of a thing ("what time
        /// does the train arrive" for "What time is it": `MatchOptions.paraphraseQuestionOfAThingRefuses`).
        var asksOfAThing = false
        /// Whether one of its verbs was said with another particle than its phrases say it
        /// with ("turn the volume off" for "Turn up the volume": `MatchOptions.otherParticleRefuses`).
        var saysAnotherParticle = false

        /// Whether a rule of its own refuses it whatever its rank: it ranks after those none refuses.
        var refusedByItsWords: Bool { saysCommandAsState || saysCommandAsThing || asksOfAThing || saysAnotherParticle }

        var recall: Double { features.recall }
        var precision: Double { features.precision }

        /// Whether it reads any of these tokens: as one of its words or as its value.
        func explains(_ tokens: Range<Int>, words: [ParaphraseWord]) -> Bool {
            if let value, value.range.overlaps(tokens) { return true }
            return aligned.keys.contains { words[$0].range.overlaps(tokens) }
        }
    }

    /// The evidence for and against one App Shortcut, which the confidence model weighs
    /// (`MatchOptions.paraphraseModelBias` and the weights after it).
    struct ParaphraseFeatures {
        /// The weighted share of its best phrase's words (and value) said, its other
        /// phrases' and titles' words counting `paraphraseSiblingWordFactor`.
        var recall = 0.0
        /// The weighted share of the utterance's words it explains.
        var precision = 0.0
        /// The weight of the heaviest word of its topic said (0 when none).
        var topic = 0.0
        /// The credit of a value of its parameters named (0 when none).
        var value = 0.0
        /// The weight of the rarest word of it said, a function word aside (1: only it uses it).
        var rarest = 0.0
        /// The weight of the words said that other shortcuts use, or other values, which
        /// it does not explain.
        var others = 0.0
        /// The weight of the words said that no shortcut uses and it does not explain.
        var unknown = 0.0
        /// The mean credit of its words said (1 when all as written or other forms; less
        /// through typos and related words).
        var credit = 0.0
        /// 1 when the utterance ends with words no shortcut in scope uses after a word that
        /// introduces an app's name ("freeze my card in kindle"): likely another app's.
        var appLike = 0.0
        /// 1 when it needs a value, none was named, and a word it does not explain was
        /// said: that word is likely the value, one the app does not know ("get conditions
        /// on mount everest"), so answering would be a guess.
        var guess = 0.0
        /// The weight of the heaviest noun-like word of it said at a deciding credit, central
        /// to it or not ("forecast" said for a weather shortcut whose other phrases say
        /// "weather"): a weaker sign of its topic than `topic`.
        var noun = 0.0
        /// The weight of the heaviest word central to it said at a deciding credit, whatever
        /// its part of speech ("play" of Play Music): its main verb or adjective.
        var central = 0.0
        /// 1 when a word it does not explain stands where one of its phrases has its
        /// parameter, right after a word central to it ("play chopin" for "Play ${artist}"):
        /// a value the app does not list.
        var slotWord = 0.0
        /// 1 when, besides, that parameter is required and no value was named ("open my
        /// favorites shelf" for "Open my ${shelf} shelf"): answering would be a guess.
        var slotGuess = 0.0

        /// The model's confidence: the logistic of `logit`.
        func confidence(_ options: MatchOptions) -> Double {
            1 / (1 + exp(-logit(options)))
        }

        /// The model's weighted sum of the evidence.
        func logit(_ options: MatchOptions) -> Double {
            options.paraphraseModelBias
                + options.paraphraseRecallLogWeight * log(max(recall, options.paraphraseLogFloor))
                + options.paraphrasePrecisionLogWeight * log(max(precision, options.paraphraseLogFloor))
                + options.paraphraseTopicFeatureWeight * topic
                + options.paraphraseValueFeatureWeight * value
                + options.paraphraseRarestFeatureWeight * rarest
                + options.paraphraseOthersFeatureWeight * others
                + options.paraphraseUnknownFeatureWeight * unknown
                + options.paraphraseCreditFeatureWeight * credit
                + options.paraphraseAppLikeFeatureWeight * appLike
                + options.paraphraseGuessFeatureWeight * guess
                + options.paraphraseNounFeatureWeight * noun
                + options.paraphraseCentralFeatureWeight * central
                + options.paraphraseSlotWordFeatureWeight * slotWord
                + options.paraphraseSlotGuessFeatureWeight * slotGuess
        }

        /// The features as an explanation's score parts, named as `Scripts/fit-paraphrase.py` reads them.
        var parts: [MatchExplanation.ScorePart] {
            [.init(name: "recall", value: recall), .init(name: "precision", value: precision),
             .init(name: "topic", value: topic), .init(name: "value", value: value), .init(name: "rarest", value: rarest),
             .init(name: "others", value: others), .init(name: "unknown", value: unknown), .init(name: "credit", value: credit),
             .init(name: "appLike", value: appLike), .init(name: "guess", value: guess),
             .init(name: "noun", value: noun), .init(name: "central", value: central),
             .init(name: "slotWord", value: slotWord), .init(name: "slotGuess", value: slotGuess)]
        }
    }

    /// The paraphrase level's answer for an utterance none of the earlier levels matched
    /// at the threshold: `noMatch` when nothing is close enough, its explanation (when asked)
    /// naming the closest candidate and the rule that refused it.
    /// - Complexity: O(t × r + e) in the utterance's tokens, their readings and the entries
    ///   their postings touch (capped by `options.paraphraseMaxPostings`).
    func paraphrase(_ utterance: String, prepared: PreparedUtterance, index: ParaphraseIndex, scope: [Bool],
                    all: Bool, explain: Bool, options: MatchOptions) -> MatchResult {
        let tokens = prepared.tokens
        var scope = scope
        // App names said anywhere: the apps named narrow the scope, their words are read.
        var appWords = Set<Int>()
        var named = Set<Int>()
        // Words of the name of an app out of scope ("in travel tracking" with Library in
        // scope): another app's object, evidence against every phrase of these.
        var otherAppWords = Set<Int>()
        for (app, range) in appNamesSaid(in: prepared) {
            guard scope[app] else {
                otherAppWords.formUnion(range)
                continue
            }
            named.insert(app)
            appWords.formUnion(range)
        }
        if !named.isEmpty { scope = scope.indices.map { scope[$0] && named.contains($0) } }

        // A value read through a typing error only in words that are no words of the
        // language and long enough to tell typos apart: "home" is not a typo of "Rome".
        var values: [FoundValue] = []
        // A value typed with a typing error in words too short to answer with ("dnue" for
        // Dune) still tells that its app's request was made: it counts for the two-request
        // rule only (`anotherAppsShortcut`), never for an answer.
        var shortTypoValues: [FoundValue] = []
        for value in valuesNamed(prepared, scope: scope) {
            let said = tokens[value.range]
            if value.edits == 0 || said.allSatisfy({ token in
                token.count >= options.paraphraseTypoMinimumLength && !index.isWeak(token, rules)
                    && !index.lexicon.knows(index.stemmer.stem(token))
            }) {
                values.append(value)
            } else if said.allSatisfy({ !index.isWeak($0, rules) && !index.lexicon.knows(index.stemmer.stem($0)) }) {
                shortTypoValues.append(value)
            }
        }
        let valueTokens = Set(values.flatMap { Array($0.range) })
        // The details said (times, dates, numbers, durations), a value's words aside.
        var details = index.details.marked(tokens)
        for position in valueTokens { details[position] = false }
        let words = paraphraseWords(prepared, index: index, skipping: appWords, details: details, options: options)
        // App Shortcuts touched by the words' readings: each word's readings of the bag's terms.
        var touched: [Int32: [(term: Int32, credit: Double, word: Int, rule: MatchExplanation.Rule)]] = [:]
        var budget = options.paraphraseMaxPostings
        for (w, word) in words.enumerated() {
            for reading in word.readings {
                let list = index.bagPostings[Int(reading.term)]
                guard budget >= list.count else { continue }
                budget -= list.count
                for bag in list where scope[index.bags[Int(bag)].app] {
                    touched[bag, default: []].append((reading.term, reading.credit, w, reading.rule))
                }
            }
        }
        // A value named touches the shortcuts that take a value of its type.
        for value in values {
            for bag in index.storeBags[value.store] ?? [] where scope[index.bags[Int(bag)].app] && touched[bag] == nil {
                touched[bag] = []
            }
        }
        // The same early end as below, before any shortcut is scored: when none of those
        // touched can have its topic said (`mayHaveTopic`, bounded from its readings and the
        // values named alone), no candidate can answer, whatever the scores. Most lines that
        // match nothing end here (their words are other shortcuts' verbs and function words).
        // Taken before the app-name analysis below, which only refuses (no match too) or
        // weighs the shortcuts scored: without an explanation, a line ending here answers
        // what it would have answered there.
        if !explain, !touched.contains(where: { bag, readings in
            mayHaveTopic(bag: Int(bag), readings: readings, values: values, index: index, options: options)
        }) {
            if !touched.isEmpty { ParaphraseEarlyEnds.current?.record(utterance, unscored: true) }
            return MatchResult(utterance: utterance, status: .noMatch)
        }
        // Said negations ("don't", "ne … pas", "ない") are no request for a phrase that does not say them.
        let negations = rules.negationCount(in: tokens)
        // A location question asked ("where is my card", "カードはどこ"): said first (light
        // words aside) where the language puts its question words first, anywhere in Japanese.
        let questionsAsked = index.locationQuestions.spans(in: tokens).filter { span in
            !rules.writesSpaces || tokens[..<span.lowerBound].allSatisfy(rules.isLightToken)
        }
        // "open Dune in kindle": a word no app, phrase or value in scope uses, last, after a
        // preposition that introduces app names (and no value in any phrase: "weather in
        // utah" names a place), is most likely another app's name.
        // So is one said right after the app's name ("open dune in library xylophone").
        let language = index.language
        func outOfScope(_ position: Int) -> Bool {
            if otherAppWords.contains(position) { return true }
            if valueTokens.contains(position) || appWords.contains(position) { return false }
            // A detail (a time, a date: "… for four pm", "… at 7") is no app's name, nor is
            // any number (a road: "the traffic on I twenty five").
            if details[position] || NumberWords.isNumber(tokens[position], language: language) { return false }
            // Nor is a closed-class word of several tokens, though a preposition that introduces
            // an app's name begins it: "で", "す" of "スマホはどこですか".
            if index.inClosedClassRun(tokens, at: position) { return false }
            guard let word = words.first(where: { $0.range.contains(position) && !$0.questionOnly }) else {
                return prepared.alternatives[position].isEmpty
            }
            return word.readings.allSatisfy { reading in
                index.postings[Int(reading.term)].allSatisfy { !scope[index.entries[Int($0)].app] }
            }
        }
        // The name may be several words ("in travel tracking"): the out-of-scope words at the end.
        // An app out of scope named there refuses; unknown words there are evidence against
        // every shortcut (`ParaphraseFeatures.appLike`): "news on donald trump" is no app.
        var appLike = false
        // Unless a determiner begins them ("in my room", "in this room"; after a possessive or
        // an article, words of the language: not "on my spotify"), and the shortcut's
        // app keeps the user's things (`namesParticular`): a room, a list of its own. To an
        // app that searches a catalogue ("Find events"), "on my calendar" is another app's.
        var determined = false
        func appLikeFor(_ bag: Int) -> Bool { appLike && !(determined && index.namesParticular[index.bags[bag].app]) }
        func saidLast(_ position: Int) -> Bool { !prepared.fillerMatches(at: position, rules).contains { $0.length == 1 } }
        func runStart(_ last: Int) -> Int {
            var first = last
            while first >= 1, outOfScope(first - 1) { first -= 1 }
            return first
        }
        // Details and numbers said after the name ("freeze my card in kindle at 5pm", "… tomorrow",
        // "open dune in kindle 2": a number alone is no detail, and no app's name either) do not
        // hide it where the request says a phrase — every word of it, and the word and the
        // preposition right before its app's name (`ParaphraseIndex.appNameLeads`: "card in") —
        // with the name in its place: the details are no part of a name, but a place is said
        // after a preposition too ("book me a taxi to leith in half an hour").
        var end = tokens.indices.last(where: saidLast)
        if let said = end, !outOfScope(said),
           let content = tokens.indices.last(where: {
               saidLast($0) && !details[$0] && !NumberWords.isNumber(tokens[$0], language: language)
           }), content < said, outOfScope(content) {
            let first = runStart(content)
            let lead = first >= 2 ? (valueTokens.contains(first - 2) ? "\u{1}" : tokens[first - 2]) + " " + tokens[first - 1] : ""
            let read = Set(words.flatMap { $0.readings.map(\.term) })
            let mirrored = index.appNameLeads[lead]?.contains { e in
                let entry = index.entries[Int(e)]
                return scope[entry.app] && !entry.terms.isEmpty && entry.terms.allSatisfy(read.contains)
            } ?? false
            // Or another word of that shortcut before the same preposition ("achète un pass
            // journée dans kindle pour demain" for "Achète un pass dans ${applicationName}",
            // whose other phrase says "journée"): the phrase said whole, a word of it added.
            let before = first >= 2 ? words.first { $0.range.contains(first - 2) }?.readings ?? [] : []
            let extended = !mirrored && !before.isEmpty && index.appNameLeads.contains { lead, leading in
                lead.hasSuffix(" " + tokens[first - 1]) && leading.contains { e in
                    let entry = index.entries[Int(e)]
                    return scope[entry.app] && !entry.terms.isEmpty && entry.terms.allSatisfy(read.contains)
                        && before.contains { reading in
                            reading.credit >= 1 && index.bagPostings[Int(reading.term)].contains { b in
                                index.bags[Int(b)].app == entry.app && index.bags[Int(b)].shortcut == entry.shortcut
                            }
                        }
                }
            }
            if mirrored || extended { end = content }
        }
        if let last = end, outOfScope(last) {
            let first = runStart(last)
            // A preposition some phrase says before a value of an open type (an entity's: "in
            // ${city}", `ParaphraseIndex.valuePrepositions`) introduces a value the app does not
            // list ("weather in utah"); one before an enum's value, only words of the language
            // (`listedValuePrepositions`); either, a detail ("from
            // last month"), not an app — unless a value was named already and the words after it
            // are no words of the language: "ouvre dune dans kindle" names Dune, then an app.
            let saysWords = (first...last).contains { index.lexicon.knows(index.stemmer.stem(tokens[$0])) }
            let introducesValue = first >= 1
                && (index.valuePrepositions.contains(tokens[first - 1]) && (values.isEmpty || saysWords)
                    || index.listedValuePrepositions.contains(tokens[first - 1]) && saysWords)
            if first >= 1,
               (named.isEmpty && rules.appPrepositions.contains(tokens[first - 1]) && !introducesValue)
                   || appWords.contains(first - 1) {
                if (first...last).contains(where: otherAppWords.contains) {
                    return refused(utterance, .anotherApp, explain: explain, words: prepared.tokens)
                }
                appLike = !index.details.isRouteEnd(first - 1, last: last, in: tokens)
                // A possessive or an article is said before an app the user owns too ("play jazz
                // on my spotify"): only words of the language after it name a place or a thing.
                let determiners = index.determinerWords
                determined = options.paraphraseDeterminedIsNoAppName && determiners.beginsThing(at: first, in: tokens)
                    && (determiners.isDemonstrative(at: first, in: tokens)
                        || tokens[(first + 1)..<(last + 1)].allSatisfy { index.lexicon.knows(index.stemmer.stem($0)) })
            }
        }

        var scores: [ParaphraseScore] = []
        // Where a test records the early ends, an explained line (every shortcut touched is
        // scored) checks the bound: a topic said where `mayHaveTopic` saw no way to it.
        let checked = explain ? ParaphraseEarlyEnds.current : nil
        for (bagIndex, readings) in touched {
            if let score = score(bag: Int(bagIndex), readings: readings, words: words, tokens: tokens, values: values,
                                 valueTokens: valueTokens, otherAppWords: otherAppWords, named: named,
                                 appLike: appLikeFor(Int(bagIndex)), index: index, options: options) {
                var score = score
                if options.paraphraseCommandAsStateRefuses {
                    score.saysCommandAsState = saysCommandAsState(bag: index.bags[Int(bagIndex)], words: words,
                                                                  tokens: tokens, index: index)
                }
                if options.paraphraseCommandAsThingRefuses {
                    score.saysCommandAsThing = saysCommandAsThing(bag: index.bags[Int(bagIndex)], words: words,
                                                                  tokens: tokens, valueTokens: valueTokens, index: index)
                }
                if options.paraphraseQuestionOfAThingRefuses, !index.bags[Int(bagIndex)].impersonalLeads.isEmpty {
                    score.asksOfAThing = asksOfAThing(bag: index.bags[Int(bagIndex)], prepared: prepared, values: values,
                                                      index: index)
                }
                if options.otherParticleRefuses, !index.bags[Int(bagIndex)].saidParticles.isEmpty {
                    score.saysAnotherParticle = ParticleVerbs.shared(code: language)
                        .saysAnotherParticle(tokens, said: index.bags[Int(bagIndex)].saidParticles)
                }
                if let checked, score.hasTopic,
                   !mayHaveTopic(bag: Int(bagIndex), readings: readings, values: values, index: index, options: options) {
                    let bag = index.bags[Int(bagIndex)]
                    checked.recordMissedTopic(utterance, shortcut: catalogs[bag.app].app.name + " "
                                                  + (bag.isNegative ? "(negative phrase)" : catalogs[bag.app].shortcuts[bag.shortcut].intent))
                }
                scores.append(score)
            }
        }
        guard !scores.isEmpty else { return refused(utterance, .noSharedWord, explain: explain, words: tokens) }
        // Only a candidate whose topic was said can answer, and only at the threshold: the
        // best (sorted below: topic first, then confidence) is refused by every rule of
        // `verdict` when it has no topic, and is no match below the threshold. So when no
        // candidate has both, the answer is no match whatever the ranking, the rules and the
        // ties below find, and without an explanation to give (`all` lists candidates only
        // of an answer) nothing more is worked out: on most lines that match nothing, the
        // candidates, their keys and rules and the result's explanation were half the level's time.
        if !explain, !scores.contains(where: { $0.hasTopic && $0.confidence >= options.paraphraseThreshold }) {
            ParaphraseEarlyEnds.current?.record(utterance)
            return MatchResult(utterance: utterance, status: .noMatch)
        }
        // Best per app, intent and value; ties in declaration order. Only a shortcut whose
        // topic was said may answer; the others are near misses at most.
        // (The entries read where they are: the index or an entry bound to a name is copied,
        // a retain and a release of each of its fields, at every comparison.)
        let entries = index.entries
        scores.sort {
            let answers = $0.hasTopic && !$0.refusedByItsWords
            if answers != ($1.hasTopic && !$1.refusedByItsWords) { return answers }
            if $0.hasTopic != $1.hasTopic { return $0.hasTopic }
            if $0.confidence != $1.confidence { return $0.confidence > $1.confidence }
            let a = $0.entry, b = $1.entry
            if entries[a].app != entries[b].app { return entries[a].app < entries[b].app }
            if entries[a].shortcut != entries[b].shortcut { return entries[a].shortcut < entries[b].shortcut }
            return entries[a].phrase < entries[b].phrase
        }
        var seen = Set<CandidateKey>()
        var ranked: [(score: ParaphraseScore, candidate: Candidate)] = []
        // An intent whose value the utterance names is not also offered without it.
        var valued = Set<ShortcutKey>()
        for score in scores where score.slot != nil && score.hasTopic {
            valued.insert(ShortcutKey(app: entries[score.entry].app, shortcut: entries[score.entry].shortcut))
        }
        for score in scores {
            let entry = entries[score.entry]
            if score.slot == nil, score.hasTopic, !entry.isNegative,
               valued.contains(ShortcutKey(app: entry.app, shortcut: entry.shortcut)) { continue }
            let candidate = paraphraseCandidate(score, entry: entry, options: options)
            if seen.insert(CandidateKey(candidate)).inserted { ranked.append((score, candidate)) }
        }
        // The topics said of shortcuts of the apps in scope, when there are several: a candidate
        // that leaves unread the topic of another app's shortcut said whole, which no rule of its
        // own refuses, is one of two requests (`anotherAppsShortcut`).
        // Where the words the request names as the user's own begin ("my events": `OwnerWords`).
        let ownerEnds = index.ownerWords.ownerEnds(in: tokens, typed: utterance)
        // A shortcut such a word refuses (`usersOwnThing`) is no request said, as an attached word's is not.
        func namesUsersOwn(_ score: ParaphraseScore) -> Bool {
            options.paraphraseUsersOwnThingRefuses && !ownerEnds.isEmpty && !index.namesParticular[index.entries[score.entry].app]
                && namesAsTheUsers(score, ownerEnds: ownerEnds, words: words, tokens: tokens, index: index)
        }
        var topics: [(app: Int, tokens: [Range<Int>])] = []
        if options.paraphraseAnotherAppsTopicRefuses {
            // A topic that came any way counts, and so does a phrase said whole with a word
            // only that shortcut uses ("change the temperature" of a thermostat shortcut
            // titled Set thermostat): either is a request of its own.
            func saysARequest(_ score: ParaphraseScore) -> Bool {
                (score.hasTopic || !score.topicTokens.isEmpty)
                    && score.recall >= options.paraphraseAnotherAppsMinimumRecall
                    && !index.entries[score.entry].isNegative && negations <= index.bags[score.bag].negations
                    && !(score.attached && options.paraphraseAttachedWordRefuses)
                    && !namesUsersOwn(score)
            }
            for (score, _) in ranked where saysARequest(score) {
                topics.append((index.entries[score.entry].app, score.topicTokens))
            }
            // The shortcuts of a value typed too short to answer with, scored as if it were
            // read: "buy a day pass and open dnue" asks for two apps as "… open dune" does.
            let typoValues = shortTypoValues.filter { !$0.range.contains(where: valueTokens.contains) }
            var typoBags = Set<Int32>()
            for value in typoValues {
                for bag in index.storeBags[value.store] ?? [] where scope[index.bags[Int(bag)].app] && typoBags.insert(bag).inserted {
                    if let score = score(bag: Int(bag), readings: touched[bag] ?? [], words: words, tokens: tokens,
                                         values: values + typoValues,
                                         valueTokens: valueTokens.union(typoValues.flatMap { Array($0.range) }),
                                         otherAppWords: otherAppWords, named: named, appLike: appLikeFor(Int(bag)), index: index,
                                         options: options),
                       saysARequest(score) {
                        topics.append((index.entries[score.entry].app, score.topicTokens))
                    }
                }
            }
            // One app's shortcut said whole is enough: the best of another app then leaves it
            // unread, whether its own phrase was said whole or not ("buy a pass and open dune":
            // "buy" is a synonym of Purchase a pass's "purchase", recall 0.75).
        }
        // What each candidate answers when it is the best, or the rule that refuses it whatever its rank.
        func verdict(_ score: ParaphraseScore, _ candidate: Candidate) -> (status: MatchResult.Status, refusal: MatchExplanation.Refusal?) {
            let entry = index.entries[score.entry]
            // A negative phrase rejects what says its topic; one that shares only words that
            // say little with the request ("a", "para") is no reason given for a refusal.
            if entry.isNegative { return score.hasTopic ? (.rejected, .negativePhrase) : (.matched, .noTopicWord) }
            if negations > index.bags[score.bag].negations { return (.matched, .negation) }
            if score.attached, options.paraphraseAttachedWordRefuses { return (.matched, .attachedWord) }
            if namesUsersOwn(score) { return (.matched, .usersOwnThing) }
            if score.saysCommandAsState { return (.matched, .commandAsState) }
            if score.saysCommandAsThing { return (.matched, .commandAsThing) }
            if score.asksOfAThing { return (.matched, .questionOfAThing) }
            if score.saysAnotherParticle { return (.matched, .anotherParticle) }
            // A location question is answered by a shortcut that reads its question word: one
            // that says it ("Where is my order") or a find verb (`LocationQuestions`), not one
            // that does something to the thing asked about ("Freeze my card").
            if !questionsAsked.isEmpty, !questionsAsked.contains(where: { score.explains($0, words: words) }) {
                return (.matched, .notAFind)
            }
            if topics.contains(where: { other in
                other.app != entry.app && other.tokens.contains { !score.explains($0, words: words) }
            }) {
                return (.matched, .anotherAppsShortcut)
            }
            guard candidate.parameter == nil, missingValue(for: candidate) != nil else {
                return (.matched, score.hasTopic ? nil : .noTopicWord)
            }
            // An intent answered without a value: an optional parameter stays unset (a word in
            // its place the app does not know, "weather in utah", is a detail it cannot use);
            // a required one is asked for, as the exact level asks it.
            // A required value not named while a word the shortcut does not explain was said:
            // that word is likely the value, one the app does not know ("get conditions on
            // mount everest"), so nothing is run or asked on a guess.
            // (`ParaphraseFeatures.guess` weighs that against it.)
            // A phrase with the value's slot said in its own words (typos aside): the flexible
            // level has judged it ("open a shelf": the type's name is no value). A phrase
            // without the slot is answered as the exact level answers it: the app asks.
            guard entry.store == nil || score.aligned.contains(where: { w, aligned in
                aligned.rule == .synonym || aligned.rule == .expression || (aligned.rule == .stem && words[w].text != aligned.phraseWord)
            }) else { return (.needsValue, .valueNotSaid) }
            return (.needsValue, score.hasTopic ? nil : .noTopicWord)
        }
        let top = ranked[0]
        let topEntry = index.entries[top.score.entry]
        let runnerUp = ranked.dropFirst().first {
            $0.score.hasTopic && (!index.entries[$0.score.entry].isNegative || !topEntry.isNegative)
        }
        let (status, refusal) = verdict(top.score, top.candidate)
        func explanation(reason: String?, refusal: MatchExplanation.Refusal? = nil) -> MatchExplanation? {
            guard explain else { return nil }
            var explanation = paraphraseExplanation(top.score, entry: topEntry, candidate: top.candidate, words: words,
                                                    appWords: appWords, prepared: prepared, index: index,
                                                    runnerUp: runnerUp?.candidate, reason: reason)
            if let refusal {
                explanation.closest = top.candidate
                explanation.refusal = refusal
            }
            if all {
                explanation.scored = ranked.map { score, candidate in
                    let (status, refusal) = verdict(score, candidate)
                    return MatchExplanation.Scored(candidate: candidate, status: status,
                                                   parts: score.features.parts + [.init(name: "confidence", value: score.confidence)],
                                                   refusal: refusal)
                }
            }
            return explanation
        }
        let reason = runnerUp.map { lost(top.score, $0.score, index: index) }
        if let refusal {
            var result = MatchResult(utterance: utterance, status: .noMatch)
            result.explanation = explanation(reason: reason, refusal: refusal)
            return result
        }
        guard top.score.confidence >= options.paraphraseThreshold else {
            var result = MatchResult(utterance: utterance, status: .noMatch)
            result.explanation = explanation(reason: reason, refusal: .belowThreshold)
            return result
        }
        // A tie is a candidate close to the best that no rule refuses: one refused as the best
        // (an attached word, a negation, a guess) is no choice to offer either.
        let ties = ranked.filter {
            $0.score.hasTopic && $0.score.logit >= top.score.logit - options.paraphraseTieMargin
                && verdict($0.score, $0.candidate).refusal == nil
        }
        if ties.count > 1 {
            var result = MatchResult(utterance: utterance, status: .ambiguous, best: top.candidate,
                                     candidates: all ? ranked.map(\.candidate) : Array(ties.prefix(max(2, options.maxOptions)).map(\.candidate)))
            result.explanation = explanation(reason: "within the tie margin (\(MatchExplanation.format(options.paraphraseTieMargin))) of the best: ambiguous")
            return result
        }
        if status == .needsValue, let request = missingValue(for: top.candidate) {
            var choices = [Candidate]()
            if let parameter = index.bags[top.score.bag].parameters.first(where: { $0.name == request.parameter }) {
                for value in stores[parameter.store].phraseValues(limit: all ? Int.max : options.maxOptions) {
                    var choice = top.candidate
                    choice.parameter = ParameterBinding(name: request.parameter, type: request.type, value: value.id,
                                                        title: value.title, subtitle: value.subtitle)
                    choices.append(choice)
                }
            }
            var result = MatchResult(utterance: utterance, status: .needsValue, best: top.candidate,
                                     candidates: all ? ranked.map(\.candidate) : choices, request: request)
            result.explanation = explanation(reason: reason)
            return result
        }
        var result = MatchResult(utterance: utterance, status: .matched, best: top.candidate,
                                 candidates: all ? ranked.map(\.candidate) : [])
        result.explanation = explanation(reason: reason)
        return result
    }

    /// Whether the utterance says the verb `bag`'s phrases start with ("set" of "Set an
    /// alarm", no noun-like topic word) only as a state: every word read as it, as written or
    /// in another form, said after an auxiliary (`StateWords.saysAsState`: "is my alarm set",
    /// "have I set an alarm"). Never for a shortcut with a question phrase (`Bag.asks`): a
    /// state of its thing is what it answers ("how many alarms are listed").
    /// - Complexity: O(n × r) in the words and their readings.
    private func saysCommandAsState(bag: ParaphraseIndex.Bag, words: [ParaphraseWord], tokens: [String],
                                    index: ParaphraseIndex) -> Bool {
        guard !bag.asks, !bag.commandTerms.isEmpty else { return false }
        var said = false
        for word in words where readsAsCommand(word, commandTerms: bag.commandTerms, index: index) {
            guard index.stateWords.saysAsState(at: word.range.lowerBound, in: tokens) else { return false }
            said = true
        }
        return said
    }

    /// Whether the utterance asks a question of `bag`'s impersonal pronoun ("What time is it")
    /// of a thing instead: its beginning said, an auxiliary, and a subject that is no pronoun
    /// ("what time does the train arrive", "what time is the party tonight"; not "what time is
    /// it in london", "what time is in singapore", "what time is now new york": a function word
    /// or a filler is no subject; nor "what time is tokyo": a value its own phrases take, of
    /// `values`, is where the question is asked, not a thing asked of).
    /// - Complexity: O(n × l + v) in the utterance's tokens, the beginnings' (`ImpersonalQuestions`)
    ///   and the values named.
    private func asksOfAThing(bag: ParaphraseIndex.Bag, prepared: PreparedUtterance, values: [FoundValue],
                              index: ParaphraseIndex) -> Bool {
        let tokens = prepared.tokens
        let ownValues = values.filter { value in bag.parameters.contains { $0.store == value.store } }
        func isWeak(_ position: Int) -> Bool {
            index.isWeak(tokens[position], rules) || rules.isLightToken(tokens[position])
                || prepared.fillerMatches(at: position, rules).contains { $0.length == 1 }
                || ownValues.contains { $0.range.contains(position) }
        }
        return bag.impersonalLeads.contains { lead in
            index.impersonalQuestions.asksOfAThing(tokens, lead: lead, isWeak: isWeak)
        }
    }

    /// Whether `word` reads, as written or in another form, as one of `commandTerms` that is
    /// no noun-like topic word.
    private func readsAsCommand(_ word: ParaphraseWord, commandTerms: Set<Int32>, index: ParaphraseIndex) -> Bool {
        word.range.count == 1 && word.readings.contains { reading in
            (reading.rule == .exact || reading.rule == .stem || reading.rule == .typo)
                && commandTerms.contains(reading.term) && !index.isTopical[Int(reading.term)]
        }
    }

    /// Whether `word` reads as the verb some shortcut's phrases start with, said as a state.
    private func saysAsState(_ word: ParaphraseWord, commandTerms: Set<Int32>, tokens: [String],
                             index: ParaphraseIndex) -> Bool {
        readsAsCommand(word, commandTerms: commandTerms, index: index)
            && index.stateWords.saysAsState(at: word.range.lowerBound, in: tokens)
    }

    /// An App Shortcut, as the paraphrase level keeps one answer per intent named with a value.
    private struct ShortcutKey: Hashable {
        var app: Int
        var shortcut: Int
    }

    /// No answer, and the rule that says why: the explanation lists the words as not read.
    private func refused(_ utterance: String, _ refusal: MatchExplanation.Refusal, explain: Bool,
                         words: [String]) -> MatchResult {
        var result = MatchResult(utterance: utterance, status: .noMatch)
        if explain {
            result.explanation = MatchExplanation(level: .none, phrase: nil,
                                                  words: words.map { .init(typed: $0, phraseWord: nil, rule: .extraWord) },
                                                  score: 0, parts: [])
            result.explanation?.refusal = refusal
        }
        return result
    }

    /// One App Shortcut (bag) scored against the utterance, or `nil` when no word of its
    /// topic was said. Evidence for it: the words of any of its phrases or titles said (each
    /// phrase word once, weighed by how well it tells the shortcuts apart, times the credit
    /// of the reading) and a value of its parameters' types. Evidence against: the words it
    /// does not explain, each at its own weight — a word of another shortcut as much as it
    /// tells that one apart, a word no phrase, title or value uses (a time, a place, a name)
    /// only `paraphraseUnknownWordWeight`.
    private func score(bag bagIndex: Int, readings: [(term: Int32, credit: Double, word: Int, rule: MatchExplanation.Rule)],
                       words: [ParaphraseWord], tokens: [String], values: [FoundValue], valueTokens: Set<Int>, otherAppWords: Set<Int>,
                       named: Set<Int>, appLike: Bool, index: ParaphraseIndex, options: MatchOptions) -> ParaphraseScore? {
        let bag = index.bags[bagIndex]
        // One utterance word explains one term and a term is said once: the heaviest first.
        let order = readings.sorted {
            let a = index.weight($0.term, options) * $0.credit, b = index.weight($1.term, options) * $1.credit
            return a != b ? a > b : ($0.word, $0.term) < ($1.word, $1.term)
        }
        var got = 0.0
        var decisive = 0.0
        var aligned: [Int: (phraseWord: String, rule: MatchExplanation.Rule)] = [:]
        var credited = TermCredits()
        var alignedTerms: [Int: Int32] = [:]
        var rarest = 0.0
        var noun = 0.0
        var central = 0.0
        var topicTokens: [Range<Int>] = []
        var centralTokens: Range<Int>? = nil
        // The topic: a noun-like word central to the shortcut ("alarm", "weather"); of a
        // negative phrase, any of its words but a function word ("a" of "Devuelve un libro a
        // la ${applicationName}" is no return of a book).
        func decides(_ term: Int32, credit: Double) -> Bool {
            credit >= options.paraphraseDecisiveMinimumCredit
                && (bag.isNegative && !index.isFunctionWord[Int(term)]
                    || (index.isTopical[Int(term)] || !options.paraphraseTopicIsNounLike)
                    && bag.centrality[term, default: 0] >= options.paraphraseMinimumCentrality)
        }
        for reading in order where aligned[reading.word] == nil && credited[reading.term] == nil {
            let weight = index.weight(reading.term, options)
            got += weight * reading.credit
            credited[reading.term] = weight * reading.credit
            aligned[reading.word] = (index.termWords[Int(reading.term)], reading.rule)
            alignedTerms[reading.word] = reading.term
            if reading.credit >= options.paraphraseDecisiveMinimumCredit, !index.isFunctionWord[Int(reading.term)] {
                rarest = max(rarest, weight)
                if index.isTopical[Int(reading.term)] { noun = max(noun, weight) }
                // A word that tells it apart as the rare-word or noun route weighs it ("wake"
                // of Wake me up, "temperature" of Change the temperature).
                if weight >= options.paraphraseRareWordMinimumWeight
                    || (index.isTopical[Int(reading.term)] && weight >= options.paraphraseNounTopicMinimumWeight) {
                    topicTokens.append(words[reading.word].range)
                }
                if bag.centrality[reading.term, default: 0] >= options.paraphraseMinimumCentrality, weight > central {
                    central = weight
                    centralTokens = words[reading.word].range
                }
            }
            if decides(reading.term, credit: reading.credit) {
                decisive = max(decisive, weight)
                if weight >= options.paraphraseMinimumDecisiveWeight { topicTokens.append(words[reading.word].range) }
            }
        }
        // A word of its topic said as written or in another form says its topic however recall
        // credited the word: "email" of "write an email to my colleague" is credited as
        // "message" (a synonym, of a rarer word of Send a message to ${contact}), "song" of
        // "what song is playing" as "sing" (Who sings this song), yet their topic was said.
        // Only the word itself: a synonym of its topic ("remove" for "delete") is no more
        // than the phrase word it was credited as.
        // And only with another word of the shortcut said in its own words — as written (a typo
        // aside) or as a word of the same meaning — not only in another form: the form says
        // what the word does, so "play" of "please play some songs for kids" commands what
        // "playing" of What's playing describes, and "played" of "remove last played song" is
        // a song's past; the topic word read as another form of a third ("song" as "sings"),
        // with only those, is a request of another shortcut about the same thing.
        for reading in order where alignedTerms[reading.word] != nil && alignedTerms[reading.word] != reading.term
            && reading.rule == .stem && reading.credit >= 1 && decides(reading.term, credit: reading.credit)
            && order.contains(where: { other in
                other.word != reading.word && alignedTerms[other.word] == other.term
                    && saysInItsOwnWords(other, bag: bag, words: words, index: index)
            }) {
            let weight = index.weight(reading.term, options)
            decisive = max(decisive, weight)
            if weight >= options.paraphraseMinimumDecisiveWeight { topicTokens.append(words[reading.word].range) }
        }
        var value: FoundValue? = nil
        if let found = values.first(where: { found in bag.parameters.contains { $0.store == found.store } }) {
            value = found
            got += options.paraphraseValueWeight * max(0, 1 - Double(found.edits) * options.typoCost)
            // A value decides with a word central to the shortcut said ("play jazz"), not
            // alone: a city named in a request for a train is no weather request.
            if options.paraphraseValueDecides, order.contains(where: { reading in
                reading.credit >= options.paraphraseDecisiveMinimumCredit && credited[reading.term] != nil
                    && aligned[reading.word] != nil && bag.centrality[reading.term, default: 0] >= options.paraphraseMinimumCentrality
            }) {
                decisive = max(decisive, options.paraphraseValueWeight)
                if options.paraphraseValueWeight >= options.paraphraseMinimumDecisiveWeight { topicTokens.append(found.range) }
            }
        }
        // Recall: the best share of one of its phrases said, the words of its other phrases
        // and titles counting `paraphraseSiblingWordFactor` each. That phrase is the one shown.
        let gotWords = got - (value.map { _ in options.paraphraseValueWeight * max(0, 1 - Double(value!.edits) * options.typoCost) } ?? 0)
        var best: (entry: Int, recall: Double, holds: Bool)? = nil
        for e in bag.entries {
            let entry = index.entries[Int(e)]
            var total = 0.0
            var said = 0.0
            // A word that tells it apart from another shortcut, not said: nothing makes up for
            // it, and it weighs as the content word it is there, a function word or not ("on").
            var unfilled = 0.0
            for term in entry.terms {
                if credited[term] == nil, bag.contrastTerms.contains(term) {
                    total += index.contrastWeight(term)
                    unfilled += index.contrastWeight(term)
                } else {
                    total += index.weight(term, options)
                }
                said += credited[term] ?? 0
            }
            let outside = gotWords - said
            if entry.embedsAppName {
                // "Show my favorite ${applicationName}": the name is the phrase's object.
                total += options.paraphraseValueWeight
                if named.contains(entry.app) { said += options.paraphraseValueWeight }
            }
            if let store = entry.store {
                total += options.paraphraseValueWeight
                if value?.store == store { said += options.paraphraseValueWeight }
            }
            guard total > 0 else { continue }
            let recall = min(1 - unfilled / total, (said + options.paraphraseSiblingWordFactor * outside) / total)
            // The value named is shown in a phrase of its own, where the shortcut has one.
            let holds = value != nil && entry.store == value?.store
            if best == nil || (holds ? 1 : 0, recall) > (best!.holds ? 1 : 0, best!.recall) { best = (Int(e), recall, holds) }
        }
        guard var best, got > 0 else { return nil }
        // Its titles read as one more phrase ("météo" for a shortcut titled Météo).
        func unsaidContrast(_ term: Int32) -> Bool { credited[term] == nil && bag.contrastTerms.contains(term) }
        let titleTotal = bag.titleTerms.reduce(0) { $0 + (unsaidContrast($1) ? index.contrastWeight($1) : index.weight($1, options)) }
        if titleTotal > 0 {
            let said = bag.titleTerms.reduce(0) { $0 + (credited[$1] ?? 0) }
            let unfilled = bag.titleTerms.reduce(0) { $0 + (unsaidContrast($1) ? index.contrastWeight($1) : 0) }
            best.recall = max(best.recall, min(1 - unfilled / titleTotal,
                                               (said + options.paraphraseSiblingWordFactor * (gotWords - said)) / titleTotal))
        }
        if named.contains(bag.app), index.entries[best.entry].embedsAppName { got += options.paraphraseValueWeight }
        // Words the shortcut does not explain: other values, words of other shortcuts,
        // words no phrase knows.
        var others = 0.0
        var unknown = 0.0
        var detailWeight = 0.0
        var attached = false
        // Where a phrase content word said ends: a word no phrase uses said right there
        // changes what it names ("favorite songs" is not "favorites").
        // (A loop, not a closure: one capturing `rules` copied the whole automaton, a retain and
        // a release of each of its tables, at every shortcut scored.)
        var ends: [Int: Int] = [:]
        for w in aligned.keys where !index.isWeak(words[w].text, rules) {
            let end = words[w].range.upperBound
            ends[end] = min(ends[end] ?? w, w)
        }
        // Where one of its phrases has its parameter right after the word said ("Play
        // ${artist}"), the word after it stands in the value's place: a value the app does
        // not list ("play chopin"), a detail as "utah" in "weather in utah", not another thing.
        func inSlot(after w: Int) -> Bool {
            guard let term = alignedTerms[w] else { return false }
            return bag.entries.contains { index.entries[Int($0)].termsBeforeValues.contains(term) }
        }
        // Whether the token before `position` is one a phrase of it says right before its parameter.
        func afterValueWord(_ position: Int) -> Bool {
            guard position > 0 else { return false }
            let before = tokens[position - 1]
            return bag.entries.contains { index.entries[Int($0)].wordsBeforeValues.contains(before) }
        }
        // Whether the word at `w` is a word of its topic said as one of its phrases writes it
        // as the head of what it names (`ParaphraseIndex.Entry.headWords`): not another form
        // ("favorite" of "show my favorite songs" is no "favorites"), not a modifier ("favorite"
        // of "Show my favorite ${applicationName}").
        func namesItsTopic(_ w: Int) -> Bool {
            let text = words[w].text
            return order.contains { reading in
                reading.word == w && decides(reading.term, credit: reading.credit)
                    && index.weight(reading.term, options) >= options.paraphraseMinimumDecisiveWeight
            } && bag.entries.contains { index.entries[Int($0)].headWords.contains(text) }
        }
        // Whether the word at `w` is one that names a thing of its own where no phrase word reads
        // it: a word of the language mostly said as a noun, or one that reads as another
        // shortcut's word.
        func nounLike(_ w: Int) -> Bool {
            let word = words[w]
            guard !word.isDetail, word.weight >= options.paraphraseUnknownNounWeight else { return false }
            let stem = index.stemmer.stem(word.text)
            return index.lexicon.knows(stem) && (word.readings.isEmpty || !index.lexicon.isSeldomNoun(word.text, stem: stem))
        }
        // Words said right before a word of its topic, the topic said as the head of what one of
        // its phrases names, that no phrase or value of the loaded apps reads ("speaker volume",
        // "home town weather", "the chore list"): a modifier says which of that thing is asked, a
        // detail of it (`MatchOptions.paraphraseModifierOfTopicIsDetail`), as a noun after it
        // does (`paraphraseTopicHeadTakesAttachedNoun`).
        // Only when they are all the request says besides its words, fillers and details, and
        // one of its phrases is said whole besides them (recall `paraphraseCentralTopicMinimumRecall`):
        // with another word it does not explain, or without its other words ("go to favourite
        // list" for "Add to a list"), the modifier names another thing ("train time", "play
        // football news from radio one").
        var modifiers = Set<Int>()
        if options.paraphraseModifierOfTopicIsDetail, best.recall >= options.paraphraseCentralTopicMinimumRecall {
            // Whether the word at `m`, right before the word at `w`, is one no phrase or value reads,
            // and a noun: a word the lexicon knows mostly as a noun. A noun before a noun names a
            // kind of that thing ("speaker volume", "chore list"); a verb, an adjective, a
            // quantifier or a name the lexicon does not know there does not ("find", "one more
            // time", "go to favourite list", "the next lakers game": measured, false accepts).
            func modifies(_ m: Int, _ w: Int) -> Bool {
                guard words.indices.contains(m), aligned[m] == nil, !words[m].isDetail, !words[m].questionOnly,
                      words[m].readings.isEmpty, words[m].range.upperBound == words[w].range.lowerBound,
                      !valueTokens.contains(words[m].range.lowerBound), !otherAppWords.contains(words[m].range.lowerBound),
                      !(value?.range.overlaps(words[m].range) ?? false) else { return false }
                let stem = index.stemmer.stem(words[m].text)
                return index.lexicon.knows(stem) && !index.lexicon.isSeldomNoun(words[m].text, stem: stem)
            }
            // (Only a topic word some phrase says bare: after "light" of "Change the light color",
            // "favorite color" is another color.)
            for w in words.indices where aligned[w] != nil && namesItsTopic(w)
                && bag.entries.contains(where: { index.entries[Int($0)].bareHeadWords.contains(words[w].text) }) {
                var next = w
                while modifies(next - 1, next) { next -= 1; modifiers.insert(next) }
            }
            if words.indices.contains(where: { w in
                aligned[w] == nil && !modifiers.contains(w) && !words[w].isDetail && !words[w].questionOnly
                    && !(value?.range.overlaps(words[w].range) ?? false)
            }) {
                modifiers = []
            }
        }
        var slotWord = false
        for (w, word) in words.enumerated() where aligned[w] == nil {
            if let value, value.range.overlaps(word.range) { continue }
            if word.questionOnly { continue }
            if modifiers.contains(w) {
                detailWeight += options.paraphraseDetailWordWeight
                continue
            }
            // A command's verb said as a state ("set" of "is my alarm set") is, to a shortcut
            // that asks about the thing, what is asked of it, as a question word is: no word
            // it leaves unexplained.
            if options.paraphraseCommandAsStateRefuses, bag.asks,
               saysAsState(word, commandTerms: index.commandTerms, tokens: tokens, index: index) { continue }
            if word.isDetail {
                detailWeight += word.weight
            } else if valueTokens.contains(word.range.lowerBound) || otherAppWords.contains(word.range.lowerBound) {
                others += options.paraphraseOtherValueWeight
            } else if let before = ends[word.range.lowerBound], inSlot(after: before) {
                unknown += options.paraphraseUnknownWordWeight
                if let term = alignedTerms[before], bag.centrality[term, default: 0] >= options.paraphraseMinimumCentrality {
                    slotWord = true
                }
            } else if let before = ends[word.range.lowerBound], case let stem = index.stemmer.stem(word.text),
                      index.lexicon.knows(stem) {
                others += max(word.weight, options.paraphraseAttachedWordWeight)
                // A noun this shortcut does not use, right there, names another thing
                // ("favorite songs"): a word mostly said as a noun that no phrase knows, or
                // one that reads as another shortcut's word — unless the word before is its
                // topic said as its phrases write it and no other word it does not read follows:
                // the noun then says what of that thing is asked ("traffic status", "the coffee
                // maker", "alarm clock"); with more words it names a third thing ("video game
                // news podcast").
                attached = attached || (nounLike(w)
                    && !(options.paraphraseTopicHeadTakesAttachedNoun && namesItsTopic(before)
                         && !words.indices.contains { $0 != w && words[$0].range.lowerBound == word.range.upperBound
                             && aligned[$0] == nil && !words[$0].isDetail && !index.isWeak(words[$0].text, rules) }))
            } else if word.readings.isEmpty {
                unknown += word.weight
            } else {
                others += word.weight
            }
        }
        let entry = index.entries[best.entry]
        // Each word said is shown as the shown phrase's own word where that phrase has it.
        for (w, term) in alignedTerms {
            if let i = entry.terms.firstIndex(of: term), let rule = aligned[w]?.rule { aligned[w] = (entry.words[i], rule) }
        }
        var features = ParaphraseFeatures()
        features.recall = best.recall
        features.precision = got / (got + others + unknown + detailWeight)
        features.topic = decisive
        features.value = value.map { max(0, 1 - Double($0.edits) * options.typoCost) } ?? 0
        features.rarest = rarest
        features.noun = noun
        features.central = central
        features.others = others
        features.unknown = unknown
        // Summed in word order: a Dictionary's order changes from run to run (hash seeds), and
        // a sum in another order can differ in its last bit, which would swap exact ties.
        // (The keys are word indexes: read in their order, nothing sorted or allocated.)
        var readWeight = 0.0
        for w in words.indices { if let term = alignedTerms[w] { readWeight += index.weight(term, options) } }
        features.credit = readWeight > 0 ? min(1, gotWords / readWeight) : 1
        features.appLike = appLike ? 1 : 0
        // Any required parameter, with a type of values or not (a title typed as text).
        // (A detail is no value the app does not know: "set an alarm for four pm".)
        func unread(_ w: Int) -> Bool { aligned[w] == nil && !words[w].isDetail && !words[w].questionOnly }
        if value == nil, !bag.isNegative, words.indices.contains(where: unread), bag.requiresValue {
            features.guess = 1
            if words.indices.contains(where: { unread($0) && afterValueWord(words[$0].range.lowerBound) }) {
                features.slotGuess = 1
            }
        }
        features.slotWord = slotWord ? 1 : 0
        // A word central to it that only it uses, whatever its part of speech ("mute" of Mute
        // the music), said with every weighed word of one of its phrases: its main verb.
        let centralIsTopic = options.paraphraseCentralIsTopic && central >= options.paraphraseCentralTopicMinimumWeight
            && best.recall >= options.paraphraseCentralTopicMinimumRecall
        if centralIsTopic, let centralTokens { topicTokens.append(centralTokens) }
        // One of its phrases said whole in its own words, with a word only it uses: "wake me up
        // at seven" for "Wake me up with ${applicationName}" of Set alarm, whose topic
        // ("alarm") the request never names.
        let wholePhrase = options.paraphraseWholePhraseIsTopic && !bag.isNegative
            ? saysWholePhrase(bag: bag, words: words, aligned: aligned, alignedTerms: alignedTerms, credited: credited,
                              value: value, tokens: tokens, named: named, index: index, options: options)
            : nil
        if let wholePhrase { topicTokens.append(words[wholePhrase].range) }
        if let value, features.value > 0 { topicTokens.append(value.range) }
        let hasTopic = decisive >= options.paraphraseMinimumDecisiveWeight
            || (options.paraphraseNounIsTopic && noun >= options.paraphraseNounTopicMinimumWeight)
            || (options.paraphraseOwnValueIsTopic && features.value > 0)
            || (options.paraphraseSlotWordIsTopic && slotWord)
            || (options.paraphraseRareWordIsTopic && rarest >= options.paraphraseRareWordMinimumWeight)
            || centralIsTopic
            || wholePhrase != nil
        let parameter = value.flatMap { value in bag.parameters.first { $0.store == value.store }?.name }
        return ParaphraseScore(bag: bagIndex, entry: best.entry, slot: value?.slot, parameter: parameter,
                               confidence: features.confidence(options), logit: features.logit(options),
                               features: features, hasTopic: hasTopic, attached: attached, topicTokens: topicTokens,
                               modifiers: modifiers,
                               aligned: aligned, alignedTerms: alignedTerms, readings: order, value: value)
    }

    /// The utterance word that tells the shortcut apart when the utterance says one of its
    /// phrases whole (`MatchOptions.paraphraseWholePhraseIsTopic`): every content word of
    /// that phrase (the app's name aside) as written or in another form of it, its value where
    /// it has a parameter, and besides only fillers, function words and details; one of those
    /// words used by no other loaded shortcut (weight `paraphraseCentralTopicMinimumWeight`).
    /// `nil` when no phrase is said so.
    /// - Complexity: O(e × t + w) in its phrases, their terms and the utterance's words.
    private func saysWholePhrase(bag: ParaphraseIndex.Bag, words: [ParaphraseWord],
                                 aligned: [Int: (phraseWord: String, rule: MatchExplanation.Rule)],
                                 alignedTerms: [Int: Int32], credited: TermCredits, value: FoundValue?, tokens: [String],
                                 named: Set<Int>, index: ParaphraseIndex, options: MatchOptions) -> Int? {
        // The utterance word each term was read from, in its own words (as written or another
        // form: a reading of the word's own stem at full credit).
        var saidAsWritten: [Int32: Int] = [:]
        for (w, term) in alignedTerms where aligned[w]?.rule == .stem && (credited[term] ?? 0) >= index.weight(term, options) {
            saidAsWritten[term] = w
        }
        var marks: [Bool]? = nil
        for e in bag.entries {
            let entry = index.entries[Int(e)]
            if entry.embedsAppName, !named.contains(entry.app) { continue }
            if let store = entry.store, value?.store != store { continue }
            let content = entry.terms.filter { !index.isFunctionWord[Int($0)] }
            guard !content.isEmpty, content.allSatisfy({ saidAsWritten[$0] != nil }) else { continue }
            // The word that tells it apart is no detail of the request ("today" of "What do I
            // have today" said in "whats today"): a date or a time says when, not what.
            let detail = marks ?? index.details.marked(tokens)
            marks = detail
            guard let telling = content.lazy.compactMap({ term in saidAsWritten[term].map { (term, $0) } }).first(where: { term, w in
                index.weight(term, options) >= options.paraphraseCentralTopicMinimumWeight
                    && !words[w].range.allSatisfy { detail[$0] }
            }) else { continue }
            // Nothing else said but fillers, function words, details and its value; a word read
            // is read in its own words (not "stocks" as "have").
            let rest = words.indices.allSatisfy { w in
                if index.isWeak(words[w].text, rules) { return true }
                if let term = alignedTerms[w] {
                    return saidAsWritten[term] == w && (entry.terms.contains(term) || index.isFunctionWord[Int(term)])
                }
                if words[w].isDetail || words[w].questionOnly { return true }
                if let value, entry.store == value.store, value.range.overlaps(words[w].range) { return true }
                return false
            }
            if rest { return telling.1 }
        }
        return nil
    }

    /// Whether `score(bag:…)` may find the shortcut's topic said (`ParaphraseScore.hasTopic`):
    /// false only when no route to it can be taken — no reading at a deciding credit of a word
    /// that decides, or is rare, a noun or central enough for the routes that are on, nor a
    /// value of its parameters named that decides or is its own. A bound: the score aligns
    /// each word once and a term once, so its topic, nouns and central words are among these
    /// readings' (a slot word, which needs the alignment, is never ruled out).
    /// - Complexity: O(r) in the readings of the shortcut's terms and the values named, plus
    ///   `maySayWholePhrase`'s.
    private func mayHaveTopic(bag bagIndex: Int, readings: [(term: Int32, credit: Double, word: Int, rule: MatchExplanation.Rule)],
                              values: [FoundValue], index: ParaphraseIndex, options: MatchOptions) -> Bool {
        if options.paraphraseSlotWordIsTopic { return true }
        let bag = index.bags[bagIndex]
        if options.paraphraseOwnValueIsTopic
            || (options.paraphraseValueDecides && options.paraphraseValueWeight >= options.paraphraseMinimumDecisiveWeight),
           values.contains(where: { found in bag.parameters.contains { $0.store == found.store } }) {
            return true
        }
        for reading in readings where reading.credit >= options.paraphraseDecisiveMinimumCredit {
            let term = Int(reading.term)
            let weight = index.weight(reading.term, options)
            let function = index.isFunctionWord[term], topical = index.isTopical[term]
            // As `score` reads them: the word decides (its `decides`), or, no function word,
            // is rare, a noun or central enough.
            let heavy = weight >= options.paraphraseMinimumDecisiveWeight
            if heavy, bag.isNegative && !function { return true }
            if !function {
                if options.paraphraseRareWordIsTopic, weight >= options.paraphraseRareWordMinimumWeight { return true }
                if options.paraphraseNounIsTopic, topical, weight >= options.paraphraseNounTopicMinimumWeight { return true }
            }
            let decides = heavy && (topical || !options.paraphraseTopicIsNounLike)
            let central = !function && options.paraphraseCentralIsTopic && weight >= options.paraphraseCentralTopicMinimumWeight
            if decides || central, bag.centrality[reading.term, default: 0] >= options.paraphraseMinimumCentrality { return true }
        }
        // One of its phrases said whole may carry its topic (`saysWholePhrase`): every content
        // word of the phrase read, one of them a word only it uses, its value found.
        return options.paraphraseWholePhraseIsTopic
            && maySayWholePhrase(bag: bag, readings: readings, values: values, index: index, options: options)
    }

    /// Whether the utterance may say one of the shortcut's phrases whole, as `saysWholePhrase`
    /// asks: false only when every phrase has a content word no reading names, no word only it
    /// uses, or a value not found.
    /// - Complexity: O(e × t × r) in its phrases, their terms and the readings (a handful each).
    private func maySayWholePhrase(bag: ParaphraseIndex.Bag, readings: [(term: Int32, credit: Double, word: Int, rule: MatchExplanation.Rule)],
                                   values: [FoundValue], index: ParaphraseIndex, options: MatchOptions) -> Bool {
        bag.entries.contains { e in
            let entry = index.entries[Int(e)]
            if let store = entry.store, !values.contains(where: { $0.store == store }) { return false }
            var telling = false
            for term in entry.terms where !index.isFunctionWord[Int(term)] {
                guard readings.contains(where: { $0.term == term }) else { return false }
                if index.weight(term, options) >= options.paraphraseCentralTopicMinimumWeight { telling = true }
            }
            return telling
        }
    }

    /// Whether the utterance names a noun-like word of the shortcut's phrases as the user's
    /// own: a first-person possessive right before it, or before one or two words of their
    /// own ("my next event", "mes prochains événements"; no function word between: "events in
    /// my area" names the area as the user's, not the events). A word only of its titles is
    /// none: a parameter's title names its value, and "my city" is the city the app is asked about.
    /// - Complexity: O(a × (p + e)) in the words it reads, the possessives said and its phrases' words.
    private func namesAsTheUsers(_ score: ParaphraseScore, ownerEnds: [Int], words: [ParaphraseWord], tokens: [String],
                                 index: ParaphraseIndex) -> Bool {
        let bag = index.bags[score.bag]
        return score.alignedTerms.contains { w, term in
            guard index.isTopical[Int(term)], bag.entries.contains(where: { index.entries[Int($0)].terms.contains(term) }) else {
                return false
            }
            let start = words[w].range.lowerBound
            return ownerEnds.contains { end in
                end <= start && start - end <= 2 && (end..<start).allSatisfy { !index.isWeak(tokens[$0], rules) }
            }
        }
    }

    /// Whether a reading credits a word of the shortcut in its own words: as one of its phrases
    /// writes it (a typo of it aside) or as a word, a compound or a word group of the same
    /// meaning — not as another form of it ("play" for "playing"), which may say another thing
    /// done with it.
    /// - Complexity: O(p × w) in the shortcut's phrases and their words, for a reading of another form.
    private func saysInItsOwnWords(_ reading: (term: Int32, credit: Double, word: Int, rule: MatchExplanation.Rule),
                                   bag: ParaphraseIndex.Bag, words: [ParaphraseWord], index: ParaphraseIndex) -> Bool {
        switch reading.rule {
        case .stem:
            let text = words[reading.word].text
            return bag.entries.contains { index.entries[Int($0)].words.contains(text) }
        case .exact, .typo, .synonym, .compound, .expression: return true
        default: return false
        }
    }

    /// `score.aligned` as the explanation shows it: a word credited for another phrase's word
    /// of the shortcut ("turn" as "switch" for "Turn on the ${room} lights") is shown as the
    /// shown phrase's word it also reads as, if no other word is, not beside that word shown
    /// as not said; and the shown phrase's words no utterance word is shown as.
    func shown(_ score: ParaphraseScore, index: ParaphraseIndex)
        -> (shown: [Int: (phraseWord: String, rule: MatchExplanation.Rule)], missing: [String]) {
        let entry = index.entries[score.entry]
        var shown = score.aligned
        var shownTerms = Set(score.alignedTerms.values)
        for (w, term) in score.alignedTerms.sorted(by: { $0.key < $1.key }) where !entry.terms.contains(term) {
            guard let reading = score.readings.first(where: { $0.word == w && !shownTerms.contains($0.term) && entry.terms.contains($0.term) }),
                  let i = entry.terms.firstIndex(of: reading.term) else { continue }
            shown[w] = (entry.words[i], reading.rule)
            shownTerms.insert(reading.term)
        }
        let missing = zip(entry.terms, entry.words).filter { !shownTerms.contains($0.0) }.map(\.1)
        return (shown, missing)
    }

    private func paraphraseCandidate(_ score: ParaphraseScore, entry: ParaphraseIndex.Entry, options: MatchOptions) -> Candidate {
        let catalog = catalogs[entry.app]
        // Below `threshold` even when `paraphraseMaxScore` is set above it: under any exact,
        // flexible or open-value answer.
        let scoreValue = score.confidence * min(options.paraphraseMaxScore, options.threshold.nextDown)
        if entry.isNegative {
            return Candidate(app: catalog.app.name, intent: "", phrase: catalog.negativePhrases[entry.phrase],
                             score: scoreValue, kind: .negative)
        }
        let shortcut = catalog.shortcuts[entry.shortcut]
        var parameter: ParameterBinding? = nil
        if let slot = score.slot, let found = score.value, let name = score.parameter,
           let value = stores[found.store].values[Int(slot)] {
            let store = found.store
            parameter = ParameterBinding(name: name, type: stores[store].typeName, value: value.id, title: value.title,
                                         subtitle: value.subtitle)
        }
        return Candidate(app: catalog.app.name, intent: shortcut.intent, parameter: parameter,
                         phrase: shortcut.phrases[entry.phrase], score: scoreValue, kind: .paraphrase)
    }
}
