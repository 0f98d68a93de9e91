/// Numbers said in words, per language: a number is a detail of a request (a time, a
/// road, a quantity), never an app's name, so the paraphrase level does not read one where
/// a name would be as another app ("how is the traffic on I twenty five").
enum NumberWords {
    /// Whether `token` (normalised, lowercase) is a number in digits or
    /// numerals (Japanese 五 too), or a number word of `language`.
    static func isNumber(_ token: String, language: String) -> Bool {
        if Normalizer.containsNumber(token) { return true }
        return words[language]?.contains(token) == true
    }

    /// The number words of each language, by language code.
    static let words: [String: Set<String>] = [
        "en": ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
               "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty",
               "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "thousand", "million"],
        "fr": ["zero", "un", "une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze",
               "treize", "quatorze", "quinze", "seize", "vingt", "trente", "quarante", "cinquante", "soixante", "cent",
               "mille", "million", "zéro",
               // The plurals ("quatre-vingts", "deux cents") and the Belgian and Swiss tens.
               "vingts", "cents", "millions", "septante", "huitante", "octante", "nonante"],
        "es": ["cero", "uno", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once",
               "doce", "trece", "catorce", "quince", "veinte", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta",
               "ochenta", "noventa", "cien", "ciento", "mil", "millon", "millón",
               // "un" before a noun ("un minuto"), and the teens and twenties written as one word
               // (as typed with accents folded too: "dieciseis").
               "un", "dieciséis", "dieciseis", "diecisiete", "dieciocho", "diecinueve", "veintiuno", "veintiuna",
               "veintiún", "veintiun", "veintidós", "veintidos", "veintitrés", "veintitres", "veinticuatro",
               "veinticinco", "veintiséis", "veintiseis", "veintisiete", "veintiocho", "veintinueve", "millones"],
        "pt": ["zero", "um", "uma", "dois", "duas", "tres", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez", "onze",
               "doze", "treze", "catorze", "quatorze", "quinze", "vinte", "trinta", "quarenta", "cinquenta", "sessenta",
               "setenta", "oitenta", "noventa", "cem", "cento", "mil", "milhao", "três", "milhão",
               // The teens of Brazil and of Portugal, and the plural of a million.
               "dezesseis", "dezessete", "dezoito", "dezenove", "dezasseis", "dezassete", "dezanove", "milhoes", "milhões"],
    ]
}
