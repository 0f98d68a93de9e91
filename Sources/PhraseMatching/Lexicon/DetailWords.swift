/// The details a request carries beside what it asks for — numbers, clock times, dates, days,
/// parts of the day, durations, how often and where it is asked — recognised from closed word lists per language, hand-made
/// here (general grammar of each language, no app's words):
///
///     DetailWords(language: "en").marked(["wake", "me", "at", "six", "thirty", "tomorrow"])
///     // [false, false, true, true, true, true]
///
/// "make an alarm for four pm", "book a cab for today evening", "pon una alarma a las seis y
/// media", "réveille-moi à 7h demain": a developer does not make every time or date a
/// parameter, and people say them anyway. The paraphrase level reads a word marked here that
/// no phrase or value of the loaded apps uses as a detail (`Automaton.paraphraseWords`):
/// no other app's name where one would stand ("… for four pm" is no app called "pm"), no
/// unknown word against a shortcut, only `MatchOptions.paraphraseDetailWordWeight`. A word
/// a phrase uses keeps its reading ("today" of "What do I have today").
///
/// Four kinds of words, each a closed list:
/// - `expressions`: details wherever said — weekdays, months, relative days ("today",
///   "demain", "mañana", "amanhã", "明日"), parts of the day, ordinals; the period or frequency
///   a request is made for and the place it is made from, kept as lists of their own (`Lists.periods`,
///   `Lists.places`: "weekly", "of the week", "currently", "here", "outside", "ici", "aquí",
///   "lá fora", "ここ"); numbers in digits and
///   number words (`NumberWords`) too, so "twenty five" and "six thirty" are two marked words,
///   but a run of numbers alone only where an introducer is right before it ("at six
///   thirty", "for 2"): "what is two times two" is about its numbers;
/// - `units`: details beside another detail or a lead only — clock and duration units ("pm",
///   "h", "minutes", "horas", "時"), connectors of a time ("seis y media", "sete e meia"),
///   months that are also verbs ("may", "march"): "for ten minutes", "four p m";
/// - `leads`: words that make the unit beside them a detail, and are one then ("next week",
///   "this weekend", "la semaine prochaine", "half an hour");
/// - `introducers`: the prepositions and articles that introduce a detail ("at", "for",
///   "on", "à", "a las", "às"), marked when the word after them is a detail; in Japanese the
///   particle after one ("7時に", "明日の").
///
/// `routeStarts` and `routeEnds` are the two prepositions of a route, "from … to …", "de … à
/// …", "de … a …", "de … para …", "…から…まで": a place said after one, with the other said
/// too, is the route's end, no app's name (`Automaton.paraphrase`).
struct DetailWords: Sendable {
    let expressions: Set<String>
    let units: Set<String>
    let leads: Set<String>
    let introducers: Set<String>
    let routeStarts: Set<String>
    let routeEnds: Set<String>
    /// The language code (`NumberWords`).
    let language: String
    /// Whether a token may hold several words of the lists (Japanese is written without
    /// spaces: "明日朝" is "明日" and "朝"), so a token is read as a run of them.
    let segments: Bool
    /// The longest entry of `expressions` and `units`, in tokens (multiword entries: "fin de semana").
    private let longest: Int
    /// The first tokens of the multiword entries: only there is a longer entry looked up.
    private let multiwordHeads: Set<String>
    /// In a language written without spaces, the entries with their tokens joined again.
    private let expressionPieces: Set<String>
    private let unitPieces: Set<String>
    /// What each one-token entry of the lists is, and the number words of the language
    /// (`NumberWords`), so that `marked` looks each typed token up once.
    private let kinds: [String: Kind]

    /// The lists a one-token entry is in (`kinds`).
    private struct Kind: OptionSet {
        let rawValue: UInt8
        static let expression = Kind(rawValue: 1)
        static let unit = Kind(rawValue: 2)
        static let lead = Kind(rawValue: 4)
        static let introducer = Kind(rawValue: 8)
        /// The first token of a multiword entry.
        static let multiwordHead = Kind(rawValue: 16)
        /// A number word, or (found per token, not kept) digits or numerals.
        static let number = Kind(rawValue: 32)
    }

    /// The lists of `language` (a locale or language code), each entry made tokens by
    /// `tokens` (the locale's normaliser: accents folded as typed words are).
    init(language locale: String, tokens: (String) -> [String] = { $0.split(separator: " ").map(String.init) }) {
        let code = LocaleRules.language(of: locale).code
        let lists = Self.lists[code] ?? Lists()
        func normalised(_ words: [String]) -> Set<String> {
            Set(words.map { tokens($0).joined(separator: " ") }.filter { !$0.isEmpty })
        }
        language = code
        segments = code == "ja"
        expressions = normalised(lists.expressions + lists.periods + lists.places)
        units = normalised(lists.units)
        leads = normalised(lists.leads)
        introducers = normalised(lists.introducers)
        routeStarts = normalised(lists.routeStarts)
        routeEnds = normalised(lists.routeEnds)
        let entries = expressions.union(units)
        longest = entries.map { $0.split(separator: " ").count }.max() ?? 1
        multiwordHeads = Set(entries.filter { $0.contains(" ") }.compactMap { $0.split(separator: " ").first.map(String.init) })
        expressionPieces = segments ? Set(expressions.map { $0.replacingOccurrences(of: " ", with: "") }) : []
        unitPieces = segments ? Set(units.map { $0.replacingOccurrences(of: " ", with: "") }) : []
        var kinds: [String: Kind] = [:]
        for (list, kind) in [(expressions, Kind.expression), (units, .unit), (leads, .lead), (introducers, .introducer),
                             (multiwordHeads, .multiwordHead), (NumberWords.words[code] ?? [], .number)] {
            for entry in list where !entry.contains(" ") { kinds[entry, default: []].insert(kind) }
        }
        self.kinds = kinds
    }

    /// Whether the preposition ending at `position`, before the words up to `last`, introduces
    /// one end of a route whose other end is said too (`routeStarts`, `routeEnds`):
    /// "from mumbai to goa", "to goa from mumbai", "de paris à lyon", "東京から大阪まで" (the
    /// other preposition anywhere else in the line, not right beside this one). Those words
    /// are a place, no app's name.
    /// - Complexity: O(n × k) in the tokens and the route words' tokens.
    func isRouteEnd(_ position: Int, last: Int, in tokens: [String]) -> Bool {
        // The route words ending at `end` (a Japanese particle is several tokens: "か", "ら").
        func role(endingAt end: Int) -> (start: Bool, end: Bool, length: Int)? {
            for length in 1...3 where end - length + 1 >= 0 {
                let text = length == 1 ? tokens[end] : tokens[(end - length + 1)...end].joined(separator: " ")
                let starts = routeStarts.contains(text), ends = routeEnds.contains(text)
                if starts || ends { return (starts, ends, length) }
            }
            return nil
        }
        guard position >= 0, position < tokens.count, let this = role(endingAt: position) else { return false }
        let lower = position - this.length + 1
        // (A particle after the words ends up to 3 tokens after them: "ま", "で".)
        for other in tokens.indices where other <= last + 3 && (other < lower - 1 || other > position + 1) {
            guard let that = role(endingAt: other), other - that.length + 1 > position + 1 || other < lower - 1 else { continue }
            if (this.start && that.end) || (this.end && that.start) { return true }
        }
        return false
    }

    /// For each token, whether it is part of a detail expression: a number, an expression,
    /// a unit beside a detail or a lead, a lead beside a unit, and the introducers before one
    /// (after one in Japanese).
    /// - Complexity: O(n × k) in the tokens and the longest entry (a few passes, each linear).
    func marked(_ tokens: [String]) -> [Bool] {
        var mark = [Bool](repeating: false, count: tokens.count)
        guard !tokens.isEmpty else { return mark }
        // Each token looked up once: what it is in the lists, and whether it is a number.
        let kind = tokens.map { token in
            var kind = kinds[token] ?? []
            // Digits the way `NumberWords` reads them: "things3" is a name, not a number.
            if Normalizer.containsNumber(token), NumberWords.isNumber(token, language: language) { kind.insert(.number) }
            return kind
        }
        // Nothing a detail starts from (a number, an expression, a unit, the first word of a
        // longer entry): no token is marked, as every pass below would find.
        if !segments, !kind.contains(where: { !$0.isDisjoint(with: [.number, .expression, .unit, .multiwordHead]) }) {
            return mark
        }
        var unit = [Bool](repeating: false, count: tokens.count)
        var i = 0
        while i < tokens.count {
            if kind[i].contains(.number) || (segments && readsAsDetails(tokens[i])) {
                mark[i] = true
                i += 1
                continue
            }
            // The longest entry starting here ("fin de semana" before "semana").
            var matched = false
            let widest = kind[i].contains(.multiwordHead) ? min(longest, tokens.count - i) : 1
            for length in stride(from: widest, through: 1, by: -1) {
                let text = length == 1 ? nil : tokens[i..<(i + length)].joined(separator: " ")
                if text.map(expressions.contains) ?? kind[i].contains(.expression) {
                    for k in i..<(i + length) { mark[k] = true }
                    i += length
                    matched = true
                    break
                }
                if text.map(units.contains) ?? kind[i].contains(.unit) {
                    for k in i..<(i + length) { unit[k] = true }
                    i += length
                    matched = true
                    break
                }
            }
            if !matched { i += 1 }
        }
        // Units beside a detail or a lead, and leads beside a unit so marked or before a lead
        // so marked: until nothing changes ("four p m": "p" after "four", then "m" after "p";
        // "half an hour": "an" before "hour", then "half" before "an"), at most a few passes.
        for _ in 0..<4 {
            var changed = false
            for k in tokens.indices where !mark[k] {
                let before = k > 0 && (mark[k - 1] || kind[k - 1].contains(.lead))
                let after = k + 1 < tokens.count && (mark[k + 1] || kind[k + 1].contains(.lead))
                if unit[k], before || after {
                    mark[k] = true
                    changed = true
                } else if kind[k].contains(.lead),
                          (k + 1 < tokens.count && mark[k + 1] && (unit[k + 1] || kind[k + 1].contains(.lead)))
                              || (k > 0 && mark[k - 1] && unit[k - 1]) {
                    mark[k] = true
                    changed = true
                }
            }
            if !changed { break }
        }
        // A number alone is a detail only where a preposition introduces it ("at seven",
        // "for 2"): a run of numbers with nothing else of a time or date beside it is what
        // the request is about ("what is two times two", "radio one", "play list five").
        var k = 0
        while k < tokens.count {
            guard mark[k] else { k += 1; continue }
            var end = k
            while end + 1 < tokens.count, mark[end + 1] { end += 1 }
            let introduced = segments ? end + 1 < tokens.count && kind[end + 1].contains(.introducer)
                : k > 0 && kind[k - 1].contains(.introducer)
            if !introduced, (k...end).allSatisfy({ kind[$0].contains(.number) }) {
                for j in k...end { mark[j] = false }
            }
            k = end + 1
        }
        // Introducers: before a detail ("at", "a las"), read right to left so a chain is
        // marked whole; in Japanese the particle after one.
        if segments {
            for k in tokens.indices.dropFirst() where !mark[k] && mark[k - 1] && kind[k].contains(.introducer) { mark[k] = true }
        } else {
            for k in tokens.indices.reversed() where k + 1 < tokens.count && !mark[k] && mark[k + 1]
                && kind[k].contains(.introducer) {
                mark[k] = true
            }
        }
        return mark
    }

    /// Whether `token` is a number in digits or numerals, or a number word of the language.
    func isNumber(_ token: String) -> Bool {
        NumberWords.isNumber(token, language: language)
    }

    /// Whether `token`, in a language written without spaces, is a run of numbers and
    /// details: "明日朝", "7時", "午後三時半" (numerals, expressions and units in any order,
    /// a unit only after a number or an expression).
    /// - Complexity: O(n × m) in the token's characters and the longest entry.
    private func readsAsDetails(_ token: String) -> Bool {
        let characters = Array(token)
        guard !characters.isEmpty, characters.count <= 32 else { return false }
        // reachable[k]: the first k characters are a run of details; sawDetail[k]: a number or
        // an expression ended there, so a unit may follow.
        var reachable = [Bool](repeating: false, count: characters.count + 1)
        reachable[0] = true
        var sawDetail = [Bool](repeating: false, count: characters.count + 1)
        for start in characters.indices where reachable[start] {
            if Normalizer.containsNumber(String(characters[start])) {
                reachable[start + 1] = true
                sawDetail[start + 1] = true
            }
            for end in (start + 1)...characters.count {
                let piece = String(characters[start..<end])
                if expressionPieces.contains(piece) || (unitPieces.contains(piece) && sawDetail[start]) {
                    reachable[end] = true
                    sawDetail[end] = true
                }
            }
        }
        return reachable[characters.count] && sawDetail[characters.count]
    }

    /// The word lists of one language, as typed.
    private struct Lists {
        var expressions: [String] = []
        /// Periods and frequencies ("weekly", "of the week", "currently", "quotidien", "semanal"):
        /// when or how often, said of any request, read as `expressions`. The adverbs and
        /// adjectives of frequency and of the present time each language's grammars list, and
        /// the period said with "of the" ("the weather of the week", "la météo de la semaine");
        /// "now", "right now", "maintenant", "ahora", "agora", "今" are fillers already (`Language`).
        /// Not "of the day": "X of the day" mostly names a thing ("song of the day", "the end of
        /// the day"; measured, a false accept on the fresh dev requests).
        var periods: [String] = []
        /// Place deixis: where the speaker is ("here", "outside", "in my area", "ici", "dehors",
        /// "aquí", "lá fora", "ここ"), the place adverbs and pronoun phrases that point at the
        /// speaker's place in each language's grammars, read as `expressions`: a request made
        /// from where one is, whatever it asks for. Not the words of nearness ("near me",
        /// "nearby", "around me", "près de moi", "cerca de mí", "perto de mim", "近く"): they ask
        /// to find something close, a search, which says against a shortcut that finds nothing
        /// (measured on the dev requests: "search for pizza nearby" found a recipe, "list events
        /// nearby new york" added an event).
        var places: [String] = []
        var units: [String] = []
        var leads: [String] = []
        var introducers: [String] = []
        var routeStarts: [String] = []
        var routeEnds: [String] = []
    }

    private static let lists: [String: Lists] = [
        "en": Lists(
            expressions: ["today", "todays", "tonight", "tonite", "tomorrow", "tomorrows", "tmrw", "tmr", "tommorow",
                          "tomorow", "yesterday", "weekend", "weekends", "morning", "mornings", "afternoon", "afternoons",
                          "evening", "evenings", "night", "noon", "midday", "midnight", "oclock", "o'clock", "o clock",
                          "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mondays",
                          "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays",
                          "january", "february", "april", "june", "july", "august", "september", "october",
                          "november", "december",
                          "first", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
                          "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
                          "eighteenth", "nineteenth", "twentieth", "thirtieth"],
            periods: ["weekly", "daily", "hourly", "nightly", "monthly", "yearly", "annually", "fortnightly",
                      "currently", "presently", "at the moment", "at present", "of the week",
                      "of the month", "of the year"],
            places: ["here", "around here", "in here", "in my area", "in the area", "outside", "outdoors", "locally",
                     "where i am"],
            units: ["am", "pm", "a", "p", "m", "minute", "minutes", "min", "mins", "hour", "hours", "hr", "hrs",
                    "second", "seconds", "sec", "secs", "day", "days", "week", "weeks", "month", "months", "year",
                    "years", "nights", "quarter", "past", "may", "march"],
            leads: ["next", "this", "last", "every", "each", "coming", "a", "an", "half", "couple", "few"],
            introducers: ["at", "on", "for", "in", "by", "until", "till", "til", "before", "after", "around", "about",
                          "from", "to", "the", "of", "within"],
            routeStarts: ["from"], routeEnds: ["to"]),
        "fr": Lists(
            expressions: ["aujourd'hui", "aujourdhui", "demain", "hier", "soir", "soiree", "matin", "matinee", "midi",
                          "minuit", "nuit", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
                          "janvier", "février", "avril", "juin", "juillet", "août", "septembre", "octobre", "novembre",
                          "décembre", "lundis", "mardis", "mercredis", "jeudis", "vendredis", "samedis", "dimanches",
                          "lendemain", "surlendemain", "premier", "première", "deuxième", "troisième", "quatrième", "cinquième",
                          "sixième", "septième", "huitième", "neuvième", "dixième", "week-end", "weekend"],
            periods: ["quotidien", "quotidienne", "quotidiens", "quotidiennes", "hebdomadaire", "hebdomadaires",
                      "mensuel", "mensuelle", "mensuels", "mensuelles", "annuel", "annuelle", "annuels", "annuelles",
                      "à l'heure actuelle", "de la semaine", "du mois", "de l'année"],
            places: ["ici", "par ici", "dans le coin", "dans mon quartier", "dehors", "à l'extérieur"],
            units: ["minute", "minutes", "min", "heure", "heures", "h", "seconde", "secondes", "jour", "jours",
                    "semaine", "semaines", "mois", "an", "ans", "année", "années", "quart", "demie", "demi", "et",
                    "moins", "mars", "mai"],
            leads: ["prochain", "prochaine", "dernier", "dernière", "ce", "cet", "cette", "chaque", "tous", "toutes",
                    "les", "une", "demi", "quelques"],
            introducers: ["à", "au", "le", "la", "l'", "pour", "vers", "dans", "en", "avant", "après", "jusqu'à",
                          "depuis", "de", "du", "des", "d'", "entre", "dès", "sur"],
            routeStarts: ["de", "du", "des", "d'", "depuis"], routeEnds: ["à", "au", "aux", "jusqu'à", "vers", "pour"]),
        "es": Lists(
            expressions: ["hoy", "mañana", "pasado mañana", "ayer", "anoche", "noche", "tarde", "madrugada",
                          "mediodía", "medianoche", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado",
                          "domingo", "sábados", "domingos", "anteayer", "anteanoche", "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
                          "septiembre", "setiembre", "octubre", "noviembre", "diciembre", "primero", "primera",
                          "primer", "tercero", "tercera", "tercer", "quinto", "quinta", "sexto", "sexta", "séptimo",
                          "séptima", "octavo", "octava", "noveno", "novena", "décimo", "décima", "fin de semana", "finde"],
            periods: ["diario", "diaria", "diarios", "diarias", "semanal", "semanales", "mensual", "mensuales",
                      "anual", "anuales", "actualmente", "de la semana", "del mes", "del año"],
            places: ["aquí", "acá", "por aquí", "por acá", "afuera", "fuera", "en mi zona", "en la zona", "por la zona"],
            units: ["minuto", "minutos", "min", "hora", "horas", "segundo", "segundos", "día", "días", "semana",
                    "semanas", "mes", "meses", "año", "años", "y", "media", "cuarto", "menos", "en punto", "pm", "am", "h"],
            leads: ["próximo", "próxima", "este", "esta", "cada", "todos", "todas", "los", "las", "una", "medio",
                    "pasado", "pasada", "unos", "unas"],
            introducers: ["a", "al", "las", "la", "el", "los", "en", "para", "por", "desde", "hasta", "antes",
                          "después", "de", "del", "sobre", "entre"],
            routeStarts: ["de", "del", "desde"], routeEnds: ["a", "al", "hasta", "para"]),
        "pt": Lists(
            expressions: ["hoje", "amanhã", "depois de amanhã", "ontem", "noite", "manhã", "tarde", "madrugada",
                          "meio-dia", "meia-noite", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira",
                          "sexta-feira", "terça", "quarta", "quinta", "sexta", "sábado", "domingo", "segundas-feiras",
                          "terças-feiras", "quartas-feiras", "quintas-feiras", "sextas-feiras", "terças", "quartas",
                          "quintas", "sextas", "sábados", "domingos", "anteontem", "janeiro",
                          "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
                          "novembro", "dezembro", "primeiro", "primeira", "terceiro", "terceira", "quinto", "sexto", "sétimo", "sétima",
                          "oitavo", "oitava", "nono", "nona", "décimo", "décima", "fim de semana"],
            periods: ["diário", "diária", "diários", "diárias", "semanal", "semanais", "mensal", "mensais", "anual",
                      "anuais", "atualmente", "da semana", "do mês", "do ano"],
            places: ["aqui", "por aqui", "lá fora", "na minha região", "na região"],
            units: ["minuto", "minutos", "min", "hora", "horas", "h", "segundo", "segundos", "segunda", "dia", "dias",
                    "semana", "semanas", "mês", "meses", "ano", "anos", "e", "meia", "quarto", "pm", "am", "feira", "segundas", "feiras"],
            leads: ["próximo", "próxima", "este", "esta", "essa", "cada", "todo", "todos", "todas", "os", "as",
                    "uma", "meia", "passado", "passada", "uns", "umas"],
            introducers: ["a", "às", "ao", "o", "em", "no", "na", "para", "pra", "por", "até", "antes", "depois",
                          "de", "do", "da", "desde", "entre", "pelas", "pela", "lá"],
            routeStarts: ["de", "do", "da", "desde"], routeEnds: ["para", "pra", "a", "ao", "até"]),
        "ja": Lists(
            expressions: ["今日", "きょう", "明日", "あした", "あす", "明後日", "あさって", "昨日", "きのう", "今夜",
                          "今晩", "今朝", "けさ", "朝", "昼", "夜", "夕方", "午前", "午後", "正午", "深夜", "週末",
                          "来週", "今週", "先週", "来月", "今月", "毎日", "毎朝", "毎晩", "月曜日", "火曜日",
                          "水曜日", "木曜日", "金曜日", "土曜日", "日曜日", "月曜", "火曜", "水曜", "木曜",
                          "金曜", "土曜", "日曜", "一昨日", "おととい", "明朝", "今年", "来年", "去年", "毎週", "毎月",
                          "毎年", "午前中", "夜中"],
            periods: ["現在", "毎時", "毎週", "毎月"],
            places: ["この辺", "この辺り", "ここ", "外"],
            units: ["時", "分", "秒", "時間", "日", "月", "週", "週間", "か月", "ヶ月", "年", "半", "頃", "ごろ", "前", "後", "間"],
            introducers: ["に", "から", "まで", "の", "で", "は"],
            routeStarts: ["から"], routeEnds: ["まで", "へ"]),
    ]
}
