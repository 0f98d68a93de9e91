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
        let particles = ParticleVerbs.shared(language: locale)
        guard !particles.isEmpty, tokens.contains(where: particles.particles.contains) else { return false }
        var phraseTokens: [String] = []
        for segment in template(phrase).segments {
            if case .text(let text) = segment { phraseTokens += normalizer.tokens(text) } else { phraseTokens.append("\u{1}") }
        }
        return particles.saysAnotherParticle(tokens, said: particles.saidParticles(phraseTokens))
    }
}
