import Foundation
import PhraseMatching

/// What the runtime needs to know about an `@Parameter` without knowing its type.
protocol AnyIntentParameter: AnyObject, Sendable {
    var name: String? { get set }
    var titleText: String { get }
    /// The title as declared, to look up by its key (and table) in a locale.
    var titleResource: LocalizedStringResource { get }
    var dialogText: String? { get }
    /// `requestValueDialog` as a resource, to look up by its key in a locale.
    var dialogResource: LocalizedStringResource? { get }
    var valueType: Any.Type { get }
    var typeName: String { get }
    var isOptional: Bool { get }
    var hasDefault: Bool { get }
    var hasValue: Bool { get }
    var currentValue: Any? { get }
    /// Sets the value; false if `value` is not of the parameter's type.
    func setValue(_ value: Any) -> Bool
    /// Parses typed text as the parameter's type (String, Int, Double, Bool, Date, URL…).
    func parse(_ text: String) -> Any?
}

extension IntentParameter: AnyIntentParameter {
    var titleText: String {
        let text = title.text
        guard text.isEmpty, let name else { return text }
        // "navigationOption" → "Navigation Option"
        var words = ""
        for character in name {
            if character.isUppercase, !words.isEmpty { words += " " }
            words.append(words.isEmpty ? Character(character.uppercased()) : character)
        }
        return words
    }
    var titleResource: LocalizedStringResource { title }
    var dialogText: String? { requestValueDialog?.full }
    var dialogResource: LocalizedStringResource? { requestValueDialog?.fullResource }
    var valueType: Any.Type { Value.UnwrappedType.self }
    var typeName: String { Value._intentTypeName }
    var isOptional: Bool { Value._emptyValue != nil }
    var hasDefault: Bool { defaultValue != nil }
    var hasValue: Bool { currentValue != nil }

    var currentValue: Any? {
        let stored: Any? = lock.withLock { storedValue.map { $0 as Any } }
        if let stored {
            if let optional = stored as? any OptionalProtocol { return optional.wrapped ?? defaultValue }
            return stored
        }
        return defaultValue
    }

    func setValue(_ value: Any) -> Bool {
        if let typed = value as? Value {
            wrappedValue = typed
            return true
        }
        return false
    }

    func parse(_ text: String) -> Any? {
        if let names = boolDisplayName, let named = names.value(named: text) { return named }
        guard let type = Value.UnwrappedType.self as? any _IntentValue.Type else { return nil }
        func open<T: _IntentValue>(_ type: T.Type) -> Any? { T._parse(text) }
        return open(type)
    }
}

/// Lists an intent's parameters and names them, by reflection on a fresh instance.
enum IntentIntrospection {
    /// The parameters of `intent`, named after their properties, in declaration order.
    static func parameters(of intent: any AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
        var result: [(name: String, parameter: any AnyIntentParameter)] = []
        for child in Mirror(reflecting: intent).children {
            guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { continue }
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            parameter.name = name
            result.append((name, parameter))
        }
        return result
    }

    /// The entities the intent's parameters hold (the value, or each of a list), with the
    /// parameter's name.
    static func entities(of intent: any AppIntent) -> [(parameter: String, entity: any AppEntity)] {
        parameters(of: intent).flatMap { item -> [(parameter: String, entity: any AppEntity)] in
            let values = (item.parameter.currentValue as? [Any]) ?? item.parameter.currentValue.map { [$0] } ?? []
            return values.compactMap { value in (value as? any AppEntity).map { (item.name, $0) } }
        }
    }

    /// The property name of the parameter at `keyPath` (`shelf` for `\.$shelf`).
    static func parameterName<Intent: AppIntent, Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) -> String? {
        parameterName(keyPath as AnyKeyPath, in: Intent.self)
    }

    static func parameterName<Intent: AppIntent>(_ keyPath: AnyKeyPath, in type: Intent.Type) -> String? {
        let intent = Intent()
        guard let target = intent[keyPath: keyPath] as? AnyObject else { return nil }
        return parameters(of: intent).first { $0.parameter === target }?.name
    }

    /// The descriptor a catalog holds for one parameter.
    static func descriptor(name: String, parameter: any AnyIntentParameter) -> ParameterDescriptor {
        ParameterDescriptor(name: name, type: parameter.typeName, title: parameter.titleText,
                            requestValueDialog: parameter.dialogText,
                            isOptional: parameter.isOptional || parameter.hasDefault)
    }
}

/// Catalog values of enum and entity types, and the reverse: a value back from its id.
enum ValueConversion {
    static func value<E: AppEnum>(of item: E, locale: String, strings: DisplayStrings) -> ParameterValue {
        guard let representation = E.caseDisplayRepresentations[item] else {
            return ParameterValue(id: item.rawValue.description, title: "\(item.rawValue)")
        }
        return value(id: item.rawValue.description, representation, locale: locale, strings: strings)
    }

    /// An entity whose init left a property unset is named by its id, its display
    /// representation not read (`IntentValueDisplay`): reading it would trap.
    static func value<E: AppEntity>(of entity: E, locale: String, strings: DisplayStrings) -> ParameterValue {
        value(id: entity.id.entityIdentifierString, IntentValueDisplay.representation(of: entity), locale: locale, strings: strings)
    }

    /// A title translated as a `stringSet` gives the title and, after it, more synonyms
    /// ("Tour Eiffel", "la tour Eiffel").
    private static func value(id: String, _ representation: DisplayRepresentation, locale: String, strings: DisplayStrings) -> ParameterValue {
        let titles = strings.texts(representation.title, locale: locale)
        var seen = Set<String>()
        let synonyms = (titles.dropFirst() + representation.synonyms.flatMap { strings.texts($0, locale: locale) })
            .filter { $0 != titles[0] && seen.insert($0).inserted }
        return ParameterValue(id: id, title: titles[0], subtitle: representation.subtitle.map { strings.text($0, locale: locale) },
                     synonyms: Array(synonyms))
    }

    static func enumCase<E: AppEnum>(_ type: E.Type, id: String) -> E? {
        E.allCases.first { $0.rawValue.description == id }
    }
}

/// Tells listeners that a provider's parameter values changed: how a `ShortcutMatcher`
/// hears `updateAppShortcutParameters()`. Not API: apps call that method, nothing else.
package final class AppShortcutParameterUpdates: @unchecked Sendable {
    package static let shared = AppShortcutParameterUpdates()
    private let lock = NSLock()
    private var listeners: [UUID: (ObjectIdentifier, @Sendable () -> Void)] = [:]

    /// Calls `listener` each time `provider.updateAppShortcutParameters()` is called, on the
    /// caller's thread, until the returned token is cancelled. Listeners start their own work.
    package func observe(_ provider: any AppShortcutsProvider.Type, _ listener: @escaping @Sendable () -> Void) -> UUID {
        let token = UUID()
        lock.withLock { listeners[token] = (ObjectIdentifier(provider), listener) }
        return token
    }

    package func cancel(_ token: UUID) {
        lock.withLock { _ = listeners.removeValue(forKey: token) }
    }

    func notify(_ provider: any AppShortcutsProvider.Type) {
        let id = ObjectIdentifier(provider)
        let matching = lock.withLock { listeners.values.filter { $0.0 == id }.map(\.1) }
        for listener in matching { listener() }
    }
}
