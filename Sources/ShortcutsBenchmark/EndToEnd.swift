#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What the tool measured as a whole process at one size: `shortcuts match --manifest M
/// --json -` started, fed the workload's utterances kind by kind, every answer checked.
struct EndToEndResult: Codable {
    var size: Int
    var manifestBytes: Int
    /// From starting the process to reading its answer to the first line (written at once).
    var firstAnswerSeconds: Double
    /// Per kind: lines answered, and nanoseconds a line (all lines of the kind written
    /// while answers are read; the time from the first written to the last read, ÷ lines).
    var perLineNs: [String: Int]
    /// The same in the child's CPU time (all its threads, `/proc/PID/task/*/schedstat`):
    /// what a quiet machine would show, where other processes share the cores.
    var perLineCPUNs: [String: Int]
    /// The child's CPU time until its first answer.
    var firstAnswerCPUSeconds: Double
    /// The child's peak resident memory (`VmHWM`, read before it exits).
    var peakRSSBytes: Int
    var checks: [Check]
}

/// The `shortcuts` tool as a child process on the workload's files.
enum EndToEnd {
    /// The kinds of utterance, with what each check requires (as for the engine).
    static let kinds: [(name: String, check: Check)] = [
        ("exact", Check(name: "exact", required: 1)),
        ("flexible", Check(name: "flexible", required: 0.95, acceptsChoice: true)),
        ("open", Check(name: "open value", required: 0.9, acceptsChoice: true)),
        ("nomatch", Check(name: "no match", required: 0.99)),
    ]

    /// The `shortcuts` executable next to this one (`.build/release/shortcuts`).
    static func toolPath() -> String {
        let own = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent("shortcuts").path
    }

    static func run(size: Int, settings: RunSettings, directory: String) throws -> EndToEndResult {
        let manifest = try WorkloadFiles.write(size: size, utterances: settings.utterances, to: directory)
        let manifestBytes = (try? FileManager.default.attributesOfItem(atPath: manifest)[.size] as? Int) ?? 0
        var utterances: [(kind: String, lines: [Workload.Utterance])] = []
        for kind in kinds {
            utterances.append((kind.name, try WorkloadFiles.readUtterances(
                WorkloadFiles.utterancesPath(kind: kind.name, size: size, in: directory))))
        }

        let tool = toolPath()
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            throw BenchError("no 'shortcuts' executable at \(tool): build it first (swift build -c release)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["match", "--manifest", manifest, "--json", "-"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        let writer = input.fileHandleForWriting.fileDescriptor
        var reader = LineReader(fd: output.fileHandleForReading.fileDescriptor)

        let start = Measure.now()
        try process.run()
        let first = utterances[0].lines[0]
        try writeAll(writer, first.text + "\n")
        guard let firstAnswer = reader.next() else { throw BenchError("the tool answered nothing (exit \(process.terminationStatus))") }
        let firstAnswerSeconds = Double(Measure.now() - start) / 1e9
        let pid = process.processIdentifier
        let firstAnswerCPUSeconds = Double(cpuNanoseconds(pid: pid)) / 1e9
        var firstCheck = Check(name: "first answer", required: 1)
        let (firstRight, _) = verdict(firstAnswer, first.expected, acceptsChoice: false)
        firstCheck.record(firstRight, "'\(first.text)': \(firstAnswer)")

        var perLine: [String: Int] = [:]
        var perLineCPU: [String: Int] = [:]
        var checks = [firstCheck]
        for (index, kind) in kinds.enumerated() {
            let lines = utterances[index].lines
            var check = kind.check
            let text = lines.map { $0.text + "\n" }.joined()
            let began = Measure.now()
            let cpuBefore = cpuNanoseconds(pid: pid)
            // Written from another thread while the answers are read: a pipe holds 64 KB.
            let done = DispatchSemaphore(value: 0)
            let writeFailed = LockedFlag()
            Thread.detachNewThread {
                do { try writeAll(writer, text) } catch { writeFailed.set() }
                done.signal()
            }
            var answers: [String] = []
            answers.reserveCapacity(lines.count)
            for _ in lines {
                guard let answer = reader.next() else { break }
                answers.append(answer)
            }
            let elapsed = Measure.now() - began
            let cpu = cpuNanoseconds(pid: pid) - cpuBefore
            done.wait()
            // Checked once the clock is stopped.
            for (utterance, answer) in zip(lines, answers + Array(repeating: "", count: lines.count - answers.count)) {
                let (right, asked) = verdict(answer, utterance.expected, acceptsChoice: check.acceptsChoice)
                if asked { check.asked += 1 }
                check.record(right, "'\(utterance.text)': \(answer.isEmpty ? "no answer" : String(answer.prefix(300)))")
            }
            if writeFailed.value { throw BenchError("could not write utterances to the tool") }
            perLine[kind.name] = Int(elapsed) / max(1, lines.count)
            perLineCPU[kind.name] = cpu / max(1, lines.count)
            checks.append(check)
        }
        let peak = Self.peakResidentBytes(pid: process.processIdentifier)
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("the tool exited with \(process.terminationStatus)") }
        return EndToEndResult(size: size, manifestBytes: manifestBytes, firstAnswerSeconds: firstAnswerSeconds,
                              perLineNs: perLine, perLineCPUNs: perLineCPU, firstAnswerCPUSeconds: firstAnswerCPUSeconds,
                              peakRSSBytes: peak, checks: checks)
    }

    /// Whether an answer (one JSON line) is the expected one, and whether it is right as a
    /// choice offered (`ambiguous`, the expected one among the candidates).
    static func verdict(_ line: String, _ expected: Workload.Expectation?, acceptsChoice: Bool) -> (right: Bool, asked: Bool) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let status = object["status"] as? String else { return (false, false) }
        guard let expected else { return (status == "noMatch", false) }
        func isExpected(_ candidate: [String: Any]) -> Bool {
            candidate["intent"] as? String == expected.intent
                && (candidate["parameter"] as? [String: Any])?["value"] as? String == expected.value
        }
        if status == "matched" { return (isExpected(object), false) }
        if acceptsChoice, status == "ambiguous", let candidates = object["candidates"] as? [[String: Any]],
           candidates.contains(where: isExpected) {
            return (true, true)
        }
        return (false, false)
    }

    /// The CPU nanoseconds a running process has used, all its threads; 0 where there is
    /// no `/proc` (Apple platforms).
    static func cpuNanoseconds(pid: Int32) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var total = 0
        for task in tasks {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8),
                  let first = text.split(separator: " ").first, let ns = Int(first) else { continue }
            total += ns
        }
        return total
    }

    /// `VmHWM` of a running process, in bytes; 0 where there is no `/proc` (Apple platforms).
    static func peakResidentBytes(pid: Int32) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let number = line.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" }).first
            return (number.flatMap { Int($0) } ?? 0) * 1024
        }
        return 0
    }

    static func writeAll(_ fd: Int32, _ text: String) throws {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw BenchError("write failed: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }

    /// The end-to-end table.
    static func table(_ results: [EndToEndResult]) -> String {
        var lines = ["End to end: `shortcuts match --manifest M --json -` as a child process; first answer = from starting",
                     "it to reading its answer to the first line; per line = all lines of a kind piped in while the",
                     "answers are read, ÷ lines; peak = the child's VmHWM; CPU time = the child's, all threads.", ""]
        func column(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
        lines.append("  N" + column("manifest", 12) + column("first answer", 14) + column("exact", 10) + column("flexible", 10)
                     + column("open", 10) + column("no match", 10) + column("peak", 10))
        for result in results {
            var row = column(Report.grouped(result.size), 11)
            row += column(Report.bytes(Double(result.manifestBytes)), 12)
            row += column(Report.duration(result.firstAnswerSeconds * 1e9), 14)
            for kind in ["exact", "flexible", "open", "nomatch"] {
                row += column(result.perLineNs[kind].map { Report.duration(Double($0)) } ?? "—", 10)
            }
            row += column(Report.bytes(Double(result.peakRSSBytes)), 10)
            lines.append(row)
            var cpu = column("CPU time", 23) + column(Report.duration(result.firstAnswerCPUSeconds * 1e9), 14)
            for kind in ["exact", "flexible", "open", "nomatch"] {
                cpu += column(result.perLineCPUNs[kind].map { Report.duration(Double($0)) } ?? "—", 10)
            }
            lines.append(cpu)
        }
        for result in results {
            lines.append("  checks at N = \(Report.grouped(result.size)): " + result.checks.map(Report.checkText).joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}

/// Reads lines from a file descriptor through its own buffer.
struct LineReader {
    let fd: Int32
    private var buffer: [UInt8] = []
    private var start = 0

    init(fd: Int32) { self.fd = fd }

    mutating func next() -> String? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[start..<newline], as: UTF8.self)
                start = newline + 1
                return line
            }
            if start > 0 {
                buffer.removeFirst(start)
                start = 0
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            buffer += chunk[..<count]
        }
    }
}

final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    func set() { lock.withLock { flag = true } }
    var value: Bool { lock.withLock { flag } }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
