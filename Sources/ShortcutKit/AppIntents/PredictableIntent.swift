import Foundation

/// An intent the system may suggest, with how each suggestion reads.
///
///     static var predictionConfiguration: some IntentPredictionConfiguration {
///         IntentPrediction(parameters: \.$landmark) { landmark in
///             DisplayRepresentation(title: "Get \(landmark.name) crowd status")
///         }
///     }
public protocol PredictableIntent: AppIntent {
    associatedtype Prediction: IntentPredictionConfiguration
    @IntentPredictionConfigurationBuilder<Self>
    static var predictionConfiguration: Prediction { get }
}

/// The suggestions of a `PredictableIntent`.
public protocol IntentPredictionConfiguration: Sendable {}

/// How suggestions of an intent read, for the values of some of its parameters.
public struct IntentPrediction<Intent: AppIntent, Parameters>: IntentPredictionConfiguration, @unchecked Sendable {
    /// The parameters the suggestion is made for, by name.
    public let parameterNames: [String]
    let represent: (Intent) -> DisplayRepresentation?

    /// A suggestion that reads the same whatever the parameters.
    public init(displayRepresentation: @escaping () -> DisplayRepresentation) where Parameters == Void {
        parameterNames = []
        represent = { _ in displayRepresentation() }
    }

    /// A suggestion for values of two parameters.
    public init<P1, P2>(parameters: (KeyPath<Intent, IntentParameter<P1>>, KeyPath<Intent, IntentParameter<P2>>),
                        displayRepresentation: @escaping (P1, P2) -> DisplayRepresentation) where Parameters == (P1, P2) {
        parameterNames = [IntentIntrospection.parameterName(parameters.0), IntentIntrospection.parameterName(parameters.1)]
            .map { $0 ?? "parameter" }
        represent = { intent in
            guard intent[keyPath: parameters.0].isReadable, intent[keyPath: parameters.1].isReadable else { return nil }
            return displayRepresentation(intent[keyPath: parameters.0].wrappedValue, intent[keyPath: parameters.1].wrappedValue)
        }
    }

    /// A suggestion for values of three parameters.
    public init<P1, P2, P3>(parameters: (KeyPath<Intent, IntentParameter<P1>>, KeyPath<Intent, IntentParameter<P2>>,
                                         KeyPath<Intent, IntentParameter<P3>>),
                            displayRepresentation: @escaping (P1, P2, P3) -> DisplayRepresentation) where Parameters == (P1, P2, P3) {
        parameterNames = [IntentIntrospection.parameterName(parameters.0), IntentIntrospection.parameterName(parameters.1),
                          IntentIntrospection.parameterName(parameters.2)].map { $0 ?? "parameter" }
        represent = { intent in
            guard intent[keyPath: parameters.0].isReadable, intent[keyPath: parameters.1].isReadable,
                  intent[keyPath: parameters.2].isReadable else { return nil }
            return displayRepresentation(intent[keyPath: parameters.0].wrappedValue, intent[keyPath: parameters.1].wrappedValue,
                                         intent[keyPath: parameters.2].wrappedValue)
        }
    }

    /// A suggestion for values of four parameters.
    public init<P1, P2, P3, P4>(parameters: (KeyPath<Intent, IntentParameter<P1>>, KeyPath<Intent, IntentParameter<P2>>,
                                             KeyPath<Intent, IntentParameter<P3>>, KeyPath<Intent, IntentParameter<P4>>),
                                displayRepresentation: @escaping (P1, P2, P3, P4) -> DisplayRepresentation)
    where Parameters == (P1, P2, P3, P4) {
        parameterNames = [IntentIntrospection.parameterName(parameters.0), IntentIntrospection.parameterName(parameters.1),
                          IntentIntrospection.parameterName(parameters.2), IntentIntrospection.parameterName(parameters.3)]
            .map { $0 ?? "parameter" }
        represent = { intent in
            guard intent[keyPath: parameters.0].isReadable, intent[keyPath: parameters.1].isReadable,
                  intent[keyPath: parameters.2].isReadable, intent[keyPath: parameters.3].isReadable else { return nil }
            return displayRepresentation(intent[keyPath: parameters.0].wrappedValue, intent[keyPath: parameters.1].wrappedValue,
                                         intent[keyPath: parameters.2].wrappedValue, intent[keyPath: parameters.3].wrappedValue)
        }
    }

    /// How the suggestion reads for `intent`'s parameter values; `nil` while one of them
    /// has no value.
    public func displayRepresentation(for intent: Intent) -> DisplayRepresentation? { represent(intent) }
}

extension IntentPrediction where Parameters: _IntentValue {
    /// A suggestion for values of one parameter.
    public init(parameters: KeyPath<Intent, IntentParameter<Parameters>>,
                displayRepresentation: @escaping (Parameters) -> DisplayRepresentation) {
        parameterNames = [IntentIntrospection.parameterName(parameters) ?? "parameter"]
        represent = { intent in
            guard intent[keyPath: parameters].isReadable else { return nil }
            return displayRepresentation(intent[keyPath: parameters].wrappedValue)
        }
    }
}

/// All the suggestions a `predictionConfiguration` declares.
public struct IntentPredictions<Intent: AppIntent>: IntentPredictionConfiguration, @unchecked Sendable {
    let representations: [(names: [String], represent: (Intent) -> DisplayRepresentation?)]

    /// The parameters of each suggestion, by name.
    public var parameterNames: [[String]] { representations.map(\.names) }

    /// How each suggestion reads for `intent`'s parameter values (those whose parameters
    /// all have a value).
    public func displayRepresentations(for intent: Intent) -> [DisplayRepresentation] {
        representations.compactMap { $0.represent(intent) }
    }
}

@resultBuilder
public enum IntentPredictionConfigurationBuilder<Intent: AppIntent> {
    public typealias Part = [(names: [String], represent: (Intent) -> DisplayRepresentation?)]

    public static func buildExpression<P>(_ prediction: IntentPrediction<Intent, P>) -> Part {
        [(prediction.parameterNames, prediction.represent)]
    }
    public static func buildBlock(_ parts: Part...) -> Part { parts.flatMap { $0 } }
    public static func buildOptional(_ part: Part?) -> Part { part ?? [] }
    public static func buildEither(first part: Part) -> Part { part }
    public static func buildEither(second part: Part) -> Part { part }
    public static func buildLimitedAvailability(_ part: Part) -> Part { part }
    public static func buildFinalResult(_ part: Part) -> IntentPredictions<Intent> { IntentPredictions(representations: part) }
}

extension PredictableIntent {
    /// The parameters of each suggestion `predictionConfiguration` declares, by name.
    public static var predictionParameterNames: [[String]] {
        (predictionConfiguration as? IntentPredictions<Self>)?.parameterNames ?? []
    }

    /// How each suggestion reads for `intent`'s parameter values (those whose parameters
    /// all have a value).
    public static func predictions(for intent: Self) -> [DisplayRepresentation] {
        (predictionConfiguration as? IntentPredictions<Self>)?.displayRepresentations(for: intent) ?? []
    }
}
