import Foundation

/// One App Shortcut: an intent and the phrases that run it.
///
///     AppShortcut(intent: OpenShelf(), phrases: ["Open \(\.$shelf) in \(.applicationName)"],
///                 shortTitle: "Open Shelf", systemImageName: "books.vertical")
public struct AppShortcut: @unchecked Sendable {
    /// The intent instance (possibly with preset parameter values).
    public let intent: any AppIntent
    /// The phrases as templates: `Open ${shelf} in ${applicationName}`.
    public let phraseTemplates: [String]
    public let shortTitle: LocalizedStringResource?
    public let systemImageName: String?
    /// The titled groups of options its `parameterPresentation` offers (none without one).
    public private(set) var optionsCollections: [AppShortcutOptionsCollection] = []

    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>],
                                   shortTitle: LocalizedStringResource, systemImageName: String) {
        self.intent = intent
        phraseTemplates = phrases.map(\.template)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }

    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], systemImageName: String) {
        self.intent = intent
        phraseTemplates = phrases.map(\.template)
        shortTitle = nil
        self.systemImageName = systemImageName
    }

    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
        self.intent = intent
        phraseTemplates = phrases.map(\.template)
        shortTitle = nil
        systemImageName = nil
    }

    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource) {
        self.intent = intent
        phraseTemplates = phrases.map(\.template)
        self.shortTitle = shortTitle
        systemImageName = nil
    }

    public init<Intent: AppIntent, Value>(intent: Intent, phrases: [AppShortcutPhrase<Intent>],
                                          shortTitle: LocalizedStringResource, systemImageName: String,
                                          parameterPresentation: AppShortcutParameterPresentation<Intent, Value>) {
        self.intent = intent
        phraseTemplates = phrases.map(\.template)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        optionsCollections = parameterPresentation.optionsCollections
    }
}

/// How a parameterised App Shortcut appears in Shortcuts and Spotlight. It does not
/// affect matching.
public struct AppShortcutParameterPresentation<Intent: AppIntent, Value: _IntentValue>: @unchecked Sendable {
    public let keyPath: KeyPath<Intent, IntentParameter<Value>>
    public let summary: Summary<Intent>
    public let optionsCollections: [AppShortcutOptionsCollection]

    public init(for keyPath: KeyPath<Intent, IntentParameter<Value>>, summary: Summary<Intent>,
                @AppShortcutOptionsCollectionBuilder optionsCollections: () -> [AppShortcutOptionsCollection]) {
        self.keyPath = keyPath
        self.summary = summary
        self.optionsCollections = optionsCollections()
    }

    public init(for keyPath: KeyPath<Intent, IntentParameter<Value>>, summary: Summary<Intent>) {
        self.keyPath = keyPath
        self.summary = summary
        optionsCollections = []
    }
}

public typealias ParameterPresentation = AppShortcutParameterPresentation
public typealias OptionsCollection = AppShortcutOptionsCollection

/// A titled group of options for a parameterised App Shortcut, from a query or an options
/// provider (`OptionsCollection(ReadableOptions(), title: "Entity", systemImageName: "info.circle")`).
public struct AppShortcutOptionsCollection: @unchecked Sendable {
    /// The query the options come from; `nil` when they come from an options provider.
    public let query: (any EntityQuery)?
    /// The options provider the options come from; `nil` when they come from a query.
    public let optionsProvider: (any DynamicOptionsProvider)?
    public let title: LocalizedStringResource
    public let systemImageName: String?

    public init<Query: EntityQuery>(_ query: Query, title: LocalizedStringResource, systemImageName: String? = nil) {
        self.query = query
        optionsProvider = nil
        self.title = title
        self.systemImageName = systemImageName
    }

    public init<Provider: DynamicOptionsProvider>(_ provider: Provider, title: LocalizedStringResource,
                                                  systemImageName: String? = nil) {
        query = nil
        optionsProvider = provider
        self.title = title
        self.systemImageName = systemImageName
    }

    /// A query that is also an options provider (as every query is on Apple platforms).
    public init<Query: EntityQuery & DynamicOptionsProvider>(_ query: Query, title: LocalizedStringResource,
                                                             systemImageName: String? = nil) {
        self.query = query
        optionsProvider = query
        self.title = title
        self.systemImageName = systemImageName
    }
}

@resultBuilder
public enum AppShortcutOptionsCollectionBuilder {
    public static func buildExpression(_ collection: AppShortcutOptionsCollection) -> [AppShortcutOptionsCollection] { [collection] }
    public static func buildBlock(_ parts: [AppShortcutOptionsCollection]...) -> [AppShortcutOptionsCollection] { parts.flatMap { $0 } }
}

/// Builds `appShortcuts` from a list of `AppShortcut(…)` — with `if`, `if #available`
/// and loops.
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildExpression(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
    public static func buildEither(first part: [AppShortcut]) -> [AppShortcut] { part }
    public static func buildEither(second part: [AppShortcut]) -> [AppShortcut] { part }
    public static func buildArray(_ parts: [[AppShortcut]]) -> [AppShortcut] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [AppShortcut]) -> [AppShortcut] { part }
}

/// The colour of an app's shortcut tiles in the Shortcuts app.
public enum ShortcutTileColor: String, Hashable, Sendable, CaseIterable {
    case red, tangerine, orange, yellow, lime, grayGreen, lightBlue, navy, blue, teal, purple, pink, grape, grayBlue, grayBrown
}

/// The type that lists an app's App Shortcuts: one per app.
///
///     struct LibraryAppShortcuts: AppShortcutsProvider {
///         static var appShortcuts: [AppShortcut] {
///             AppShortcut(intent: OpenShelf(), phrases: ["Open \(\.$shelf) in \(.applicationName)"],
///                         shortTitle: "Open Shelf", systemImageName: "books.vertical")
///         }
///     }
public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    static var shortcutTileColor: ShortcutTileColor { get }
    static var negativePhrases: NegativeAppShortcutPhrases { get }
}

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .navy }
    public static var negativePhrases: NegativeAppShortcutPhrases { NegativeAppShortcutPhrases(phrases: []) }

    /// Tells everything matching this app's phrases to query the parameter values again
    /// (`suggestedEntities()`) and recompile: call it when they change.
    public static func updateAppShortcutParameters() {
        AppShortcutParameterUpdates.shared.notify(Self.self)
    }
}
