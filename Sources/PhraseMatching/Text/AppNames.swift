/// Which app a name means — the one rule for the matcher's app scope, `--app`, a corpus
/// file's app and the apps a conversation hears named: an app's name or alternative name,
/// any case and spacing of words; and only when no app's name is written so, a name as
/// typed joined or split ("ice cubes" for IceCubes, `NameVariants`).
///
///     AppNames.matching("my books", among: [["Library", "My Books"], ["Trails"]], normalizer: normalizer)
///     // [true, false]
public enum AppNames {
    /// For each app (its names, first the display name), whether `name` names it.
    /// - Complexity: O(n) in the names, each tokenised.
    public static func matching(_ name: String, among apps: [[String]], normalizer: Normalizer) -> [Bool] {
        let wanted = normalizer.tokens(name)
        guard !wanted.isEmpty else { return apps.map { _ in false } }
        let plain = apps.map { names in names.contains { normalizer.tokens($0) == wanted } }
        if plain.contains(true) { return plain }
        return apps.map { names in names.flatMap(NameVariants.variants).contains { normalizer.tokens($0) == wanted } }
    }

    /// Whether `tokens` (an utterance, tokenised) say one of `names` as whole words, as
    /// written or joined or split.
    /// - Complexity: O(n × t) in the names and the tokens.
    public static func isSaid(_ names: [String], in tokens: [String], normalizer: Normalizer) -> Bool {
        names.flatMap(NameVariants.variants).contains { name in
            let wanted = normalizer.tokens(name)
            guard !wanted.isEmpty, wanted.count <= tokens.count else { return false }
            return (0...(tokens.count - wanted.count)).contains { Array(tokens[$0..<($0 + wanted.count)]) == wanted }
        }
    }
}
