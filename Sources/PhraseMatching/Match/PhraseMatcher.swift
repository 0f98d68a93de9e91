import Foundation

/// Matches typed utterances against the phrases of every loaded app in one locale.
///
///     let matcher = try PhraseMatcher(catalogs: [library])
///     matcher.match("open want to read in library").best?.intent   // "OpenShelf"
///
/// Safe to use from many tasks at once. Value updates are prepared while matching goes on
/// and applied atomically: a match sees the values before or after an update, never a mix.
public final class PhraseMatcher: @unchecked Sendable {
    /// The BCP 47 locale every loaded catalog is in.
    public let locale: String
    public let options: MatchOptions
    /// The word lists of the locale (yes, no, cancel, fillers).
    public let rules: LocaleRules
    /// The compiled automaton, behind `lock`, at a fixed address, in a cell that cannot be
    /// copied: a struct read through a pointer or from a class property is copied for each
    /// call made on it (a retain and a release of each of its tables, about a third of an
    /// exact match), while a method called on a field of a non-copyable value borrows it
    /// where it is.
    private let storage: UnsafeMutablePointer<AutomatonCell>
    private var automaton: Automaton {
        _read { yield storage.pointee.automaton }
        _modify { yield &storage.pointee.automaton }
    }
    /// The phrases as bags of stems, for the paraphrase level (values are not in it, so
    /// value updates leave it as it is).
    private let paraphrases: ParaphraseIndex
    private let lock = ReadWriteLock()
    private let updates = NSLock()
    /// The vocabulary's Latin words by their consonants, read on the first katakana word
    /// in Japanese (`katakanaNames`) and kept up to date there, behind its own lock: many
    /// matches read it at once. The vocabulary only grows, so the words added since are read.
    private var latinWords = KatakanaReading.LatinWords()
    private let latinWordsLock = NSLock()

    /// Compiles the catalogs, which must all be in one locale.
    /// - Complexity: O(p + v): the tokens of every phrase plus those of every value's names.
    public init(catalogs: [Catalog], locale: String? = nil, options: MatchOptions = MatchOptions()) throws {
        let locale = locale ?? catalogs.first?.locale ?? "en"
        for catalog in catalogs where LocaleRules.language(of: catalog.locale).code != LocaleRules.language(of: locale).code {
            throw MatcherError.mixedLocales(expected: locale, app: catalog.app.name, found: catalog.locale)
        }
        var seen = Set<String>()
        for catalog in catalogs where !seen.insert(catalog.app.name).inserted {
            throw MatcherError.duplicateApp(catalog.app.name)
        }
        self.locale = locale
        self.options = options
        rules = LocaleRules(locale: locale)
        for catalog in catalogs {
            for (name, type) in catalog.types {
                try ValueTrie.checkCapacity(type.values.count, app: catalog.app.name, type: name)
            }
        }
        // The paraphrase index's lexicon is parsed before compiling, not after: the memory
        // parsing frees is then taken again by the compiled tables instead of staying free
        // beside them (100k values: 2.6 MB less at the peak).
        _ = Lexicon.shared(language: locale)
        var automaton = Automaton(locale: locale)
        for catalog in catalogs { automaton.add(catalog) }
        automaton.prepareOpenValues()
        automaton.checkInvariantsIfEnabled()
        paraphrases = ParaphraseIndex(automaton)
        storage = .allocate(capacity: 1)
        storage.initialize(to: AutomatonCell(automaton: automaton, options: options))
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// The catalogs as currently loaded, values updates included.
    /// - Complexity: O(v) in the number of values.
    public var catalogs: [Catalog] { lock.reading { automaton.currentCatalogs } }

    /// The catalog of app `name` (its name as loaded) without its values, which
    /// `value(id:type:app:)` and `phraseValues` read: its intents, parameters, type titles,
    /// shortcuts and names. The one copy of an app's catalog the matcher keeps.
    public func outline(ofApp name: String) -> Catalog? {
        lock.reading { automaton.catalogs.first { $0.app.name == name } }
    }

    /// The names of the loaded apps.
    public var appNames: [String] { lock.reading { automaton.catalogs.map(\.app.name) } }

    /// The loaded app `name` answers to (display or alternative name, any case), if any.
    public func appName(matching name: String) -> String? {
        lock.reading {
            let scope = automaton.scope(forApp: name)
            return scope.firstIndex(of: true).map { automaton.catalogs[$0].app.name }
        }
    }

    /// Matches one typed utterance.
    ///
    /// - Parameters:
    ///   - app: limit matching to this app (its name may then be left out).
    ///   - all: list every candidate scored, best first, in `candidates`.
    ///   - explain: fill `explanation`: the level that answered, how each word was read,
    ///     the score's parts and the runner-up.
    /// - Complexity: O(t) for an exact match of t tokens; flexible matching is bounded by
    ///   `options.maxSearchSteps` and `options.maxFlexibleTokens`; the paraphrase level
    ///   (only when the others found nothing) by the postings the utterance's words touch.
    public func match(_ utterance: String, app: String? = nil, all: Bool = false, explain: Bool = false) -> MatchResult {
        lock.lockForReading()
        defer { lock.unlock() }
        let result = storage.pointee.match(utterance, app: app, all: all, explain: explain, paraphrases: paraphrases)
        guard result.status == .noMatch || result.status == .needsValue,
              let (read, names, typed) = katakanaNames(in: utterance) else { return result }
        // A value's Latin name written in katakana ("デューンを開いて"): the utterance again
        // with the name in Latin letters, taken only when that reading is what gave the value.
        var again = storage.pointee.match(read, app: app, all: all, explain: explain, paraphrases: paraphrases)
        // Several values are offered only when the katakana says each one's whole name (two
        // books titled "Dune"), not a word they share ("トレイル" in every "… Trail").
        let whole = again.status == .ambiguous
        guard again.status == .matched || whole,
              again.candidates.allSatisfy({ candidate in
                  guard let title = candidate.parameter?.title else { return false }
                  let words = rules.normalizer.tokens(title)
                  return whole ? words.allSatisfy(names.contains) : words.contains(where: names.contains)
              }) else { return result }
        again.utterance = utterance
        // The explanation shows the words as typed ("デューン → dune"), not as read.
        if var explanation = again.explanation {
            let spelled = Dictionary(zip(names, typed), uniquingKeysWith: { first, _ in first })
            explanation.words = explanation.words.map { match in
                var match = match
                if let word = match.typed, let katakana = spelled[word] { match.typed = katakana }
                return match
            }
            again.explanation = explanation
        }
        return again
    }

    /// `text` with each katakana word that reads as a Latin word of the loaded phrases and
    /// values written as that word (`KatakanaReading`), those words, and the katakana each
    /// was typed as; `nil` when there is none, or outside Japanese.
    /// - Complexity: O(c) per katakana word, c the letters of the vocabulary's words with
    ///   its consonants (O(w) in the letters of words added since, the first time).
    func katakanaNames(in text: String) -> (text: String, words: [String], typed: [String])? {
        guard rules.language == "ja" else { return nil }
        let text = text.precomposedStringWithCompatibilityMapping
        guard !KatakanaReading.katakanaRuns(in: text).isEmpty else { return nil }
        // A katakana word the apps' own phrases or titles use is a word of the language
        // ("トレイルの状況を確認": trail), not a foreign name.
        var own: [String] = []
        for catalog in automaton.catalogs {
            own += catalog.shortcuts.flatMap(\.phrases)
            own += catalog.negativePhrases
            own += catalog.intents.values.map(\.title)
            own += catalog.types.values.map(\.title)
            own += catalog.app.allNames
        }
        let vocabulary = automaton.vocabulary.words
        let latin = latinWordsLock.withLock {
            if latinWords.count < vocabulary.count { latinWords.add(vocabulary[latinWords.count...]) }
            return latinWords
        }
        return KatakanaReading.rewritten(text, words: latin) { word in own.contains { $0.contains(word) } }
    }

    /// The values of `type` in `app` that answer to `text` — a title or synonym (typos
    /// allowed) or, for searchable types, words of any value's name — best first.
    public func matchValue(_ text: String, type: String, app: String) -> [ValueMatch] {
        lock.reading {
            guard let store = storeIndex(app: app, type: type) else { return [] }
            let matches = automaton.matchValue(text, store: store, options: options)
            // A Latin name typed in katakana ("デューン" asked "Which book?").
            guard matches.isEmpty, let (read, _, _) = katakanaNames(in: text) else { return matches }
            return automaton.matchValue(read, store: store, options: options)
        }
    }

    /// The values of `type` in `app` that `text` answers to best: the first of `matchValue`
    /// and those within `options.tieMargin` of it, best first. One: the answer; several: a
    /// question which.
    public func bestValues(_ text: String, type: String, app: String) -> [ParameterValue] {
        let matches = matchValue(text, type: type, app: app)
        guard let top = matches.first else { return [] }
        return matches.filter { $0.score >= top.score - options.tieMargin }.map(\.value)
    }

    /// How well `text` names `value`: `nil` unless every content word of `text` (fillers and
    /// function words aside) is a whole word of the value's title or synonyms, typos within
    /// the usual bounds (one in 4+ letters, two in 8+), and one at least is no function word
    /// of another language ("the" in French); else the share of the best-covered name, whose
    /// function words of any language are not counted ("le hobbit" is all of "The Hobbit").
    ///
    ///     matcher.nameMatches("the hobit", value: hobbit)   // 1.0
    ///     matcher.nameMatches("ice", value: prideAndPrejudice)   // nil
    /// - Complexity: O(w × n) in the words of `text` and of the value's names.
    public func nameMatches(_ text: String, value: ParameterValue) -> Double? {
        lock.reading { automaton.nameMatch(text, value: value) }
    }

    /// The values phrases of `type` in `app` expand over, in order (at most `limit`).
    public func phraseValues(type: String, app: String, limit: Int = .max) -> [ParameterValue] {
        lock.reading {
            guard let store = storeIndex(app: app, type: type) else { return [] }
            return automaton.stores[store].phraseValues(limit: limit)
        }
    }

    /// How many values phrases of `type` in `app` expand over.
    /// - Complexity: O(n) in the values of the type.
    public func phraseValueCount(type: String, app: String) -> Int {
        lock.reading {
            guard let store = storeIndex(app: app, type: type) else { return 0 }
            return automaton.stores[store].values.indices.reduce(0) { count, slot in
                count + (automaton.stores[store].inTrie[slot] && automaton.stores[store].values[slot] != nil ? 1 : 0)
            }
        }
    }

    /// The value of `type` in `app` with this id, if known.
    public func value(id: String, type: String, app: String) -> ParameterValue? {
        lock.reading {
            guard let store = storeIndex(app: app, type: type),
                  let slot = automaton.stores[store].slot(of: id) else { return nil }
            return automaton.stores[store].values[Int(slot)]
        }
    }

    /// Replaces the values of `type` in `app`: `values` are all known values, `suggested`
    /// the ids phrases expand over (`nil` for an enum: all of them).
    /// - Complexity: O(n) to compare with the current values, then O(c) in the values that
    ///   changed, during which matching waits.
    public func updateValues(app: String, type: String, values: [ParameterValue], suggested: [String]?) throws {
        updates.lock()
        defer { updates.unlock() }
        let (store, changes) = try lock.reading {
            guard let store = storeIndex(app: app, type: type) else { throw MatcherError.unknownType(app: app, type: type) }
            return (store, automaton.changes(store: store, values: values, suggested: suggested))
        }
        guard !changes.upserting.isEmpty || !changes.removing.isEmpty else { return }
        try ValueTrie.checkCapacity(values.count, app: app, type: type)
        lock.writing {
            automaton.update(store: store, upserting: changes.upserting, removing: changes.removing)
            automaton.checkInvariantsIfEnabled()
        }
    }

    /// Adds or changes `upserting` (in the phrases' values when `suggested`) and removes
    /// the values with ids `removing`.
    /// - Complexity: O(c) in the values changed.
    public func updateValues(app: String, type: String, upserting: [ParameterValue], suggested: Bool = true,
                             removing: [String] = []) throws {
        updates.lock()
        defer { updates.unlock() }
        let store = try lock.reading {
            guard let store = storeIndex(app: app, type: type) else { throw MatcherError.unknownType(app: app, type: type) }
            return store
        }
        // At most the slots in use now plus one a value upserted (removals free theirs after).
        let slots = lock.reading { automaton.stores[store].values.count }
        try ValueTrie.checkCapacity(slots + upserting.count, app: app, type: type)
        lock.writing {
            automaton.update(store: store, upserting: upserting.map { ($0, suggested) }, removing: removing)
            automaton.checkInvariantsIfEnabled()
        }
    }

    /// Checks the automaton's structure (tests call it after every build and update).
    public func checkInvariants() throws {
        try lock.reading { try automaton.checkInvariants() }
    }

    private func storeIndex(app: String, type: String) -> Int? {
        guard let index = automaton.catalogs.firstIndex(where: { $0.app.name == app }) else { return nil }
        return automaton.store(app: index, type: type)
    }
}

/// The automaton of a `PhraseMatcher`, which holds it at a fixed address.
struct AutomatonCell: ~Copyable {
    var automaton: Automaton
    /// The scope of a match that names no app: every loaded app (apps are only loaded when
    /// the matcher is made).
    let everyApp: [Bool]
    /// `everyApp` for the exact walk, in memory of its own (an array passed from here was
    /// retained and released at each match).
    private let everyAppFlags: UnsafeMutableBufferPointer<Bool>
    /// The matcher's options, read here where they are (passing them from the matcher
    /// copied them), and what the exact walk reads of them.
    let options: MatchOptions
    let exactLimits: ExactLimits

    init(automaton: Automaton, options: MatchOptions) {
        self.automaton = automaton
        everyApp = automaton.scope(forApp: nil)
        everyAppFlags = .allocate(capacity: everyApp.count)
        _ = everyAppFlags.initialize(from: everyApp)
        self.options = options
        exactLimits = ExactLimits(options)
    }

    deinit {
        everyAppFlags.deallocate()
    }

    /// `Automaton.match` on the automaton where it is. A borrowing method: every access is a
    /// read, as many readers make at once under the matcher's read lock (a `mutating` one was
    /// a modifying access, which Thread Sanitizer reports when two overlap). Inlined into the
    /// matcher's `match`, so the cell is read where it is: called, it was copied, 1.5 KB, to
    /// the stack at each match (and a static method reading through the cell's address copied
    /// the automaton, a retain and a release of each of its tables). An utterance that names
    /// no app is tried on the exact walk first with what the cell keeps for it, so that the
    /// common answer makes no scope and copies no options.
    @inline(__always)
    borrowing func match(_ utterance: String, app: String?, all: Bool, explain: Bool,
                         paraphrases: ParaphraseIndex) -> MatchResult {
        guard app == nil, !all, !explain else {
            let scope = automaton.scope(forApp: app)
            return automaton.match(utterance, scope: scope, all: all, options: options, paraphrases: paraphrases,
                                   explain: explain)
        }
        if let found = automaton.exactReading(utterance, scope: UnsafeBufferPointer(everyAppFlags), limits: exactLimits) {
            if let answer = automaton.valueAnswer(utterance, found) { return answer }
            if let answer = automaton.singleExactAnswer(utterance, found) { return answer }
        }
        return automaton.matchBySearch(utterance, scope: everyApp, all: false, options: options, paraphrases: paraphrases,
                                       explain: false)
    }
}

/// Why a matcher could not be built or updated.
public enum MatcherError: Error, Hashable, Sendable, CustomStringConvertible {
    case mixedLocales(expected: String, app: String, found: String)
    case duplicateApp(String)
    case unknownType(app: String, type: String)
    /// A type with more values than a value trie can address.
    case tooManyValues(app: String, type: String, count: Int, limit: Int)

    public var description: String {
        switch self {
        case .mixedLocales(let expected, let app, let found):
            "App '\(app)' is in locale '\(found)', but the matcher is for '\(expected)'."
        case .duplicateApp(let name):
            "Two apps are named '\(name)'."
        case .unknownType(let app, let type):
            "App '\(app)' has no type '\(type)'."
        case .tooManyValues(let app, let type, let count, let limit):
            "Type '\(type)' of app '\(app)' has \(count) values; a type holds at most \(limit)."
        }
    }
}
