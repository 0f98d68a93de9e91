import Foundation

/// The particles that make a verb another verb — "turn on", "turn off", "turn up", "turn
/// down" — by which a request says another action than a phrase with the same verb: "turn up
/// the speakers" is not "Turn on the ${plug}", nor "turn the volume off" "Turn up the volume".
///
///     let words = ParticleVerbs.shared(language: "en")
///     words.particle(after: 0, in: ["turn", "up", "the", "speakers"])        // "up"
///     words.particle(after: 0, in: ["turn", "the", "lights", "down"])       // "down"
///     words.particle(after: 0, in: ["turn", "on", "the", "lights", "in"])   // "on"
///     words.particle(after: 0, in: ["turn", "left", "on", "main", "street"]) // nil
///
/// Hand-made closed lists per language (general grammar, no app's words):
/// - `particles`: the particles that turn a verb of motion or setting into another action, and
///   tell one such action from its opposite ("on" / "off", "up" / "down", "out"): an "in" or an
///   "over" is as often a preposition of the request's place or app ("in the kitchen");
/// - `objectStarts`: the words an object said between the verb and its particle begins with
///   — a pronoun alone ("turn it off"), or a determiner and one word ("turn the music down"),
///   as `Automaton.expressionsRead` reads a verb and its particle apart.
/// English only: French, Spanish and Portuguese say another verb ("allume", "éteins", "monte",
/// "baisse"), which the phrase's words tell apart already; Japanese too.
struct ParticleVerbs: Sendable {
    let particles: Set<String>
    private let pronouns: Set<String>
    private let determiners: Set<String>

    /// The lists of `language` (a locale or language code): English's, or none. (Their words
    /// are lower-case ASCII, which the normaliser leaves as they are.)
    init(language locale: String) {
        guard LocaleRules.language(of: locale).code == "en" else {
            particles = []
            pronouns = []
            determiners = []
            return
        }
        particles = ["on", "off", "up", "down", "out"]
        pronouns = ["me", "it", "them", "him", "her", "us", "you", "this", "that", "everything", "\u{1}"]
        determiners = ["the", "a", "an", "my", "your", "this", "that", "his", "her", "our", "their", "its", "all", "some",
                       "these", "those"]
    }

    private static let english = ParticleVerbs(language: "en")
    private static let none = ParticleVerbs(language: "")

    /// The lists of `language` (a locale or language code), made once.
    static func shared(language: String) -> ParticleVerbs {
        shared(code: LocaleRules.language(of: language).code)
    }

    /// The lists of the language whose code (`LocaleRules.language`, "en") is `code`, made
    /// once: no locale parsed, for a lookup made once a line or a hit.
    static func shared(code: String) -> ParticleVerbs {
        code == "en" ? english : none
    }

    /// Whether the language has particles to tell verbs apart.
    var isEmpty: Bool { particles.isEmpty }

    /// The particle said with the verb at `verb` of `tokens`: right after it, or after its object
    /// — a pronoun (or a parameter or the app's name, "\u{1}": "Turn ${applicationName} down"),
    /// or a determiner and one word that is no particle — when no object begins after that
    /// particle (then it is a preposition of a place: "put my phone on the charger").
    /// - Complexity: O(1).
    func particle(after verb: Int, in tokens: [String]) -> String? {
        guard !particles.isEmpty, verb >= 0 else { return nil }
        let next = verb + 1
        guard next < tokens.count else { return nil }
        if particles.contains(tokens[next]) { return tokens[next] }
        var at: Int
        if pronouns.contains(tokens[next]) {
            at = next + 1
        } else if determiners.contains(tokens[next]), next + 1 < tokens.count, !particles.contains(tokens[next + 1]) {
            at = next + 2
        } else {
            return nil
        }
        guard at < tokens.count, particles.contains(tokens[at]) else { return nil }
        let after = at + 1
        if after < tokens.count, determiners.contains(tokens[after]) || pronouns.contains(tokens[after]) { return nil }
        return tokens[at]
    }

    /// The particles a phrase (its tokens, a parameter or the app's name as "\u{1}") says after
    /// each of its words, by word: the word said bare is `""` ("Turn up the volume", "Turn
    /// ${applicationName} up": "turn" → ["up"]). A pronoun or a determiner is an object, no
    /// verb: "me" of "Wake me up" is said with no particle of its own ("set an alarm for me on
    /// friday" says no other).
    /// - Complexity: O(n) in the phrase's tokens.
    func saidParticles(_ tokens: [String]) -> [String: Set<String>] {
        guard !particles.isEmpty else { return [:] }
        var said: [String: Set<String>] = [:]
        for (i, token) in tokens.enumerated()
        where !pronouns.contains(token) && !determiners.contains(token) && !particles.contains(token) {
            said[token, default: []].insert(particle(after: i, in: tokens) ?? "")
        }
        return said
    }

    /// Whether `tokens` (an utterance's) say one of `said`'s words with another particle than
    /// every one its phrases say it with, none of those said anywhere ("turn up the speakers"
    /// for "turn" → ["on"]; not "turn on the speakers", nor "turn the speakers on", nor "turn
    /// the speakers" for a word also said bare).
    /// - Complexity: O(n) in the utterance's tokens.
    func saysAnotherParticle(_ tokens: [String], said: [String: Set<String>]) -> Bool {
        guard !said.isEmpty else { return false }
        for (i, token) in tokens.enumerated() {
            guard let theirs = said[token], !theirs.contains(""), let typed = particle(after: i, in: tokens),
                  !theirs.contains(typed), !tokens.contains(where: theirs.contains) else { continue }
            return true
        }
        return false
    }
}
