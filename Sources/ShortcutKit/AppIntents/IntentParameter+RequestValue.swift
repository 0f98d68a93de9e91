import Foundation

extension IntentParameter {
    /// Asks the user for a value of this parameter inside `perform()` and returns it (the
    /// parameter itself is left as it was). The chat asks `dialog` and reads the answer as
    /// the parameter's type: a number, a date, an enum case or entity by its title or
    /// synonyms (an `EntityStringQuery` searches). An answer that names no value is asked
    /// again, twice at most; "cancel" cancels the intent.
    ///
    ///     let amount = try await $bolusQuantity.requestValue("Enter a bolus amount")
    ///
    /// (`throw $p.requestValue(…)`, the error form, still asks and runs the intent again.)
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value.UnwrappedType {
        let parameter = name ?? title.text
        guard let interaction = IntentInteractionContext.current else {
            throw IntentInteractionError.noInteraction(parameter: parameter)
        }
        let question = dialog ?? requestValueDialog ?? IntentDialog("What is the \(title.text.isEmpty ? parameter : title.text)?")
        var answer = ""
        for _ in 0..<3 {
            answer = try await interaction.askValue(parameter: parameter, dialog: question)
            if let value: Value.UnwrappedType = await RequestedValue.read(answer) { return value }
        }
        throw IntentInteractionError.unreadableAnswer(parameter: parameter, answer: answer)
    }
}

/// Reads a typed answer as a value of a parameter's type.
enum RequestedValue {
    static func read<Wanted>(_ text: String) async -> Wanted? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        if let enumType = Wanted.self as? any AppEnum.Type {
            return enumCase(of: enumType, named: trimmed) as? Wanted
        }
        if let entityType = Wanted.self as? any AppEntity.Type {
            return await entity(of: entityType, named: trimmed) as? Wanted
        }
        if let valueType = Wanted.self as? any _IntentValue.Type {
            return valueType._parse(trimmed) as? Wanted
        }
        return nil
    }

    /// The case whose title, synonym or raw value is `text` (case and accents ignored).
    private static func enumCase(of type: any AppEnum.Type, named text: String) -> Any? {
        func find<E: AppEnum>(_ type: E.Type) -> E? {
            let wanted = fold(text)
            for (item, representation) in E.caseDisplayRepresentations {
                let names = [representation.title.text, item.rawValue.description] + representation.synonyms.map(\.text)
                if names.contains(where: { fold($0) == wanted }) { return item }
            }
            return nil
        }
        return find(type)
    }

    /// The entity titled `text`, from the type's string query, else among its suggested
    /// entities; an exact title first, else the only one found.
    private static func entity(of type: any AppEntity.Type, named text: String) async -> Any? {
        func find<E: AppEntity>(_ type: E.Type) async -> E? {
            let query = E.defaultQuery
            var found: [E] = []
            if let stringQuery = query as? any EntityStringQuery {
                found = (try? await search(stringQuery, text)) ?? []
            }
            if found.isEmpty {
                let wanted = fold(text)
                found = ((try? await query.suggestedList()) ?? []).filter { entity in
                    let representation = IntentValueDisplay.representation(of: entity)
                    return ([representation.title.text] + representation.synonyms.map(\.text)).contains { fold($0) == wanted }
                }
            }
            let wanted = fold(text)
            return found.first { fold(IntentValueDisplay.representation(of: $0).title.text) == wanted } ?? (found.count == 1 ? found[0] : nil)
        }
        return await find(type)
    }

    private static func search<Q: EntityStringQuery, E: AppEntity>(_ query: Q, _ text: String) async throws -> [E] {
        try await query.matchingList(text).compactMap { $0 as? E }
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
