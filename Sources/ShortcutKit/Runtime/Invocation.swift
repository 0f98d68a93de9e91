import Foundation
import PhraseMatching

/// An intent being prepared in a conversation: its parameters, the values they have so
/// far, and (for a live app) the fresh intent instance those values are set on.
///
///     PlayPlaylist(playlist: Chill Vibes [p-chillvibes])   // `text`, for a manifest app
final class Invocation: @unchecked Sendable {
    /// The app's name in the catalogs.
    let app: String
    /// The intent's type name (`"OpenShelf"`).
    let intentName: String
    /// The intent instance, for an app that runs here; `nil` for an app from a manifest.
    let intent: (any AppIntent)?
    /// The parameters in declaration order.
    let parameters: [ParameterDescriptor]
    /// The live parameters by name (empty for a manifest app).
    let live: [String: any AnyIntentParameter]
    /// For a manifest app, the values given so far as shown: `Chill Vibes [p-chillvibes]`.
    private var shown: [String: String] = [:]

    init(app: String, intentName: String, intent: (any AppIntent)?, parameters: [ParameterDescriptor],
         live: [String: any AnyIntentParameter]) {
        self.app = app
        self.intentName = intentName
        self.intent = intent
        self.parameters = parameters
        self.live = live
    }

    /// A fresh instance of the live app's intent named `intentName` (`init()`), with any
    /// values the provider's shortcut presets copied over: those of the shortcut whose
    /// phrase matched (`phrase`), else of its first shortcut with that intent. The catalog
    /// lists the provider's shortcuts in order, so its index is the shortcut's. The intent's
    /// `init()` is the app's code, run the way a run is (`ProviderFaultLog.reading`): a value
    /// it reads before it exists throws a `ProviderFault` naming the intent.
    static func live(app: String, intentName: String, phrase: String?, in liveApp: LiveApp, catalog: Catalog?) async throws -> Invocation? {
        guard let catalog else { return nil }
        let indices = catalog.shortcuts.indices.filter { catalog.shortcuts[$0].intent == intentName }
        guard let index = indices.first(where: { index in phrase.map { catalog.shortcuts[index].phrases.contains($0) } == true })
                ?? indices.first,
              liveApp.shortcuts.indices.contains(index) else { return nil }
        let shortcut = liveApp.shortcuts[index]
        let intentType = type(of: shortcut.intent)
        let fresh = try await ProviderFaultLog.reading(String(describing: intentType)) { intentType.init() }
        let presets = IntentIntrospection.parameters(of: shortcut.intent)
        let parameters = IntentIntrospection.parameters(of: fresh)
        for (name, parameter) in parameters {
            guard let preset = presets.first(where: { $0.name == name })?.parameter, preset !== parameter,
                  let value = preset.currentValue else { continue }
            _ = parameter.setValue(value)
        }
        return live(app: app, intentName: intentName, intent: fresh, parameters: parameters, catalog: catalog)
    }

    /// An invocation of an intent instance as it is (an intent a result opens next).
    static func live(app: String, intent: any AppIntent, in liveApp: LiveApp?, catalog: Catalog?) -> Invocation {
        let intentName = liveApp?.intentName(of: intent) ?? String(describing: type(of: intent))
        return live(app: app, intentName: intentName, intent: intent, parameters: IntentIntrospection.parameters(of: intent),
                    catalog: catalog)
    }

    private static func live(app: String, intentName: String, intent: any AppIntent,
                             parameters: [(name: String, parameter: any AnyIntentParameter)], catalog: Catalog?) -> Invocation {
        // The catalog's descriptors carry translated dialogs; the intent's own are the fallback.
        let described = catalog?.intents[intentName]?.parameters ?? []
        let descriptors = parameters.map { name, parameter in
            described.first { $0.name == name } ?? IntentIntrospection.descriptor(name: name, parameter: parameter)
        }
        return Invocation(app: app, intentName: intentName, intent: intent, parameters: descriptors,
                          live: Dictionary(parameters.map { ($0.name, $0.parameter) }, uniquingKeysWith: { first, _ in first }))
    }

    /// An invocation of a manifest app's intent: values are shown, never set on an intent.
    static func described(app: String, intentName: String, catalog: Catalog) -> Invocation? {
        guard let descriptor = catalog.intents[intentName] else { return nil }
        return Invocation(app: app, intentName: intentName, intent: nil, parameters: descriptor.parameters, live: [:])
    }

    func parameter(named name: String) -> ParameterDescriptor? {
        parameters.first { $0.name == name }
    }

    /// Whether `parameter` has a value (its own, a default, or one given in the conversation).
    func hasValue(_ parameter: ParameterDescriptor) -> Bool {
        if let live = live[parameter.name] { return live.hasValue }
        return shown[parameter.name] != nil
    }

    /// The first required parameter without a value.
    var firstMissing: ParameterDescriptor? {
        parameters.first { !$0.isOptional && !hasValue($0) }
    }

    /// Records a value given for `parameter` (shown in `text`).
    func record(_ parameter: String, shown text: String) {
        shown[parameter] = text
    }

    /// The invocation as a call: `PlayPlaylist(playlist: Chill Vibes [p-chillvibes])`.
    var text: String {
        var arguments: [String] = []
        for parameter in parameters {
            if let live = live[parameter.name] {
                guard let value = live.currentValue else { continue }
                arguments.append("\(parameter.name): \(Self.describe(value))")
            } else if let value = shown[parameter.name] {
                arguments.append("\(parameter.name): \(value)")
            }
        }
        return "\(intentName)(\(arguments.joined(separator: ", ")))"
    }

    /// A value as an invocation shows it: `Dune [b1]` for an entity or enum case,
    /// `"text"` for a string, the value itself otherwise.
    static func describe(_ value: Any) -> String {
        if let entity = value as? any AppEntity {
            return "\(IntentValueDisplay.representation(of: entity).title.text) [\(entity.id.entityIdentifierString)]"
        }
        if let item = value as? any AppEnum {
            return "\(IntentValueDisplay.representation(of: item).title.text) [\(item.rawValue.description)]"
        }
        if let string = value as? String { return quoted(string) }
        if let array = value as? [Any] { return "[" + array.map(describe).joined(separator: ", ") + "]" }
        return "\(value)"
    }

    static func describe(_ value: ParameterValue) -> String { "\(value.title) [\(value.id)]" }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
