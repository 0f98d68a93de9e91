import Foundation

/// The words of one language that matching treats specially: filler words a user may add,
/// function words a user may leave out, the words that introduce an app name, and the
/// words that answer yes, no or cancel.
///
///     let rules = LocaleRules(locale: "fr")
///     rules.isYes("oui")   // true
///
/// All lists are written naturally and normalised with the locale's `Normalizer`, so they
/// compare with the tokens of an utterance.
public struct LocaleRules: Sendable {
    /// The language part of `locale`, lowercased (`"pt"` for `"pt-BR"`).
    public let language: String
    let normalizer: Normalizer
    /// Token sequences a user may add anywhere ("please", "can you"), each with its count
    /// of words: "ください" is four tokens (one per character) but one word.
    let fillers: [(tokens: [String], words: Int)]
    /// The indices in `fillers` of the fillers starting with each token, ascending: a token
    /// is compared only with the fillers it may start.
    private let fillersByFirstToken: [String: [Int]]
    /// Words a user may leave out of a phrase or a value ("in", "the").
    let functionWords: Set<String>
    /// Words a user may leave out of a value's name: the function words of every language
    /// with word lists, since a name keeps its own language whatever the locale ("The
    /// Hobbit" in a French catalog is "le hobbit", "hobbit").
    let valueFunctionWords: Set<String>
    /// Words that put an app name in place ("in", "with"): "in Library, open Read".
    let appPrepositions: Set<String>
    /// Each word of a class of interchangeable verbs ("ouvre", "affiche", "montre") → the
    /// other words of its class: typed for one another, they cost as much as one typo.
    let equivalents: [String: [String]]
    let yes: Set<String>
    let no: Set<String>
    let cancel: Set<String>
    /// Answers that turn down every option of a choice, in the locale's language and English.
    let noneOfThem: Set<String>
    /// Token sequences that negate a command ("not", "ne", "ない").
    let negations: [[String]]
    /// The first token of each of `negations`: a line with none of them says no negation,
    /// whatever its fillers, so `negationCount` needs no walk through it.
    private let negationStarts: Set<String>
    /// Articles and possessives (`Language.determiners`): a negation word right after one
    /// is a noun, no negation.
    let determiners: Set<String>
    /// Token sequences that start a reason given after a request (`Language.reasons`).
    let reasons: [[String]]
    /// Whether single-character tokens of a no-space script that are grammar rather than
    /// content (Japanese hiragana particles and endings) may be added or left out.
    let lightKana: Bool
    /// Whether the language puts spaces between words and sentences (not Japanese).
    package let writesSpaces: Bool
    /// Whether nouns keep their capital inside a sentence (German): "Welches Regal?".
    let capitalisesNouns: Bool
    /// The question for a missing value of a type: `"Which %@?"`.
    let whichTemplate: String
    /// `whichTemplate` cut at each `%@`, for `whichQuestion` to join with the type's title.
    private let whichPieces: [String]

    public init(locale: String) {
        let language = Self.language(of: locale)
        let normalizer = Normalizer(locale: locale)
        self.language = language.code
        self.normalizer = normalizer
        // A word list holds single tokens: "から" would otherwise make "か" and "ら" words.
        func words(_ list: [String]) -> Set<String> {
            Set(list.map { normalizer.tokens($0) }.filter { $0.count == 1 }.map { $0[0] })
        }
        func phrases(_ list: [String]) -> Set<String> {
            Set(list.map { normalizer.normalized($0) }.filter { !$0.isEmpty })
        }
        fillers = language.fillers.map { (normalizer.tokens($0), $0.split(separator: " ").count) }.filter { !$0.tokens.isEmpty }
            .sorted { $0.tokens.count > $1.tokens.count }
        var fillersByFirstToken: [String: [Int]] = [:]
        for (i, filler) in fillers.enumerated() { fillersByFirstToken[filler.tokens[0], default: []].append(i) }
        self.fillersByFirstToken = fillersByFirstToken
        functionWords = words(language.functionWords)
        valueFunctionWords = functionWords.union(words(Language.all.flatMap(\.functionWords)))
        appPrepositions = words(language.appPrepositions)
        var equivalents: [String: [String]] = [:]
        for group in language.equivalentWords {
            let normalized = group.map { normalizer.normalized($0) }.filter { !$0.isEmpty && !$0.contains(" ") }
            for word in normalized {
                equivalents[word, default: []] += normalized.filter { $0 != word && !(equivalents[word]?.contains($0) ?? false) }
            }
        }
        self.equivalents = equivalents
        yes = phrases(language.yes)
        no = phrases(language.no)
        cancel = phrases(language.cancel + Language.english.cancel)
        noneOfThem = phrases(language.noneOfThem + Language.english.noneOfThem)
        negations = language.negations.map { normalizer.tokens($0) }.filter { !$0.isEmpty }
        negationStarts = Set(negations.map { $0[0] })
        determiners = words(language.determiners)
        reasons = language.reasons.map { normalizer.tokens($0) }.filter { !$0.isEmpty }
        lightKana = language.lightKana
        writesSpaces = language.writesSpaces
        capitalisesNouns = language.capitalisesNouns
        whichTemplate = language.which
        whichPieces = language.which.components(separatedBy: "%@")
    }

    /// The default question for a missing value: "Which shelf?", "Quel rayon ?".
    public func whichQuestion(typeTitle: String) -> String {
        let title = capitalisesNouns ? typeTitle : typeTitle.lowercased()
        // `whichTemplate.replacingOccurrences(of: "%@", with: title)`, without Foundation's
        // string search at every question (the paraphrase level asks whether each
        // candidate lacks a value).
        return whichPieces.joined(separator: title)
    }

    /// Whether `answer` says yes ("yes", "oui", "はい").
    public func isYes(_ answer: String) -> Bool { yes.contains(normalizer.normalized(answer)) }
    /// Whether `answer` says no.
    public func isNo(_ answer: String) -> Bool { no.contains(normalizer.normalized(answer)) }
    /// Whether `answer` asks to leave the current question ("cancel", "annuler").
    public func isCancel(_ answer: String) -> Bool { cancel.contains(normalizer.normalized(answer)) }

    /// Whether `answer` turns down every option of a choice ("none of them", "aucun",
    /// "ninguno", "nenhum", "どれでもない"): asked only once no option is picked, so an option
    /// titled "None" is still chosen by its name.
    public func isNoneOfThem(_ answer: String) -> Bool { noneOfThem.contains(normalizer.normalized(answer)) }

    /// The words `token` may stand for at the cost of one typo: the other verbs of its class.
    func equivalents(of token: String) -> [String] { equivalents[token] ?? [] }

    /// How many times `tokens` say a negation ("not", "pas", "ない"), counting each
    /// place once. A negation inside a filler of several words is part of a set phrase of
    /// politeness, no negation of the request: "if it's not too much trouble", "si no es
    /// mucha molestia". One right after an article or a possessive stands where a noun
    /// does, so it is none: French "achète un pas journée" (a typo of "pass", the "ne" left
    /// out) buys a day pass; "n'achète pas un pass" still says one.
    func negationCount(in tokens: [String]) -> Int {
        guard tokens.contains(where: negationStarts.contains) else { return 0 }
        var count = 0
        var i = 0
        while i < tokens.count {
            if let filler = fillerLengths(in: tokens, at: i).max(), filler > 1 {
                i += filler
            } else if i > 0, determiners.contains(tokens[i - 1]) {
                // "un pas journée", "a not…": a word where a noun is expected is no negation.
                i += 1
            } else if let length = negations.first(where: { matches($0, in: tokens, at: i) })?.count {
                count += 1
                i += length
            } else {
                i += 1
            }
        }
        return count
    }

    /// Where the first reason given after a request starts in `tokens` ("because" of "open
    /// dune in library because i am bored"), past the first token; nil if none is given.
    func reasonStart(in tokens: [String]) -> Int? {
        guard !reasons.isEmpty, tokens.count > 2 else { return nil }
        return (1..<tokens.count).first { i in reasons.contains { matches($0, in: tokens, at: i) } }
    }

    private func matches(_ sequence: [String], in tokens: [String], at index: Int) -> Bool {
        guard index + sequence.count <= tokens.count else { return false }
        return sequence.indices.allSatisfy { tokens[index + $0] == sequence[$0] }
    }

    /// Whether `token` is a function word the user may leave out.
    func isFunctionWord(_ token: String) -> Bool { functionWords.contains(token) }

    /// Whether `token` is a phrase word the user may leave out: a function word of the
    /// language, or, for a language without word lists, of any language with lists — its
    /// phrases not translated are matched as written in the source language ("Open ${book}
    /// in ${applicationName}" under "de": "open dune" leaves out "in" as in English).
    func isOmittablePhraseWord(_ token: String) -> Bool {
        functionWords.contains(token) || (functionWords.isEmpty && valueFunctionWords.contains(token))
    }

    /// Whether `token` is a word a value's name may be said without (`valueFunctionWords`).
    func isValueFunctionWord(_ token: String) -> Bool { valueFunctionWords.contains(token) }

    /// Whether `token` is a light token: a hiragana particle or ending, or the long-vowel
    /// mark that katakana words are written with or without ("ライブラリー", "ライブラリ")
    /// (Japanese only).
    func isLightToken(_ token: String) -> Bool {
        guard lightKana, token.unicodeScalars.count == 1, let s = token.unicodeScalars.first else { return false }
        return (0x3041...0x309F).contains(s.value) || s.value == 0x30FC
    }

    /// The lengths of the filler sequences that start at `index` of `tokens`.
    func fillerLengths(in tokens: [String], at index: Int) -> [Int] {
        fillerMatches(in: tokens, at: index).map { $0.length }
    }

    /// The filler sequences that start at `index` of `tokens`: their length in tokens and
    /// in words (what adding them costs), the cheapest of each length.
    func fillerMatches(in tokens: [String], at index: Int) -> [(length: Int, words: Int)] {
        var found: [(length: Int, words: Int)] = []
        guard index < tokens.count, let starting = fillersByFirstToken[tokens[index]] else { return found }
        for filler in starting.lazy.map({ fillers[$0] }) where index + filler.tokens.count <= tokens.count {
            var matches = true
            for (offset, word) in filler.tokens.enumerated() where tokens[index + offset] != word {
                matches = false
                break
            }
            guard matches else { continue }
            if let existing = found.firstIndex(where: { $0.length == filler.tokens.count }) {
                found[existing].words = min(found[existing].words, filler.words)
            } else {
                found.append((filler.tokens.count, filler.words))
            }
        }
        return found
    }

    /// Whether `token` alone is a filler ("please"): `fillerMatches(in: [token], at: 0)`
    /// is not empty.
    func isOneTokenFiller(_ token: String) -> Bool {
        fillersByFirstToken[token]?.contains { fillers[$0].tokens.count == 1 } ?? false
    }

    /// The languages with word lists (fillers, function words, yes and no): `en`, `fr`…
    public static var knownLanguages: [String] { Language.all.map(\.code) }

    /// Whether `locale`'s language has word lists here.
    public static func knows(_ locale: String) -> Bool {
        knownLanguages.contains(language(of: locale).code)
    }

    /// Whether `text` has the shape of a BCP 47 language tag: `fr`, `pt-BR`, `zh_Hant_TW`.
    public static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// Whether the language forms possessives of names with "s" ("Bitwarden's",
    /// "Bitwardens"): an app name is then also matched so.
    static func hasPossessiveS(_ locale: String) -> Bool { language(of: locale).possessiveS }

    static func language(of locale: String) -> Language { Language.named(locale) }
}
