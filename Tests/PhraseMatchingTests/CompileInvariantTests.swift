import Testing
import TestSupport
import PhraseMatching

/// Seeded catalogs of awkward values (hyphens, function words, repeated words, synonyms,
/// shared prefixes, duplicate ids) compile and update with the automaton's invariants intact,
/// and every value answers to its title.
@Suite struct CompileInvariantTests {
    static let words = ["the", "lord", "of", "rings", "lo-fi", "beats", "in", "a", "my", "up", "to", "read",
                        "dune", "hobbit", "and", "west", "east", "x-ray", "of-the", "rings"]

    static func catalog(seed: UInt64, count: Int) -> Catalog {
        var random = RepeatableRandomNumberGenerator(seed: seed)
        func next(_ bound: Int) -> Int { random.next(below: bound) }
        func name() -> String { (0..<(1 + next(4))).map { _ in words[next(words.count)] }.joined(separator: " ") }
        let values = (0..<count).map { i in
            ParameterValue(id: "v\(next(count * 2))", title: name(), synonyms: next(3) == 0 ? [name()] : [])
        }
        let suggested = values.filter { _ in next(4) != 0 }.map(\.id)
        return Catalog(
            locale: "en", app: AppDescription(name: "Shelf"),
            types: ["Thing": ValueType(kind: .entity, title: "Thing", searchable: true, suggested: suggested, values: values)],
            intents: ["Open": IntentDescriptor(title: "Open", parameters: [ParameterDescriptor(name: "thing", type: "Thing", title: "Thing")])],
            shortcuts: [ShortcutDescriptor(intent: "Open", phrases: ["Open ${thing} in ${applicationName}"])])
    }

    @Test(arguments: 0..<8)
    func invariantsHold(seed: UInt64) throws {
        let catalog = Self.catalog(seed: seed, count: 300)
        let matcher = try PhraseMatcher(catalogs: [catalog])
        try matcher.checkInvariants()
        let type = catalog.types["Thing"]!
        var values = type.values
        for i in stride(from: 0, to: values.count, by: 3) { values[i].title = Self.words[i % Self.words.count] + " \(i)" }
        try matcher.updateValues(app: "Shelf", type: "Thing", values: values, suggested: type.suggested)
        try matcher.checkInvariants()
        try matcher.updateValues(app: "Shelf", type: "Thing", upserting: Array(values.prefix(20)), removing: values.suffix(10).map(\.id))
        try matcher.checkInvariants()
    }
}

/// Handing over the whole value list finds the same changes whether or not it is in the
/// order the matcher holds the values.
@Suite struct UpdateChangesTests {
    @Test(arguments: [false, true])
    func sameAnswersInAnyOrder(shuffled: Bool) throws {
        let values = (0..<50).map { ParameterValue(id: "v\($0)", title: "Title \($0) of Things") }
        let catalog = Catalog(
            locale: "en", app: AppDescription(name: "Shelf"),
            types: ["Thing": ValueType(kind: .entity, title: "Thing", searchable: true,
                                       suggested: values.prefix(40).map(\.id), values: values)],
            intents: ["Open": IntentDescriptor(title: "Open", parameters: [ParameterDescriptor(name: "thing", type: "Thing", title: "Thing")])],
            shortcuts: [ShortcutDescriptor(intent: "Open", phrases: ["Open ${thing} in ${applicationName}"])])
        let matcher = try PhraseMatcher(catalogs: [catalog])
        var changed = values
        changed[3].title = "Brand New Name"
        changed[45].title = "Another New Name"
        var suggested = changed.prefix(40).map(\.id)
        suggested.removeAll { $0 == "v7" }  // no longer suggested
        if shuffled { changed.reverse() }
        try matcher.updateValues(app: "Shelf", type: "Thing", values: changed, suggested: suggested)
        try matcher.checkInvariants()
        #expect(matcher.match("open brand new name in shelf").best?.parameter?.value == "v3")
        #expect(matcher.match("open title 7 of things in shelf").best?.kind != .exact)
        #expect(matcher.match("open title 8 of things in shelf").best?.parameter?.value == "v8")
        #expect(matcher.value(id: "v45", type: "Thing", app: "Shelf")?.title == "Another New Name")
    }
}

/// Values whose suggested ones lead in order (the matcher's slots then share the catalog's
/// array) stay findable by id through removals, re-additions and changes: every id a slot
/// index holds is checked against the value in its slot.
@Suite struct ValueSlotTests {
    @Test(arguments: [false, true])
    func idsStayFindableThroughUpdates(duplicate: Bool) throws {
        var values = (0..<2_000).map { ParameterValue(id: "id\($0)", title: "Title \($0) of Things") }
        // A second value with a known id: the first one wins.
        if duplicate { values.insert(ParameterValue(id: "id10", title: "Second Ten"), at: 500) }
        let catalog = Catalog(
            locale: "en", app: AppDescription(name: "Shelf"),
            types: ["Thing": ValueType(kind: .entity, title: "Thing", searchable: true,
                                       suggested: values.prefix(1_500).map(\.id), values: values)],
            intents: ["Open": IntentDescriptor(title: "Open", parameters: [ParameterDescriptor(name: "thing", type: "Thing", title: "Thing")])],
            shortcuts: [ShortcutDescriptor(intent: "Open", phrases: ["Open ${thing} in ${applicationName}"])])
        let matcher = try PhraseMatcher(catalogs: [catalog])
        try matcher.checkInvariants()
        #expect(matcher.value(id: "id10", type: "Thing", app: "Shelf")?.title == "Title 10 of Things")
        #expect(matcher.phraseValueCount(type: "Thing", app: "Shelf") == (duplicate ? 1_499 : 1_500))
        let removed = stride(from: 0, to: 2_000, by: 3).map { "id\($0)" }
        try matcher.updateValues(app: "Shelf", type: "Thing", upserting: [], removing: removed)
        try matcher.checkInvariants()
        for i in 0..<2_000 {
            let found = matcher.value(id: "id\(i)", type: "Thing", app: "Shelf")
            #expect(found?.title == (i % 3 == 0 ? nil : "Title \(i) of Things"), "id\(i)")
        }
        let changed = stride(from: 0, to: 2_000, by: 7).map { ParameterValue(id: "id\($0)", title: "Renamed \($0) Thing") }
        try matcher.updateValues(app: "Shelf", type: "Thing", upserting: changed)
        try matcher.checkInvariants()
        for i in 0..<2_000 {
            let title = i % 7 == 0 ? "Renamed \(i) Thing" : i % 3 == 0 ? nil : "Title \(i) of Things"
            #expect(matcher.value(id: "id\(i)", type: "Thing", app: "Shelf")?.title == title, "id\(i)")
        }
        #expect(matcher.match("open renamed 21 thing in shelf").best?.parameter?.value == "id21")
        #expect(matcher.match("open title 4 of things in shelf").best?.parameter?.value == "id4")
        #expect(matcher.match("open title 6 of things in shelf").best?.parameter?.value != "id6")
        #expect(matcher.catalogs[0].types["Thing"]?.values.count == 2_000 - removed.count + changed.filter { Int($0.id.dropFirst(2))! % 3 == 0 }.count)
    }
}
