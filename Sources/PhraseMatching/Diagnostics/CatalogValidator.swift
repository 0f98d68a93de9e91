import Foundation

/// Checks a catalog against App Shortcuts' phrase rules, reporting every problem at once
/// with Apple's wording where Apple's tools have one.
///
///     let problems = CatalogValidator().validate(catalog)
///     problems.hasErrors   // true if Xcode would refuse to build it
package struct CatalogValidator: Sendable {
    /// Apple's stated limit on App Shortcuts per app.
    public static let maxShortcuts = 10
    /// The limit on phrases once parameters are expanded over their values.
    public static let maxExpandedPhrases = 1_000

    public init() {}

    /// Every problem of `catalog`, in the order of its shortcuts and phrases.
    /// - Complexity: O(p + v) in its phrases and values: each type's values are read once,
    ///   however many phrases use it.
    public func validate(_ catalog: Catalog, file: String? = nil) -> [Diagnostic] {
        validate(catalog, file: file, warnings: true)
    }

    /// The errors of `catalog` alone: what refuses a manifest. Skips the checks that can
    /// only warn (duplicate ids and phrases, titles without words, the expanded count),
    /// which read every value; what is left reads the values only where suggested ids do
    /// not lead them in order.
    /// - Complexity: O(p) in its phrases when each type's suggested ids lead its values in
    ///   order; O(p + v) otherwise.
    public func errors(_ catalog: Catalog, file: String? = nil) -> [Diagnostic] {
        validate(catalog, file: file, warnings: false).filter { $0.severity == .error }
    }

    private func validate(_ catalog: Catalog, file: String?, warnings: Bool) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let app = catalog.app.name
        let locale = catalog.locale
        let normalizer = Normalizer(locale: locale)
        let literal = Normalizer(locale: locale, writesOutContractions: false)
        func report(_ severity: Diagnostic.Severity, _ kind: Diagnostic.Kind, shortcut: String? = nil,
                    phrase: String? = nil, span: Range<Int>? = nil, note: String? = nil) {
            problems.append(Diagnostic(severity, kind, app: app, shortcut: shortcut, phrase: phrase,
                                       locale: locale, file: file, span: span, note: note))
        }

        if catalog.app.name.trimmingCharacters(in: .whitespaces).isEmpty {
            report(.error, .appWithoutName)
        }
        if catalog.shortcuts.count > Self.maxShortcuts {
            report(.warning, .tooManyShortcuts(count: catalog.shortcuts.count, limit: Self.maxShortcuts))
        }

        // Each type's ids are gathered once, for the count below and the checks of ids.
        var idSets: [String: Set<String>] = [:]
        func ids(_ typeName: String, _ type: ValueType) -> Set<String> {
            if let ids = idSets[typeName] { return ids }
            var ids = Set<String>(minimumCapacity: type.values.count)
            for value in type.values { ids.insert(value.id) }
            idSets[typeName] = ids
            return ids
        }
        // How many values each type's phrases expand over: counted once per type, not per
        // phrase (`phraseValues` builds a table of every value).
        var phraseValueCounts: [String: Int] = [:]
        func phraseValueCount(_ typeName: String, _ type: ValueType) -> Int {
            if let count = phraseValueCounts[typeName] { return count }
            var count = type.values.count
            if let suggested = type.suggested, suggested.count <= type.values.count,
               zip(suggested, type.values).allSatisfy({ $1.hasID($0) }) {
                // Suggested ids leading the values in order: each names a value.
                count = suggested.count
            } else if let suggested = type.suggested {
                let known = ids(typeName, type)
                count = suggested.reduce(0) { $0 + (known.contains($1) ? 1 : 0) }
            }
            phraseValueCounts[typeName] = count
            return count
        }

        var seenPhrases: [String: (shortcut: String, phrase: String)] = [:]
        var expanded = 0
        for shortcut in catalog.shortcuts {
            let intent = catalog.intents[shortcut.intent]
            if intent == nil {
                report(.error, .unknownIntent(shortcut.intent),
                       shortcut: shortcut.intent,
                       note: Suggestion.closest(to: shortcut.intent, among: catalog.intents.keys).map { "did you mean '\($0)'?" })
            }
            if shortcut.phrases.isEmpty {
                report(.error, .shortcutWithoutPhrases(shortcut.intent), shortcut: shortcut.intent)
            }
            for phrase in shortcut.phrases {
                let template = PhraseTemplate(phrase)
                problems += PhraseRules.check(template, parameters: intent?.parameters, types: catalog.types,
                                              app: app, shortcut: shortcut.intent, locale: locale, file: file)
                // Text is normalised piece by piece, tokens kept apart: a `${trail}` slot is
                // not the word "trail". Contractions stay as written: "Where’s my …" and
                // "Where is my …" are two phrases an app lists on purpose.
                let key = template.segments.map { segment -> String in
                    switch segment {
                    case .text(let text): literal.normalized(text)
                    case .applicationName: "\u{1}app\u{1}"
                    case .parameter(let name): "\u{1}$\(name)\u{1}"
                    }
                }.filter { !$0.isEmpty }.joined(separator: " ")
                if let first = seenPhrases[key] {
                    report(.warning, .duplicatePhrase(phrase, shortcut: shortcut.intent,
                                                      otherPhrase: first.phrase, otherShortcut: first.shortcut),
                           shortcut: shortcut.intent, phrase: phrase, span: 0..<phrase.count)
                } else {
                    seenPhrases[key] = (shortcut.intent, phrase)
                }
                if !warnings { continue }
                if let name = template.parameterName, let typeName = intent?.parameter(named: name)?.type,
                   let type = catalog.types[typeName] {
                    let count = phraseValueCount(typeName, type)
                    expanded += count
                    if count == 0 {
                        report(.warning, .typeWithoutValues(type: type.title, parameter: name),
                               shortcut: shortcut.intent, phrase: phrase, span: Self.span(of: "${\(name)}", in: phrase))
                    }
                } else {
                    expanded += 1
                }
            }
        }
        if expanded > Self.maxExpandedPhrases {
            report(.warning, .tooManyPhrases(count: expanded, limit: Self.maxExpandedPhrases))
        }

        for phrase in catalog.negativePhrases {
            let template = PhraseTemplate(phrase)
            for name in template.parameterNames {
                report(.error, .negativePhraseWithParameter(name),
                       shortcut: "negativePhrases", phrase: phrase, span: Self.span(of: "${\(name)}", in: phrase))
            }
            if template.applicationNameCount > 1 {
                report(.error, .negativePhraseWithRepeatedApplicationName,
                       shortcut: "negativePhrases", phrase: phrase, span: 0..<phrase.count)
            }
            for token in template.malformedTokens {
                report(.error, .malformedToken(token, inNegativePhrase: true), shortcut: "negativePhrases",
                       phrase: phrase, span: Self.span(of: token, in: phrase))
            }
        }

        for (name, type) in catalog.types.sorted(by: { $0.key < $1.key }) {
            if let suggested = type.suggested,
               suggested.count > type.values.count || !zip(suggested, type.values).allSatisfy({ $1.hasID($0) }) {
                let known = ids(name, type)
                for id in suggested where !known.contains(id) {
                    report(.error, .unknownSuggestedValue(type: name, id: id))
                }
            }
            if !warnings { continue }
            if ids(name, type).count < type.values.count {
                var seenIDs = Set<String>()
                for value in type.values where !seenIDs.insert(value.id).inserted {
                    report(.warning, .duplicateValueID(type: name, id: value.id))
                }
            }
            for value in type.values where !normalizer.hasTokens(value.title) {
                report(.warning, .valueTitleWithoutWords(type: name, id: value.id, title: value.title))
            }
        }
        return problems
    }

    /// The character offsets of the first `needle` in `text` (the last, with `last`), for
    /// a caret.
    static func span(of needle: String, in text: String, last: Bool = false) -> Range<Int>? {
        guard let range = text.range(of: needle, options: last ? .backwards : []) else { return nil }
        let start = text.distance(from: text.startIndex, to: range.lowerBound)
        return start..<(start + needle.count)
    }
}

/// The rules every phrase follows, in code and in every translation.
package enum PhraseRules {
    /// Apple's message (see `DiagnosticMessage`).
    public static let missingApplicationName = DiagnosticMessage.missingApplicationName

    /// Apple's message (see `DiagnosticMessage`).
    public static func invalidParameterType(_ name: String) -> String {
        DiagnosticMessage.text(for: .invalidParameterType(name))
    }

    /// The problems of one phrase. `parameters` are the intent's (nil: unknown intent, or a
    /// catalog checked on its own); `types` the catalog's enum and entity types.
    public static func check(
        _ template: PhraseTemplate, parameters: [ParameterDescriptor]?, types: [String: ValueType],
        app: String?, shortcut: String?, locale: String?, file: String? = nil, line: Int? = nil, column: Int? = nil
    ) -> [Diagnostic] {
        let phrase = template.source
        var problems: [Diagnostic] = []
        func report(_ kind: Diagnostic.Kind, span: Range<Int>?, note: String? = nil) {
            problems.append(Diagnostic(.error, kind, app: app, shortcut: shortcut, phrase: phrase,
                                       locale: locale, file: file, line: line, column: column, span: span, note: note))
        }
        if template.applicationNameCount != 1 {
            let span = template.applicationNameCount > 1
                ? CatalogValidator.span(of: "${applicationName}", in: phrase, last: true)
                : 0..<phrase.count
            report(.missingApplicationName, span: span,
                   note: template.applicationNameCount == 0 ? "add '${applicationName}' where the app's name is said" : "remove one '${applicationName}'")
        }
        for token in template.malformedTokens {
            report(.malformedToken(token, inNegativePhrase: false),
                   span: CatalogValidator.span(of: token, in: phrase))
        }
        let names = template.parameterNames
        if names.count > 1 {
            report(.tooManyParameters(names),
                   span: CatalogValidator.span(of: "${\(names[1])}", in: phrase, last: true))
        }
        guard let parameters else { return problems }
        for name in Set(names).sorted() {
            let span = CatalogValidator.span(of: "${\(name)}", in: phrase)
            guard let parameter = parameters.first(where: { $0.name == name }) else {
                report(.unknownParameter(name), span: span,
                       note: Suggestion.closest(to: name, among: parameters.map(\.name)).map { "did you mean '${\($0)}'?" })
                continue
            }
            if types[parameter.type] == nil {
                // A type name mistyped in a manifest ("Drinks" for "Drink") is no AppEnum or
                // AppEntity either: the note names the type meant.
                report(.invalidParameterType(name), span: span,
                       note: Suggestion.closest(to: parameter.type, among: types.keys.sorted())
                           .map { "its type '\(parameter.type)' is none of the catalog's types: did you mean '\($0)'?" })
            }
        }
        return problems
    }
}

/// "Did you mean …?": the closest of a few known names to a mistyped one.
package enum Suggestion {
    /// The candidate within a third of its length in edits of `name` (case ignored), if any.
    public static func closest<S: Sequence>(to name: String, among candidates: S) -> String? where S.Element == String {
        var best: (String, Int)? = nil
        let lowered = name.lowercased()
        for candidate in candidates {
            let limit = max(1, max(candidate.count, name.count) / 3)
            guard let distance = EditDistance.between(lowered, candidate.lowercased(), limit: limit) else { continue }
            if distance < best?.1 ?? .max { best = (candidate, distance) }
        }
        return best?.0
    }
}
