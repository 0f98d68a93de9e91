import Testing
@testable import PhraseMatching

/// The closed lists of the detail recogniser, checked against the language rather than
/// against a few requests: every number from 0 to 59 spelt out, and the days, dates and
/// plurals a request says (review of the tenth round).
@Suite struct DetailTablesTests {
    /// The numbers 0–59 as a speaker of each language writes them (the tens joined to the
    /// units as the language joins them), for `NumberWords`.
    static func spelt(_ language: String) -> [String] {
        switch language {
        case "en":
            let units = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                         "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
            let tens = ["twenty", "thirty", "forty", "fifty"]
            return units + tens.flatMap { ten in [ten] + units[1...9].map { "\(ten)-\($0)" } }
        case "fr":
            let units = ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze",
                         "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf"]
            let tens = ["vingt", "trente", "quarante", "cinquante"]
            return units + tens.flatMap { ten in [ten, "\(ten) et un", "\(ten) et une"] + units[2...9].map { "\(ten)-\($0)" } }
                + ["quatre-vingts", "quatre-vingt-dix", "soixante-dix", "septante", "huitante", "octante", "nonante",
                   "deux cents", "deux millions"]
        case "es":
            return ["cero", "un", "uno", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez",
                    "once", "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve",
                    "veinte", "veintiún", "veintiuno", "veintiuna", "veintidós", "veintitrés", "veinticuatro",
                    "veinticinco", "veintiséis", "veintisiete", "veintiocho", "veintinueve"]
                + ["treinta", "cuarenta", "cincuenta"].flatMap { ten in
                    [ten] + ["uno", "un", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"].map { "\(ten) y \($0)" }
                } + ["dos millones"]
        case "pt":
            let units = ["zero", "um", "uma", "dois", "duas", "três", "quatro", "cinco", "seis", "sete", "oito", "nove",
                         "dez", "onze", "doze", "treze", "catorze", "quatorze", "quinze",
                         "dezesseis", "dezessete", "dezoito", "dezenove",     // Brazil
                         "dezasseis", "dezassete", "dezanove"]                // Portugal
            return units + ["vinte", "trinta", "quarenta", "cinquenta"].flatMap { ten in
                [ten] + ["um", "uma", "dois", "duas", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"].map { "\(ten) e \($0)" }
            } + ["dois milhões"]
        default:
            let digits = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"]
            return ["零", "〇"] + (1...59).map { n in
                (n >= 20 ? digits[n / 10] : "") + (n >= 10 ? "十" : "") + digits[n % 10]
            }
        }
    }

    /// Every word of a number from 0 to 59 is a number of its language (the words that join
    /// tens and units, "et", "y", "e", aside): a detail, never an app's name.
    @Test(arguments: ["en", "fr", "es", "pt-BR", "ja"])
    func everyNumberUpTo59IsANumber(locale: String) {
        let normalizer = Normalizer(locale: locale)
        let language = LocaleRules.language(of: locale).code
        let joiners: Set<String> = ["et", "y", "e"]
        for number in Self.spelt(language) {
            for token in normalizer.tokens(number) where !joiners.contains(token) {
                #expect(NumberWords.isNumber(token, language: language), "\(locale): '\(token)' of '\(number)'")
            }
        }
    }

    /// Days, dates and the plural of a weekday (a habit: "los sábados"), numbers of the
    /// teens and twenties, a day before or after, in each language; a lead before a lead
    /// ("half an hour", as `DetailWords` documents it).
    @Test(arguments: [
        ("en", "book me a taxi to leith in half an hour", ["in", "half", "an", "hour"]),
        ("es", "pon una alarma a las dieciséis", ["a", "las", "dieciseis"]),
        ("es", "en veinticinco minutos", ["en", "veinticinco", "minutos"]),
        ("es", "el veintidós de marzo", ["el", "veintidos", "de", "marzo"]),
        ("es", "todos los sábados", ["los", "sabados"]),
        ("es", "el primer día", ["el", "primer", "dia"]),
        ("es", "anteayer", ["anteayer"]),
        ("pt-BR", "daqui a dezessete minutos", ["a", "dezessete", "minutos"]),
        ("pt-BR", "em dezenove de março", ["em", "dezenove", "de", "marco"]),
        ("pt-BR", "todos os sábados", ["sabados"]),
        ("pt-BR", "anteontem", ["anteontem"]),
        ("pt-BR", "às terças", ["as", "tercas"]),
        ("fr", "tous les lundis", ["lundis"]),
        ("fr", "le lendemain", ["le", "lendemain"]),
        ("fr", "à quatre-vingts minutes", ["a", "quatre", "vingts", "minutes"]),
        ("ja", "3月5日に", ["3", "月", "5", "日", "に"]),
        ("ja", "十二月に", ["十", "二", "月", "に"]),
        ("ja", "来年の春", ["来", "年", "の"]),
        ("ja", "おととい", ["お", "と", "と", "い"]),
    ])
    func daysAndDatesAreMarked(locale: String, line: String, expected: [String]) {
        #expect(DetailWordsTests.marked(line, locale: locale) == expected, "\(locale): \(line)")
    }
}
