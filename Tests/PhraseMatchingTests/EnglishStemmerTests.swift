import Testing
@testable import PhraseMatching

/// English stems: Porter2 suffix rules and WordNet's irregular forms.
@Suite struct EnglishStemmerTests {
    let stemmer = Stemmer(language: "en")

    /// Forms of one word, each group sharing one stem.
    @Test(arguments: [
        ["freeze", "freezes", "freezing", "frozen", "froze"],
        ["card", "cards"],
        ["delete", "deletes", "deleted", "deleting", "deletion", "deletions"],
        ["go", "goes", "going", "went", "gone"],
        ["child", "children"],
        ["account", "accounts"],
        ["lock", "locks", "locked", "locking"],
        ["play", "plays", "played", "playing"],
        ["stop", "stops", "stopped", "stopping"],
        ["balance", "balances"],
        ["buy", "buys", "buying", "bought"],
        ["send", "sends", "sending", "sent"],
        ["run", "runs", "running", "ran"],
        ["find", "finds", "finding"],
        ["mouse", "mice"],
        ["book", "books", "booked", "booking"],
        ["order", "orders", "ordered", "ordering"],
        ["turn", "turns", "turned", "turning"],
        ["create", "creates", "created", "creating"],
        ["search", "searches", "searched", "searching"],
        ["reply", "replies", "replied"],
        ["transfer", "transfers", "transferred", "transferring"],
        ["light", "lights"],
        ["alarm", "alarms"],
        ["party", "parties"],
        ["begin", "begins", "began", "begun", "beginning"],
    ])
    func formsShareAStem(forms: [String]) {
        let stems = Set(forms.map { stemmer.stem($0) })
        #expect(stems.count == 1, "\(forms) → \(forms.map { stemmer.stem($0) })")
    }

    /// Porter2's published outputs for a few words (snowballstem.org sample vocabulary).
    @Test(arguments: [
        ("consign", "consign"), ("consigned", "consign"), ("consigning", "consign"),
        ("consignment", "consign"), ("consist", "consist"), ("consisted", "consist"),
        ("consistency", "consist"), ("consistent", "consist"), ("consistently", "consist"),
        ("consisting", "consist"), ("consists", "consist"), ("consolation", "consol"),
        ("consolations", "consol"), ("consolatory", "consolatori"), ("console", "consol"),
        ("consoled", "consol"), ("consoles", "consol"), ("consolidate", "consolid"),
        ("consolidated", "consolid"), ("consolidating", "consolid"), ("consoling", "consol"),
        ("knack", "knack"), ("knackeries", "knackeri"), ("knaves", "knave"),
        ("knavish", "knavish"), ("kneaded", "knead"), ("kneading", "knead"), ("knee", "knee"),
        ("kneel", "kneel"), ("kneeled", "kneel"), ("kneeling", "kneel"), ("kneels", "kneel"),
        ("knees", "knee"), ("knell", "knell"), ("knelt", "kneel"), ("knew", "know"),  // irregular forms first
        ("generously", "generous"), ("skies", "sky"), ("dying", "die"), ("news", "news"),
        ("cried", "cri"), ("ties", "tie"), ("hopping", "hop"), ("hoping", "hope"),
    ])
    func porter2(word: String, stem: String) {
        #expect(EnglishStemmer.stem(word) == stem)
    }

    /// Words that look alike but must keep apart.
    @Test(arguments: [
        ("card", "care"), ("left", "leave"), ("saw", "see"), ("news", "new"),
        ("lock", "lack"), ("book", "boot"), ("order", "ordinary"), ("light", "lift"),
        ("account", "count"), ("play", "plan"), ("freeze", "free"), ("balance", "ball"),
    ])
    func wordsKeepApart(a: String, b: String) {
        #expect(stemmer.stem(a) != stemmer.stem(b), "\(a) and \(b) share \(stemmer.stem(a))")
    }

    @Test func nonLettersAndShortWordsAreTheirOwnStem() {
        #expect(stemmer.stem("42") == "42")
        #expect(stemmer.stem("at") == "at")
        #expect(stemmer.stem("café") == "café")
        #expect(stemmer.stem("") == "")
        #expect(Stemmer(language: "en-GB").stem("cards") == "card")
    }
}
