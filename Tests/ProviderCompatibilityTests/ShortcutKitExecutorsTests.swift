// ShortcutKit's executors themselves (`ShortcutKitExecutors`, Swift 6.3 on Linux): each test
// installs them in a process of its own (they are the process's).
import Foundation
import Testing
import ShortcutKit

/// Whether this platform's Swift lets `ShortcutKitExecutors.install()` choose the executors.
let executorsCanBeInstalled: Bool = {
    #if compiler(>=6.3) && os(Linux)
    true
    #else
    false
    #endif
}()

@Suite struct ShortcutKitExecutorsTests {
    /// A sleep too long to count in nanoseconds (`Task.sleep(nanoseconds: .max)`, the usual
    /// "until cancelled") lasts until it is cancelled, as on Swift's own pool, instead of
    /// ending at once; installing twice changes nothing.
    @Test(.enabled(if: executorsCanBeInstalled)) func aSleepTooLongToCountLastsUntilCancelled() async {
        await #expect(processExitsWith: .success) {
            guard ShortcutKitExecutors.install(), ShortcutKitExecutors.install(), ShortcutKitExecutors.isInstalled else { exit(3) }
            let sleeps: [@Sendable () async throws -> Void] = [{ try await Task.sleep(nanoseconds: .max) },
                                                               { try await Task.sleep(for: .seconds(Int64.max / 2)) }]
            for sleep in sleeps {
                let cancelled = Task { () -> Bool in (try? await sleep()) == nil }
                try await Task.sleep(for: .milliseconds(200))
                cancelled.cancel()
                guard await cancelled.value else { exit(4) }
            }
        }
    }
}
