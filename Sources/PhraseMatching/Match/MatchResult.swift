/// What a typed utterance resolved to.
///
///     let result = matcher.match("open want to read in library")
///     result.status          // .matched
///     result.best?.intent    // "OpenShelf"
public struct MatchResult: Hashable, Sendable {
    public enum Status: String, Hashable, Sendable, Codable, CaseIterable {
        /// One invocation, clearly best.
        case matched
        /// Several invocations within the tie margin: `candidates` lists them.
        case ambiguous
        /// A phrase without its parameter: `best` is the intent with no value,
        /// `request` says what to ask, `candidates` are the options.
        case needsValue
        /// A negative phrase of the app in `best.app` matched.
        case rejected
        /// Nothing above the threshold; `hint` is the closest phrase.
        case noMatch
    }

    /// The utterance as typed.
    public var utterance: String
    public var status: Status
    /// The chosen invocation (`matched`), the intent asking for a value (`needsValue`),
    /// the negative phrase (`rejected`), or the closest candidate (`noMatch`, if any).
    public var best: Candidate?
    /// Alternatives for `ambiguous`, options for `needsValue`, and with `all: true` every
    /// candidate scored, best first.
    public var candidates: [Candidate]
    /// For `needsValue`: the values to choose from, as candidates of `best`'s intent (the
    /// first of `candidates`; with `all: true` every value, then every candidate scored).
    public var options: [Candidate]
    /// For `needsValue`: the parameter to ask for.
    public var request: ValueRequest?
    /// For `noMatch`: the closest phrase, rendered (`"Open Want to Read in Library"`); a
    /// parameter with no value keeps its placeholder (`"Open ${shelf} in Library"`).
    public var hint: String?
    /// `hint` as a person reads it: a parameter with no value shown as "…" (`"Open … in
    /// Library"`).
    public var readableHint: String?
    /// True when flexible matching stopped at its work limit (very long input): the result
    /// is the best found within the limit.
    public var truncated: Bool
    /// A phrase whose shape the utterance has, but whose slot text is no known value: what an
    /// `EntityStringQuery` should be asked (`entities(matching: text)`).
    public var openSlot: OpenSlot?
    /// Each app's best reading of that slot text, within the tie margin of `openSlot` (which
    /// is the first): the apps whose queries should be asked. Empty without `openSlot`.
    public var openSlots: [OpenSlot]
    /// For `rejected`: the negative phrases that tie with `best` (within the tie margin),
    /// best first — several apps' when the utterance reads as a refusal of each.
    public var ties: [Candidate]
    /// Why the match came out as it did, when asked for (`explain: true`).
    public var explanation: MatchExplanation?

    public init(
        utterance: String, status: Status, best: Candidate? = nil, candidates: [Candidate] = [],
        request: ValueRequest? = nil, hint: String? = nil, readableHint: String? = nil, truncated: Bool = false,
        openSlot: OpenSlot? = nil, openSlots: [OpenSlot]? = nil, ties: [Candidate] = [], options: [Candidate]? = nil
    ) {
        self.utterance = utterance
        self.status = status
        self.best = best
        self.candidates = candidates
        self.options = options ?? (status == .needsValue ? candidates : [])
        self.request = request
        self.hint = hint
        self.readableHint = readableHint ?? hint
        self.truncated = truncated
        self.openSlot = openSlot
        self.openSlots = openSlots ?? openSlot.map { [$0] } ?? []
        self.ties = ties
    }
}

/// Slot text no value answered to, in a phrase the utterance otherwise matches.
public struct OpenSlot: Hashable, Sendable {
    public var app: String
    public var intent: String
    public var phrase: String
    public var parameter: String
    public var type: String
    /// The slot text, normalised (`"left hand of darkness"`).
    public var text: String
    /// The score the match would have with a value found for `text`.
    public var score: Double

    public init(app: String, intent: String, phrase: String, parameter: String, type: String, text: String, score: Double) {
        self.app = app
        self.intent = intent
        self.phrase = phrase
        self.parameter = parameter
        self.type = type
        self.text = text
        self.score = score
    }
}

/// A value that answers to typed text: for "Which shelf?" answers and open slots.
public struct ValueMatch: Hashable, Sendable {
    public var value: ParameterValue
    /// Confidence in [0, 1].
    public var score: Double

    public init(value: ParameterValue, score: Double) {
        self.value = value
        self.score = score
    }
}

/// One way to read an utterance: an app, an intent, and the value in its phrase slot.
public struct Candidate: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// Every word as the phrase has it.
        case exact
        /// Fillers, typos, missing function words or a moved app name.
        case flexible
        /// The slot text resolved through the searchable values (`EntityStringQuery`).
        case openValue
        /// A negative phrase.
        case negative
        /// The phrase said in other words (the paraphrase level): scores below every other kind.
        case paraphrase
    }

    public var app: String
    public var intent: String
    public var parameter: ParameterBinding?
    /// The phrase template that matched (`"Open ${shelf} in ${applicationName}"`).
    public var phrase: String
    /// Confidence in [0, 1]; 1 is an exact match.
    public var score: Double
    public var kind: Kind

    public init(app: String, intent: String, parameter: ParameterBinding? = nil, phrase: String,
                score: Double, kind: Kind) {
        self.app = app
        self.intent = intent
        self.parameter = parameter
        self.phrase = phrase
        self.score = score
        self.kind = kind
    }
}

/// A parameter filled from the phrase slot.
public struct ParameterBinding: Hashable, Sendable, Codable {
    /// The parameter name (`"shelf"`).
    public var name: String
    /// Its type (`"Shelf"`).
    public var type: String
    /// The enum raw value or entity id.
    public var value: String
    /// The value's title (`"Want to Read"`).
    public var title: String
    /// The value's subtitle, if any (an entity's author, say): what tells two
    /// same-titled values apart.
    public var subtitle: String?

    public init(name: String, type: String, value: String, title: String, subtitle: String? = nil) {
        self.name = name
        self.type = type
        self.value = value
        self.title = title
        self.subtitle = subtitle
    }
}

/// A missing phrase parameter: what to ask and of which type.
public struct ValueRequest: Hashable, Sendable {
    public var parameter: String
    public var type: String
    /// The intent's `requestValueDialog`, or "Which <type>?".
    public var dialog: String

    public init(parameter: String, type: String, dialog: String) {
        self.parameter = parameter
        self.type = type
        self.dialog = dialog
    }
}
