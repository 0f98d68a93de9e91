import Foundation

/// An intent that registers how to undo what it did (iOS 26).
///
///     struct DeleteCollectionIntent: UndoableIntent {
///         func perform() async throws -> some IntentResult {
///             await undoManager?.registerUndo(withTarget: store) { $0.restore(collection) }
///             await undoManager?.setActionName("Delete \(collection.name)")
///             …
///         }
///     }
public protocol UndoableIntent: AppIntent {}

/// The undo manager intents register with: one for the process, as an app's window has one.
@MainActor
enum IntentUndo {
    static let manager = UndoManager()
}

extension UndoableIntent {
    /// The undo manager to register this intent's undo actions with. The app undoes them
    /// (`undoManager?.undo()`); running an intent never does.
    @MainActor public var undoManager: UndoManager? { IntentUndo.manager }
}
