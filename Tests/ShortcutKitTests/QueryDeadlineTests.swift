import Foundation
import Testing
@testable import ShortcutKit
import TestSupport

/// A query with a time limit: the time limit is a `sleep` the test controls with gates, so
/// nothing here waits on a clock.
@Suite struct QueryDeadlineTests {
    struct ServiceDown: Error, LocalizedError {
        var errorDescription: String? { "the service is down" }
    }

    @Test func aQueryThatReturnsInTimeCancelsItsTimer() async throws {
        let timerStarted = Gate()
        let timerCancelled = Gate()
        let value = try await QueryDeadline.run(.seconds(5), sleep: { _ in
            await withTaskCancellationHandler {
                timerStarted.open()
                await timerCancelled.passed()
            } onCancel: {
                timerCancelled.open()
            }
            try Task.checkCancellation()
        }) {
            await timerStarted.passed()  // the timer is waiting when the query returns
            return 42
        }
        #expect(value == 42)
        // Cancelled before `run` returned, not left waiting out the limit.
        #expect(timerCancelled.isOpen)
    }

    @Test func aQueryPastTheLimitIsGivenUpAndCancelled() async throws {
        let limitReached = Gate()
        let queryCancelled = Gate()
        await #expect(throws: QueryDeadline.TimedOut.self) {
            try await QueryDeadline.run(.seconds(5), sleep: { _ in await limitReached.passed() }) {
                await withTaskCancellationHandler {
                    limitReached.open()  // the query is running: the limit is reached now
                    await queryCancelled.passed()
                } onCancel: {
                    queryCancelled.open()
                }
                return 0
            }
        }
        #expect(queryCancelled.isOpen)
    }

    @Test func anErrorOfTheQueryIsThrownAsItIs() async throws {
        let never = Gate()
        await #expect(throws: ServiceDown.self) {
            try await QueryDeadline.run(.seconds(5), sleep: { _ in await never.passed() }) { () async throws -> Int in
                throw ServiceDown()
            }
        }
    }

    @Test func reasonsSayWhatHappened() {
        #expect(QueryDeadline.reason(QueryDeadline.TimedOut()) == "did not return within the time limit")
        #expect(QueryDeadline.reason(ServiceDown()) == "threw an error: the service is down")
        #expect(QueryDeadline.reason(CocoaError(.fileNoSuchFile)).hasPrefix("threw an error: "))
    }
}
