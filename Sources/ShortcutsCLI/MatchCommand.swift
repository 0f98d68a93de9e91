import Foundation
import PhraseMatching
import ShortcutKit

/// `shortcuts match`: one utterance, or one per line of standard input with `-`.
enum MatchCommand {
    static let spec = CommandSpec(
        name: "match", abstract: "Match typed utterances to App Shortcuts.",
        positional: ("utterance", "The utterance to match, or '-' to read one per line from standard input (one JSON object a line).", true),
        options: [CommandSpec.app, CommandSpec.locale, CommandSpec.manifest, CommandSpec.bundle, CommandSpec.values, CommandSpec.json,
                  .init(name: "all", help: "List every candidate scored, best first."),
                  .init(name: "explain", help: "Say why: the level that answered, how each word was read, the score's parts and the runner-up.")],
        discussion: """
            Exit status: 0 when the utterance matched, is ambiguous or needs a value; 1 when
            nothing matched or a negative phrase rejected it. With '-', 0 once every line
            has its answer.
            """)

    static func run(_ context: ToolContext) async throws -> Int32 {
        let positional = context.arguments.positional
        guard !positional.isEmpty else {
            throw UsageError(message: "Missing expected argument '<utterance>' (or '-' for standard input)", command: spec)
        }
        // `match ""` (an unset shell variable): nothing to match is a mistake in the command line.
        if positional != ["-"], positional.joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw UsageError(message: "The utterance is empty: give the words to match, or '-' to read them from standard input",
                             command: spec)
        }
        let loaded = try await context.load()
        for error in context.loadErrors(loaded) { context.io.printError(error) }
        // The live apps' matcher: slot text no suggested value answers to is resolved with
        // the app's own `EntityStringQuery`, as the chat does.
        let matcher = try context.shortcutMatcher(loaded)
        let app = context.arguments.value("app").flatMap { matcher.engine.appName(matching: $0) }
        let all = context.arguments.flag("all")
        let explain = context.arguments.flag("explain")
        if positional == ["-"] {
            // Stops at a failed write to standard output (the reader went away): exit 74.
            // Answers are written together while more lines are already waiting (one write
            // for many lines), and always before a read that could wait for the writer.
            // The block is gathered as UTF-8 bytes, each answer written into it (`appendJSON`).
            var block: [UInt8] = []
            while StandardOutput.failure == nil, let line = context.io.readLine() {
                let result = await matcher.resolve(line, app: app, all: all, explain: explain)
                result.appendJSON(to: &block)
                block.append(UInt8(ascii: "\n"))
                if block.count >= 1 << 16 || !context.io.inputWaiting() {
                    context.io.writeBytes(block)
                    block.removeAll(keepingCapacity: true)
                }
            }
            if !block.isEmpty { context.io.writeBytes(block) }
            return ShortcutsTool.ExitCode.success
        }
        let (result, unknownValue) = await matcher.resolveNamingUnknownValue(positional.joined(separator: " "), app: app,
                                                                             all: all, explain: explain)
        if context.arguments.flag("json") {
            context.io.print(result.renderedJSON)
        } else {
            let leftOut = await commandLeftOut(result, app: app, context: context, loaded: loaded, locale: matcher.locale)
            context.io.print(leftOut ?? describe(result, all: all, locale: matcher.locale, tool: context.tool,
                                                 unknownValue: unknownValue))
            if let explanation = result.explanation { context.io.print(explanation.rendered) }
        }
        return [.noMatch, .rejected].contains(result.status) ? ShortcutsTool.ExitCode.failure : ShortcutsTool.ExitCode.success
    }

    /// What a line that matched nothing in the app `--app` names says when it is a command
    /// of an app that option leaves out, as the chat says it; `nil` otherwise.
    static func commandLeftOut(_ result: MatchResult, app: String?, context: ToolContext, loaded: LoadedApps,
                               locale: String) async -> String? {
        guard result.status == .noMatch, let app, let others = await ChatCommand.leftOutApps(context, loaded: loaded),
              let leftOut = try? PhraseMatcher(catalogs: others, locale: locale),
              let other = Conversation.otherApp(answering: leftOut.match(result.utterance), than: app, options: leftOut.options)
        else { return nil }
        return Wording(language: "en").leftOut(result.utterance, app: other, limit: app, option: true)
    }

    /// The human form: `OpenShelf(shelf: Want to Read)  score 1.00`, or the choices. A line
    /// that matched nothing and reads as another language than `locale` says how to match
    /// it in that one (`tool match --locale …`); one that said a phrase whole with a value
    /// its app lacks (`unknownValue`, as the chat says it) names that value.
    static func describe(_ result: MatchResult, all: Bool = false, locale: String? = nil, tool: String = "shortcuts",
                         unknownValue: (app: String, typeTitle: String, text: String)? = nil) -> String {
        var lines: [String] = []
        let utterance = Wording.printable(result.utterance)
        switch result.status {
        case .matched:
            if let best = result.best { lines.append(invocation(best) + "  score " + score(best.score)) }
        case .ambiguous:
            lines.append("Ambiguous: '\(utterance)' could be")
            for (i, candidate) in result.candidates.enumerated() {
                lines.append("  \(i + 1). \(invocation(candidate, app: true))  score \(score(candidate.score))")
            }
        case .needsValue:
            if let best = result.best, let request = result.request {
                lines.append("\(best.intent) needs \(request.parameter): \(request.dialog)  score \(score(best.score))")
                for (i, option) in result.options.enumerated() {
                    lines.append("  \(i + 1). \(valueText(option.parameter))")
                }
            }
        case .rejected:
            if let best = result.best {
                lines.append("Rejected: '\(utterance)' is a negative phrase of \(best.app) ('\(best.phrase)').")
            }
        case .noMatch:
            if let unknownValue {
                lines.append(Wording(language: "en").noValueNamed(unknownValue.text, typeTitle: unknownValue.typeTitle, app: unknownValue.app))
                break
            }
            var line = "No shortcut matched '\(utterance)'."
            // A phrase whose slot stayed empty shows "…" there, as the chat does, not `${shelf}`.
            if let hint = result.readableHint { line += " Did you mean '\(hint)'?" }
            if result.hint == nil, let locale {
                let others = TypedLanguage.others(in: result.utterance, than: locale)
                if !others.isEmpty { line += " " + Wording(language: "en").typedIn(others, command: "\(tool) match") }
            }
            lines.append(line)
        }
        if result.truncated { lines.append("(flexible matching stopped at its limit: the input is very long)") }
        if all, result.status != .ambiguous {
            let options = result.status == .needsValue ? result.options : []
            for candidate in result.candidates where !options.contains(candidate) {
                lines.append("  \(invocation(candidate, app: true))  score \(score(candidate.score))  [\(candidate.kind.rawValue)]")
            }
        }
        return lines.joined(separator: "\n")
    }

    static func invocation(_ candidate: Candidate, app: Bool = false) -> String {
        let prefix = app ? "\(candidate.app): " : ""
        if candidate.kind == .negative { return prefix + "negative phrase '\(candidate.phrase)'" }
        guard let parameter = candidate.parameter else { return prefix + candidate.intent }
        return prefix + "\(candidate.intent)(\(parameter.name): \(valueText(parameter)))"
    }

    static func valueText(_ parameter: ParameterBinding?) -> String {
        guard let parameter else { return "" }
        return parameter.title + (parameter.subtitle.map { " — \($0)" } ?? "")
    }

    static func score(_ value: Double) -> String { String(format: "%.2f", value) }
}
