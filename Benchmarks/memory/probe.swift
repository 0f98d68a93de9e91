// Where the memory of a loaded manifest goes: the heap each loading step adds (mallinfo2),
// the process's resident and peak memory after it (/proc/self/status), and the compiled
// automaton's largest parts by structure (sizes estimated from `Mirror`: capacity × stride
// of each array and dictionary, plus the bytes of strings too long to be stored inline).
// Built by probe.sh against the debug build's objects; not part of the package.
@testable import PhraseMatching
import Foundation

@_silgen_name("heap_in_use") func heapInUse() -> Int

/// Estimated bytes a value owns on the heap (arrays, dictionaries, sets, long strings).
protocol Footprint { var footprint: Int { get } }

func footprint(of value: Any) -> Int {
    if let known = value as? any Footprint { return known.footprint }
    if let text = value as? String { return text.utf8.count > 15 ? text.utf8.count + 32 : 0 }
    let mirror = Mirror(reflecting: value)
    return (mirror.displayStyle == .class ? 16 : 0) + mirror.children.reduce(0) { $0 + footprint(of: $1.value) }
}

extension Array: Footprint {
    var footprint: Int {
        let own = capacity * MemoryLayout<Element>.stride + (capacity > 0 ? 32 : 0)
        return _isPOD(Element.self) ? own : reduce(own) { $0 + PhraseMatchingProbe.footprint(of: $1) }
    }
}

/// A value's record buffer (`ValueText`), counted once however many values share it.
var countedTextBuffers = Set<ObjectIdentifier>()
extension ParameterValue: Footprint {
    var footprint: Int {
        countedTextBuffers.insert(ObjectIdentifier(text)).inserted ? text.capacity + 32 : 0
    }
}

extension Dictionary: Footprint {
    var footprint: Int {
        var total = capacity * (MemoryLayout<Key>.stride + MemoryLayout<Value>.stride) * 4 / 3 + 64
        if !_isPOD(Key.self) { total += keys.reduce(0) { $0 + PhraseMatchingProbe.footprint(of: $1) } }
        if !_isPOD(Value.self) { total += values.reduce(0) { $0 + PhraseMatchingProbe.footprint(of: $1) } }
        return total
    }
}

extension Set: Footprint {
    var footprint: Int {
        let own = capacity * MemoryLayout<Element>.stride * 4 / 3 + 64
        return _isPOD(Element.self) ? own : reduce(own) { $0 + PhraseMatchingProbe.footprint(of: $1) }
    }
}

func megabytes(_ bytes: Int) -> String { String(format: "%7.1f MB", Double(bytes) / 1e6) }

func statusField(_ name: String) -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
        return (line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0) * 1024
    }
    return 0
}

var heapBefore = heapInUse()
func step(_ name: String) {
    let heap = heapInUse()
    print(name.padding(toLength: 28, withPad: " ", startingAt: 0),
          "heap +\(megabytes(heap - heapBefore))   RSS \(megabytes(statusField("VmRSS")))   peak \(megabytes(statusField("VmHWM")))")
    heapBefore = heap
}

guard CommandLine.arguments.count == 2 else {
    print("usage: probe MANIFEST")
    exit(2)
}
step("process started")
let catalog = try Catalog(contentsOfManifest: CommandLine.arguments[1])
step("manifest read")
// As PhraseMatcher.init does: the paraphrase index's lexicon first, then compiling.
_ = Lexicon.shared(language: catalog.locale)
step("lexicon parsed")
var automaton = Automaton(locale: catalog.locale)
automaton.add(catalog)
automaton.prepareOpenValues()
step("compiled (Automaton.add)")
let paraphrases = ParaphraseIndex(automaton)
step("paraphrase index")

print("\nBy structure (estimates; arrays shared with the catalog are counted again, the values' text buffers once):")
print("  catalog".padding(toLength: 30, withPad: " ", startingAt: 0), megabytes(footprint(of: catalog)))
var parts: [(String, Int)] = []
for child in Mirror(reflecting: automaton).children {
    parts.append(("automaton." + (child.label ?? "?"), footprint(of: child.value)))
    // The larger parts by their own fields too.
    guard ["vocabulary", "edges", "valueTrie"].contains(child.label) else { continue }
    parts += Mirror(reflecting: child.value).children.map { ("  " + (child.label ?? "?") + "." + ($0.label ?? "?"), footprint(of: $0.value)) }
}
for (index, store) in automaton.stores.enumerated() where store.values.count >= 1000 {
    parts += Mirror(reflecting: store).children.map { ("  stores[\(index)]." + ($0.label ?? "?"), footprint(of: $0.value)) }
}
parts.append(("paraphrase index", footprint(of: paraphrases)))
for (name, bytes) in parts where bytes >= 100_000 {
    print("  " + name.padding(toLength: 28, withPad: " ", startingAt: 0), megabytes(bytes))
}
