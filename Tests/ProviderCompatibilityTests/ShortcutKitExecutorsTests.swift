// ShortcutKit's executors themselves (`ShortcutKitExecutors`, Swift 6.3 on Linux): each test
// installs them in a process of its own (they are the process's).
import Foundation
import Testing
@testable import ShortcutKit

/// Whether this platform's Swift lets `ShortcutKitExecutors.install()` choose the executors.
let executorsCanBeInstalled = ShortcutKitExecutors.canInstall

@Suite struct ShortcutKitExecutorsTests {
    /// Installing twice changes nothing: the second call says they are installed.
    @Test(.enabled(if: executorsCanBeInstalled)) func installingTwiceChangesNothing() async {
        await #expect(processExitsWith: .success) {
            guard ShortcutKitExecutors.install(), ShortcutKitExecutors.install(), ShortcutKitExecutors.isInstalled else { exit(3) }
        }
    }

    #if compiler(>=6.3) && os(Linux)
    /// A delay too long to count in nanoseconds (`UInt64.max` nanoseconds, the usual
    /// "until cancelled") is given to dispatch as `Int.max` nanoseconds, which it reads as for
    /// good, as Swift's own pool does, instead of wrapping round to a deadline in the past
    /// (it ended at once); a delay that is not positive is none.
    @Test(arguments: [(Duration.nanoseconds(UInt64.max), Int.max), (.seconds(Int64.max / 2), Int.max),
                      (.seconds(Int64.max), Int.max), (.milliseconds(1_500), 1_500_000_000),
                      (.nanoseconds(7), 7), (.zero, 0), (.seconds(-3), 0)])
    func aSleepIsGivenToDispatchInWholeNanoseconds(delay: Duration, nanoseconds: Int) {
        #expect(SharedPool.nanoseconds(delay) == nanoseconds)
    }
    #endif
}
