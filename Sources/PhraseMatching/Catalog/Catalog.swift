/// Everything the engine knows about one app in one locale: its shortcuts, their phrase
/// templates, and the values each phrase parameter can take.
///
/// A catalog is plain data. ShortcutKit builds one from an `AppShortcutsProvider`; a
/// manifest file (`*.shortcuts.json`) is its `Codable` form, so the engine and the tool
/// also work on apps that were never compiled in.
///
///     let catalog = try Catalog(manifest: data)
///     let matcher = try PhraseMatcher(catalogs: [catalog])
public struct Catalog: Hashable, Sendable {
    /// The manifest format this package writes and reads.
    public static let currentFormatVersion = 1

    public var formatVersion: Int
    /// A BCP 47 language tag: `en`, `fr`, `pt-BR`, `ja`.
    public var locale: String
    public var app: AppDescription
    /// Parameter types by name (`"Shelf"`, `"BookEntity"`): every `AppEnum` and `AppEntity`
    /// an intent uses. Types not listed here (`String`, `Int`, …) are primitive.
    public var types: [String: ValueType]
    /// Intents by type name (`"OpenShelf"`).
    public var intents: [String: IntentDescriptor]
    public var shortcuts: [ShortcutDescriptor]
    /// Phrases that must not trigger the app (`NegativeAppShortcutPhrases`).
    public var negativePhrases: [String]

    public init(
        formatVersion: Int = Catalog.currentFormatVersion,
        locale: String,
        app: AppDescription,
        types: [String: ValueType] = [:],
        intents: [String: IntentDescriptor] = [:],
        shortcuts: [ShortcutDescriptor] = [],
        negativePhrases: [String] = []
    ) {
        self.formatVersion = formatVersion
        self.locale = locale
        self.app = app
        self.types = types
        self.intents = intents
        self.shortcuts = shortcuts
        self.negativePhrases = negativePhrases
    }
}

/// The app as Siri names it: its display name and alternative names (`INAlternativeAppNames`).
public struct AppDescription: Hashable, Sendable {
    public var name: String
    public var alternativeNames: [String]

    public init(name: String, alternativeNames: [String] = []) {
        self.name = name
        self.alternativeNames = alternativeNames
    }

    /// The display name first, then the alternative names.
    public var allNames: [String] { [name] + alternativeNames }
}

/// An `AppEnum` or `AppEntity` type and its values.
public struct ValueType: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, Codable {
        case `enum`
        case entity
    }

    public var kind: Kind
    /// `typeDisplayRepresentation.name` (`"Shelf"`).
    public var title: String
    /// `typeDisplayRepresentation.synonyms`.
    public var synonyms: [String]
    /// Whether text that is no suggested value may be resolved against `values`
    /// (an `EntityStringQuery`, or an enumerable query). Enums: always false.
    public var searchable: Bool
    /// For entities, the ids of the suggested entities: the values phrases expand over.
    /// `nil` for enums, whose phrases expand over every case.
    public var suggested: [String]?
    /// Every known value: all enum cases; for entities, all entities known (suggested ones
    /// and, where the query is enumerable, all of them).
    public var values: [ParameterValue]

    public init(
        kind: Kind, title: String, synonyms: [String] = [], searchable: Bool = false,
        suggested: [String]? = nil, values: [ParameterValue]
    ) {
        self.kind = kind
        self.title = title
        self.synonyms = synonyms
        self.searchable = searchable
        self.suggested = suggested
        self.values = values
    }

    /// The values a phrase parameter of this type expands over, in order.
    public var phraseValues: [ParameterValue] {
        guard let suggested else { return values }
        var byID: [String: ParameterValue] = [:]
        for value in values where byID[value.id] == nil { byID[value.id] = value }
        return suggested.compactMap { byID[$0] }
    }
}

/// An intent type: its title and parameters.
public struct IntentDescriptor: Hashable, Sendable {
    public var title: String
    public var description: String?
    public var parameters: [ParameterDescriptor]

    public init(title: String, description: String? = nil, parameters: [ParameterDescriptor] = []) {
        self.title = title
        self.description = description
        self.parameters = parameters
    }

    public func parameter(named name: String) -> ParameterDescriptor? {
        parameters.first { $0.name == name }
    }
}

/// An `@Parameter` of an intent.
public struct ParameterDescriptor: Hashable, Sendable {
    /// The property name without `$` (`"shelf"`), as phrases write it: `${shelf}`.
    public var name: String
    /// A key of `Catalog.types`, or a primitive type name (`String`, `Int`, `Double`,
    /// `Bool`, `Date`, `URL`).
    public var type: String
    public var title: String
    public var requestValueDialog: String?
    public var isOptional: Bool

    public init(
        name: String, type: String, title: String, requestValueDialog: String? = nil,
        isOptional: Bool = false
    ) {
        self.name = name
        self.type = type
        self.title = title
        self.requestValueDialog = requestValueDialog
        self.isOptional = isOptional
    }
}

/// One `AppShortcut`: an intent and the phrases that run it.
public struct ShortcutDescriptor: Hashable, Sendable {
    /// A key of `Catalog.intents`.
    public var intent: String
    public var shortTitle: String?
    public var systemImageName: String?
    /// Phrase templates: `"Open ${shelf} in ${applicationName}"`.
    public var phrases: [String]

    public init(intent: String, shortTitle: String? = nil, systemImageName: String? = nil, phrases: [String]) {
        self.intent = intent
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        self.phrases = phrases
    }
}
