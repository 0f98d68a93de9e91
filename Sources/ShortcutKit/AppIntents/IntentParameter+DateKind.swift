import Foundation

extension IntentParameter {
    /// Whether a date parameter asks for a day, a time of day or both
    /// (`@Parameter(title: "Date", kind: .date) var date: Date`). The chat reads any typed
    /// date either way.
    public enum DateKind: Sendable, Hashable {
        case date, time, dateTime
    }
}

extension IntentParameter where Value.UnwrappedType == Date {
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, kind: DateKind,
                            requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, default: nil, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }

    public convenience init(description: LocalizedStringResource? = nil, default defaultValue: Date? = nil, kind: DateKind,
                            requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: "", description: description, default: defaultValue, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension IntentParameter where Value.UnwrappedType == DateComponents {
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, kind: DateKind,
                            requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, default: nil, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }
}
