import Foundation
import Testing
@testable import PhraseMatching
import SampleApps
@testable import ShortcutKit
import TestSupport

/// The paraphrase level's early end before any shortcut is scored (`Automaton.mayHaveTopic`,
/// taken only without an explanation) answers as the full ranking does. Every line of the
/// bundled corpora in every locale, and seeded changes of each — a word dropped, two words
/// swapped, a typo, a word of another line, another app's name — gets the same answer
/// without an explanation as with one (status, intent, value, score, candidates, hint), the
/// three sample apps loaded together and each alone; and on every explained line, no
/// shortcut scored has its topic said where the bound saw no way to it
/// (`ParaphraseEarlyEnds.missedTopics`), whether or not another shortcut answered.
@Suite struct ParaphraseEarlyEndTests {
    static let locales = ["en", "fr", "es", "pt-BR", "ja"]
    /// The corpora's folders, in the order of `SampleApps.all`.
    static let folders = ["Library", "TravelTracking", "Trails"]

    /// The three apps' catalogs in `locale`, and each corpus's lines (with its app's name).
    static func load(_ locale: String) async throws -> (catalogs: [Catalog], lines: [(app: String, utterance: String)]) {
        let catalogs = try await SampleApps.withFreshStores {
            var catalogs: [Catalog] = []
            for app in SampleApps.all { catalogs.append(await app.catalog(locale: locale).catalog) }
            return catalogs
        }
        let directory = try #require(ResourceDirectory.find("corpus", environmentVariable: "SHORTCUTS_CORPUS_DIR"))
        var lines: [(app: String, utterance: String)] = []
        for (folder, catalog) in zip(folders, catalogs) {
            let path = "\(directory)/\(folder).\(locale).tsv"
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let (corpus, problems) = Corpus.parse(data, file: path, app: catalog.app.name, locale: locale, catalog: catalog)
            #expect(problems.isEmpty, "\(path)")
            lines += corpus.entries.map { (catalog.app.name, $0.utterance) }
        }
        return (catalogs, lines)
    }

    /// Seeded changes of `line`: a word dropped, two neighbours swapped, a typo (a letter
    /// dropped, doubled, swapped or replaced), a word of another line put in, and another
    /// app's name said (in place of its own, or after a preposition that introduces one).
    /// Japanese, written without spaces, is changed character by character.
    static func changes(of line: String, app: String, locale: String, others: [String], appNames: [String],
                        random: inout RepeatableRandomNumberGenerator) -> [String] {
        let spaced = locale != "ja"
        let separator = spaced ? " " : ""
        func split(_ text: String) -> [String] {
            spaced ? text.split(separator: " ").map(String.init) : text.map { String($0) }
        }
        var words = split(line)
        guard !words.isEmpty else { return [] }
        var changed: [String] = []
        if words.count >= 2 {
            var dropped = words
            dropped.remove(at: random.next(below: words.count))
            changed.append(dropped.joined(separator: separator))
            var swapped = words
            let i = random.next(below: words.count - 1)
            swapped.swapAt(i, i + 1)
            changed.append(swapped.joined(separator: separator))
        }
        // A typo in a word long enough to be read through one (any character in Japanese).
        let long = words.indices.filter { !spaced || words[$0].count >= 4 }
        if !long.isEmpty {
            let w = long[random.next(below: long.count)]
            var letters = Array(words[w])
            let at = random.next(below: letters.count)
            switch random.next(below: 4) {
            case 0: letters.remove(at: at)
            case 1: letters.insert(letters[at], at: at)
            case 2: letters.swapAt(at, at + 1 < letters.count ? at + 1 : max(0, at - 1))
            default: letters[at] = Array(line)[random.next(below: line.count)]
            }
            var typed = words
            typed[w] = String(letters)
            changed.append(typed.filter { !$0.isEmpty }.joined(separator: separator))
        }
        if let other = others.randomElement(using: &random), case let extra = split(other), !extra.isEmpty {
            var added = words
            let run = extra[random.next(below: extra.count)...].prefix(spaced ? 1 : 2)
            added.insert(contentsOf: run, at: random.next(below: words.count + 1))
            changed.append(added.joined(separator: separator))
        }
        let name = appNames[random.next(below: appNames.count)]
        if line.contains(app.lowercased()) {
            changed.append(line.replacingOccurrences(of: app.lowercased(), with: name))
        } else {
            let prepositions = LocaleRules(locale: locale).appPrepositions.sorted()
            let preposition = prepositions[random.next(below: prepositions.count)]
            words += spaced ? [preposition, name] : [name, preposition]
            changed.append(words.joined(separator: separator))
        }
        return changed
    }

    /// The answer without an explanation, and where it differs from the explained one (with
    /// `all` or without): the line and both answers.
    static func compare(_ matcher: PhraseMatcher, _ utterance: String, app: String?, all: Bool)
        -> (plain: MatchResult, difference: String?) {
        let plain = matcher.match(utterance, app: app, all: all)
        var explained = matcher.match(utterance, app: app, all: all, explain: true)
        explained.explanation = nil
        guard plain != explained else { return (plain, nil) }
        func shown(_ result: MatchResult) -> String {
            "\(result.status) \(result.best.map { "\($0.intent)(\($0.parameter?.value ?? "")) \($0.score)" } ?? "-")"
                + " \(result.candidates.count) candidates, hint \(result.hint ?? "-")"
        }
        return (plain, "'\(utterance)' [\(app ?? "all apps"), all: \(all)]: \(shown(plain)), explained \(shown(explained))")
    }

    /// What the lines checked showed: answers that differ, topics the bound missed, how many
    /// lines ended unscored or scored then ended, and how many the paraphrase level answered.
    struct Run {
        var differences: [String] = []
        var missedTopics: [String] = []
        var unscored = 0
        var scored = 0
        var paraphrased = 0
        var lines = 0

        /// Checks `lines` with `catalogs` loaded (`scoped`: each line's own app in scope, else
        /// none named); `all: true` too on one line in eight (every candidate scored listed).
        mutating func check(_ lines: [(app: String, utterance: String)], catalogs: [Catalog], locale: String,
                            scoped: Bool = false, options: MatchOptions) throws {
            let matcher = try PhraseMatcher(catalogs: catalogs, locale: locale, options: options)
            let ends = ParaphraseEarlyEnds()
            ParaphraseEarlyEnds.$current.withValue(ends) {
                for (n, (app, utterance)) in lines.enumerated() {
                    self.lines += 1
                    for all in n % 8 == 0 ? [false, true] : [false] {
                        let (plain, difference) = compare(matcher, utterance, app: scoped ? app : nil, all: all)
                        if let difference { differences.append(difference) }
                        if !all, plain.best?.kind == .paraphrase { paraphrased += 1 }
                    }
                }
            }
            missedTopics += ends.missedTopics
            unscored += ends.unscored.count
            scored += ends.utterances.count - ends.unscored.count
        }
    }

    /// Every corpus line and its seeded changes, in each locale, answer the same without an
    /// explanation; the early end before scoring is taken on many of them, and the paraphrase
    /// level answers others (so a bound that ruled out every topic would be seen). The three
    /// apps together read every line and two of its changes (drawn), unscoped, and every line
    /// with its app in scope; each app alone reads its corpus.
    @Test(arguments: locales)
    func linesAnswerAsExplained(locale: String) async throws {
        let (catalogs, lines) = try await Self.load(locale)
        let utterances = lines.map(\.utterance)
        let appNames = catalogs.map(\.app.name) + ["Kindle"]
        var random = RepeatableRandomNumberGenerator(seed: 11)
        // Two of each line's changes, drawn.
        var changed: [(app: String, utterance: String)] = []
        for (app, utterance) in lines {
            var changes = Self.changes(of: utterance, app: app, locale: locale, others: utterances,
                                       appNames: appNames.filter { $0 != app }, random: &random).filter { !$0.isEmpty }
            for _ in 0..<2 where !changes.isEmpty { changed.append((app, changes.remove(at: random.next(below: changes.count)))) }
        }
        var run = Run()
        let options = MatchOptions()
        try run.check(lines + changed, catalogs: catalogs, locale: locale, options: options)
        try run.check(lines, catalogs: catalogs, locale: locale, scoped: true, options: options)
        for catalog in catalogs {
            let own = lines.filter { $0.app == catalog.app.name }
            try run.check(own, catalogs: [catalog], locale: locale, options: options)
        }
        #expect(run.differences.isEmpty, "\(run.differences.count) of \(run.lines):\n\(run.differences.prefix(20).joined(separator: "\n"))")
        #expect(run.missedTopics.isEmpty, "\(run.missedTopics.count):\n\(run.missedTopics.prefix(20).joined(separator: "\n"))")
        #expect(run.unscored >= 50, "\(run.unscored) lines ended unscored of \(run.lines)")
        #expect(run.scored >= 10, "\(run.scored) lines scored, then ended, of \(run.lines)")
        #expect(run.paraphrased >= 20, "\(run.paraphrased) lines answered by the paraphrase level of \(run.lines)")
        print("\(locale): \(run.lines) lines, \(run.unscored) unscored, \(run.scored) scored then ended, \(run.paraphrased) paraphrased")
    }

    /// Settings that change the topic rules (`MatchOptions`): each route to a topic off or
    /// on, and its bounds moved. With each, every corpus line in one of three (drawn), the
    /// three apps loaded, answers the same without an explanation and no topic is missed.
    static let topicSettings: [String: @Sendable (inout MatchOptions) -> Void] = [
        "nouns only": { $0.paraphraseCentralIsTopic = false },
        "any part of speech decides": { $0.paraphraseTopicIsNounLike = false },
        "rare words": { $0.paraphraseRareWordIsTopic = true; $0.paraphraseRareWordMinimumWeight = 0.5 },
        // A noun light and far from central: the noun route its only way.
        "nouns, however central": {
            $0.paraphraseNounIsTopic = true
            $0.paraphraseNounTopicMinimumWeight = 0.3
            $0.paraphraseMinimumCentrality = 0.9
        },
        "own value, no deciding value": { $0.paraphraseValueDecides = false; $0.paraphraseOwnValueIsTopic = true },
        "no value": { $0.paraphraseValueDecides = false },
        "bounds moved": {
            $0.paraphraseMinimumDecisiveWeight = 0.6
            $0.paraphraseDecisiveMinimumCredit = 1
            $0.paraphraseMinimumCentrality = 0.2
            $0.paraphraseCentralTopicMinimumWeight = 0.5
        },
    ]

    @Test(arguments: topicSettings.keys.sorted())
    func topicSettingsAnswerAsExplained(setting: String) async throws {
        var options = MatchOptions()
        let change = try #require(Self.topicSettings[setting])
        change(&options)
        var run = Run()
        var random = RepeatableRandomNumberGenerator(seed: 12)
        for locale in Self.locales {
            let (catalogs, lines) = try await Self.load(locale)
            try run.check(lines.filter { _ in random.next(below: 3) == 0 }, catalogs: catalogs, locale: locale, options: options)
        }
        #expect(run.differences.isEmpty, "\(run.differences.count) of \(run.lines):\n\(run.differences.prefix(20).joined(separator: "\n"))")
        #expect(run.missedTopics.isEmpty, "\(run.missedTopics.count):\n\(run.missedTopics.prefix(20).joined(separator: "\n"))")
        #expect(run.unscored >= 10, "\(run.unscored) lines ended unscored of \(run.lines)")
        print("\(setting): \(run.lines) lines, \(run.unscored) unscored, \(run.scored) scored then ended, \(run.paraphrased) paraphrased")
    }
}
