#if !canImport(Darwin)
import Foundation

/// Foundation's undo manager, which Foundation on Linux lacks: a stack of undo groups,
/// one per registration, each named by `setActionName`. (On Apple platforms Foundation's
/// own is used.)
///
///     undoManager.registerUndo(withTarget: store) { $0.restore(item) }
///     undoManager.setActionName("Delete \(item.name)")
///     undoManager.undo()          // runs the closure with `store`
@MainActor
public final class UndoManager {
    private struct Action {
        var name: String
        let run: () -> Void
    }
    private var undoStack: [Action] = []

    public init() {}

    /// Registers `handler`, called with `target` when the user undoes.
    public func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void) {
        undoStack.append(Action(name: "", run: { handler(target) }))
    }

    /// Names the action last registered ("Undo Delete Paris").
    public func setActionName(_ actionName: String) {
        guard !undoStack.isEmpty else { return }
        undoStack[undoStack.count - 1].name = actionName
    }

    /// Whether there is an action to undo.
    public var canUndo: Bool { !undoStack.isEmpty }

    /// The name of the action `undo()` would undo; empty when there is none or it has no name.
    public var undoActionName: String { undoStack.last?.name ?? "" }

    /// Undoes the action last registered. Does nothing when there is none.
    public func undo() {
        guard let action = undoStack.popLast() else { return }
        action.run()
    }

    /// Forgets every registered action.
    public func removeAllActions() { undoStack.removeAll() }
}
#endif
