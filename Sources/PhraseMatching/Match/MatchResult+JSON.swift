extension MatchResult {
    /// The `match --json` object of DESIGN.md.
    public var json: JSONValue {
        JSONTree.value { write(to: &$0) }
    }

    /// `json.rendered`, written straight into one string without building the tree first
    /// (its arrays of members and boxed cases cost more than the match itself on an exact
    /// line of `match -`). The same bytes: both come from `write(to:)`.
    public var renderedJSON: String {
        var text = JSONText(capacity: 256 + utterance.utf8.count)
        write(to: &text)
        return text.out
    }

    /// The UTF-8 bytes of `renderedJSON` appended to `bytes` where they are, without a
    /// string of its own (the answers of `match -` go straight into the block of output
    /// being gathered).
    package func appendJSON(to bytes: inout [UInt8]) {
        var sink = JSONText()
        swap(&sink.bytes, &bytes)
        write(to: &sink)
        swap(&sink.bytes, &bytes)
    }

    /// The one description of the `match --json` object.
    func write<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member(.utterance, utterance)
        sink.member(.status, status.rawValue)
        // Nothing is to run on a no-match: its closest candidate shows only as the hint.
        if status != .noMatch, let best {
            best.writeMembers(to: &sink)
        } else {
            for key in [JSONKey.app, .intent, .parameter, .phrase, .score] {
                sink.key(key)
                sink.null()
            }
        }
        if let request {
            sink.key(.request)
            sink.beginObject()
            sink.member(.parameter, request.parameter)
            sink.member(.type, request.type)
            sink.member(.dialog, request.dialog)
            sink.endObject()
        }
        if status == .noMatch {
            sink.key(.hint)
            sink.optionalString(hint)
        }
        if let openSlot {
            sink.key(.openSlot)
            sink.beginObject()
            sink.member(.intent, openSlot.intent)
            sink.member(.parameter, openSlot.parameter)
            sink.member(.type, openSlot.type)
            sink.member(.text, openSlot.text)
            sink.endObject()
        }
        if truncated {
            sink.key(.truncated)
            sink.bool(true)
        }
        sink.key(.candidates)
        sink.beginArray()
        for candidate in candidates { candidate.write(to: &sink) }
        sink.endArray()
        if let explanation {
            sink.key(.explanation)
            sink.value(explanation.json)
        }
        sink.endObject()
    }
}

extension Candidate {
    /// The candidate as `match --json` shows it.
    package var json: JSONValue {
        JSONTree.value { write(to: &$0) }
    }

    func write<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        writeMembers(to: &sink)
        sink.endObject()
    }

    /// The members of `write(to:)`, in an object already open.
    func writeMembers<Sink: JSONSink>(to sink: inout Sink) {
        sink.member(.app, app)
        sink.key(.intent)
        if kind == .negative { sink.null() } else { sink.string(intent) }
        sink.key(.parameter)
        writeParameter(to: &sink)
        sink.member(.phrase, phrase)
        sink.key(.score)
        sink.score(score)
    }
}

extension ParameterBinding {
    public var json: JSONValue {
        JSONTree.value { write(to: &$0) }
    }

    func write<Sink: JSONSink>(to sink: inout Sink) {
        Self.write(name: name, type: type, hasSubtitle: subtitle != nil, to: &sink) { sink, field in
            switch field {
            case .value: sink.string(value)
            case .title: sink.string(title)
            case .subtitle: if let subtitle { sink.string(subtitle) }
            }
        }
    }

    /// A field of a parameter's value, for `write(name:type:to:field:)`.
    enum ValueField { case value, title, subtitle }

    /// The one description of a parameter's JSON object, its value's fields written by
    /// `field` (a key is written before each, the subtitle's only if `hasSubtitle`).
    static func write<Sink: JSONSink>(name: String, type: String, hasSubtitle: Bool, to sink: inout Sink,
                                      field: (inout Sink, ValueField) -> Void) {
        sink.beginObject()
        sink.member(.name, name)
        sink.member(.type, type)
        sink.key(.value)
        field(&sink, .value)
        sink.key(.title)
        field(&sink, .title)
        if hasSubtitle {
            sink.key(.subtitle)
            field(&sink, .subtitle)
        }
        sink.endObject()
    }
}

/// The keys of the `match --json` object.
extension JSONKey {
    static let app = JSONKey("app")
    static let candidates = JSONKey("candidates")
    static let dialog = JSONKey("dialog")
    static let explanation = JSONKey("explanation")
    static let hint = JSONKey("hint")
    static let intent = JSONKey("intent")
    static let name = JSONKey("name")
    static let openSlot = JSONKey("openSlot")
    static let parameter = JSONKey("parameter")
    static let phrase = JSONKey("phrase")
    static let request = JSONKey("request")
    static let score = JSONKey("score")
    static let status = JSONKey("status")
    static let subtitle = JSONKey("subtitle")
    static let text = JSONKey("text")
    static let title = JSONKey("title")
    static let truncated = JSONKey("truncated")
    static let type = JSONKey("type")
    static let utterance = JSONKey("utterance")
    static let value = JSONKey("value")
}
