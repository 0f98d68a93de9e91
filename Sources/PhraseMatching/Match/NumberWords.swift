/// Numbers said in words, per language: a number is a detail of a request (a time, a
/// road, a quantity), never an app's name, so the paraphrase level does not read one where
/// a name would be as another app ("how is the traffic on I twenty five").
enum NumberWords {
    /// Whether `token` (normalised, lowercase) is a number in digits or
    /// numerals (Japanese 五 too), or a number word of `language`.
    ///
    /// A number in digits may carry one letter ("i25" of a road, "4k", "7時") or an ordinal or
    /// clock suffix ("21st", "5pm", "2eme", "30min"), but no more: "things3", "1password" and
    /// "f1tv" are names (another app's, said where one goes), not details.
    static func isNumber(_ token: String, language: String) -> Bool {
        if Normalizer.containsNumber(token) {
            var rest = token.unicodeScalars
            rest.removeAll { scalar in
                (scalar.isASCII ? (0x30...0x39).contains(scalar.value) : scalar.properties.numericType != nil)
                    || numberPunctuation.contains(scalar)
            }
            return rest.count <= 1 || suffixes.contains(String(rest))
        }
        return words[language]?.contains(token) == true
    }

    /// What may be written inside a number: "1.5", "10,000", "10:30".
    private static let numberPunctuation: Set<Unicode.Scalar> = [".", ",", ":", "'"]

    /// Ordinal and clock suffixes written right after a number, in the five languages
    /// (accents folded as typed tokens are): "1st", "2nd", "3rd", "4th", "5pm", "2h30",
    /// "1er", "1re", "2eme", "1os", "3as", "10hs".
    private static let suffixes: Set<String> = [
        "st", "nd", "rd", "th", "am", "pm", "hr", "hrs", "hs", "min", "mins", "sec", "secs",
        "er", "re", "eme", "ème", "os", "as",
    ]

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
