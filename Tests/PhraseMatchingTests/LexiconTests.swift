import Testing
@testable import PhraseMatching

/// Look-ups in the built-in lexicons, by stem.
@Suite struct LexiconTests {
    func related(_ language: String, _ word: String, kind: Lexicon.Kind? = nil) -> Set<String> {
        let stemmer = Stemmer(language: language)
        let stem = stemmer.words(in: Normalizer(locale: language).tokens(word)).first?.stem ?? ""
        return Set(Lexicon.shared(language: language).related(stem).filter { kind == nil || $0.kind == kind }.map(\.stem))
    }

    func stem(_ language: String, _ word: String) -> String {
        Stemmer(language: language).words(in: Normalizer(locale: language).tokens(word)).map(\.stem).joined(separator: " ")
    }

    @Test(arguments: [
        ("en", "freeze", "block"), ("en", "freeze", "suspend"), ("en", "freeze", "immobilize"),
        ("en", "erase", "delete"), ("en", "buy", "purchase"),
        ("en", "begin", "start"), ("en", "show", "display"), ("en", "search", "look"),
        ("en", "freeze", "lock"), ("en", "delete", "remove"),   // from Lexicon/en.txt
        ("fr", "supprimer", "effacer"), ("fr", "bloquer", "geler"), ("fr", "ouvrir", "afficher"),
        ("es", "borrar", "eliminar"), ("es", "bloquear", "congelar"), ("es", "encender", "activar"),
        ("pt", "apagar", "excluir"), ("pt", "trocar", "mudar"), ("pt", "bloquear", "congelar"),
        ("ja", "消す", "削除"), ("ja", "削除する", "消去"), ("ja", "開いて", "表示する"),
        ("ja", "凍結して", "ロック"),
    ])
    func synonyms(language: String, word: String, synonym: String) {
        #expect(related(language, word, kind: .synonym).contains(stem(language, synonym)),
                "\(language) \(word): \(related(language, word, kind: .synonym).sorted())")
        // Relations go both ways.
        #expect(related(language, synonym, kind: .synonym).contains(stem(language, word)))
    }

    @Test(arguments: [
        ("en", "deletion", "delete"), ("en", "buyer", "buy"), ("en", "freezer", "freeze"),
        ("en", "decrypt", "decryption"), ("en", "canoeist", "canoe"),   // groups SemCor does not tag
        ("fr", "suppression", "supprimer"), ("es", "búsqueda", "buscar"), ("pt", "exclusão", "excluir"),
    ])
    func derivations(language: String, word: String, derived: String) {
        let stems = related(language, word, kind: .derivation)
        if stem(language, word) == stem(language, derived) {
            // The stemmer already joins them ("deletion", "delete" → "delet").
            #expect(!stems.contains(stem(language, word)))
        } else {
            #expect(stems.contains(stem(language, derived)), "\(word): \(stems.sorted())")
        }
    }

    /// Derivations of adjectives and adverbs (WordNet's derivational links and pertainyms
    /// from adjectives and adverbs; the hand lists' '+' lines), per language.
    @Test(arguments: [
        ("en", "silent", "silence"), ("en", "thermal", "heat"),
        ("fr", "silencieux", "silence"), ("fr", "lumineux", "luminosité"),
        ("es", "silencioso", "silencio"), ("es", "ruidoso", "ruido"),
        ("pt", "silencioso", "silêncio"), ("pt", "barulhento", "barulho"),
        ("ja", "便利", "利便性"),
    ])
    func adjectiveDerivations(language: String, word: String, derived: String) {
        #expect(stem(language, word) != stem(language, derived))
        #expect(related(language, word, kind: .derivation).contains(stem(language, derived)),
                "\(language) \(word): \(related(language, word, kind: .derivation).sorted())")
        #expect(related(language, derived, kind: .derivation).contains(stem(language, word)))
    }

    /// A quality and the adjectives that are its values, both ways, per language.
    @Test(arguments: [
        ("en", "speed", "slow"), ("en", "temperature", "hot"), ("en", "temperature", "cold"),
        ("en", "temperature", "warm"),
        ("fr", "température", "chaud"), ("fr", "luminosité", "sombre"), ("fr", "volume", "fort"),
        ("es", "temperatura", "frío"), ("es", "brillo", "oscuro"),
        ("pt", "temperatura", "quente"), ("pt", "brilho", "escuro"),
        ("ja", "温度", "暑い"), ("ja", "気温", "寒い"), ("ja", "速度", "遅い"),
    ])
    func attributes(language: String, quality: String, adjective: String) {
        #expect(related(language, quality, kind: .attribute).contains(stem(language, adjective)),
                "\(language) \(quality): \(related(language, quality, kind: .attribute).sorted())")
        #expect(related(language, adjective, kind: .attribute).contains(stem(language, quality)))
        // A quality is not a synonym of its values.
        #expect(!related(language, quality, kind: .synonym).contains(stem(language, adjective)))
    }

    @Test(arguments: [
        ("en", "delete", "remove"), ("en", "freeze", "interrupt"), ("en", "purchase", "get"),
        ("en", "lock", "fasten"),
    ])
    func hypernyms(language: String, word: String, general: String) {
        #expect(related(language, word, kind: .hypernym).contains(stem(language, general)),
                "\(word): \(related(language, word, kind: .hypernym).sorted())")
        #expect(related(language, general, kind: .hyponym).contains(stem(language, word)))
    }

    /// WordNet groups none of whose words its tagged corpora use, kept when the British
    /// National Corpus counts their meaning often (Scripts/make-lexicon.py): everyday things
    /// named since the 1960s prose of the tagged corpora.
    @Test(arguments: [
        ("takeout", "takeaway"), ("zucchini", "courgette"), ("bike", "motorcycle"),
        ("encryption", "encoding"), ("yogurt", "yoghurt"), ("jewelry", "jewellery"),
    ])
    func everydayGroupsNoTaggedWordUses(word: String, synonym: String) {
        let lexicon = Lexicon.shared(language: "en")
        #expect(related("en", word, kind: .synonym).contains(stem("en", synonym)),
                "\(word): \(related("en", word, kind: .synonym).sorted())")
        #expect(lexicon.knows(stem("en", word)) && lexicon.knows(stem("en", synonym)))
    }

    /// Such a group is left out when a count cannot be its meaning's: a word of it common in
    /// a tagged meaning ("fine"), a closed-class word ("why", "are"), a name ("Ford").
    @Test(arguments: [("fine", "amercement"), ("why", "wherefore"), ("are", "ar"), ("ford", "fording")])
    func untaggedGroupsOfCommonWordsAreLeftOut(word: String, other: String) {
        #expect(!related("en", word).contains(stem("en", other)), "\(word): \(related("en", word).sorted())")
    }

    @Test func ranksFavourCommonMeanings() {
        let lexicon = Lexicon.shared(language: "en")
        let freeze = lexicon.related(stem("en", "freeze"))
        let block = freeze.first { $0.stem == stem("en", "block") && $0.kind == .synonym }
        let halt = freeze.first { $0.stem == stem("en", "halt") && $0.kind == .synonym }
        // WordNet: freeze#8 = block#16 ("freeze the assets"); Lexicon/en.txt: block/2.
        #expect(block?.rank == 2)
        #expect(halt?.rank == 3)
        #expect(freeze.map(\.rank) == freeze.map(\.rank).sorted())
    }

    @Test func unrelatedWordsAreNotRelated() {
        #expect(!related("en", "freeze").contains(stem("en", "open")))
        #expect(!related("fr", "supprimer").contains(stem("fr", "ajouter")))
        #expect(!related("ja", "消す").contains(stem("ja", "追加")))
        #expect(related("en", "xyzzy").isEmpty)
        #expect(Lexicon.shared(language: "de").related("haus").isEmpty)
    }

    @Test func aWordIsNotItsOwnRelation() {
        for language in ["en", "fr", "es", "pt", "ja"] {
            let lexicon = Lexicon.shared(language: language)
            for stem in lexicon.stems.prefix(2_000) {
                #expect(!lexicon.related(stem).contains { $0.stem == stem }, "\(language) \(stem)")
            }
        }
    }
}
