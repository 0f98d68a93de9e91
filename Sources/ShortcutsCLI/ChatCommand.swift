import Foundation
import PhraseMatching
import ShortcutKit

/// `shortcuts chat`: a `> ` prompt that runs each typed command as Siri would, until the
/// end of input or `quit`. Piped input gets no prompts, only the answers; `--json` writes
/// one event a line.
enum ChatCommand {
    static let spec = CommandSpec(
        name: "chat", abstract: "Type commands and run the shortcuts they match, as Siri would.",
        positional: nil,
        options: [CommandSpec.app, CommandSpec.locale, CommandSpec.manifest, CommandSpec.bundle, CommandSpec.values,
                  .init(name: "json", help: "Write one JSON event a line: matched, ambiguous, noMatch, rejected, asked, more, answered, performed, said, error.")],
        discussion: """
        Each line is a command, or the answer to the question asked last: an option's number
        or name, 'yes' or 'no', or 'cancel'. 'quit', 'exit' or 'bye' ('quitter', 'salir',
        'sair', '終了'), or the end of input, leaves; 'help' lists what you can say.
        Apps loaded from a manifest cannot run here: their invocation is shown instead.
        """)

    /// What leaves the chat and what asks for help, in any of its languages.
    static let words = AnswerWords.anyLanguage

    static func run(_ context: ToolContext) async throws -> Int32 {
        let loaded = try await context.load()
        // Errors in full; warnings (untranslated phrases, say) only counted, to keep the chat clean.
        for error in context.loadErrors(loaded) { context.io.printError(error) }
        let warnings = loaded.diagnostics.filter { $0.severity == .warning }.count
        if warnings > 0 {
            let check = (["\(context.tool) check"] + (context.arguments.value("locale").map { ["--locale \($0)"] } ?? [])).joined(separator: " ")
            context.io.printError(ToolMessage.warning("\(warnings) warning\(warnings == 1 ? "" : "s") loading the apps; '\(check)' shows them."))
        }
        let matcher: ShortcutMatcher
        do {
            matcher = try ShortcutMatcher(catalogs: loaded.catalogs, apps: loaded.apps, locale: context.locale(for: loaded.catalogs),
                                          options: MatchOptions(), diagnostics: loaded.diagnostics)
        } catch {
            throw InputError("\(error)")
        }
        let conversation = Conversation(matcher: matcher, app: context.arguments.value("app"))
        await conversation.nameToolOptions()
        if let others = await leftOutApps(context, loaded: loaded) {
            let locale = matcher.locale
            await conversation.leaveOut(names: Dictionary(others.map { ($0.app.name, $0.app.allNames) }, uniquingKeysWith: { first, _ in first }),
                                        compile: { try? PhraseMatcher(catalogs: others, locale: locale) })
        }
        let json = context.arguments.flag("json")
        let interactive = context.io.isInteractive && !json
        let io = context.io
        if interactive {
            io.print(greeting(loaded.catalogs, matcher: matcher))
        }
        while true {
            if interactive { io.write("> ") }
            guard let line = io.readLine() else {
                if interactive { io.print() }
                break
            }
            if words.says(words.quit, line) { break }
            // A farewell ("bye") leaves too, unless the question open takes it as its answer
            // (a book titled "Goodbye").
            if words.says(words.farewell, line), !(await conversation.takesAsAnswer(line)) { break }
            // 'help' and 'quit' are always commands, even while a question is open: after
            // the help, the question is asked again.
            var events: [ChatEvent] = []
            if words.says(words.help, line) {
                events.append(.said(help(loaded.catalogs, matcher: matcher)))
                events += await conversation.askAgain()
            } else {
                let asking = await conversation.isAsking
                events = await conversation.respond(to: line)
                // An app's name alone, when no question is open, says what that app can do
                // (as 'help' does for every app) instead of "No shortcut matched 'library'".
                if !asking, events.count == 1, case .noMatch = events[0], let named = named(line, among: loaded.catalogs, matcher: matcher) {
                    events = [.said(help([named], matcher: matcher))]
                }
                // A greeting ("hello", "bonjour") is greeted back, with how to go on, and thanks
                // are answered, instead of "No shortcut matched 'hello'".
                if !asking, events.count == 1, case .noMatch = events[0] {
                    let wording = Wording(language: matcher.engine.rules.language)
                    if words.says(words.greeting, line) {
                        events = [.said(wording.greetedBack)]
                    } else if words.says(words.thanks, line) {
                        events = [.said(wording.welcome)]
                    }
                }
            }
            for event in events {
                if json {
                    io.print(event.json.rendered)
                } else if let text = event.text {
                    io.print(io.colors ? painted(text, for: event) : text)
                }
            }
        }
        return ShortcutsTool.ExitCode.success
    }

    /// The apps `--app` leaves out, to tell a user that a command is theirs (compiled when a
    /// line first needs them); `nil` without `--app`, or when they cannot be loaded (their
    /// errors are not this run's).
    static func leftOutApps(_ context: ToolContext, loaded: LoadedApps) async -> [Catalog]? {
        guard context.arguments.value("app") != nil else { return nil }
        var loader = context.loader()
        loader.app = nil
        guard let all = try? await loader.load() else { return nil }
        let kept = Set(loaded.catalogs.map(\.app.name))
        let others = all.catalogs.filter { !kept.contains($0.app.name) }
        return others.isEmpty ? nil : others
    }

    /// Colours for a terminal: questions bold, errors red, warnings yellow.
    static func painted(_ text: String, for event: ChatEvent) -> String {
        switch event {
        case .asked:
            guard let end = text.firstIndex(of: "\n") else { return "\u{1B}[1m\(text)\u{1B}[0m" }
            return "\u{1B}[1m\(text[..<end])\u{1B}[0m" + text[end...]
        case .error: return "\u{1B}[31m\(text)\u{1B}[0m"
        case .warning: return "\u{1B}[33m\(text)\u{1B}[0m"
        default: return text
        }
    }

    /// The one app `line` is the name of (any of its names, as `--app` takes them), if any.
    static func named(_ line: String, among catalogs: [Catalog], matcher: ShortcutMatcher) -> Catalog? {
        let named = AppNames.matching(line, among: catalogs.map(\.app.allNames),
                                      normalizer: Normalizer(locale: matcher.engine.rules.language))
        guard named.filter({ $0 }).count == 1, let index = named.firstIndex(of: true) else { return nil }
        return catalogs[index]
    }

    /// What `help` shows: each shortcut's first phrase, with its first value, per app.
    static func help(_ catalogs: [Catalog], matcher: ShortcutMatcher) -> String {
        let examples = catalogs.map { catalog in
            var shown: [String] = []
            for shortcut in catalog.shortcuts {
                if let phrase = example(of: shortcut, in: catalog, matcher: matcher, avoiding: shown) { shown.append(phrase) }
            }
            return (app: catalog.app.name, phrases: shown)
        }
        return Wording(language: matcher.engine.rules.language).help(examples: examples)
    }

    /// A shortcut's first phrase as a user would say it: the app's name, and in the slot
    /// its first value that does not make one of the phrases `avoiding`.
    static func example(of shortcut: ShortcutDescriptor, in catalog: Catalog, matcher: ShortcutMatcher,
                        avoiding: [String] = []) -> String? {
        guard let phrase = shortcut.phrases.first else { return nil }
        let template = PhraseTemplate(phrase)
        guard let name = template.parameterName, let type = catalog.intents[shortcut.intent]?.parameter(named: name)?.type else {
            return template.render(applicationName: catalog.app.name, parameter: nil)
        }
        let renderings = matcher.engine.phraseValues(type: type, app: catalog.app.name, limit: avoiding.count + 1)
            .map { template.render(applicationName: catalog.app.name, parameter: $0.title) }
        return renderings.first { !avoiding.contains($0) } ?? renderings.first
    }

    /// What an interactive session starts with: the apps, an example, how to leave.
    static func greeting(_ catalogs: [Catalog], matcher: ShortcutMatcher) -> String {
        let example = catalogs.first.flatMap { catalog in
            catalog.shortcuts.first.flatMap { Self.example(of: $0, in: catalog, matcher: matcher) }
        }
        return Wording(language: matcher.engine.rules.language).greeting(apps: catalogs.map(\.app.name), example: example)
    }
}
