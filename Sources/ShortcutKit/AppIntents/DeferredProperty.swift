import Foundation

/// An entity property that is costly to compute, read only when asked for (WWDC25):
///
///     @DeferredProperty
///     var crowdStatus: Int {
///         get async throws { await modelData.crowdStatus(of: self) }
///     }
///
/// Apple's is a macro; here it is a result builder that takes the getter as written.
@resultBuilder
public enum DeferredProperty {
    public static func buildBlock<Value>(_ value: Value) -> Value { value }
}
