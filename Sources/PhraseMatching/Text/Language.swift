/// The words of one language, in one table: those matching treats specially (read through
/// `LocaleRules`), those a person answers the conversation with (`answers`), and how its
/// sentences are written. Every other place asks `Language.named(_:)`.
///
///     Language.named("fr").answers.more   // ["plus", "suivants"]
package struct Language: Sendable {
    package var code: String
    /// Whether words are written with spaces between them ("Essayez … Tapez"); Japanese
    /// writes none ("…試してみてください。終わるには…").
    package var writesSpaces = true
    /// Whether single-character hiragana tokens are grammar rather than content
    /// (`LocaleRules.isLightToken`).
    var lightKana = false
    /// Whether names form possessives with "s" ("Bitwarden's", "Bitwardens"): an app name
    /// is then also matched so.
    var possessiveS = false
    /// Whether nouns keep their capital inside a sentence (German): a type's title is not
    /// lowercased in "Which %@?".
    var capitalisesNouns = false
    /// Whether an apostrophe separates an elided word from the next ("l'app", "d'água"),
    /// rather than joining a contraction ("what's").
    var elides = false
    var fillers: [String] = []
    /// Contractions as typed without the apostrophe, and what they stand for: matching
    /// reads "whats" and "what's" as "what is", in phrases and utterances alike.
    var contractions: [String: [String]] = [:]
    var functionWords: [String] = []
    var appPrepositions: [String] = []
    /// Classes of verbs typed for one another in commands ("open", "show", "display").
    var equivalentWords: [[String]] = []
    var yes: [String] = ["yes", "y", "ok", "okay"]
    var no: [String] = ["no", "n"]
    var cancel: [String] = ["cancel"]
    /// Answers that turn down every option of a choice ("none of them", "aucun", "ninguno").
    var noneOfThem: [String] = []
    /// Words that turn a command into its opposite ("not", "ne … pas", "ない").
    var negations: [String] = []
    /// Articles and possessives, after which a word is a noun: a negation word there is
    /// none ("un pas journée", a typo of "un pass journée", says no "pas"). Matching folds
    /// accents, so a word that is also a pronoun or a verb once folded is left out: Spanish
    /// "el"/"mi"/"tu"/"esta" (él, mí, tú, está: "a mí no me abras dune"), Portuguese "esta"
    /// (está), English "that" (a conjunction: "say that not…").
    var determiners: [String] = []
    /// Words that start a reason given after the request ("open dune because i'm bored"):
    /// what follows is no part of it.
    var reasons: [String] = []
    var which = "Which %@?"
    /// The words a person answers a question or steers the chat with.
    package var answers = AnswerWords()

    static let english = Language(
        code: "en", possessiveS: true,
        fillers: ["please", "pls", "plz", "kindly", "the", "a", "an", "my", "can you", "could you",
                  "would you", "will you", "can i", "could i", "i want to", "i wanna", "i would like to",
                  "i'd like to", "i need to", "let's", "lets", "hey", "hey siri", "siri", "ok", "okay",
                  "hi", "just", "now", "right now", "for me", "thanks", "thank you", "thx", "go ahead and",
                  "quickly", "app", "the app", "up", "me", "some", "go", "real quick", "um", "uh",
                  "if it's not too much trouble", "if it is not too much trouble", "if it's no trouble",
                  "if you don't mind", "if you do not mind"],
        contractions: ["whats": ["what", "is"], "hows": ["how", "is"], "wheres": ["where", "is"],
                       "whos": ["who", "is"], "whens": ["when", "is"], "thats": ["that", "is"],
                       "theres": ["there", "is"], "heres": ["here", "is"], "im": ["i", "am"],
                       "ive": ["i", "have"], "youre": ["you", "are"], "dont": ["do", "not"],
                       "doesnt": ["does", "not"], "didnt": ["did", "not"], "cant": ["can", "not"],
                       "cannot": ["can", "not"], "isnt": ["is", "not"], "arent": ["are", "not"],
                       "wont": ["will", "not"], "u": ["you"], "ur": ["your"]],
        functionWords: ["in", "on", "at", "to", "from", "with", "using", "of", "for", "the", "a",
                        "an", "my", "me", "into", "via", "by", "and", "some", "up"],
        appPrepositions: ["in", "on", "with", "using", "from", "via", "at"],
        yes: ["yes", "y", "yeah", "yep", "yup", "sure", "ok", "okay", "confirm", "do it",
              "yes please", "of course", "go ahead", "absolutely"],
        no: ["no", "n", "nope", "nah", "don't", "do not", "no thanks", "not now"],
        cancel: ["cancel", "never mind", "nevermind", "stop", "forget it", "abort", "quit"],
        noneOfThem: ["none", "neither", "none of them", "neither of them", "none of those", "neither one", "none of these"],
        negations: ["not", "never", "no longer"],
        determiners: ["a", "an", "the", "my", "your", "this"],
        reasons: ["because", "cause", "cuz", "coz", "so that", "so i can"],
        which: "Which %@?",
        answers: AnswerWords(
            numbers: ["zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                      "nine": 9, "ten": 10, "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
                      "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4,
                      "5th": 5, "6th": 6, "7th": 7, "8th": 8, "9th": 9, "10th": 10],
            ordinalEndings: ["."],
            choice: ["the", "one", "number", "no", "option", "choice"],
            polite: ["please", "pls", "plz", "thanks"],
            by: ["by", "from"],
            more: ["more", "next"],
            quit: ["quit", "exit", ":q"],
            help: ["help", "?", "what can you do", "what can i say", "what can i ask", "what can i do", "help me", "help please",
                   "please help"],
            greeting: ["hello", "hi", "hey", "hello there", "hi there", "hey there", "good morning", "good afternoon",
                       "good evening", "howdy"],
            thanks: ["thanks", "thank you", "thank you very much", "thanks a lot", "thx"],
            farewell: ["bye", "goodbye", "good bye", "bye bye"]))

    static let french = Language(
        code: "fr", elides: true,
        fillers: ["s'il te plaît", "s'il vous plaît", "stp", "svp", "peux-tu", "peux tu",
                  "pouvez-vous", "pourrais-tu", "est-ce que tu peux", "est-ce que", "je veux",
                  "je voudrais", "j'aimerais", "merci", "le", "la", "les", "l'", "un", "une",
                  "mon", "ma", "mes", "moi", "dis siri", "siri", "hé", "l'app", "l'appli",
                  "l'application", "app", "appli", "application", "vite", "maintenant", "en ce moment",
                  "actuellement", "tout de suite", "stp merci", "vas-y", "rapidement", "tu peux",
                  "vous pouvez", "tu pourrais", "m'", "moi", "si ce n'est pas trop demander",
                  "si ça ne te dérange pas", "si ça ne vous dérange pas"],
        functionWords: ["dans", "sur", "avec", "de", "du", "des", "d'", "l'", "le", "la", "les",
                        "à", "au", "aux", "en", "pour", "mon", "ma", "mes", "un", "une", "par", "me", "moi"],
        appPrepositions: ["dans", "sur", "avec", "via", "depuis", "de", "d'", "en"],
        equivalentWords: [["ouvre", "ouvrir", "affiche", "afficher", "montre", "montrer", "voir", "consulte", "consulter"],
                          ["démarre", "démarrer", "lance", "lancer", "commence", "commencer"],
                          ["ajoute", "ajouter", "rajoute", "rajouter"],
                          ["trouve", "trouver", "cherche", "chercher"],
                          ["achète", "acheter", "prends", "prendre"]],
        yes: ["oui", "ouais", "o", "d'accord", "ok", "okay", "bien sûr", "confirmer", "confirme",
              "oui merci", "vas-y", "volontiers"],
        no: ["non", "n", "non merci", "pas maintenant"],
        cancel: ["annuler", "annule", "laisse tomber", "arrête", "stop", "oublie"],
        noneOfThem: ["aucun", "aucune", "aucun des deux", "aucune des deux", "ni l'un ni l'autre", "ni l'une ni l'autre",
                     "aucun d'eux", "aucune d'elles"],
        negations: ["ne", "n'", "pas", "jamais", "plus jamais"],
        determiners: ["un", "une", "le", "la", "les", "l'", "mon", "ma", "mes", "ton", "ta", "tes", "ce", "cet", "cette", "du", "des"],
        reasons: ["parce que", "parce qu'", "car", "puisque", "pour que"],
        which: "Quel %@ ?",
        answers: AnswerWords(
            numbers: ["un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7, "huit": 8,
                      "neuf": 9, "dix": 10, "premier": 1, "premiere": 1, "deuxieme": 2, "second": 2, "seconde": 2,
                      "troisieme": 3, "quatrieme": 4, "cinquieme": 5, "sixieme": 6, "septieme": 7, "huitieme": 8,
                      "neuvieme": 9, "dixieme": 10],
            ordinalEndings: ["."],
            choice: ["le", "la", "l", "numero", "choix", "celui", "celle"],
            polite: ["s", "il", "vous", "te", "plait", "merci"],
            by: ["de", "par", "du"],
            more: ["plus", "suivants"],
            quit: ["quitter"],
            help: ["aide", "aidez-moi", "aide-moi", "que peux-tu faire", "qu'est-ce que tu peux faire", "que puis-je dire",
                   "qu'est-ce que je peux dire", "que pouvez-vous faire"],
            greeting: ["bonjour", "bonsoir", "salut", "coucou", "allô"],
            thanks: ["merci", "merci beaucoup"],
            farewell: ["au revoir"]))

    static let spanish = Language(
        code: "es", elides: true,
        fillers: ["por favor", "porfa", "puedes", "podrías", "podrias", "quiero", "me gustaría",
                  "quisiera", "el", "la", "los", "las", "un", "una", "mi", "mis", "me", "gracias",
                  "oye siri", "oye", "siri", "la app", "app", "aplicación", "la aplicación", "ya", "ahora",
                  "ahora mismo", "en este momento", "porfavor", "porfis", "rápido", "si no es mucha molestia",
                  "si no te importa", "si no le importa"],
        // Chat abbreviations: "lo q estoy leyendo", "muéstramelo xfa".
        contractions: ["q": ["que"], "xfa": ["por", "favor"]],
        functionWords: ["en", "de", "del", "con", "a", "al", "el", "la", "los", "las", "mi", "mis",
                        "un", "una", "para", "por", "me"],
        appPrepositions: ["en", "con", "desde", "de", "mediante"],
        equivalentWords: [["abre", "abrir", "muestra", "mostrar", "muéstrame", "muestrame", "mostrarme", "enseña", "enséñame", "ver", "mira"],
                          ["empieza", "empezar", "inicia", "iniciar", "comienza", "comenzar", "arranca", "arrancar"],
                          ["añade", "añadir", "agrega", "agregar"],
                          ["busca", "buscar", "encuentra", "encontrar"],
                          ["compra", "comprar"]],
        yes: ["sí", "si", "s", "claro", "vale", "ok", "de acuerdo", "confirmar", "confirma", "dale"],
        no: ["no", "n", "no gracias", "ahora no"],
        cancel: ["cancelar", "cancela", "olvídalo", "para", "detener"],
        noneOfThem: ["ninguno", "ninguna", "ninguno de los dos", "ninguna de las dos", "ninguno de ellos",
                     "ninguna de ellas", "ni uno ni otro"],
        negations: ["no", "nunca", "jamás"],
        determiners: ["un", "una", "la", "los", "las", "mis", "tus", "este", "ese", "esa"],
        reasons: ["porque", "ya que", "para que"],
        which: "¿Qué %@?",
        answers: AnswerWords(
            numbers: ["uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8, "nueve": 9,
                      "diez": 10, "primero": 1, "primera": 1, "segundo": 2, "segunda": 2, "tercero": 3, "tercera": 3,
                      "cuarto": 4, "cuarta": 4, "quinto": 5, "quinta": 5, "sexto": 6, "sexta": 6, "septimo": 7,
                      "septima": 7, "octavo": 8, "octava": 8, "noveno": 9, "novena": 9, "decimo": 10, "decima": 10],
            ordinalEndings: [".", "º", "ª"],
            choice: ["el", "la", "numero", "opcion"],
            polite: ["por", "favor", "porfa", "gracias"],
            by: ["de", "por", "del"],
            more: ["mas", "más", "siguientes"],
            quit: ["salir"],
            help: ["ayuda", "ayúdame", "ayuda por favor", "qué puedes hacer", "qué puedo decir", "qué puedo pedir"],
            greeting: ["hola", "buenos días", "buenas tardes", "buenas noches", "buenas", "hola qué tal"],
            thanks: ["gracias", "muchas gracias"],
            farewell: ["adiós", "chao", "hasta luego"]))

    static let portuguese = Language(
        code: "pt", elides: true,
        fillers: ["por favor", "pode", "poderia", "você pode", "quero", "eu quero", "gostaria de",
                  "queria", "o", "a", "os", "as", "um", "uma", "meu", "minha", "meus", "minhas",
                  "obrigado", "obrigada", "e aí siri", "ei siri", "siri", "app", "o app",
                  "aplicativo", "o aplicativo", "agora", "eu", "aí", "neste momento", "no momento",
                  "agora mesmo", "pfv", "pf", "rapidinho", "me", "você", "se não for incômodo",
                  "se não for pedir muito", "se não se importar"],
        // Chat abbreviations and spoken contractions: "vc pode", "oq eu tô lendo", "vá pro mapa".
        contractions: ["vc": ["voce"], "q": ["que"], "oq": ["o", "que"], "pro": ["para", "o"], "pros": ["para", "os"]],
        functionWords: ["em", "no", "na", "nos", "nas", "de", "do", "da", "dos", "das", "com", "o",
                        "a", "os", "as", "meu", "minha", "um", "uma", "para", "pra", "ao", "à", "pelo", "pela"],
        appPrepositions: ["no", "na", "em", "com", "pelo", "pela", "do", "da"],
        equivalentWords: [["abra", "abre", "abrir", "mostre", "mostra", "mostrar", "ver", "veja"],
                          ["comece", "começa", "começar", "inicie", "inicia", "iniciar"],
                          ["adicione", "adiciona", "adicionar", "coloque", "coloca"],
                          ["encontre", "encontra", "encontrar", "ache", "acha", "achar", "procure", "procura"],
                          ["compre", "compra", "comprar"]],
        yes: ["sim", "s", "claro", "ok", "pode ser", "confirmar", "confirma", "isso", "com certeza"],
        no: ["não", "nao", "n", "não obrigado", "agora não"],
        cancel: ["cancelar", "cancela", "esquece", "deixa pra lá", "parar"],
        noneOfThem: ["nenhum", "nenhuma", "nenhum dos dois", "nenhuma das duas", "nenhum deles", "nenhuma delas"],
        negations: ["não", "nunca", "jamais"],
        determiners: ["um", "uma", "o", "a", "os", "as", "meu", "minha", "meus", "minhas", "este", "esse", "essa"],
        reasons: ["porque", "pois", "já que", "para que"],
        which: "Qual %@?",
        answers: AnswerWords(
            numbers: ["um": 1, "uma": 1, "dois": 2, "duas": 2, "tres": 3, "quatro": 4, "cinco": 5, "seis": 6, "sete": 7,
                      "oito": 8, "nove": 9, "dez": 10, "primeiro": 1, "primeira": 1, "segundo": 2, "segunda": 2,
                      "terceiro": 3, "terceira": 3, "quarta": 4, "quinto": 5, "quinta": 5, "sexto": 6, "sexta": 6,
                      "setimo": 7, "setima": 7, "oitavo": 8, "oitava": 8, "nono": 9, "nona": 9, "decimo": 10, "decima": 10],
            ordinalEndings: [".", "º", "ª"],
            choice: ["o", "a", "numero", "opcao", "escolha"],
            polite: ["por", "favor", "pfv", "obrigado", "obrigada"],
            by: ["de", "do", "da", "por"],
            more: ["mais", "proximos", "próximos"],
            quit: ["sair"],
            help: ["ajuda", "me ajuda", "ajuda por favor", "o que você pode fazer", "o que você faz", "o que posso dizer", "o que eu posso dizer"],
            greeting: ["olá", "oi", "bom dia", "boa tarde", "boa noite", "e aí"],
            thanks: ["obrigado", "obrigada", "muito obrigado", "muito obrigada", "valeu"],
            farewell: ["tchau", "até logo", "adeus"]))

    static let japanese = Language(
        code: "ja", writesSpaces: false, lightKana: true,
        fillers: ["ください", "下さい", "してください", "して", "お願いします", "お願い", "おねがい",
                  "ちょっと", "ね", "よ", "を", "に", "で", "の", "は", "が", "へ", "と", "アプリ",
                  "ヘイシリ", "ヘイ", "シリ", "今", "すぐ"],
        functionWords: ["を", "に", "で", "の", "は", "が", "へ", "と", "から", "まで", "て", "る"],
        appPrepositions: ["で", "の", "から", "に"],
        yes: ["はい", "うん", "ええ", "お願いします", "ok", "オーケー", "いいよ", "いいです", "そう", "確認"],
        no: ["いいえ", "いや", "ううん", "やめる", "違う"],
        cancel: ["キャンセル", "やめて", "中止", "取り消し", "やめる"],
        noneOfThem: ["どれでもない", "どちらでもない", "どれも違う", "どちらも違う", "どれもちがう", "どちらもちがう"],
        negations: ["ない", "ません", "なかった"],
        which: "どの%@？",
        answers: AnswerWords(
            numbers: ["一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10],
            ordinalEndings: ["番目", "番", "つ目"],
            more: ["もっと", "次"],
            quit: ["終了"],
            help: ["ヘルプ", "何ができる", "何ができますか", "何ができるの", "何て言えばいい"],
            greeting: ["こんにちは", "こんばんは", "おはよう", "おはようございます", "やあ", "ハロー"],
            thanks: ["ありがとう", "ありがとうございます", "どうも"],
            farewell: ["さようなら", "バイバイ", "またね"]))

    static let all: [Language] = [english, french, spanish, portuguese, japanese]

    /// Languages without word lists, with what is known of how they write names.
    static let others: [Language] = [
        Language(code: "de", possessiveS: true, capitalisesNouns: true),
        Language(code: "nl", possessiveS: true), Language(code: "sv", possessiveS: true),
        Language(code: "da", possessiveS: true), Language(code: "nb", possessiveS: true),
        Language(code: "no", possessiveS: true),
    ]

    /// The language of `locale` (`"pt-BR"` → Portuguese): its tables, or empty ones (English
    /// answers to questions, spaces between words) for a language without them.
    package static func named(_ locale: String) -> Language {
        let code = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return all.first { $0.code == code } ?? others.first { $0.code == code } ?? Language(code: code)
    }
}
