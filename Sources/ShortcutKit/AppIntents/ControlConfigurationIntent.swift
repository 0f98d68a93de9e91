import Foundation

/// An intent that configures a Control Center control: its parameters are the control's
/// settings. Controls are not drawn here; the intent is an `AppIntent` like any other.
///
///     struct VPNControlConfiguration: ControlConfigurationIntent {
///         static let title: LocalizedStringResource = "VPN"
///     }
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    /// A configuration has nothing to do when run: it returns an empty result.
    public func perform() async throws -> some IntentResult { .result() }
}
