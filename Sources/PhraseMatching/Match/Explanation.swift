/// Why a match came out as it did: the level that answered, how each typed word was read,
/// the score and its parts, and the runner-up with why it lost. Asked for with
/// `PhraseMatcher.match(_:app:all:explain:)`; shown by `shortcuts match --explain`.
public struct MatchExplanation: Hashable, Sendable {
    /// The matching level that gave the answer (or came closest).
    public enum Level: String, Hashable, Sendable, CaseIterable {
        /// Every word as the phrase has it.
        case exact
        /// Typos, fillers, words added or left out, the app name moved or left out.
        case flexible
        /// The slot filled through the searchable values.
        case openValue
        /// The phrase said in other words (stems, synonyms, free order).
        case paraphrase
        /// No level found a candidate.
        case none
    }

    /// How a word was read.
    public enum Rule: String, Hashable, Sendable, CaseIterable {
        /// The phrase's word as written.
        case exact
        /// A phrase word with a typing error.
        case typo
        /// Another form of a phrase word (same stem): "frozen" for "freeze".
        case stem
        /// A word of related meaning (lexicon): "lock" for "freeze"; a location question word
        /// for a find verb of the phrase: "where" for "find" (`LocationQuestions`).
        case synonym
        /// A compound typed apart or joined: "audio book" for the phrase's "audiobook",
        /// "alarmclock" for its "alarm" and "clock" (the paraphrase level).
        case compound
        /// A word group that means one word (lexicon): "call off" for the phrase's "cancel",
        /// "turn the music down" for its "lower" (the paraphrase level).
        case expression
        /// A value of the phrase's parameter (title or synonym).
        case value
        /// The app's name.
        case appName
        /// The app's name, said elsewhere than the phrase has it.
        case movedAppName
        /// A filler or function word ("please", "the", "my"): costs little.
        case filler
        /// A word the phrase does not have.
        case extraWord
        /// A detail of the request the phrase does not have — a number, a time, a date, a
        /// duration (`DetailWords`): the paraphrase level weighs it little, as no evidence
        /// against the phrase ("four pm" of "make an alarm for four pm").
        case detail
        /// A phrase word the utterance does not say.
        case missingWord
    }

    /// One typed word (or a phrase word left out) and how it was read.
    public struct WordMatch: Hashable, Sendable {
        /// The typed word (`nil` for a phrase word left out).
        public var typed: String?
        /// The phrase word (or value, or app name) it was read as, if any.
        public var phraseWord: String?
        public var rule: Rule

        public init(typed: String?, phraseWord: String?, rule: Rule) {
            self.typed = typed
            self.phraseWord = phraseWord
            self.rule = rule
        }
    }

    /// The rule that kept the closest candidate from being the answer (a near miss).
    public enum Refusal: String, Hashable, Sendable, CaseIterable {
        /// No App Shortcut in scope shares a word, a related word or a value with the utterance.
        case noSharedWord
        /// No word of the shortcut's topic (a word central to it, its value, or a word only
        /// it uses) was said: the words in common are too common to decide.
        case noTopicWord
        /// Its confidence is below `MatchOptions.paraphraseThreshold`.
        case belowThreshold
        /// The utterance says a negation its phrases do not ("don't …").
        case negation
        /// A word no phrase uses said right after one of its words changes what that word
        /// names ("show my favorite songs" is not "Open Favorites").
        case attachedWord
        /// The utterance names a word of it as the user's own ("show me my events"), and no
        /// phrase of its app names a particular thing (only "events", "a movie"): the app
        /// searches a catalogue, the request asks for the user's own data (`OwnerWords`).
        case usersOwnThing
        /// The verb its phrases start with was said as a state, after an auxiliary ("is my
        /// alarm set"), and none of its phrases asks a question: the request asks about the
        /// thing, not for the command (`StateWords`).
        case commandAsState
        /// The verb its phrases start with was said as a thing, after a determiner ("how long
        /// until my order arrives"), and none of its phrases says that word otherwise: the
        /// request names what the command made, not the command (`DeterminerWords`).
        case commandAsThing
        /// One of its phrases asks of the impersonal pronoun ("What time is it"), and the
        /// utterance asks the same of a thing ("what time does the train arrive"): when that
        /// thing happens, not the state asked (`ImpersonalQuestions`).
        case questionOfAThing
        /// The utterance says one of its verbs with another particle than its phrases say it
        /// with ("turn the volume off" for "Turn up the volume"): another action (`ParticleVerbs`).
        case anotherParticle
        /// The closest phrase is one of the app's negative phrases.
        case negativePhrase
        /// The utterance names an app out of scope where an app's name is said.
        case anotherApp
        /// The utterance also says the topic of a shortcut of another app in scope, which this
        /// one does not explain: a request for two things ("turn the lights on and set an
        /// alarm"), not for one of them.
        case anotherAppsShortcut
        /// A phrase with its value's slot said in its own words without the value: the
        /// flexible level has judged it.
        case valueNotSaid
        /// The utterance asks where something is ("where is my card") and the shortcut reads
        /// neither the question word nor a find verb in it: it does something, it finds nothing.
        case notAFind
    }

    /// A candidate the paraphrase level scored, with its score's parts and, when it could
    /// not be the answer whatever its rank, the rule that refuses it.
    public struct Scored: Hashable, Sendable {
        public var candidate: Candidate
        /// `matched` or `needsValue`: what it answers when it is the best.
        public var status: MatchResult.Status
        public var parts: [ScorePart]
        public var refusal: Refusal?

        public init(candidate: Candidate, status: MatchResult.Status, parts: [ScorePart], refusal: Refusal? = nil) {
            self.candidate = candidate
            self.status = status
            self.parts = parts
            self.refusal = refusal
        }
    }

    /// One named part of a score.
    public struct ScorePart: Hashable, Sendable {
        public var name: String
        public var value: Double

        public init(name: String, value: Double) {
            self.name = name
            self.value = value
        }
    }

    public var level: Level
    /// The phrase the words were aligned with (the best candidate's).
    public var phrase: String?
    public var words: [WordMatch]
    public var score: Double
    /// What the score is made of: for exact and flexible matches the cost of each kind of
    /// edit (1 minus their sum is the score); for paraphrases recall, precision, confidence.
    public var parts: [ScorePart]
    /// The best candidate of another intent or value, if any.
    public var runnerUp: Candidate?
    /// Why the runner-up lost (or tied).
    public var runnerUpReason: String?
    /// For an utterance nothing answered: the closest candidate (its score and parts are
    /// `score` and `parts`) and the rule that refused it.
    public var closest: Candidate?
    public var refusal: Refusal?
    /// With `all`: every candidate the paraphrase level scored, best first.
    public var scored: [Scored] = []

    public init(level: Level, phrase: String?, words: [WordMatch], score: Double, parts: [ScorePart],
                runnerUp: Candidate? = nil, runnerUpReason: String? = nil) {
        self.level = level
        self.phrase = phrase
        self.words = words
        self.score = score
        self.parts = parts
        self.runnerUp = runnerUp
        self.runnerUpReason = runnerUpReason
    }

    /// The explanation as text, one line a word:
    ///
    ///     level: paraphrase
    ///     phrase: Freeze my account in ${applicationName}
    ///       frozen → freeze (stem)
    ///       ...
    public var rendered: String {
        var lines = ["level: \(level.rawValue)"]
        if let phrase { lines.append("phrase: \(phrase)") }
        for word in words {
            switch (word.typed, word.phraseWord) {
            case (let typed?, let phraseWord?): lines.append("  \(typed) → \(phraseWord) (\(word.rule.rawValue))")
            case (let typed?, nil): lines.append("  \(typed) (\(word.rule.rawValue))")
            case (nil, let phraseWord?): lines.append("  – → \(phraseWord) (\(word.rule.rawValue))")
            case (nil, nil): continue
            }
        }
        let parts = self.parts.map { "\($0.name) \(Self.format($0.value))" }.joined(separator: ", ")
        lines.append("score: \(Self.format(score))" + (parts.isEmpty ? "" : " (\(parts))"))
        if let closest {
            let value = closest.parameter.map { "(\($0.name): \($0.title))" } ?? ""
            let intent = closest.kind == .negative ? "negative phrase" : closest.intent
            lines.append("closest: \(closest.app): \(intent)\(value) score \(Self.format(closest.score))"
                         + (refusal.map { " — refused: \($0.rawValue)" } ?? ""))
        } else if let refusal {
            lines.append("refused: \(refusal.rawValue)")
        }
        if let runnerUp {
            let value = runnerUp.parameter.map { "(\($0.name): \($0.title))" } ?? ""
            lines.append("runner-up: \(runnerUp.app): \(runnerUp.intent)\(value) score \(Self.format(runnerUp.score))"
                         + (runnerUpReason.map { " — \($0)" } ?? ""))
        }
        return lines.joined(separator: "\n")
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < 2 { text += String(repeating: "0", count: 2 - decimals) }
        }
        return text
    }
}
