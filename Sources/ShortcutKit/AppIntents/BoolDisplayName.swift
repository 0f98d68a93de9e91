import Foundation

extension Bool {
    /// The words a Bool parameter's two values are shown with:
    /// `@Parameter(title: "Favorite Status", displayName: .init(true: "Favored", false: "Unfavored"))`.
    public struct IntentDisplayName: Sendable, Hashable {
        public let trueName: LocalizedStringResource
        public let falseName: LocalizedStringResource

        public init(true trueName: LocalizedStringResource, false falseName: LocalizedStringResource) {
            self.trueName = trueName
            self.falseName = falseName
        }

        /// The value a typed answer names ("favored" is `true`), or `nil`.
        func value(named text: String) -> Bool? {
            let typed = text.trimmingCharacters(in: .whitespaces)
            if typed.caseInsensitiveCompare(trueName.text) == .orderedSame { return true }
            if typed.caseInsensitiveCompare(falseName.text) == .orderedSame { return false }
            return nil
        }
    }
}

extension IntentParameter where Value.ValueType == Bool {
    /// A Bool parameter whose values are shown as `displayName`'s words; the chat also
    /// reads those words as answers.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            default defaultValue: Value.UnwrappedType? = nil, displayName: Bool.IntentDisplayName?,
                            requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
        boolDisplayName = displayName
    }

    /// The words the values are shown with, if the parameter names them.
    public var displayName: Bool.IntentDisplayName? { boolDisplayName }
}
