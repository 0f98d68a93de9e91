/// Static analysis of phrases across the loaded apps: what a user could say that two
/// shortcuts both answer to, or nearly so.
///
///     PhraseAnalyzer(catalogs: [library, music]).collisions()   // warnings, naming both sides
///
/// Findings are warnings: collisions (two phrases or values that produce the same
/// normalised utterance), near collisions (within one typo), values whose title is a word
/// of a phrase, and phrases that differ only by filler words.
package struct PhraseAnalyzer: Sendable {
    public let catalogs: [Catalog]
    /// The most expanded utterances compared; beyond, a note says the check was partial.
    public var maxExpansions = 200_000

    public init(catalogs: [Catalog]) {
        self.catalogs = catalogs
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
        func warn(_ kind: Diagnostic.Kind, app: String?, shortcut: String?, phrase: String?, pairKey: String) {
            guard reported.insert(pairKey).inserted else { return }
            findings.append(Diagnostic(.warning, kind, app: app, shortcut: shortcut, phrase: phrase, locale: locale))
        }

        // Exact collisions over the expanded utterances.
        var seen: [String: Diagnostic.PhraseReading] = [:]
        // The same utterances with the app name left out, to compare apps with each other.
        var seenWithoutApp: [String: Diagnostic.PhraseReading] = [:]
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
                        let reading = Diagnostic.PhraseReading(app: appName, intent: shortcut.intent, value: fill.value, phrase: phrase)
                        if let other = seen[text] {
                            guard other.app != reading.app || other.intent != reading.intent || other.value != reading.value else { continue }
                            // The matcher lets a phrase written out word for word beat a
                            // filled slot of the same app; anything else is a tie.
                            let literal = other.app != reading.app || (other.value == nil) == (reading.value == nil)
                                ? nil : (other.value == nil ? other : reading)
                            warn(.collision(utterance: Normalizer.joined(text.components(separatedBy: " ")),
                                            first: other, second: reading, winner: literal),
                                 app: appName, shortcut: shortcut.intent, phrase: phrase,
                                 pairKey: "c|\(other.app)|\(other.phrase)|\(reading.app)|\(reading.phrase)|\(other.value == nil)|\(reading.value == nil)")
                        } else {
                            seen[text] = reading
                        }
                        let withoutApp = normalizer.normalized(template.render(applicationName: "", parameter: fill.name))
                        if let other = seenWithoutApp[withoutApp] {
                            if other.app != reading.app {
                                warn(.collisionAcrossApps(utterance: Normalizer.joined(withoutApp.components(separatedBy: " ")),
                                                          first: other, second: reading),
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
                let first = Diagnostic.PhraseReading(app: x.app, intent: x.intent, phrase: x.phrase)
                let second = Diagnostic.PhraseReading(app: y.app, intent: y.intent, phrase: y.phrase)
                if x.tokens != y.tokens, x.content == y.content, !x.content.isEmpty {
                    warn(.fillerOnlyDifference(first: first, second: second),
                         app: y.app, shortcut: y.intent, phrase: y.phrase, pairKey: "f|\(x.app)|\(x.phrase)|\(y.app)|\(y.phrase)")
                } else if x.tokens.count == y.tokens.count, x.intent != y.intent || x.app != y.app,
                          let (p, q) = Self.oneTypoApart(x.tokens, y.tokens) {
                    warn(.nearCollision(first: first, second: second, words: [p, q]),
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
                        warn(.valueIsPhraseWord(title: value.title, type: typeName, word: tokens[0]),
                             app: catalog.app.name, shortcut: nil, phrase: nil, pairKey: "w|\(catalog.app.name)|\(typeName)|\(value.id)")
                    }
                }
                guard values.count <= 1_000 else { continue }
                let names = values.map { (value: $0, text: normalizer.normalized($0.title)) }
                for i in names.indices {
                    for j in names.indices where j > i && names[i].text != names[j].text {
                        let limit = EditDistance.tolerance(forLength: min(names[i].text.count, names[j].text.count))
                        guard limit > 0, EditDistance.between(names[i].text, names[j].text, limit: 1) != nil else { continue }
                        warn(.nearCollidingValues(first: names[i].value.title, second: names[j].value.title, type: typeName),
                             app: catalog.app.name, shortcut: nil, phrase: nil, pairKey: "v|\(catalog.app.name)|\(typeName)|\(i)|\(j)")
                    }
                }
            }
        }
        if partial {
            findings.append(Diagnostic(.warning, .collisionCheckStopped(after: maxExpansions), locale: locale))
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
