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
    ///
    /// (Spelled `Optional<Candidate>`, not `Candidate?`: a `var` spelled with `?` starts as
    /// `nil` in every initialiser, so that setting it there replaced a `nil` — the result
    /// made aside, copied out with each string retained, and the first dropped.)
    public var best: Optional<Candidate>
    /// True when flexible matching stopped at its work limit (very long input): the result
    /// is the best found within the limit.
    public var truncated: Bool
    /// Everything else, which most answers (one exact match) leave empty: `nil` then, so that
    /// making, copying and dropping such an answer touches no more than its best candidate.
    private var details: Optional<DetailsBox>

    /// Alternatives for `ambiguous`, options for `needsValue`, and with `all: true` every
    /// candidate scored, best first.
    public var candidates: [Candidate] {
        get { details?.value.candidates ?? [] }
        set { change { $0.candidates = newValue } }
    }
    /// For `needsValue`: the values to choose from, as candidates of `best`'s intent (the
    /// first of `candidates`; with `all: true` every value, then every candidate scored).
    public var options: [Candidate] {
        get { details?.value.options ?? [] }
        set { change { $0.options = newValue } }
    }
    /// For `needsValue`: the parameter to ask for.
    public var request: ValueRequest? {
        get { details?.value.request }
        set { change { $0.request = newValue } }
    }
    /// For `noMatch`: the closest phrase, rendered (`"Open Want to Read in Library"`); a
    /// parameter with no value keeps its placeholder (`"Open ${shelf} in Library"`).
    public var hint: String? {
        get { details?.value.hint }
        set { change { $0.hint = newValue } }
    }
    /// `hint` as a person reads it: a parameter with no value shown as "…" (`"Open … in
    /// Library"`).
    public var readableHint: String? {
        get { details?.value.readableHint }
        set { change { $0.readableHint = newValue } }
    }
    /// A phrase whose shape the utterance has, but whose slot text is no known value: what an
    /// `EntityStringQuery` should be asked (`entities(matching: text)`).
    public var openSlot: OpenSlot? {
        get { details?.value.openSlot }
        set { change { $0.openSlot = newValue } }
    }
    /// Each app's best reading of that slot text, within the tie margin of `openSlot` (which
    /// is the first): the apps whose queries should be asked. Empty without `openSlot`.
    public var openSlots: [OpenSlot] {
        get { details?.value.openSlots ?? [] }
        set { change { $0.openSlots = newValue } }
    }
    /// For `rejected`: the negative phrases that tie with `best` (within the tie margin),
    /// best first — several apps' when the utterance reads as a refusal of each.
    public var ties: [Candidate] {
        get { details?.value.ties ?? [] }
        set { change { $0.ties = newValue } }
    }
    /// Why the match came out as it did, when asked for (`explain: true`).
    public var explanation: MatchExplanation? {
        get { details?.value.explanation }
        set { change { $0.explanation = newValue } }
    }

    public init(
        utterance: String, status: Status, best: Candidate? = nil, candidates: [Candidate] = [],
        request: ValueRequest? = nil, hint: String? = nil, readableHint: String? = nil, truncated: Bool = false,
        openSlot: OpenSlot? = nil, openSlots: [OpenSlot]? = nil, ties: [Candidate] = [], options: [Candidate]? = nil
    ) {
        self.utterance = utterance
        self.status = status
        self.best = best
        self.truncated = truncated
        let details = Details(candidates: candidates, options: options ?? (status == .needsValue ? candidates : []),
                              request: request, hint: hint, readableHint: readableHint ?? hint, openSlot: openSlot,
                              openSlots: openSlots ?? openSlot.map { [$0] } ?? [], ties: ties, explanation: nil)
        self.details = details.isEmpty ? nil : DetailsBox(details)
    }

    /// A `matched` result with nothing but its best candidate (an exact answer): what the
    /// public initialiser makes of these arguments, without building and weighing the
    /// details it would then drop.
    @inline(__always)
    init(matched utterance: String, best: Candidate) {
        self.utterance = utterance
        status = .matched
        self.best = best
        truncated = false
        details = nil
    }

    public static func == (a: MatchResult, b: MatchResult) -> Bool {
        a.utterance == b.utterance && a.status == b.status && a.best == b.best && a.truncated == b.truncated
            && (a.details?.value ?? Details()) == (b.details?.value ?? Details())
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(utterance)
        hasher.combine(status)
        hasher.combine(best)
        hasher.combine(truncated)
        hasher.combine(details?.value ?? Details())
    }

    /// Changes the details (in a box of their own: a result shares its box with its copies).
    private mutating func change(_ body: (inout Details) -> Void) {
        var value = details?.value ?? Details()
        body(&value)
        details = value.isEmpty ? nil : DetailsBox(value)
    }

    /// The fields of a result besides its utterance, status, best candidate and `truncated`.
    private struct Details: Hashable, Sendable {
        var candidates: [Candidate] = []
        var options: [Candidate] = []
        var request: ValueRequest? = nil
        var hint: String? = nil
        var readableHint: String? = nil
        var openSlot: OpenSlot? = nil
        var openSlots: [OpenSlot] = []
        var ties: [Candidate] = []
        var explanation: MatchExplanation? = nil

        var isEmpty: Bool {
            candidates.isEmpty && options.isEmpty && request == nil && hint == nil && readableHint == nil
                && openSlot == nil && openSlots.isEmpty && ties.isEmpty && explanation == nil
        }
    }

    /// Details shared, never changed: a change makes a new box.
    private final class DetailsBox: Sendable {
        let value: Details
        init(_ value: Details) { self.value = value }
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

    /// The app, intent, phrase and parameter, in one record shared by the candidate's
    /// copies and never changed (a change makes a new one): copying a candidate retains
    /// it once, not each string, and an exact answer shares its phrase's record, made when
    /// the phrase was compiled (`CandidateText`).
    private var text: CandidateText
    /// The value's index in the record's shared values, when its parameter is read from them.
    private var valueIndex: Int
    /// Confidence in [0, 1]; 1 is an exact match.
    public var score: Double
    public var kind: Kind

    public var app: String {
        get { text.app }
        set { text = CandidateText(app: newValue, intent: text.intent, phrase: text.phrase, parameter: text.parameter) }
    }
    public var intent: String {
        get { text.intent }
        set { text = CandidateText(app: text.app, intent: newValue, phrase: text.phrase, parameter: text.parameter) }
    }
    public var parameter: ParameterBinding? {
        get { text.parameter.binding(valueIndex) }
        set {
            text = CandidateText(app: text.app, intent: text.intent, phrase: text.phrase,
                                 parameter: newValue.map(CandidateText.Parameter.bound) ?? .none)
        }
    }
    /// The phrase template that matched (`"Open ${shelf} in ${applicationName}"`).
    public var phrase: String {
        get { text.phrase }
        set { text = CandidateText(app: text.app, intent: text.intent, phrase: newValue, parameter: text.parameter) }
    }

    public init(app: String, intent: String, parameter: ParameterBinding? = nil, phrase: String,
                score: Double, kind: Kind) {
        text = CandidateText(app: app, intent: intent, phrase: phrase, parameter: parameter.map(CandidateText.Parameter.bound) ?? .none)
        valueIndex = 0
        self.score = score
        self.kind = kind
    }

    /// A candidate whose parameter is the value at `index` of `values` (a store's array,
    /// never written): read when `parameter` is, so that an exact answer is made without
    /// touching the value or copying its strings.
    init(app: String, intent: String, parameter name: String, type: String, values: [ParameterValue], index: Int,
         phrase: String, score: Double, kind: Kind) {
        text = CandidateText(app: app, intent: intent, phrase: phrase, parameter: .shared(name: name, type: type, values: values))
        valueIndex = index
        self.score = score
        self.kind = kind
    }

    /// A candidate of a shared record (its phrase's, made when compiled), whose parameter, if
    /// read from the record's values, is the one at `index`.
    @inline(__always)
    init(text: CandidateText, index: Int, score: Double, kind: Kind) {
        self.text = text
        valueIndex = index
        self.score = score
        self.kind = kind
    }

    public static func == (a: Candidate, b: Candidate) -> Bool {
        a.app == b.app && a.intent == b.intent && a.phrase == b.phrase && a.score == b.score && a.kind == b.kind
            && a.parameter == b.parameter
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(app)
        hasher.combine(intent)
        hasher.combine(parameter)
        hasher.combine(phrase)
        hasher.combine(score)
        hasher.combine(kind)
    }
}

extension Candidate: CustomReflectable {
    /// The candidate as its public properties (not the shared record it reads them from).
    public var customMirror: Mirror {
        Mirror(self, children: ["app": app, "intent": intent, "parameter": parameter as Any, "phrase": phrase,
                                "score": score, "kind": kind], displayStyle: .struct)
    }
}

extension Candidate {
    /// `parameter`'s JSON object, or null; a value read from its store's array is written
    /// straight from its record's UTF-8 bytes, without making its strings.
    func writeParameter<Sink: JSONSink>(to sink: inout Sink) {
        switch text.parameter {
        case .none:
            sink.null()
        case .bound(let binding):
            binding.write(to: &sink)
        case .shared(let name, let type, let values):
            values[valueIndex].withRecord { record in
                ParameterBinding.write(name: name, type: type, hasSubtitle: record.subtitle != nil, to: &sink) { sink, field in
                    switch field {
                    case .value: sink.string(utf8: record.id)
                    case .title: sink.string(utf8: record.title)
                    case .subtitle: if let subtitle = record.subtitle { sink.string(utf8: subtitle) }
                    }
                }
            }
        }
    }
}

/// A candidate's app, intent, phrase and where its parameter comes from, shared by the
/// candidate's copies and never changed. The exact walk's phrase ends each have one made
/// when compiled (`ExactNodes`), which every exact answer of that phrase with a value as
/// compiled shares: making the answer retains it and the utterance, nothing else.
final class CandidateText: Sendable {
    /// Where a candidate's parameter comes from.
    enum Parameter: Sendable {
        case none
        case bound(ParameterBinding)
        /// Parameter `name` of type `type`, given the value at the candidate's index of
        /// `values` (a store's array, never written).
        case shared(name: String, type: String, values: [ParameterValue])

        func binding(_ index: Int) -> ParameterBinding? {
            switch self {
            case .none:
                return nil
            case .bound(let binding):
                return binding
            case .shared(let name, let type, let values):
                return ParameterBinding(name: name, type: type, value: values[index].id, title: values[index].title,
                                        subtitle: values[index].subtitle)
            }
        }
    }

    let app: String
    let intent: String
    let phrase: String
    let parameter: Parameter

    init(app: String, intent: String, phrase: String, parameter: Parameter) {
        self.app = app
        self.intent = intent
        self.phrase = phrase
        self.parameter = parameter
    }

    /// Whether `other` gives every candidate the same fields: the same strings, and the
    /// same binding or the same shared array (the same buffer).
    func sameAnswer(as other: CandidateText) -> Bool {
        guard app == other.app, intent == other.intent, phrase == other.phrase else { return false }
        switch (parameter, other.parameter) {
        case (.none, .none):
            return true
        case (.bound(let a), .bound(let b)):
            return a == b
        case (.shared(let name, let type, let values), .shared(let otherName, let otherType, let otherValues)):
            return name == otherName && type == otherType
                && values.withUnsafeBufferPointer { a in otherValues.withUnsafeBufferPointer { b in
                    a.baseAddress == b.baseAddress && a.count == b.count } }
        default:
            return false
        }
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
