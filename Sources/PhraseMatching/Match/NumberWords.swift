/// Numbers said in words, per language: a number is a detail of a request (a time, a
/// road, a quantity), never an app's name, so the paraphrase level does not read one where
/// a name would be as another app ("how is the traffic on I twenty five").
enum NumberWords {
    /// Whether `token` (normalised, lowercase) is a number in digits or
    /// numerals (Japanese 五 too), or a number word of `language`.
    ///
    /// A number in digits may carry one letter ("i25" of a road, "4k", "7時"), an ordinal or
    /// clock suffix ("21st", "5pm", "2eme", "30min"; Spanish "2do" and "3ro" in Spanish only:
    /// elsewhere "2do" is an app's name) or a unit's symbol ("5km", "500ml", "20mb"), but no
    /// more: "things3", "1password" and "f1tv" are names (another app's, said where one
    /// goes), not details.
    static func isNumber(_ token: String, language: String) -> Bool {
        if Normalizer.containsNumber(token) {
            var rest = token.unicodeScalars
            rest.removeAll { scalar in
                (scalar.isASCII ? (0x30...0x39).contains(scalar.value) : scalar.properties.numericType != nil)
                    || numberPunctuation.contains(scalar)
            }
            guard rest.count > 1 else { return true }
            let suffix = String(rest)
            return suffixes.contains(suffix) || units.contains(suffix) || ordinals[language]?.contains(suffix) == true
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

    /// The symbols of units written right after a number, the same in the five languages
    /// (SI and imperial length, mass, volume, speed, data, frequency, energy): "5km",
    /// "500ml", "20mb". Not "mp" ("mp3" is a format's name) nor "px" ("500px" an app's).
    private static let units: Set<String> = [
        "km", "cm", "mm", "mi", "ft", "yd", "yds", "kg", "mg", "lb", "lbs", "oz", "ml", "cl", "dl",
        "mph", "kmh", "kph", "kb", "mb", "gb", "tb", "hz", "khz", "mhz", "ghz", "kw", "kwh", "mah", "cal", "kcal", "bpm",
    ]

    /// Ordinal endings written right after a number in one language only (accents folded):
    /// French "1ère", "2nde" (première, seconde); Spanish "1ro", "2do", "3ra", "4to", "7mo",
    /// "8vo", "9no": the ordinal's last letters after the figure, as the RAE's abbreviations
    /// write them raised ("2.º", "3.ª", *Ortografía* 2010) and typing writes them inline.
    private static let ordinals: [String: Set<String>] = [
        "fr": ["ere", "eres", "nd", "nde", "ndes", "emes"],
        "es": ["ro", "ra", "do", "da", "to", "ta", "mo", "ma", "vo", "va", "no", "na", "ros", "ras", "dos", "das"],
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
