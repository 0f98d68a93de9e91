/// The closed-class words of a language — pronouns, determiners, auxiliary verbs, question
/// words, conjunctions — which the paraphrase level reads as saying little of what is asked:
/// "what", "is", "do", "i", "have" in "what alarms do i have". `LocaleRules.functionWords`
/// (prepositions and articles, which flexible matching may leave out) are such words too.
///
///     ClosedClassWords.words(language: "en").contains("what")  // true
///
/// The negation words are here too: said, they are counted as negations
/// (`LocaleRules.negationCount`), not read as content words ("pas" is no typing of "pass").
/// The object pronouns a command takes are here too, as French and Portuguese write them
/// joined by a hyphen, which the `Normalizer` reads as a space: "montre-toi", "mostrá-los",
/// "envie-lhes" say "toi", "los", "lhes" (Spanish joins them to the verb: `EncliticPronouns`).
///
/// General grammar of each language, not words of any app's domain: a word here still
/// matches a phrase word, it only weighs `MatchOptions.paraphraseFunctionWordFactor` of its
/// weight, is never read as a typing error, and costs nothing when no phrase uses it.
enum ClosedClassWords {
    /// The words of `language` (a locale or language code), as typed; normalise them with
    /// the locale's normaliser before comparing with tokens.
    static func words(language: String) -> [String] {
        switch LocaleRules.language(of: language).code {
        case "en": english
        case "fr": french
        case "es": spanish
        case "pt": portuguese
        case "ja": japanese
        default: []
        }
    }

    private static let english = [
        "i", "you", "he", "she", "it", "we", "they", "me", "him", "her", "us", "them", "my", "your", "his", "its",
        "our", "their", "mine", "yours", "this", "that", "these", "those", "there", "here", "what", "which", "who",
        "whom", "whose", "when", "where", "why", "how", "is", "are", "am", "was", "were", "be", "been", "being",
        "do", "does", "did", "have", "has", "had", "can", "could", "will", "would", "shall", "should", "may",
        "might", "must", "and", "or", "but", "if", "so", "than", "then", "any", "all", "each", "every", "some",
        "no", "not", "never", "very", "too", "also", "about", "as", "just",
    ]
    private static let french = [
        "je", "j'", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles", "me", "m'", "te", "t'", "se", "s'",
        "lui", "leur", "ce", "cet", "cette", "ces", "c'", "ca", "cela", "ceci", "que", "qu'", "quoi", "qui",
        "quel", "quelle", "quels", "quelles", "ou", "quand", "comment", "pourquoi", "est", "sont", "suis", "es",
        "etre", "ai", "as", "a", "avons", "avez", "ont", "avoir", "et", "mais", "si", "y", "tout", "tous",
        "ton", "ta", "tes", "son", "sa", "ses", "notre", "votre", "nos", "vos", "toi", "ne", "n'", "pas", "jamais",
    ]
    private static let spanish = [
        "yo", "tu", "el", "ella", "nosotros", "vosotros", "ellos", "ellas", "usted", "ustedes", "te", "se",
        "le", "les", "lo", "nos", "os", "este", "esta", "esto", "estos", "estas", "ese", "esa", "eso", "que", "cual",
        "cuales", "quien", "quienes", "cuando", "donde", "como", "por que", "es", "son", "soy", "esta", "estan",
        "estoy", "ser", "estar", "hay", "he", "has", "ha", "tengo", "tienes", "tiene", "y", "o", "pero", "si",
        "todo", "todos", "tus", "su", "sus", "nuestro", "nuestra", "no", "nunca", "jamás",
    ]
    private static let portuguese = [
        "eu", "tu", "ele", "ela", "nos", "voce", "voces", "eles", "elas", "te", "se", "lhe", "este", "esta",
        "lhes", "vos", "lo", "la", "los", "las",
        "isto", "esse", "essa", "isso", "aquele", "aquela", "aquilo", "que", "qual", "quais", "quem", "quando",
        "onde", "como", "por que", "e", "sao", "sou", "esta", "estao", "estou", "ser", "estar", "tem", "tenho",
        "ha", "ou", "mas", "se", "todo", "toda", "todos", "teu", "tua", "seu", "sua", "seus", "suas", "nosso", "nossa",
        "não", "nunca", "jamais",
    ]
    private static let japanese = [
        "です", "ます", "でした", "ました", "私", "僕", "これ", "それ", "あれ", "この", "その", "あの", "何", "なに", "か",
    ]
}
