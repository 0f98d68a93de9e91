import Foundation

// shortcuts-bench [--sizes 1000,10000,100000,1000000] [--json]
//                 [--utterances N] [--baseline-limit STRINGS] [--baseline-seconds S]
//        shortcuts-bench [--utterances N] --write-workload SIZE DIRECTORY
//        shortcuts-bench --end-to-end [--sizes 100000,1000000] [--utterances N] [--directory D] [--json]
//
// `--write-workload` writes the workload's manifest and utterance files (WorkloadFiles)
// for whole processes: the `shortcuts` tool, or hassil. `--end-to-end` runs the
// `shortcuts` tool built next to this executable on those files (EndToEnd.swift).
// Each size runs in two child processes of this executable (the engine, then the
// baseline), so that each peak resident memory is its own. `--one-size N --part
// engine|baseline` is that child: it prints its figures as one JSON line. For a profiler,
// `--one-size N --part compile|exact|flexible|open|nomatch|update` runs that piece alone.

let usage = """
    Usage: shortcuts-bench [--sizes 1000,10000,100000,1000000] [--json]
                           [--utterances N] [--baseline-limit STRINGS] [--baseline-seconds S]
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Error: \(message)\n\(usage)\n".utf8))
    exit(64)
}

var sizes = [1_000, 10_000, 100_000, 1_000_000]
var json = false
var settings = RunSettings()
var oneSize: Int? = nil
var part = "engine"
var endToEnd = false
var sizesGiven = false
var directory = NSTemporaryDirectory() + "shortcuts-bench"
var arguments = CommandLine.arguments.dropFirst()
@MainActor func value(for option: String) -> String {
    guard let value = arguments.popFirst() else { fail("Missing value for '\(option)'") }
    return value
}
@MainActor func number(for option: String) -> Int {
    let text = value(for: option)
    guard let n = Int(text.replacingOccurrences(of: "_", with: "")), n > 0 else { fail("'\(text)' is not a positive number for '\(option)'") }
    return n
}
while let argument = arguments.popFirst() {
    switch argument {
    case "--sizes":
        let text = value(for: argument)
        sizesGiven = true
        sizes = text.split(separator: ",").map { Int($0.replacingOccurrences(of: "_", with: "")) ?? 0 }
        if sizes.isEmpty || sizes.contains(where: { $0 <= 0 }) { fail("'\(text)' is not a list of sizes for '--sizes'") }
    case "--json": json = true
    case "--utterances": settings.utterances = number(for: argument)
    case "--baseline-limit": settings.baselineLimit = number(for: argument)
    case "--baseline-seconds": settings.baselineSeconds = Double(number(for: argument))
    case "--one-size": oneSize = number(for: argument)
    case "--part": part = value(for: argument)
    case "--end-to-end": endToEnd = true
    case "--directory": directory = value(for: argument)
    case "--write-workload":
        let size = number(for: argument)
        let directory = value(for: argument)
        do {
            let manifest = try WorkloadFiles.write(size: size, utterances: settings.utterances, to: directory)
            print(manifest)
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            exit(1)
        }
    case "-h", "--help":
        print(usage)
        exit(0)
    default: fail("Unknown option '\(argument)'")
    }
}

if let size = oneSize {
    // A child: measure one part at one size.
    let result: PartResult
    do {
        switch part {
        case "engine": result = try runEngine(size: size, settings: settings)
        case "baseline": result = runBaseline(size: size, settings: settings)
        default:
            try runPiece(part, size: size, settings: settings)
            exit(0)
        }
    } catch {
        FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
        exit(1)
    }
    let data = try JSONEncoder().encode(result)
    print(String(decoding: data, as: UTF8.self))
    exit(0)
}

if endToEnd {
    var results: [EndToEndResult] = []
    var failed = false
    for size in sizesGiven ? sizes : [100_000, 1_000_000] {
        FileHandle.standardError.write(Data("N = \(size): the tool, end to end…\n".utf8))
        do {
            results.append(try EndToEnd.run(size: size, settings: settings, directory: directory))
        } catch {
            FileHandle.standardError.write(Data("Error: N = \(size): \(error)\n".utf8))
            failed = true
        }
    }
    if json {
        print(String(decoding: try JSONEncoder().encode(["endToEnd": results]), as: UTF8.self))
    } else {
        print(EndToEnd.table(results))
    }
    for result in results {
        for check in result.checks where !check.passed {
            failed = true
            var message = "Error: N = \(result.size), end to end: \(check.name) answers \(check.correct)/\(check.total) right"
            for example in check.examples { message += "\n  \(example)" }
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }
    exit(failed ? 1 : 0)
}

/// Runs one part at one size in a child process and reads back its figures.
@MainActor func runChild(size: Int, part: String) -> PartResult? {
    let process = Process()
    let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["--one-size", String(size), "--part", part, "--utterances", String(settings.utterances),
                         "--baseline-limit", String(settings.baselineLimit),
                         "--baseline-seconds", String(Int(settings.baselineSeconds))]
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch {
        FileHandle.standardError.write(Data("Error: could not start \(executable): \(error)\n".utf8))
        return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        FileHandle.standardError.write(Data("Error: the \(part) run at N = \(size) exited with \(process.terminationStatus)\n".utf8))
        return nil
    }
    return try? JSONDecoder().decode(PartResult.self, from: data)
}

var results: [SizeResult] = []
var failed = false
for size in sizes {
    FileHandle.standardError.write(Data("N = \(size): engine…\n".utf8))
    guard let engine = runChild(size: size, part: "engine") else { failed = true; continue }
    FileHandle.standardError.write(Data("N = \(size): baseline…\n".utf8))
    let baseline = runChild(size: size, part: "baseline")
    if baseline == nil { failed = true }
    results.append(SizeResult(size: size, engine: engine, baseline: baseline))
}
print(json ? Report.json(results) : Report.table(results, settings: settings))

for result in results {
    for (part, checks) in [("engine", result.engine.checks), ("baseline", result.baseline?.checks ?? [])] {
        for check in checks where !check.passed {
            failed = true
            var message = "Error: N = \(result.size), \(part): \(check.name) answers \(check.correct)/\(check.total) right, "
                + String(format: "below the required %.0f%%", check.required * 100)
            for example in check.examples { message += "\n  \(example)" }
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }
}
exit(failed ? 1 : 0)
