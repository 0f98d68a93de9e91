import Foundation

/// An intent that deletes entities (`entities` is its parameter). Runs like any intent;
/// a confirmation it asks (`requestConfirmation`) is asked in the chat.
///
///     struct DeleteCollectionIntent: DeleteIntent {
///         static let title: LocalizedStringResource = "Delete Collection"
///         @Parameter(title: "Collections") var entities: [CollectionEntity]
///         func perform() async throws -> some IntentResult { … }
///     }
public protocol DeleteIntent: AppIntent {
    associatedtype Entity: AppEntity
    var entities: [Entity] { get set }
}
