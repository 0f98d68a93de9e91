/// A phrase's verb said with another particle ("turn up the speakers" for "Turn on the
/// ${plug}"): another action (`ParticleVerbs`, `MatchOptions.otherParticleRefuses`).
extension Automaton {
    /// Whether `tokens` (an utterance's) say a word of `phrase` with another particle than the
    /// phrase says it with, that one not said (`ParticleVerbs.saysAnotherParticle`): the
    /// flexible level reads "turn up the speakers" as "Turn on the ${plug}" with "up" a filler
    /// and "on" a missing function word.
    /// - Complexity: O(p + t) in the phrase's and the utterance's tokens; O(t) when the
    ///   utterance says no particle.
    func saysAnotherParticle(_ phrase: String, tokens: [String]) -> Bool {
        guard saysAParticle(tokens) else { return false }
        let particles = ParticleVerbs.shared(code: rules.language)
        var phraseTokens: [String] = []
        for segment in template(phrase).segments {
            if case .text(let text) = segment { phraseTokens += normalizer.tokens(text) } else { phraseTokens.append("\u{1}") }
        }
        return particles.saysAnotherParticle(tokens, said: particles.saidParticles(phraseTokens))
    }

    /// Whether `tokens` say a particle of the locale's language at all: when not, no phrase
    /// can be said with another particle, and the flexible level asks once a line, not once a hit.
    /// - Complexity: O(t) in the utterance's tokens.
    func saysAParticle(_ tokens: [String]) -> Bool {
        let particles = ParticleVerbs.shared(code: rules.language)
        return !particles.isEmpty && tokens.contains(where: particles.particles.contains)
    }
}
