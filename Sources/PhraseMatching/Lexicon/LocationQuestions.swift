/// Location questions — "where is X", "dónde está X", "où est X", "onde está X", "Xはどこ" —
/// ask to find X. The paraphrase level reads their question word as the find verbs the
/// loaded phrases say ("Find the remote", "Encuentra el mando", "Trouve la télécommande",
/// "Encontre o controle", "リモコンを探して"): a closed-class word otherwise reads only as a
/// function word of a phrase (`Automaton.paraphraseWords`), so "dónde está el mando" said
/// nothing of "Encuentra el mando" but its noun.
///
///     let questions = LocationQuestions(language: "es")
///     questions.spans(in: ["donde", "esta", "el", "mando"])  // [0..<1]
///     questions.verbs                                       // ["encontrar", "encuentra", …]
///
/// Hand-made closed lists per language (general grammar, no app's words):
/// - `questions`: the question words that ask where, as token runs (Japanese "どこ" is two
///   tokens); French "où" is typed "ou" once accents are folded, which is also "or", so there
///   it is a question only before a verb that asks where something is (`followers`: "est",
///   "sont", "se", "ai", "j'", "as", "avez", "a", "ont", "trouver");
/// - `indefinites`: the words that make a question word an indefinite one, which asks
///   nothing ("anywhere", "somewhere", "wherever"): Japanese どこ + でも/も/か + a case
///   particle (どこでも "anywhere", どこも "everywhere", どこかに "somewhere"; not どこか教えて
///   "tell me where", an embedded question, nor どこから "from where"), Spanish "donde sea",
///   "dondequiera" parts ("donde quiera"), Portuguese "onde quer que", French "où que" —
///   and `indefiniteLeads`, those said before it: French "n'importe où" ("anywhere"). The
///   general grammar of indefinites built on question words (Japanese question word + か, も
///   or でも, as 何でも, 誰か, いつでも; Romance question word + a form of "want" or "be").
/// - `verbs`: the verbs a find request is phrased with — find and locate, and in the Romance
///   languages the look-for verbs their find requests use ("Buscar" is Apple's Spanish and
///   Portuguese for Find My, "Localiser" its French), in the forms phrases write them
///   (infinitive, imperative, present); they are made the index's terms by its stemmer
///   (`ParaphraseIndex.findTerms`), so a phrase word of another form of the same stem is one.
struct LocationQuestions: Sendable {
    /// The question words, each as its normalised tokens.
    let questions: [[String]]
    /// The words that must follow a question word for it to be one (empty: any or none).
    let followers: Set<String>
    /// The word runs that, said right after a question word, make it an indefinite.
    let indefinites: [[String]]
    /// The words that, said right before a question word, make it an indefinite.
    let indefiniteLeads: Set<String>
    /// The find verbs, as typed (make them tokens with the locale's normaliser).
    let verbs: [String]

    /// The lists of `language` (a locale or language code), each question made tokens by
    /// `tokens` (the locale's normaliser: accents folded as typed words are).
    init(language locale: String, tokens: (String) -> [String] = { $0.split(separator: " ").map(String.init) }) {
        let lists = Self.lists[LocaleRules.language(of: locale).code] ?? Lists()
        questions = lists.questions.map(tokens).filter { !$0.isEmpty }
        followers = Set(lists.followers.flatMap(tokens))
        indefinites = lists.indefinites.map(tokens).filter { !$0.isEmpty }
        indefiniteLeads = Set(lists.indefiniteLeads.flatMap(tokens))
        verbs = lists.verbs
    }

    /// The token ranges of the question words said, in order, none overlapping (the longest
    /// at a position first).
    /// - Complexity: O(n × q) in the tokens and the question words.
    func spans(in tokens: [String]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var i = 0
        while i < tokens.count {
            var found: Range<Int>? = nil
            for question in questions where i + question.count <= tokens.count && (found?.count ?? 0) < question.count {
                guard tokens[i..<(i + question.count)].elementsEqual(question) else { continue }
                let next = i + question.count
                if !followers.isEmpty, next >= tokens.count || !followers.contains(tokens[next]) { continue }
                if isIndefinite(i..<next, in: tokens) { continue }
                found = i..<next
            }
            if let found {
                result.append(found)
                i = found.upperBound
            } else {
                i += 1
            }
        }
        return result
    }

    /// Whether the question word at `span` is an indefinite ("どこでも", "n'importe où"): no question.
    private func isIndefinite(_ span: Range<Int>, in tokens: [String]) -> Bool {
        if span.lowerBound > 0, indefiniteLeads.contains(tokens[span.lowerBound - 1]) { return true }
        return indefinites.contains { run in
            span.upperBound + run.count <= tokens.count
                && tokens[span.upperBound..<(span.upperBound + run.count)].elementsEqual(run)
        }
    }

    /// The word lists of one language, as typed.
    private struct Lists {
        var questions: [String] = []
        var followers: [String] = []
        var indefinites: [String] = []
        var indefiniteLeads: [String] = []
        var verbs: [String] = []
    }

    private static let lists: [String: Lists] = [
        "en": Lists(
            questions: ["where"],
            verbs: ["find", "finds", "finding", "locate", "locates", "locating"]),
        "fr": Lists(
            questions: ["où"],
            followers: ["est", "sont", "se", "ai", "j'", "as", "avez", "a", "ont", "trouver"],
            indefinites: ["que", "qu'"],
            indefiniteLeads: ["importe"],
            verbs: ["trouver", "trouve", "trouvez", "trouvons", "retrouver", "retrouve", "retrouvez", "localiser",
                    "localise", "localisez", "repérer", "repère", "repérez", "chercher", "cherche", "cherchez"]),
        "es": Lists(
            questions: ["dónde", "adónde"],
            indefinites: ["sea", "quiera", "quieras", "quieran"],
            verbs: ["encontrar", "encuentra", "encuentre", "encuentras", "encontrad", "localizar", "localiza",
                    "localice", "ubicar", "ubica", "ubique", "hallar", "halla", "halle", "buscar", "busca", "busque"]),
        "pt": Lists(
            questions: ["onde", "aonde", "cadê"],
            indefinites: ["quer", "quiser"],
            verbs: ["encontrar", "encontra", "encontre", "achar", "acha", "ache", "localizar", "localiza",
                    "localize", "procurar", "procura", "procure", "buscar", "busca", "busque"]),
        "ja": Lists(
            questions: ["どこ", "何処"],
            indefinites: ["でも", "も", "かに", "かへ", "かで", "かの", "かを", "かが"],
            verbs: ["探す", "探して", "探し", "見つける", "見つけて", "見つけ", "さがす", "さがして", "みつけて"]),
    ]
}
