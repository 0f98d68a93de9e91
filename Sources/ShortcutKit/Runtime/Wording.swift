import Foundation
import PhraseMatching

/// What the conversation says, in one place: in the conversation's language (English,
/// French, Spanish, Portuguese, Japanese) for what a user reads in a dialogue, in English
/// for failures a developer reads.
///
///     Wording(language: "fr").cancelled   // "Annulé."
package struct Wording: Sendable {
    /// The language code (`"fr"`); any other than the five is English.
    let language: String
    /// What stands between two sentences: a space, or nothing in Japanese.
    let sentenceGap: String
    /// What stands between the items of a list: ", " or "、".
    private let listSeparator: String

    package init(language: String) {
        self.language = language
        let spaced = Language.named(language).writesSpaces
        sentenceGap = spaced ? " " : ""
        listSeparator = spaced ? ", " : "、"
    }

    private func pick(_ en: String, fr: String, es: String, pt: String, ja: String) -> String {
        switch language {
        case "fr": fr
        case "es": es
        case "pt": pt
        case "ja": ja
        default: en
        }
    }

    /// 'text' in the language's quotes: « text » in French, as the apps' own French dialogs write it.
    private func quoted(_ text: String) -> String {
        switch language {
        case "ja": "「\(text)」"
        case "fr": "« \(text) »"
        default: "'\(text)'"
        }
    }

    /// A yes-or-no parameter asked by its title: "Include archived" → "Include archived?"
    /// (a title already a question is kept; Spanish opens it with "¿").
    func question(_ title: String) -> String {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("?") || trimmed.hasSuffix("？") { return trimmed }
        switch language {
        case "ja": return trimmed + "？"
        case "fr": return trimmed + " ?"
        case "es": return "¿" + trimmed + "?"
        default: return trimmed + "?"
        }
    }

    var cancelled: String { pick("Cancelled.", fr: "Annulé.", es: "Cancelado.", pt: "Cancelado.", ja: "キャンセルしました。") }
    var whichOne: String { pick("Which one?", fr: "Lequel ?", es: "¿Cuál?", pt: "Qual?", ja: "どれですか？") }
    var whichApp: String { pick("Which app?", fr: "Quelle app ?", es: "¿Qué app?", pt: "Qual app?", ja: "どのアプリですか？") }
    var yesOrNo: String {
        pick("Please answer yes or no, or 'cancel'.", fr: "Répondez par oui ou par non, ou « annuler ».",
             es: "Responde sí o no, o 'cancelar'.", pt: "Responda sim ou não, ou 'cancelar'.",
             ja: "「はい」か「いいえ」で答えるか、「キャンセル」と入力してください。")
    }
    /// How to answer a question with options, or leave it.
    var optionsHelp: String {
        pick("Say a number or a name, or 'cancel'.", fr: "Dites un numéro ou un nom, ou « annuler ».",
             es: "Di un número o un nombre, o 'cancelar'.", pt: "Diga um número ou um nome, ou 'cancelar'.",
             ja: "番号か名前を入力するか、「キャンセル」と入力してください。")
    }
    /// How to answer a question without options, or leave it.
    var retryHelp: String {
        pick("Try again, or say 'cancel'.", fr: "Réessayez, ou dites « annuler ».", es: "Inténtalo de nuevo, o di 'cancelar'.",
             pt: "Tente de novo, ou diga 'cancelar'.", ja: "もう一度入力するか、「キャンセル」と入力してください。")
    }
    /// An answer ("yes", "2") with no question open. `help`: the `shortcuts` tool's chat
    /// answers 'help', and the message names it; the API, which has no such word, does not.
    func nothingToAnswer(help: Bool = false) -> String {
        guard help else {
            return pick("There is no question to answer: type a command.",
                        fr: "Aucune question n'est posée : tapez une commande.",
                        es: "No hay ninguna pregunta que responder: escribe una orden.",
                        pt: "Não há pergunta para responder: digite um comando.",
                        ja: "答える質問はありません。コマンドを入力してください。")
        }
        return pick("There is no question to answer: type a command, or 'help' to see some.",
                    fr: "Aucune question n'est posée : tapez une commande, ou « aide » pour en voir.",
                    es: "No hay ninguna pregunta que responder: escribe una orden, o 'ayuda' para ver algunas.",
                    pt: "Não há pergunta para responder: digite um comando, ou 'ajuda' para ver alguns.",
                    ja: "答える質問はありません。コマンドを入力するか、「ヘルプ」で例を見てください。")
    }
    var nothingToCancel: String {
        pick("There is nothing to cancel.", fr: "Il n'y a rien à annuler.", es: "No hay nada que cancelar.",
             pt: "Não há nada para cancelar.", ja: "キャンセルするものはありません。")
    }

    /// The line after a list of options cut short: "… and 23 more: type a name." (a
    /// terminal indents it under the options).
    func more(_ count: Int) -> String {
        pick("… and \(count) more: type a name.", fr: "… et \(count) de plus : tapez un nom.",
             es: "… y \(count) más: escribe un nombre.", pt: "… e mais \(count): digite um nome.",
             ja: "…ほか\(count)件：名前を入力してください。")
    }

    /// The chat's first lines: the apps loaded, a phrase to try, how to see more and how
    /// to leave.
    package func greeting(apps: [String], example: String?) -> String {
        let list = apps.joined(separator: ", ")
        let appsLine = pick("Apps: \(list).", fr: "Apps : \(list).", es: "Apps: \(list).", pt: "Apps: \(list).",
                            ja: "アプリ：\(apps.joined(separator: "、"))。")
        let leave = pick("Type 'help' to see what you can say, 'quit' to leave.",
                         fr: "Tapez « aide » pour voir ce que vous pouvez dire, « quitter » pour sortir.",
                         es: "Escribe 'ayuda' para ver qué puedes decir, 'salir' para salir.",
                         pt: "Digite 'ajuda' para ver o que você pode dizer, 'sair' para sair.",
                         ja: "言えることを見るには「ヘルプ」、終わるには「終了」と入力してください。")
        guard let example else { return appsLine + "\n" + leave }
        let e = quoted(example)
        let tryLine = pick("Try \(e).", fr: "Essayez \(e).", es: "Prueba \(e).", pt: "Experimente \(e).", ja: "\(e)と試してみてください。")
        return appsLine + "\n" + tryLine + sentenceGap + leave
    }

    /// The chat's answer to a greeting ("hello"): a greeting, and how to go on.
    package var greetedBack: String {
        pick("Hello! Type a command, or 'help' to see what you can say.",
             fr: "Bonjour ! Tapez une commande, ou « aide » pour voir ce que vous pouvez dire.",
             es: "¡Hola! Escribe una orden, o 'ayuda' para ver qué puedes decir.",
             pt: "Olá! Digite um comando, ou 'ajuda' para ver o que você pode dizer.",
             ja: "こんにちは。コマンドを入力するか、言えることを見るには「ヘルプ」と入力してください。")
    }

    /// The chat's answer to thanks.
    package var welcome: String {
        pick("You're welcome.", fr: "Avec plaisir.", es: "De nada.", pt: "De nada.", ja: "どういたしまして。")
    }

    /// What `help` shows: a phrase of each shortcut of each app, then how to leave.
    package func help(examples: [(app: String, phrases: [String])]) -> String {
        var lines = [pick("Things you can say:", fr: "Vous pouvez dire :", es: "Puedes decir:", pt: "Você pode dizer:",
                          ja: "こんなふうに話しかけられます：")]
        for (app, phrases) in examples {
            lines.append("  \(app)")
            lines += phrases.map { "    \($0)" }
        }
        lines.append(pick("Answer questions with a number or a name; 'cancel' leaves them. Type 'quit' to leave.",
                          fr: "Répondez aux questions par un numéro ou un nom ; « annuler » les quitte. Tapez « quitter » pour sortir.",
                          es: "Responde con un número o un nombre; 'cancelar' deja la pregunta. Escribe 'salir' para salir.",
                          pt: "Responda com um número ou um nome; 'cancelar' sai da pergunta. Digite 'sair' para sair.",
                          ja: "質問には番号か名前で答えてください。「キャンセル」で質問を抜けます。終わるには「終了」と入力してください。"))
        return lines.joined(separator: "\n")
    }

    /// The format, in the language, of a dialog ShortcutKit writes for an intent that gives
    /// none (`requestDisambiguation`, `requestConfirmation` without a dialog, an
    /// `OpenIntent`'s result); `nil` in English or for any other key.
    func defaultDialog(_ key: String) -> String? {
        guard ["fr", "es", "pt", "ja"].contains(language) else { return nil }
        switch key {
        case "Which one?": return whichOne
        case "Are you sure?":
            return pick("", fr: "Voulez-vous vraiment continuer ?", es: "¿Seguro que quieres continuar?",
                        pt: "Tem certeza de que deseja continuar?", ja: "続けてもよろしいですか？")
        case "Opening %@.":
            return pick("", fr: "Ouverture de %@.", es: "Abriendo %@.", pt: "Abrindo %@.", ja: "%@を開きます。")
        case "Just to confirm, you wanted %@?":
            return pick("", fr: "Pour confirmer : vous vouliez %@ ?", es: "Para confirmar: ¿querías %@?",
                        pt: "Só para confirmar: você queria %@?", ja: "確認です。%@でよろしいですか？")
        default: return nil
        }
    }

    /// What a message may echo of typed text: at most 60 characters, then "…", with its
    /// control characters shown as U+FFFD.
    static func echoed(_ text: String) -> String {
        let shown = printable(text)
        return shown.count <= 60 ? shown : String(shown.prefix(60)) + "…"
    }

    /// Typed text as a terminal may show it: a tab as a space, every other control character
    /// (an escape sequence's ESC, NUL, a backspace) as U+FFFD, as bytes that are no UTF-8
    /// are shown, so an echoed line cannot move the cursor, clear the screen or recolour
    /// what follows.
    package static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(scalar == "\t" ? " " : scalar.properties.generalCategory == .control ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }

    /// Said after a no-match when flexible matching stopped at its limit (very long input).
    var tooLong: String {
        pick("That is too long to match word by word: say it in fewer words.",
             fr: "C'est trop long pour être comparé mot à mot : dites-le en moins de mots.",
             es: "Es demasiado largo para compararlo palabra por palabra: dilo con menos palabras.",
             pt: "É longo demais para comparar palavra por palavra: diga com menos palavras.",
             ja: "長すぎて一語ずつ照合できません。もっと短く言ってください。")
    }

    /// Several options answer to the title typed: ask by what tells them apart.
    func sameTitle(_ text: String, subtitles: [String]) -> String {
        let q = quoted(text)
        let list = subtitles.map { quoted($0) }.joined(separator: listSeparator)
        return pick("Several options are titled \(q): say which by its number or its subtitle (\(list)).",
                    fr: "Plusieurs choix s'appellent \(q) : dites lequel par son numéro ou son sous-titre (\(list)).",
                    es: "Varias opciones se llaman \(q): di cuál por su número o su subtítulo (\(list)).",
                    pt: "Várias opções se chamam \(q): diga qual pelo número ou pelo subtítulo (\(list)).",
                    ja: "\(q)という選択肢が複数あります。番号かサブタイトル（\(list)）で選んでください。")
    }

    /// A number past the options listed, when more can be shown.
    func notListed(_ number: Int, listed: Int) -> String {
        pick("Only \(listed) are listed: type 'more' to see the next ones, or a name.",
             fr: "Seuls \(listed) sont affichés : tapez « plus » pour voir les suivants, ou un nom.",
             es: "Solo se muestran \(listed): escribe 'más' para ver los siguientes, o un nombre.",
             pt: "Só \(listed) estão listados: digite 'mais' para ver os próximos, ou um nome.",
             ja: "表示しているのは\(listed)件だけです。続きは「もっと」、または名前を入力してください。")
    }

    func noMatch(_ utterance: String, hint: String?) -> String {
        let q = quoted(Self.echoed(utterance))
        let said = pick("No shortcut matched \(q).", fr: "Aucun raccourci ne correspond à \(q).",
                        es: "Ningún atajo coincide con \(q).", pt: "Nenhum atalho corresponde a \(q).",
                        ja: "\(q)に一致するショートカットはありません。")
        guard let hint else { return said }
        let h = quoted(hint)
        return said + pick(" Did you mean \(h)?", fr: " Vouliez-vous dire \(h) ?", es: " ¿Quisiste decir \(h)?",
                           pt: " Você quis dizer \(h)?", ja: "\(h)のことですか？")
    }

    /// A line that reads as another language than the conversation's. With `command`
    /// ("chat", "match": the `shortcuts` tool's), how to run that command in it (`--locale`);
    /// without (the API, whose users choose the language in code), what the conversation reads.
    package func typedIn(_ languages: [String], command: String? = nil) -> String {
        let names: [String: [String]] = [
            "en": ["English", "anglais", "inglés", "inglês", "英語"], "fr": ["French", "français", "francés", "francês", "フランス語"],
            "es": ["Spanish", "espagnol", "español", "espanhol", "スペイン語"], "pt": ["Portuguese", "portugais", "portugués", "português", "ポルトガル語"],
            "ja": ["Japanese", "japonais", "japonés", "japonês", "日本語"],
        ]
        let column = ["en": 0, "fr": 1, "es": 2, "pt": 3, "ja": 4][language] ?? 0
        let said = languages.map { names[$0]?[column] ?? $0 }
        let options = languages.map { "--locale \($0 == "pt" ? "pt-BR" : $0)" }
        let or = pick(" or ", fr: " ou ", es: " o ", pt: " ou ", ja: "か")
        let name = said.joined(separator: or), option = options.joined(separator: or)
        switch command {
        case nil:
            let own = names[language]?[column] ?? names["en"]![0]
            return pick("It reads as \(name), and this conversation is in \(own).",
                        fr: "Ce texte semble être en \(name), et cette conversation est en \(own).",
                        es: "Parece estar en \(name), y esta conversación está en \(own).",
                        pt: "Parece estar em \(name), e esta conversa está em \(own).",
                        ja: "\(name)のようです。この会話は\(own)です。")
        case "chat"?:
            return pick("It reads as \(name): start the chat with \(option) to type in it.",
                        fr: "Ce texte semble être en \(name) : lancez le chat avec \(option) pour écrire dans cette langue.",
                        es: "Parece estar en \(name): inicia el chat con \(option) para escribir en ese idioma.",
                        pt: "Parece estar em \(name): inicie o chat com \(option) para digitar nesse idioma.",
                        ja: "\(name)のようです。\(option)でチャットを始めると、その言語で入力できます。")
        case let command?:
            return pick("It reads as \(name): run '\(command)' with \(option) to match it in that language.",
                        fr: "Ce texte semble être en \(name) : lancez « \(command) » avec \(option) pour le comparer dans cette langue.",
                        es: "Parece estar en \(name): ejecuta '\(command)' con \(option) para compararlo en ese idioma.",
                        pt: "Parece estar em \(name): execute '\(command)' com \(option) para compará-lo nesse idioma.",
                        ja: "\(name)のようです。\(option)を付けて「\(command)」を実行すると、その言語で照合できます。")
        }
    }

    /// A command of an app the conversation is limited away from: matched nothing in
    /// `limit`, but is `other`'s. `option`: the limit was set with the `shortcuts` tool's
    /// `--app`, which the message names; the API's message names no option.
    package func leftOut(_ utterance: String, app other: String, limit: String, option: Bool = false) -> String {
        let q = quoted(Self.echoed(utterance))
        guard option else {
            return pick("No shortcut of \(limit) matched \(q): it is a command for \(other), and this conversation is limited to \(limit).",
                        fr: "Aucun raccourci de \(limit) ne correspond à \(q) : c'est une commande de \(other), et cette conversation est limitée à \(limit).",
                        es: "Ningún atajo de \(limit) coincide con \(q): es un comando de \(other), y esta conversación se limita a \(limit).",
                        pt: "Nenhum atalho de \(limit) corresponde a \(q): é um comando de \(other), e esta conversa está limitada a \(limit).",
                        ja: "\(q)に一致する\(limit)のショートカットはありません。これは\(other)のコマンドですが、この会話は\(limit)に限定されています。")
        }
        return pick("No shortcut of \(limit) matched \(q): it is a command for \(other), which --app \(limit) leaves out.",
                    fr: "Aucun raccourci de \(limit) ne correspond à \(q) : c'est une commande de \(other), que --app \(limit) laisse de côté.",
                    es: "Ningún atajo de \(limit) coincide con \(q): es un comando de \(other), que --app \(limit) deja fuera.",
                    pt: "Nenhum atalho de \(limit) corresponde a \(q): é um comando de \(other), que --app \(limit) deixa de fora.",
                    ja: "\(q)に一致する\(limit)のショートカットはありません。これは\(other)のコマンドですが、--app \(limit)で対象外になっています。")
    }

    func rejected(_ utterance: String, app: String) -> String {
        let q = quoted(Self.echoed(utterance))
        return pick("\(app) doesn't handle \(q).", fr: "\(app) ne traite pas \(q).", es: "\(app) no admite \(q).",
                    pt: "\(app) não atende \(q).", ja: "\(app)は\(q)に対応していません。")
    }

    func notAnOption(_ text: String) -> String {
        let q = quoted(Self.echoed(text))
        return pick("\(q) is not one of the options.", fr: "\(q) ne fait pas partie des choix.",
                    es: "\(q) no es una de las opciones.", pt: "\(q) não é uma das opções.", ja: "\(q)は選択肢にありません。")
            + sentenceGap + optionsHelp
    }

    /// A phrase said whole with a value `app` does not have: "Library has no book named 'Narnia'."
    package func noValueNamed(_ text: String, typeTitle: String, app: String) -> String {
        let q = quoted(Self.echoed(text))
        let type = typeTitle.lowercased()
        return pick("\(app) has no \(type) named \(q).", fr: "Aucun élément de type \(type) ne s'appelle \(q) dans \(app).",
                    es: "Ningún elemento de tipo \(type) se llama \(q) en \(app).",
                    pt: "Nenhum item do tipo \(type) se chama \(q) em \(app).", ja: "\(app)に\(q)という\(typeTitle)はありません。")
    }

    func noValue(_ typeTitle: String, _ text: String) -> String {
        let q = quoted(Self.echoed(text))
        let type = typeTitle.lowercased()
        return pick("No \(type) matches \(q).", fr: "Aucun élément de type \(type) ne correspond à \(q).",
                    es: "Ningún elemento de tipo \(type) coincide con \(q).",
                    pt: "Nenhum item do tipo \(type) corresponde a \(q).", ja: "\(q)に一致する\(typeTitle)はありません。")
    }

    func notA(_ type: String, _ text: String) -> String {
        let q = quoted(text)
        if ["fr", "es", "pt", "ja"].contains(language) {
            return pick("", fr: "\(q) n'est pas une réponse valable.", es: "\(q) no es una respuesta válida.",
                        pt: "\(q) não é uma resposta válida.", ja: "\(q)は有効な答えではありません。")
        }
        let kind: String
        switch type {
        case "Int": kind = "a whole number"
        case "Double", "Float", "Decimal": kind = "a number"
        case "Bool": kind = "yes or no"
        case "Date": kind = "a date"
        case "URL": kind = "a URL"
        default: kind = "a \(type)"
        }
        return "\(q) is not \(kind)."
    }

    func timedOut(_ intent: String, _ limit: Duration) -> String {
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
        let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
        return "\(intent) did not finish within \(shown) second\(seconds == 1 ? "" : "s")."
    }

    func notFound(_ value: ParameterValue) -> String { "\(value.title) [\(value.id)] could not be found." }
    func cannotSet(_ parameter: String) -> String { "The value does not fit the parameter '\(parameter)'." }
    func unknownIntent(_ intent: String, app: String) -> String { "\(app) has no intent '\(intent)'." }
    /// A parameter no value can answer. `option`: the `shortcuts` tool's `--values` can
    /// give some, and the message names it; the API's message names no option.
    func noValues(intent: String, parameter: String, typeTitle: String, app: String, option: Bool = false) -> String {
        "\(intent) needs its \(parameter), but \(app) lists no \(typeTitle) values: an app's build holds none "
            + (option ? "(give some in a values file, --values)." : "(give its catalog some values).")
    }
}
