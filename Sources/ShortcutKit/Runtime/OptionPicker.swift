import PhraseMatching

/// Which of the options a question listed an answer picks: by number or ordinal ("2",
/// "the second one", "二番目"), by title or subtitle (typos allowed), by a name inside the
/// label, or by the subtitle after "by" ("the one by jack london").
struct OptionPicker: Sendable {
    let normalizer: Normalizer

    /// The words around an answer, in every language.
    private let words = AnswerWords.anyLanguage

    /// The index of the option `text` picks by its number or ordinal ("2", "the second one").
    func index(numbered text: String, count: Int) -> Int? {
        guard let number = words.choice(in: text), number <= count else { return nil }
        return number - 1
    }

    /// The option `text` names: its number or ordinal ("2", "the second one", "二番目"), its
    /// title or subtitle (typos allowed), the one option whose label contains it, or the
    /// one whose subtitle follows "by" ("the one by jack london"). `nil` when none or
    /// several do.
    /// - Parameters:
    ///   - aliases: other names of each option, by index (an app's alternative names).
    ///   - numbers: whether a number picks an option (not when the options are a longer
    ///     list than the one shown, whose numbers would not match).
    func pick(_ text: String, among options: [ChatOption], aliases: [[String]] = [], numbers: Bool = true) -> Int? {
        if numbers, let index = index(numbered: text, count: options.count) { return index }
        let wanted = normalizer.normalized(text)
        guard !wanted.isEmpty else { return nil }
        if let index = pickByName(wanted, among: options, aliases: aliases) { return index }
        // "the library", "dune please": the name without the words around it.
        let bare = wanted.split(separator: " ").filter {
            !words.choice.contains(String($0)) && !words.polite.contains(String($0))
        }.joined(separator: " ")
        if !bare.isEmpty, bare != wanted, let index = pickByName(bare, among: options, aliases: aliases) { return index }
        // "the one by jack london", "celui de jack london": the words after "by" name a subtitle.
        let tokens = wanted.split(separator: " ").map(String.init)
            .filter { !words.polite.contains($0) || words.by.contains($0) }
        if let by = tokens.firstIndex(where: { words.by.contains($0) }), by + 1 < tokens.count {
            let author = tokens[(by + 1)...].joined(separator: " ")
            let subtitles = options.map { ChatOption(title: $0.subtitle ?? "", subtitle: nil, value: nil) }
            if let index = pickByName(author, among: subtitles) {
                // What comes before "by", if anything but "the one", must fit the option too.
                let before = tokens[..<by].filter { !words.choice.contains($0) }.joined(separator: " ")
                if before.isEmpty || normalizer.normalized(options[index].title).contains(before) { return index }
            }
        }
        return nil
    }

    /// The options `text` is the title of, when it is the title of several that their
    /// subtitles tell apart: why it picks none of them. `nil` when that is not why.
    func sameTitle(_ text: String, among options: [ChatOption]) -> (title: String, subtitles: [String])? {
        let wanted = normalizer.normalized(text)
        let alike = options.filter { normalizer.normalized($0.title) == wanted }
        guard alike.count > 1 else { return nil }
        let subtitles = alike.compactMap(\.subtitle)
        guard subtitles.count == alike.count else { return nil }
        return (alike[0].title, subtitles)
    }

    /// The one option whose title, label, subtitle or alias is `wanted` (normalized),
    /// contains it as whole words, or is it with a typo.
    private func pickByName(_ wanted: String, among options: [ChatOption], aliases: [[String]] = []) -> Int? {
        let normalizedNames = options.indices.map { index in
            let option = options[index]
            let names = [option.title, option.label] + (option.subtitle.map { [$0] } ?? []) + (aliases.indices.contains(index) ? aliases[index] : [])
            return names.map { normalizer.normalized($0) }
        }
        func unique(_ test: (String) -> Bool) -> Int? {
            let hits = normalizedNames.indices.filter { normalizedNames[$0].contains(where: test) }
            return hits.count == 1 ? hits[0] : nil
        }
        let exact = normalizedNames.indices.filter { normalizedNames[$0].contains(wanted) }
        if exact.count == 1 { return exact[0] }
        if exact.count > 1 { return nil }
        if let index = unique({ " \($0) ".contains(" \(wanted) ") }) { return index }
        let allowed = EditDistance.tolerance(forLength: wanted.unicodeScalars.count)
        guard allowed > 0 else { return nil }
        return unique { EditDistance.between($0, wanted, limit: allowed) != nil }
    }
}
