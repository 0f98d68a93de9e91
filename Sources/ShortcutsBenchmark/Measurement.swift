#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Wall-clock timing and memory readings.
enum Measure {
    /// Monotonic nanoseconds.
    @inline(__always)
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// CPU nanoseconds this process has used (all threads): unlike wall time, not
    /// stretched while other processes have the cores.
    static func cpuTime() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Nanoseconds `body` takes, and what it returns.
    static func time<T>(_ body: () throws -> T) rethrows -> (nanoseconds: UInt64, result: T) {
        let start = now()
        let result = try body()
        return (now() - start, result)
    }

    /// The peak resident set size of this process so far (`VmHWM`; on Apple platforms,
    /// which have no `/proc`, `getrusage`'s maximum, which Darwin gives in bytes), in bytes.
    static func peakResidentBytes() -> Int {
        #if canImport(Darwin)
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss)
        #else
        return statusField("VmHWM") ?? 0
        #endif
    }

    /// The current resident set size (`VmRSS`), in bytes; 0 where there is no `/proc`.
    static func residentBytes() -> Int { statusField("VmRSS") ?? 0 }

    /// A `kB` field of `/proc/self/status`, in bytes.
    private static func statusField(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let number = line.dropFirst(name.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first
            return number.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }
}

/// Latencies of one kind of utterance, in nanoseconds.
struct Latencies {
    private(set) var samples: [UInt64] = []

    mutating func record(_ nanoseconds: UInt64) { samples.append(nanoseconds) }

    var count: Int { samples.count }

    var median: Int? { percentile(0.5) }
    var p99: Int? { percentile(0.99) }

    /// The sample at rank ⌈q·n⌉ (nearest rank).
    func percentile(_ q: Double) -> Int? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let rank = max(1, Int((q * Double(sorted.count)).rounded(.up)))
        return Int(sorted[min(rank, sorted.count) - 1])
    }
}

/// How many answers of one kind were right, and how many must be.
struct Check: Codable {
    var name: String
    var correct: Int
    var total: Int
    /// The share of answers that must be right, in [0, 1].
    var required: Double
    /// Whether an “ambiguous” answer listing the expected invocation counts as right.
    var acceptsChoice = false
    /// How many right answers were such a choice.
    var asked = 0
    /// A few wrong answers, for the report.
    var examples: [String] = []

    init(name: String, required: Double, acceptsChoice: Bool = false) {
        self.name = name
        self.required = required
        self.acceptsChoice = acceptsChoice
        correct = 0
        total = 0
    }

    mutating func record(_ right: Bool, _ describe: @autoclosure () -> String) {
        total += 1
        if right { correct += 1 } else if examples.count < 5 { examples.append(describe()) }
    }

    var rate: Double { total == 0 ? 1 : Double(correct) / Double(total) }
    var passed: Bool { rate >= required }
}
