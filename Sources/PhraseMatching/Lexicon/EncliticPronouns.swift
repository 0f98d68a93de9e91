/// The object pronouns Spanish writes joined to the end of a command, an infinitive or a
/// gerund ("muéstrame", "dímelo", "apágalas", "borrarlo", "mostrándome"), and the verb
/// they are taken off: the stemmer reads "muéstrame mis alarmas" as "muestra mis alarmas".
///
///     EncliticPronouns.spanish.verb(in: "dimelo")    // "di"
///     EncliticPronouns.spanish.verb(in: "escuela")   // nil: "escue" is no verb form
///
/// Words arrive as the `Normalizer` makes them: the written accent that a joined pronoun
/// brings ("muéstrame", "apágalas", "tráemelo") is gone already, so "muestrame" reads
/// "muestra", as when it is typed without the accent.
///
/// Many words merely end as a pronoun does ("tele", "calle", "sala", "hola", "escuela",
/// "regalo", "tomate", "martes", "hermanos", "terminales"), so a pronoun is taken off only
/// when what is left is a verb form that takes one:
/// 1. one of the one-syllable commands `di`, `da`, `haz`, `pon`, `ten`, `ven` ("dime",
///    "dámelo", "hazlo", "ponme"), but not `ve` ("vela", "velo": candle, veil) or `sal`,
///    and not "danos" (daños, damage);
/// 2. an infinitive or a gerund, where Spanish must join the pronoun: a verb of `verbs`
///    with any pronoun ("verlo", "mostrarnos"); any other gerund ("cocinándolo"); any
///    other infinitive of five letters or more, except before `me`, `te` and `nos`, whose
///    words are nouns more often than not ("desarme", "suerte", "muerte", "cuadernos",
///    "inviernos"), and except the names and loanwords `exceptions` lists ("montecarlo",
///    "converse": not "montecar" or "conver" with a pronoun);
/// 3. the command form, for tú or usted, of a verb of `verbs` ("muestra", "muestre",
///    "apaga", "apague", "enciende", "trae"): that only a listed verb's command reads so
///    keeps "escuela", "regalo" and "tomate" whole ("tomar" is not listed: "tómate" and
///    "tomate" are the same letters once the accent is gone); not before `les`, which is
///    also the plural of every noun and adjective in -l ("terminales", "iniciales").
///
/// Checked against the 86,016 words of Debian's `wspanish` list and their plurals: the
/// words other than verb forms that lose an ending are rare ones (esquirla, madreperla,
/// farándola, abandonos, grandote).
struct EncliticPronouns: Sendable {
    /// The pronouns, alone and in pairs, longest first ("melo" before "lo").
    let pronouns: [String]
    /// The verbs whose commands, infinitives and gerunds take pronouns off, as infinitives.
    let verbs: Set<String>
    /// The command forms of `verbs` (tú and usted), of two syllables or more.
    let commands: Set<String>
    /// The one-syllable commands (rule 1 above).
    let shortCommands: Set<String>
    /// Words that end as a short command and a pronoun but are words of their own.
    let exceptions: Set<String>

    /// What is left of `word` once the pronouns joined to it are taken off, if the rest
    /// is a verb form that takes them (see the type's summary); nil otherwise.
    /// - Complexity: O(p · n): p pronoun forms, n the length of `word`.
    func verb(in word: String) -> String? {
        guard !exceptions.contains(word) else { return nil }
        for pronoun in pronouns where word.hasSuffix(pronoun) {
            let rest = String(word.dropLast(pronoun.count))
            if shortCommands.contains(rest) || verbs.contains(rest) { return rest }
            if let ending = Self.nonFiniteEndings.first(where: { rest.hasSuffix($0) }) {
                guard rest.count - ending.count >= 2 else { continue }
                let isGerund = ending.count > 2
                if isGerund || (rest.count >= 5 && !Self.nounLikePronouns.contains(pronoun)) { return rest }
            } else if pronoun != "les", commands.contains(rest) {
                return rest
            }
        }
        return nil
    }

    /// Infinitive and gerund endings.
    private static let nonFiniteEndings = ["ando", "iendo", "yendo", "ar", "er", "ir"]
    /// Pronouns not taken off an infinitive outside `verbs` (rule 2).
    private static let nounLikePronouns: Set<String> = ["me", "te", "nos"]

    /// Spanish: the verbs of commands people give an app. Regular verbs are listed as
    /// infinitives, their command forms made by rule ("apagar": "apaga", "apague");
    /// irregular and stem-changing ones with their two command forms.
    static let spanish: EncliticPronouns = {
        let regular = """
            abrir activar actualizar agregar ajustar anadir anotar anular apagar apuntar archivar arrancar avisar
            ayudar bajar bloquear borrar buscar calcular cambiar cancelar cantar cargar comentar comparar compartir
            comprar conectar configurar confirmar consultar contestar copiar crear desactivar descargar desconectar
            dictar duplicar editar eliminar encargar ensenar escanear escribir escuchar explicar exportar grabar
            guardar imprimir indicar iniciar instalar leer limpiar llamar llevar localizar mandar marcar mirar
            modificar navegar ocultar ordenar parar pasar pausar preguntar preparar prender programar quitar reanudar
            registrar reiniciar reservar responder revisar silenciar subir suspender terminar verificar
            """.split(whereSeparator: \.isWhitespace).map(String.init)
        let irregular: [String: [String]] = [
            "decir": ["di", "diga"], "hacer": ["haz", "haga"], "poner": ["pon", "ponga"], "tener": ["ten", "tenga"],
            "venir": ["ven", "venga"], "traer": ["trae", "traiga"], "oir": ["oye", "oiga"], "dar": ["da"],
            "ver": ["vea"], "ir": ["vaya"], "leer": ["lee", "lea"], "mostrar": ["muestra", "muestre"],
            "encender": ["enciende", "encienda"], "cerrar": ["cierra", "cierre"], "comenzar": ["comienza", "comience"],
            "empezar": ["empieza", "empiece"], "comprobar": ["comprueba", "compruebe"],
            "convertir": ["convierte", "convierta"], "despertar": ["despierta", "despierte"],
            "detener": ["deten", "detenga"], "devolver": ["devuelve", "devuelva"], "volver": ["vuelve", "vuelva"],
            "elegir": ["elige", "elija"], "encontrar": ["encuentra", "encuentre"], "mover": ["mueve", "mueva"],
            "pedir": ["pide", "pida"], "probar": ["prueba", "pruebe"], "recomendar": ["recomienda", "recomiende"],
            "recordar": ["recuerda", "recuerde"], "renovar": ["renueva", "renueve"], "repetir": ["repite", "repita"],
            "reproducir": ["reproduce", "reproduzca"], "traducir": ["traduce", "traduzca"], "seguir": ["sigue", "siga"],
            "sugerir": ["sugiere", "sugiera"], "transferir": ["transfiere", "transfiera"],
            "enviar": ["envia", "envie"], "reenviar": ["reenvia", "reenvie"], "guiar": ["guia", "guie"],
            "continuar": ["continua", "continue"], "actualizar": ["actualiza", "actualice"],
        ]
        let shortCommands: Set<String> = ["di", "da", "haz", "pon", "ten", "ven"]
        var commands = Set(irregular.values.joined())
        for verb in regular where irregular[verb] == nil { commands.formUnion(commandForms(of: verb)) }
        let single = ["me", "te", "se", "nos", "lo", "la", "los", "las", "le", "les"]
        let pairs = ["me", "te", "se", "nos"].flatMap { first in ["lo", "la", "los", "las", "le", "les"].map { first + $0 } }
        return EncliticPronouns(
            pronouns: (single + pairs).sorted { $0.count > $1.count },
            verbs: Set(regular).union(irregular.keys),
            commands: commands.subtracting(shortCommands).filter { $0.count > 2 },
            shortCommands: shortCommands,
            exceptions: ["danos", "montecarlo", "converse"])
    }()

    /// The tú and usted commands of a regular Spanish verb: "apagar" → "apaga", "apague";
    /// "leer" → "lee", "lea"; with the spelling of the sound before e or a ("buscar" →
    /// "busque", "empezar" → "empiece", "elegir" → "elija", "seguir" → "siga").
    static func commandForms(of infinitive: String) -> [String] {
        let stem = String(infinitive.dropLast(2))
        if infinitive.hasSuffix("ar") {
            let beforeE = stem.hasSuffix("c") ? stem.dropLast() + "qu"
                : stem.hasSuffix("g") ? stem + "u"
                : stem.hasSuffix("z") ? stem.dropLast() + "c" : stem
            return [stem + "a", beforeE + "e"]
        }
        let beforeA = stem.hasSuffix("gu") ? String(stem.dropLast())
            : stem.hasSuffix("g") ? stem.dropLast() + "j"
            : stem.hasSuffix("c") ? stem.dropLast() + "z" : stem
        return [stem + "e", beforeA + "a"]
    }
}
