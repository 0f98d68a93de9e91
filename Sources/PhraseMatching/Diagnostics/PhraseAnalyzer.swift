/// Static analysis of phrases across the loaded apps: what a user could say that two
/// shortcuts both answer to, or nearly so.
///
///     PhraseAnalyzer(catalogs: [library, music]).collisions()   // warnings, naming both sides
///
/// Findings are warnings: collisions (two phrases or values that produce the same
/// normalised utterance), near collisions (within one typo), values whose title is a word
/// of a phrase, and phrases that differ only by filler words.
public struct PhraseAnalyzer: Sendable {
    public let catalogs: [Catalog]
    /// The most expanded utterances compared; beyond, a note says the check was partial.
    public var maxExpansions = 200_000

    public init(catalogs: [Catalog]) {
        self.catalogs = catalogs
    }

    private struct Reading: Hashable {
        var app: String
        var intent: String
        var value: String?
        var phrase: String
        var describe: String { intent + (value.map { "(\($0))" } ?? "") }
    }

    /// Every finding, collisions first.
    /// - Complexity: O(e) in the expanded utterances (capped at `maxExpansions`), plus
    ///   O(p²) over phrase shapes and O(v²) over the values of each type of ≤ 1,000 values.
    public func collisions() -> [Diagnostic] {
        guard let locale = catalogs.first?.locale else { return [] }
        let normalizer = Normalizer(locale: locale)
        let rules = LocaleRules(locale: locale)
        var findings: [Diagnostic] = []
        var reported = Set<String>()
        func warn(_ message: String, app: String?, shortcut: String?, phrase: String?, pairKey: String) {
            guard reported.insert(pairKey).inserted else { return }
            findings.append(Diagnostic(.warning, message: message, app: app, shortcut: shortcut, phrase: phrase, locale: locale))
        }

        // Exact collisions over the expanded utterances.
        var seen: [String: Reading] = [:]
        // The same utterances with the app name left out, to compare apps with each other.
        var seenWithoutApp: [String: Reading] = [:]
        var expansions = 0
        var partial = false
        outer: for catalog in catalogs {
            let appName = catalog.app.name
            for shortcut in catalog.shortcuts {
                for phrase in shortcut.phrases {
                    let template = PhraseTemplate(phrase)
                    guard template.parameterNames.count <= 1 else { continue }
                    var fills: [(value: String?, name: String?)] = [(nil, nil)]
                    if let name = template.parameterName,
                       let type = catalog.intents[shortcut.intent]?.parameter(named: name).flatMap({ catalog.types[$0.type] }) {
                        fills = type.phraseValues.flatMap { value in value.names.map { (value.id, $0) } }
                    }
                    for fill in fills {
                        expansions += 1
                        if expansions > maxExpansions { partial = true; break outer }
                        let text = normalizer.normalized(template.render(applicationName: appName, parameter: fill.name))
                        let reading = Reading(app: appName, intent: shortcut.intent, value: fill.value, phrase: phrase)
                        if let other = seen[text] {
                            guard other.app != reading.app || other.intent != reading.intent || other.value != reading.value else { continue }
                            let where_ = other.app == reading.app ? "" : " (app '\(other.app)')"
                            // The matcher lets a phrase written out word for word beat a
                            // filled slot of the same app; anything else is a tie.
                            let literal = other.app != reading.app || (other.value == nil) == (reading.value == nil)
                                ? nil : (other.value == nil ? other : reading)
                            let outcome = literal.map { "Typed this way, the phrase written out word for word wins: \($0.describe)." }
                                ?? "Typed this way, the user is asked to choose."
                            warn("Collision: '\(text)' runs both \(other.describe) ('\(other.phrase)')\(where_) and \(reading.describe) ('\(reading.phrase)'). \(outcome)",
                                 app: appName, shortcut: shortcut.intent, phrase: phrase,
                                 pairKey: "c|\(other.app)|\(other.phrase)|\(reading.app)|\(reading.phrase)|\(other.value == nil)|\(reading.value == nil)")
                        } else {
                            seen[text] = reading
                        }
                        let withoutApp = normalizer.normalized(template.render(applicationName: "", parameter: fill.name))
                        if let other = seenWithoutApp[withoutApp] {
                            if other.app != reading.app {
                                warn("Collision across apps: without its app name, '\(withoutApp)' runs both \(other.describe) of \(other.app) ('\(other.phrase)') and \(reading.describe) of \(reading.app) ('\(reading.phrase)'). With both apps loaded, the user is asked which app.",
                                     app: appName, shortcut: shortcut.intent, phrase: phrase,
                                     pairKey: "a|\(other.app)|\(other.phrase)|\(reading.app)|\(reading.phrase)")
                            }
                        } else {
                            seenWithoutApp[withoutApp] = reading
                        }
                    }
                }
            }
        }

        // Phrase shapes: near collisions and filler-only differences.
        struct Shape { var app: String; var intent: String; var phrase: String; var tokens: [String]; var content: [String] }
        var shapes: [Shape] = []
        for catalog in catalogs {
            for shortcut in catalog.shortcuts {
                for phrase in shortcut.phrases {
                    var tokens: [String] = []
                    for segment in PhraseTemplate(phrase).segments {
                        switch segment {
                        case .text(let text): tokens += normalizer.tokens(text)
                        case .applicationName: tokens.append("\u{1}app")  // any app: shapes compare across apps
                        case .parameter(let name): tokens.append("\u{1}param:\(name)")
                        }
                    }
                    var content: [String] = []
                    var i = 0
                    while i < tokens.count {
                        if let length = rules.fillerLengths(in: tokens, at: i).first { i += length; continue }
                        content.append(tokens[i])
                        i += 1
                    }
                    shapes.append(Shape(app: catalog.app.name, intent: shortcut.intent, phrase: phrase, tokens: tokens, content: content))
                }
            }
        }
        for a in shapes.indices {
            for b in shapes.indices where b > a {
                let x = shapes[a], y = shapes[b]
                func side(_ shape: Shape) -> String {
                    x.app == y.app ? shape.intent : "\(shape.intent) of \(shape.app)"
                }
                if x.tokens != y.tokens, x.content == y.content, !x.content.isEmpty {
                    let sameIntent = x.intent == y.intent && x.app == y.app
                    warn(sameIntent
                         ? "Phrases '\(x.phrase)' and '\(y.phrase)' of \(x.intent) differ only by filler words; flexible matching already treats them alike."
                         : "Phrases '\(x.phrase)' (\(side(x))) and '\(y.phrase)' (\(side(y))) differ only by filler words: typed with or without them, either may answer.",
                         app: y.app, shortcut: y.intent, phrase: y.phrase, pairKey: "f|\(x.app)|\(x.phrase)|\(y.app)|\(y.phrase)")
                } else if x.tokens.count == y.tokens.count, x.intent != y.intent || x.app != y.app,
                          let (p, q) = Self.oneTypoApart(x.tokens, y.tokens) {
                    warn("Near collision: '\(x.phrase)' (\(side(x))) and '\(y.phrase)' (\(side(y))) differ by one typo ('\(p)' / '\(q)'); a typo in one may run the other.",
                         app: y.app, shortcut: y.intent, phrase: y.phrase, pairKey: "n|\(x.app)|\(x.phrase)|\(y.app)|\(y.phrase)")
                }
            }
        }

        // Values: near-identical titles, and titles that are a word of a phrase.
        for catalog in catalogs {
            var phraseWords = Set<String>()
            for shortcut in catalog.shortcuts {
                for phrase in shortcut.phrases {
                    for case .text(let text) in PhraseTemplate(phrase).segments { phraseWords.formUnion(normalizer.tokens(text)) }
                }
            }
            for (typeName, type) in catalog.types.sorted(by: { $0.key < $1.key }) {
                let values = type.phraseValues
                for value in values {
                    let tokens = normalizer.tokens(value.title)
                    if tokens.count == 1, phraseWords.contains(tokens[0]), !rules.isFunctionWord(tokens[0]) {
                        warn("Value '\(value.title)' of \(typeName) is also a word of this app's phrases: '\(tokens[0])' in a sentence may be read as the value.",
                             app: catalog.app.name, shortcut: nil, phrase: nil, pairKey: "w|\(catalog.app.name)|\(typeName)|\(value.id)")
                    }
                }
                guard values.count <= 1_000 else { continue }
                let names = values.map { (value: $0, text: normalizer.normalized($0.title)) }
                for i in names.indices {
                    for j in names.indices where j > i && names[i].text != names[j].text {
                        let limit = EditDistance.tolerance(forLength: min(names[i].text.count, names[j].text.count))
                        guard limit > 0, EditDistance.between(names[i].text, names[j].text, limit: 1) != nil else { continue }
                        warn("Near collision: values '\(names[i].value.title)' and '\(names[j].value.title)' of \(typeName) differ by one typo.",
                             app: catalog.app.name, shortcut: nil, phrase: nil, pairKey: "v|\(catalog.app.name)|\(typeName)|\(i)|\(j)")
                    }
                }
            }
        }
        if partial {
            findings.append(Diagnostic(.warning, message: "Collision check stopped after \(maxExpansions) expanded phrases; the rest was not compared.", locale: locale))
        }
        return findings
    }

    private static func oneTypoApart(_ a: [String], _ b: [String]) -> (String, String)? {
        var difference: (String, String)? = nil
        for (x, y) in zip(a, b) where x != y {
            guard difference == nil, !x.hasPrefix("\u{1}"), !y.hasPrefix("\u{1}") else { return nil }
            let limit = EditDistance.tolerance(forLength: min(x.count, y.count))
            guard limit > 0, EditDistance.between(x, y, limit: 1) != nil else { return nil }
            difference = (x, y)
        }
        return difference
    }
}
