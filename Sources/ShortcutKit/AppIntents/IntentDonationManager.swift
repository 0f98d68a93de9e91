import Foundation

/// Where the app tells the system what the user just did (`donate(intent:)`), so it can
/// suggest it later. Donations are kept in memory here, newest last, and can be read
/// (`donations`) or deleted.
///
///     try await IntentDonationManager.shared.donate(intent: PlayGameIntent())
public final class IntentDonationManager: @unchecked Sendable {
    /// The one manager of the program.
    public static let shared = IntentDonationManager()

    /// The most donations kept; older ones are dropped.
    public static let limit = 1_000

    private let lock = NSLock()
    private var stored: [(identifier: IntentDonationIdentifier, intent: any AppIntent)] = []

    init() {}

    /// Records that the user ran `intent`; returns the donation's identifier.
    @discardableResult
    public func donate<I: AppIntent>(intent: I) async throws -> IntentDonationIdentifier {
        record(intent)
    }

    /// Records that the user ran `intent` with this `result`.
    @discardableResult
    public func donate<I: AppIntent, R: IntentResult>(intent: I, result: R) async throws -> IntentDonationIdentifier {
        record(intent)
    }

    /// Records that the user ran `intent`, without waiting.
    @discardableResult
    public func donate<I: AppIntent>(intent: I) -> IntentDonationIdentifier {
        record(intent)
    }

    /// The intents donated, oldest first.
    public var donations: [any AppIntent] { lock.withLock { stored.map(\.intent) } }

    /// Deletes the donations with these identifiers.
    public func deleteDonations(matching identifiers: [IntentDonationIdentifier]) async throws {
        let doomed = Set(identifiers)
        lock.withLock { stored.removeAll { doomed.contains($0.identifier) } }
    }

    /// Deletes every donation of `intentType`.
    public func deleteDonations<I: AppIntent>(matching intentType: I.Type) async throws {
        lock.withLock { stored.removeAll { $0.intent is I } }
    }

    private func record(_ intent: any AppIntent) -> IntentDonationIdentifier {
        let identifier = IntentDonationIdentifier()
        lock.withLock {
            stored.append((identifier, intent))
            if stored.count > IntentDonationManager.limit { stored.removeFirst(stored.count - IntentDonationManager.limit) }
        }
        return identifier
    }
}

/// The identifier of one donation.
public struct IntentDonationIdentifier: Hashable, Sendable {
    let uuid = UUID()
}

extension AppIntent {
    /// Tells the system the user ran this intent (`IntentDonationManager.shared` keeps it).
    @discardableResult
    public func donate() async throws -> IntentDonationIdentifier {
        try await IntentDonationManager.shared.donate(intent: self)
    }

    /// Tells the system the user ran this intent, with this result.
    @discardableResult
    public func donate<R: IntentResult>(result: R) async throws -> IntentDonationIdentifier {
        try await IntentDonationManager.shared.donate(intent: self, result: result)
    }
}
