import Foundation

/// The values a parameter may take, found when asked (`@Parameter(optionsProvider: LocationOptionsProvider())`):
///
///     struct LocationOptionsProvider: DynamicOptionsProvider {
///         @Dependency private var trails: TrailDataManager
///         func results() async throws -> [String] { trails.uniqueLocations }
///     }
///
/// The chat reads a typed answer as the parameter's type; `options(of:)` lists the values.
public protocol DynamicOptionsProvider: Sendable {
    associatedtype Result
    associatedtype DefaultValue = Never
    func results() async throws -> Result
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    public typealias Dependency<Value> = AppDependency<Value>
    public func defaultResult() async -> DefaultValue? { nil }
}

extension IntentParameter {
    /// A parameter whose values `optionsProvider` lists.
    public convenience init<Provider: DynamicOptionsProvider>(title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
                                                              default defaultValue: Value.UnwrappedType? = nil,
                                                              requestValueDialog: IntentDialog? = nil, optionsProvider: Provider,
                                                              inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }
}
