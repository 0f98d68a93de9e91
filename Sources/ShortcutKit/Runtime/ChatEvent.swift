import Foundation
import PhraseMatching

/// What a conversation says or does in answer to one input: shown as text in a terminal,
/// or one JSON object a line for other front ends (`shortcuts chat --json`).
public enum ChatEvent: Hashable, Sendable {
    /// An utterance resolved to an invocation.
    case matched(app: String, intent: String, parameter: ParameterBinding?, score: Double)
    /// A question, with numbered options when there are some.
    case asked(question: String, options: [ChatOption])
    /// An answer resolved to a value.
    case answered(parameter: String, value: String, title: String)
    /// An intent ran: its dialog and returned value; for an app from a manifest, the
    /// invocation it would run.
    case performed(app: String, intent: String, invocation: String, dialog: String?, value: String?)
    /// The intent's result carried a view (a SwiftUI snippet), which is not shown: the
    /// dialog is said instead. Only `--json` shows it.
    case viewOmitted(app: String, intent: String, view: String)
    /// An utterance that reads as several commands: the question that follows asks which.
    case ambiguous(utterance: String, candidates: [Candidate])
    /// An utterance that matched no shortcut, with the closest phrase if any.
    case noMatch(utterance: String, hint: String?, message: String)
    /// An utterance that is a negative phrase of `app`.
    case rejected(app: String, utterance: String, message: String)
    /// How many options the question before left out, and how to reach them ("… and 23
    /// more: type a name."); a terminal shows it indented under the options.
    case more(count: Int, text: String)
    /// Something else to tell the user: cancelled, how to answer, a hint.
    case said(String)
    /// A failure: a thrown error, an intent that could not be set up.
    case error(String)
    /// Something went wrong that the conversation carries on past: a refresh of an app's
    /// values failed and the previous values are kept.
    case warning(String)

    /// The text a person reads.
    public var text: String? {
        switch self {
        case .matched, .answered, .ambiguous, .viewOmitted: return nil
        case .noMatch(_, _, let message), .rejected(_, _, let message): return message
        case .asked(let question, let options):
            return ([question] + options.enumerated().map { "  \($0.offset + 1). \($0.element.label)" }).joined(separator: "\n")
        case .performed(_, _, let invocation, let dialog, let value):
            var lines: [String] = []
            if let dialog { lines.append(dialog) } else if value == nil { lines.append(invocation) }
            if let value, dialog.map({ !$0.contains(value) }) ?? true { lines.append("  → \(value)") }
            return lines.joined(separator: "\n")
        case .more(_, let text): return "  " + text
        case .said(let text): return text
        case .error(let message): return "Error: \(message)"
        case .warning(let message): return "Warning: \(message)"
        }
    }

    /// The `--json` line.
    public var json: JSONValue {
        switch self {
        case .matched(let app, let intent, let parameter, let score):
            return .object([("event", "matched"), ("app", .string(app)), ("intent", .string(intent)),
                             ("parameter", parameter.map(\.json) ?? .null), ("score", .score(score))])
        case .asked(let question, let options):
            return .object([("event", "asked"), ("question", .string(question)),
                            ("options", .array(options.map { .object([("title", .string($0.title)), ("subtitle", .optional($0.subtitle)),
                                                                      ("value", .optional($0.value))]) }))])
        case .answered(let parameter, let value, let title):
            return .object([("event", "answered"), ("parameter", .string(parameter)), ("value", .string(value)), ("title", .string(title))])
        case .performed(let app, let intent, let invocation, let dialog, let value):
            return .object([("event", "performed"), ("app", .string(app)), ("intent", .string(intent)),
                            ("invocation", .string(invocation)), ("dialog", .optional(dialog)), ("value", .optional(value))])
        case .viewOmitted(let app, let intent, let view):
            return .object([("event", "viewOmitted"), ("app", .string(app)), ("intent", .string(intent)), ("view", .string(view))])
        case .ambiguous(let utterance, let candidates):
            return .object([("event", "ambiguous"), ("utterance", .string(utterance)),
                            ("candidates", .array(candidates.map { candidate in
                                .object([("app", .string(candidate.app)),
                                         ("intent", candidate.kind == .negative ? .null : .string(candidate.intent)),
                                         ("phrase", .string(candidate.phrase)),
                                         ("parameter", candidate.parameter.map(\.json) ?? .null),
                                         ("score", .score(candidate.score))])
                            }))])
        case .noMatch(let utterance, let hint, let message):
            return .object([("event", "noMatch"), ("utterance", .string(utterance)), ("hint", .optional(hint)),
                            ("text", .string(message))])
        case .rejected(let app, let utterance, let message):
            return .object([("event", "rejected"), ("app", .string(app)), ("utterance", .string(utterance)),
                            ("text", .string(message))])
        case .more(let count, let text):
            return .object([("event", "more"), ("count", .int(count)), ("text", .string(text))])
        case .said(let text):
            return .object([("event", "said"), ("text", .string(text))])
        case .error(let message):
            return .object([("event", "error"), ("message", .string(message))])
        case .warning(let message):
            return .object([("event", "warning"), ("message", .string(message))])
        }
    }
}

/// One numbered choice in a question.
public struct ChatOption: Hashable, Sendable {
    public var title: String
    public var subtitle: String?
    /// The value id, when the option is a value.
    public var value: String?

    public var label: String { title + (subtitle.map { " — \($0)" } ?? "") }
}
