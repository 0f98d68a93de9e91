import Foundation
import PhraseMatching

/// A live app with the Swift side of its catalog, kept by identity from the catalog build:
/// the provider's shortcut behind each catalog shortcut and the Swift type behind each enum
/// and entity type name. The runtime makes intents and queries values from these, never by
/// walking the provider again or comparing type names.
package struct LiveApp: @unchecked Sendable {
    package let app: ShortcutApp
    /// The provider's shortcuts, one for each of the catalog's, in the same order.
    let shortcuts: [AppShortcut]
    /// The Swift type of each enum and entity type of the catalog, by type name.
    let types: [String: Any.Type]
    /// The catalog's name for each Swift type of `types` and each intent type of `shortcuts`.
    private let names: [ObjectIdentifier: String]

    init(app: ShortcutApp, shortcuts: [AppShortcut], intentNames: [String], types: [String: Any.Type]) {
        self.app = app
        self.shortcuts = shortcuts
        self.types = types
        var names: [ObjectIdentifier: String] = [:]
        for (shortcut, name) in zip(shortcuts, intentNames) { names[ObjectIdentifier(type(of: shortcut.intent))] = name }
        for (name, type) in types { names[ObjectIdentifier(type)] = name }
        self.names = names
    }

    /// The entity types, which updates query again, by name.
    var entityTypes: [String] { types.filter { $0.value is any AppEntity.Type }.keys.sorted() }

    /// The catalog's name of an intent (`"OpenShelf"`); an intent no shortcut runs (one a
    /// result opens) by its type's name.
    func intentName(of intent: any AppIntent) -> String {
        names[ObjectIdentifier(type(of: intent))] ?? String(describing: type(of: intent))
    }

    /// The catalog's type name and id of an entity or enum case an intent returned;
    /// `nil` for any other value or a type the catalog does not list.
    func catalogIdentity(of value: Any) -> (type: String, id: String)? {
        guard let name = names[ObjectIdentifier(type(of: value))], types[name] != nil else { return nil }
        if let entity = value as? any AppEntity { return (name, entity.id.entityIdentifierString) }
        if let item = value as? any AppEnum { return (name, item.rawValue.description) }
        return nil
    }

    /// The values of the entity or enum type `typeName` now, for an update: `nil` if the
    /// catalog has no such type, else the values and suggested ids, or the error the query threw.
    func currentValues(of typeName: String, locale: String) async -> Result<ValueType, QueryFailure>? {
        guard let type = types[typeName] else { return nil }
        await AppDependencyManager.shared.resolveAsynchronousDependencies()
        return await CatalogBuilder(app: app, locale: locale).values(of: type, named: typeName).map(\.valueType)
    }
}
