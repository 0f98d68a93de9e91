import Foundation

/// How Shortcuts edits a number parameter: a field, a slider or a stepper. Accepted for
/// source compatibility; the chat reads a typed number either way.
public enum IntentParameterControlStyle: Sendable {
    case field, slider, stepper
}

extension IntentParameter {
    public typealias ControlStyle = IntentParameterControlStyle

    /// A file parameter that accepts `supportedContentTypes`
    /// (`@Parameter(title: "Image", supportedContentTypes: [.image])`).
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            supportedContentTypes: [UTType], requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, default: nil, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension IntentParameter where Value.UnwrappedType: Comparable {
    /// A number edited with `controlStyle`, within `inclusiveRange`
    /// (`@Parameter(title: "Rate", controlStyle: .stepper, inclusiveRange: (1, 800))`).
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            default defaultValue: Value.UnwrappedType? = nil, controlStyle: IntentParameterControlStyle,
                            inclusiveRange: (Value.UnwrappedType, Value.UnwrappedType),
                            requestValueDialog: IntentDialog? = nil) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: .default)
    }

    /// A number edited with `controlStyle`.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            default defaultValue: Value.UnwrappedType? = nil, controlStyle: IntentParameterControlStyle,
                            requestValueDialog: IntentDialog? = nil) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: .default)
    }
}

extension IntentParameter {
    /// Whether reading `wrappedValue` gives a value: one was set, there is a default, or
    /// the parameter is optional.
    var isReadable: Bool {
        lock.withLock { storedValue != nil } || defaultValue != nil || Value._emptyValue != nil
    }
}
