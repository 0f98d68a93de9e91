import Foundation
import PhraseMatching

/// Runs typed commands the way Siri would: matches each utterance, makes a fresh intent
/// with the phrase's value, asks for what is missing or ambiguous, performs it, and shows
/// its dialog and value. Each input is one step; questions are answered by the next input.
///
///     let conversation = Conversation(matcher: try await ShortcutMatcher(apps: [library]))
///     await conversation.respond(to: "open a book in library")   // [.matched, .asked("Which book?", …)]
///     await conversation.respond(to: "2")                        // [.answered, .performed]
///
/// Answers are matched by option number or ordinal, title, synonym (typos allowed), subtitle
/// ("the one by jack london") or, for an entity with an `EntityStringQuery`, by search.
/// "cancel" (in the locale) leaves any question, and so does a command of its own: any
/// shortcut matched at the threshold, or, where any text answers (a title), a clear one.
/// An empty line asks the question again, once: more empty lines in a row say nothing.
public actor Conversation {
    /// What the conversation is waiting for. (Unchecked: it holds found entities as `Any`,
    /// and lives in the actor; only `deinit` reads it from outside.)
    enum State: @unchecked Sendable {
        case idle
        /// A value for a parameter, before `perform()` (or after it threw `requestValue`).
        case askingValue(ValueQuestion)
        /// One of several values that answered (two books titled alike).
        case choosingValue(ValueChoice)
        /// The app, when an utterance reads as commands of several apps.
        case choosingApp(candidates: [Candidate], options: [ChatOption])
        /// One of several readings of an utterance in one app.
        case choosingCandidate(question: String, candidates: [Candidate], options: [ChatOption])
        /// One of the options `requestDisambiguation` offers inside `perform()`.
        case choosingInPerform(run: IntentRun, invocation: Invocation, question: String, options: [ChatOption])
        /// Yes or no for `requestConfirmation` inside `perform()`.
        case confirming(run: IntentRun, invocation: Invocation, question: String)
        /// A value in words for `requestValue` awaited inside `perform()`.
        case answeringInPerform(run: IntentRun, invocation: Invocation, question: String)
    }

    struct ValueQuestion {
        var invocation: Invocation
        var parameter: ParameterDescriptor
        var question: String
        /// The values offered, numbered from 1 (for an enum or entity parameter).
        var options: [ParameterValue]
        /// How many more values there are than `options` lists.
        var more = 0
    }

    struct ValueChoice {
        var invocation: Invocation
        var parameter: ParameterDescriptor
        var question: String
        /// The values to choose from, with the entities a search found (if any).
        var values: [(value: ParameterValue, entity: Any?)]
        /// How many of `values` the question lists (the others are chosen by name).
        var shown: Int
    }

    /// The matcher the conversation matches with (and whose updates it waits for).
    public nonisolated let matcher: ShortcutMatcher
    /// The app utterances are limited to, if any (its name may then be left out).
    public nonisolated let app: String?
    /// The most options a question lists.
    public nonisolated let maxOptions: Int
    /// How long `perform()` may run (questions it asks aside) before it is given up on.
    public nonisolated let performTimeout: Duration?
    let rules: LocaleRules
    let wording: Wording
    let normalizer: Normalizer
    let picker: OptionPicker
    var state: State = .idle
    /// The entity or enum case the last intent returned (app, type, id): the next utterance
    /// picks it out of a tie, as in "open <the book just added>".
    var lastReturned: (app: String, type: String, id: String)?
    /// The input being handled: the next one waits for it.
    private var turn: Task<Void, Never>?
    /// How many intents results have opened since the last input (a loop stops at 5).
    var opened = 0
    /// The apps the chat was limited away from, when they are not in `matcher` (the tool
    /// loads only the `--app` one): matched only to say that a command is theirs.
    var leftOut: PhraseMatcher?
    /// How to compile `leftOut`, until a line first needs it: a chat whose lines all match
    /// never compiles the apps it leaves out.
    var compileLeftOut: (@Sendable () -> PhraseMatcher?)?
    /// The names of each app left out (its name, then its other names), known before it is compiled.
    var leftOutNames: [String: [String]] = [:]
    /// Whether messages name what only the `shortcuts` tool's chat has: the options the user
    /// can change a run with (`--app`, `--locale`, `--values`) and its own words ('help'). The
    /// tool's chat does; the API names none, since its users set these in code and its
    /// front ends have words of their own.
    var namesToolOptions = false
    /// Whether the open question was asked again since the last input that was not empty:
    /// a second empty line in a row does not print its list once more.
    var askedAgain = false

    /// A conversation over the apps `matcher` has loaded.
    /// - Parameters:
    ///   - app: limit utterances to this app (any of its names).
    ///   - maxOptions: the most options a question lists.
    ///   - performTimeout: how long `perform()` may take between questions; `nil`: no limit.
    public init(matcher: ShortcutMatcher, app: String? = nil, maxOptions: Int = 10,
                performTimeout: Duration? = .seconds(30)) {
        self.matcher = matcher
        self.app = app.map { matcher.engine.appName(matching: $0) ?? $0 }
        self.maxOptions = maxOptions
        self.performTimeout = performTimeout
        rules = matcher.engine.rules
        wording = Wording(language: matcher.engine.rules.language)
        normalizer = Normalizer(locale: matcher.locale)
        picker = OptionPicker(normalizer: normalizer)
    }

    deinit {
        // An intent waiting on a question nobody will answer ends, instead of waiting forever.
        switch state {
        case .choosingInPerform(let run, _, _, _), .confirming(let run, _, _), .answeringInPerform(let run, _, _): run.cancel()
        default: break
        }
    }

    /// Whether the last response asked a question that the next input answers.
    public var isAsking: Bool {
        if case .idle = state { return false }
        return true
    }

    /// Handles one line typed by the user: a new utterance, or the answer to the question
    /// asked last. Waits for pending parameter updates first, so an utterance sees the
    /// values an intent just added. Inputs given at once are handled one after another, in
    /// the order they came.
    public func respond(to input: String) async -> [ChatEvent] {
        let previous = turn
        let current = Task { () -> [ChatEvent] in
            await previous?.value
            return await self.step(input)
        }
        turn = Task { _ = await current.value }
        return await current.value
    }

    /// Reads the apps `app` leaves out with `matcher`, to say when a command is theirs.
    package func leaveOut(_ matcher: PhraseMatcher) {
        leftOut = matcher
        leftOutNames = Dictionary(matcher.appNames.map { ($0, matcher.outline(ofApp: $0)?.app.allNames ?? [$0]) },
                                  uniquingKeysWith: { first, _ in first })
    }

    /// Reads the apps `app` leaves out, named `names` (app by app), with the matcher
    /// `compile` makes, made when a line first needs it.
    package func leaveOut(names: [String: [String]], compile: @escaping @Sendable () -> PhraseMatcher?) {
        leftOutNames = names
        compileLeftOut = compile
    }

    /// Makes messages name the `shortcuts` tool's options and chat words (`shortcuts chat`).
    package func nameToolOptions() { namesToolOptions = true }

    /// The question open, asked again with its options (nothing when none is open), as
    /// after 'help'; an empty line next says nothing.
    public func askAgain() async -> [ChatEvent] {
        await turn?.value
        askedAgain = true
        return pendingQuestion()
    }

    /// One input, once the inputs before it are done.
    func step(_ input: String) async -> [ChatEvent] {
        await matcher.settled()
        var events = updateProblems()
        let text = input.trimmingCharacters(in: .whitespacesAndNewlines)
        // An empty line at a question asks it again, once; with none pending, or asked
        // again already, it does nothing (Enter held down does not print the list each time).
        guard !text.isEmpty else {
            defer { askedAgain = true }
            return events + (askedAgain ? [] : pendingQuestion())
        }
        askedAgain = false
        let returned = lastReturned
        lastReturned = nil
        opened = 0
        // A whole command that names its app is a command, whatever question is open.
        if isAsking, !rules.isCancel(text), let command = command(text, namingItsApp: true) {
            switch state {
            case .choosingInPerform(let run, _, _, _), .confirming(let run, _, _): await abandon(run)
            default: state = .idle
            }
            return events + (await utterance(text, command))
        }
        // A whole command for an app the chat is limited away from: said so, and the question asked again.
        if isAsking, let app, !rules.isCancel(text), namesAnAppLeftOut(text), let other = otherApp(text, than: app), names(text, app: other),
           normalizer.tokens(text).count > appNameLength(other) {
            return events + [.noMatch(utterance: text, hint: nil, message: wording.leftOut(text, app: other, limit: app, option: namesToolOptions))] + pendingQuestion()
        }
        switch state {
        case .idle:
            let result = matcher.match(text, app: app)
            if rules.isCancel(text), result.status == .noMatch {
                events += [.said(wording.nothingToCancel)]
            } else if result.status == .noMatch, rules.isYes(text) || rules.isNo(text)
                    || AnswerWords.anyLanguage.saysNumber(text) {
                // "yes", "2", "the second one" with no question open: an answer, not a command that failed.
                events += [.said(wording.nothingToAnswer(help: namesToolOptions))]
            } else {
                events += await utterance(text, result, recent: returned)
            }
        case .askingValue(let question):
            events += rules.isCancel(text) ? cancel() : await answer(question, text)
        case .choosingValue(let choice):
            events += rules.isCancel(text) ? cancel() : await answer(choice, text)
        case .choosingApp(let candidates, let options):
            if rules.isCancel(text) {
                events += cancel()
            } else if let index = picker.pick(text, among: options, aliases: options.map { matcher.outline(of: $0.title)?.app.alternativeNames ?? [] }) {
                events += await offer(candidates.filter { $0.app == options[index].title })
            } else if rules.isNoneOfThem(text) {
                events += cancel()
            } else if let restart = await newUtterance(text) {
                events += restart
            } else {
                events += [notAnOption(text), .asked(question: wording.whichApp, options: options)]
            }
        case .choosingCandidate(let question, let candidates, let options):
            if rules.isCancel(text) {
                events += cancel()
            } else if let index = picker.pick(text, among: options) {
                state = .idle
                events += await start(candidates[index])
            } else if rules.isNoneOfThem(text) {
                events += cancel()
            } else if let restart = await newUtterance(text) {
                events += restart
            } else {
                events += [sameTitle(text, among: options), .asked(question: question, options: options)]
            }
        case .choosingInPerform(let run, let invocation, let question, let options):
            if rules.isCancel(text) {
                run.cancel()
                events += await drive(run, invocation)
            } else if let index = picker.pick(text, among: options) {
                run.answer(.index(index))
                events += await drive(run, invocation)
            } else if rules.isNoneOfThem(text) {
                run.cancel()
                events += await drive(run, invocation)
            } else if let command = command(text) {
                await abandon(run)
                events += await utterance(text, command)
            } else {
                events += [notAnOption(text), .asked(question: question, options: options)]
            }
        case .confirming(let run, let invocation, let question):
            if rules.isCancel(text) {
                run.cancel()
                events += await drive(run, invocation, declined: true)
            } else if rules.isYes(text) || rules.isNo(text) {
                run.answer(.yes(rules.isYes(text)))
                events += await drive(run, invocation, declined: rules.isNo(text))
            } else if let command = command(text) {
                await abandon(run)
                events += await utterance(text, command)
            } else {
                events += [.said(wording.yesOrNo), .asked(question: question, options: [])]
            }
        case .answeringInPerform(let run, let invocation, _):
            if rules.isCancel(text) {
                run.cancel()
            } else {
                run.answer(.text(text))
            }
            events += await drive(run, invocation)
        }
        return events
    }

    /// The question pending, asked again (nothing when none is).
    func pendingQuestion() -> [ChatEvent] {
        switch state {
        case .idle: return []
        case .askingValue(let question):
            return [.asked(question: question.question, options: question.options.map(option))] + more(question.more)
        case .choosingValue(let choice):
            return [.asked(question: choice.question, options: choice.values.prefix(choice.shown).map { option($0.value) })]
                + more(choice.values.count - choice.shown)
        case .choosingApp(_, let options): return [.asked(question: wording.whichApp, options: options)]
        case .choosingCandidate(let question, _, let options), .choosingInPerform(_, _, let question, let options):
            return [.asked(question: question, options: options)]
        case .confirming(_, _, let question), .answeringInPerform(_, _, let question): return [.asked(question: question, options: [])]
        }
    }

    /// Whether the question open takes `text` as its answer: text a String (or Int…)
    /// parameter can hold, a value of that name, or an option's name. The tool's chat asks
    /// it before a farewell ("Goodbye", a book's title) leaves.
    /// - Complexity: one lookup of `text` among the values of the type asked.
    package func takesAsAnswer(_ text: String) -> Bool {
        switch state {
        case .idle, .confirming: return false
        case .answeringInPerform: return true
        case .askingValue(let question):
            let options = question.options.map(option)
            guard matcher.outline(of: question.invocation.app)?.types[question.parameter.type] != nil else {
                return parse(text, for: question.parameter, of: question.invocation) != nil
            }
            return !matcher.engine.bestValues(text, type: question.parameter.type, app: question.invocation.app).isEmpty
                || picker.pick(text, among: options, numbers: false) != nil
        case .choosingValue(let choice):
            return picker.pick(text, among: choice.values.map { option($0.value) }, numbers: false) != nil
        case .choosingApp(_, let options), .choosingCandidate(_, _, let options), .choosingInPerform(_, _, _, let options):
            return picker.pick(text, among: options, numbers: false) != nil
        }
    }

    /// The match of input that answers no question when it is a command of its own: it
    /// matches a shortcut at the threshold of the level that answered (any outcome but no
    /// match; a negative phrase too).
    /// With `clear`, for a question any text answers (a title, a name), only a confident
    /// match counts: exact, or with the app named. `nil`: not a command. The match is the
    /// one the command then runs from, so the utterance is matched once.
    func command(_ text: String, clear: Bool = false, namingItsApp: Bool = false) -> MatchResult? {
        let result = matcher.match(text, app: app)
        // A paraphrase answer scores on its own scale: its threshold is the paraphrase
        // level's ("add mount fuji to my favorites" asked "Which book?" is a command).
        let options = matcher.engine.options
        guard result.status != .noMatch, let best = result.best,
              best.score >= (best.kind == .paraphrase ? options.paraphraseThreshold : options.threshold) else { return nil }
        if namingItsApp {
            // More words than the app's name: "library" alone answers "Which app?".
            return names(text, app: best.app) && normalizer.tokens(text).count > appNameLength(best.app) ? result : nil
        }
        return !clear || best.kind == .exact || names(text, app: best.app) ? result : nil
    }

    /// The app other than `app` whose command `text` is, at the threshold of the level that
    /// answered (`nil` when it is none, or a command of several apps).
    func otherApp(_ text: String, than app: String) -> String? {
        if leftOut == nil, let compile = compileLeftOut {
            compileLeftOut = nil
            leftOut = compile()
        }
        return Self.otherApp(answering: leftOut?.match(text) ?? matcher.match(text), than: app, options: matcher.engine.options)
    }

    /// The app other than `app` whose command `result` (matched over every app) is, at the
    /// threshold of the level that answered: `nil` when it is none, or a command of several
    /// apps. How the chat and `shortcuts match --app` tell a command of an app left out.
    package nonisolated static func otherApp(answering result: MatchResult, than app: String, options: MatchOptions) -> String? {
        guard result.status != .noMatch, result.status != .rejected, let best = result.best, best.app != app,
              best.score >= (best.kind == .paraphrase ? options.paraphraseThreshold : options.threshold),
              result.candidates.allSatisfy({ $0.app == best.app }) else { return nil }
        return best.app
    }

    /// The words of `app`'s longest name.
    func appNameLength(_ app: String) -> Int {
        allNames(of: app).map { normalizer.tokens($0).count }.max() ?? 1
    }

    /// Whether `text` says the name (or an alternative name) of `app`.
    func names(_ text: String, app: String) -> Bool {
        AppNames.isSaid(allNames(of: app), in: normalizer.tokens(text), normalizer: normalizer)
    }

    /// The names of `app`, loaded or left out.
    func allNames(of app: String) -> [String] {
        matcher.outline(of: app)?.app.allNames ?? leftOutNames[app] ?? [app]
    }

    /// Whether `text` may name an app left out: it says one's name, or none is left out
    /// apart from `matcher` (all apps loaded, the chat limited to one).
    func namesAnAppLeftOut(_ text: String) -> Bool {
        leftOutNames.isEmpty || leftOutNames.values.contains { AppNames.isSaid($0, in: normalizer.tokens(text), normalizer: normalizer) }
    }

    // MARK: Utterances

    /// An utterance, from its match.
    /// - Parameter recent: what the last intent returned, which picks it out of a tie.
    func utterance(_ text: String, _ result: MatchResult,
                   recent: (app: String, type: String, id: String)? = nil) async -> [ChatEvent] {
        switch result.status {
        case .matched, .needsValue:
            guard let best = result.best else { return [.said(wording.noMatch(text, hint: nil))] }
            return await start(best)
        case .ambiguous:
            let candidates = result.candidates
            var announced: [ChatEvent] = [.ambiguous(utterance: text, candidates: candidates)]
            // Values tie, and one is what the last intent returned: the user means that one.
            if let recent, Set(candidates.map { "\($0.app)\u{1}\($0.intent)" }).count == 1 {
                let named = candidates.filter {
                    $0.app == recent.app && $0.parameter?.type == recent.type && $0.parameter?.value == recent.id
                }
                if named.count == 1 { return await start(named[0]) }
            }
            announced += await offer(candidates)
            return announced
        case .rejected:
            // A negative phrase several apps share, none named: which app is meant decides.
            if app == nil {
                let tied = result.ties
                if Set(tied.map(\.app)).count > 1, !tied.contains(where: { names(text, app: $0.app) }) {
                    return [.ambiguous(utterance: text, candidates: tied)] + (await offer(tied))
                }
            }
            return [rejected(text, app: result.best?.app ?? "")]
        case .noMatch:
            if result.openSlot != nil, let events = await openSlots(text, result) { return events }
            // Limited to one app, a command of another says so, instead of "No shortcut matched".
            if let app, let other = otherApp(text, than: app) {
                return [.noMatch(utterance: text, hint: nil, message: wording.leftOut(text, app: other, limit: app, option: namesToolOptions))]
            }
            // The phrase said whole with a value the app does not have ("open narnia in
            // library"): that value is what failed, not the phrase the hint would repeat.
            if let unknown = matcher.unknownValue(in: result) {
                return [.noMatch(utterance: text, hint: nil, message: wording.noValueNamed(unknown.text, typeTitle: unknown.typeTitle, app: unknown.app))]
            }
            // A hint of a phrase whose slot stayed empty shows "…" there, not `${target}`.
            let hint = result.readableHint
            var message = wording.noMatch(text, hint: hint)
            if result.truncated { message += " " + wording.tooLong }
            // Typed in another language than the chat's ("ouvre dune dans bibliothèque" in English): how to switch.
            let others = hint == nil ? TypedLanguage.others(in: text, than: matcher.locale) : []
            if !others.isEmpty { message += wording.sentenceGap + wording.typedIn(others, command: namesToolOptions ? "chat" : nil) }
            return [.noMatch(utterance: text, hint: hint, message: message)]
        }
    }

    /// A matched candidate: a fresh intent with the phrase's value, then what it still needs.
    func start(_ candidate: Candidate, entity: Any? = nil) async -> [ChatEvent] {
        var events: [ChatEvent] = [.matched(app: candidate.app, intent: candidate.intent, parameter: candidate.parameter,
                                            score: candidate.score)]
        let made: Invocation?
        do {
            made = try await makeInvocation(app: candidate.app, intent: candidate.intent, phrase: candidate.phrase)
        } catch {
            return events + [.error(message(of: error, app: candidate.app))]
        }
        guard let invocation = made else {
            return events + [.error(wording.unknownIntent(candidate.intent, app: candidate.app))]
        }
        if let binding = candidate.parameter, let parameter = invocation.parameter(named: binding.name) {
            let value = ParameterValue(id: binding.value, title: binding.title, subtitle: binding.subtitle)
            if let failure = await set(value, entity: entity, for: parameter, of: invocation) { return events + [failure] }
        }
        events += await proceed(invocation)
        return events
    }

    /// Slot text no known value answered to, resolved as `match` resolves it
    /// (`OpenValueResolver`): one entity found starts the intent, several are a question.
    /// `nil`: a plain no-match.
    func openSlots(_ text: String, _ result: MatchResult) async -> [ChatEvent]? {
        let answers: [OpenValueResolver.Answer]
        switch await OpenValueResolver(matcher: matcher).resolve(text, result, app: app) {
        case .none: return nil
        case .failed(let app, let error): return [.error(message(of: error, app: app))]
        case .found(let found): answers = found
        }
        guard let only = answers.first else { return nil }
        guard answers.count > 1 else { return await openSlot(only.slot, found: only.found) }
        // Several apps found what was typed: which app?
        let candidates = answers.flatMap { answer in
            answer.found.map { Candidate(app: answer.slot.app, intent: answer.slot.intent,
                                         parameter: ParameterBinding(name: answer.slot.parameter, type: answer.slot.type,
                                                                     value: $0.value.id, title: $0.value.title,
                                                                     subtitle: $0.value.subtitle),
                                         phrase: answer.slot.phrase, score: answer.slot.score, kind: .openValue) }
        }
        return await offer(candidates)
    }

    /// An open slot and the entities found for it: the one, or a question which.
    func openSlot(_ slot: OpenSlot, found: [(value: ParameterValue, entity: Any)]) async -> [ChatEvent]? {
        let made: Invocation?
        do {
            made = try await makeInvocation(app: slot.app, intent: slot.intent, phrase: slot.phrase)
        } catch {
            return [.error(message(of: error, app: slot.app))]
        }
        guard let invocation = made,
              let parameter = invocation.parameter(named: slot.parameter),
              let first = found.first else { return nil }
        if found.count == 1 {
            let candidate = Candidate(app: slot.app, intent: slot.intent,
                                      parameter: binding(parameter, first.value), phrase: slot.phrase,
                                      score: slot.score, kind: .openValue)
            return await start(candidate, entity: first.entity)
        }
        let events: [ChatEvent] = [.matched(app: slot.app, intent: slot.intent, parameter: nil, score: slot.score)]
        return events + choose(among: found.map { ($0.value, $0.entity) }, for: parameter, of: invocation)
    }

    /// An answer that is no answer but a command of its own ("open the hobbit in library"
    /// when asked "Which shelf?", "what am i reading" when asked "Which book?") leaves the
    /// question and runs.
    func newUtterance(_ text: String) async -> [ChatEvent]? {
        guard let command = command(text) else { return nil }
        state = .idle
        return await utterance(text, command)
    }

    // MARK: Helpers

    func cancel() -> [ChatEvent] {
        state = .idle
        return [.said(wording.cancelled)]
    }

    /// What went wrong refreshing the apps' values since the last input: warnings (the
    /// previous values are kept), shown with their severity.
    func updateProblems() -> [ChatEvent] {
        matcher.takeUpdateProblems().map { problem in
            let text = (problem.app.map { "\($0): " } ?? "") + problem.message
            return problem.severity == .error ? .error(text) : .warning(text)
        }
    }

    func binding(_ parameter: ParameterDescriptor, _ value: ParameterValue) -> ParameterBinding {
        ParameterBinding(name: parameter.name, type: parameter.type, value: value.id, title: value.title, subtitle: value.subtitle)
    }

    func option(_ value: ParameterValue) -> ChatOption {
        ChatOption(title: value.title, subtitle: value.subtitle, value: value.id)
    }

    func notAnOption(_ text: String) -> ChatEvent { .said(wording.notAnOption(text)) }

    func rejected(_ text: String, app: String) -> ChatEvent {
        .rejected(app: app, utterance: text, message: wording.rejected(text, app: app))
    }

    /// Why `text` picks none of `options`: it is the title of several, told apart by
    /// subtitle; or it is not one of them.
    func sameTitle(_ text: String, among options: [ChatOption]) -> ChatEvent {
        guard let alike = picker.sameTitle(text, among: options) else { return notAnOption(text) }
        return .said(wording.sameTitle(alike.title, subtitles: alike.subtitles))
    }

    /// Asks which of several readings of an utterance is meant: first the app, when they
    /// span several; then the value (two books titled alike) or the intent.
    func offer(_ candidates: [Candidate]) async -> [ChatEvent] {
        guard candidates.count > 1 else {
            state = .idle
            guard let only = candidates.first else { return [] }
            if only.kind == .negative {
                return [rejected(PhraseTemplate(only.phrase).render(applicationName: only.app), app: only.app)]
            }
            return await start(only)
        }
        var apps: [String] = []
        for candidate in candidates where !apps.contains(candidate.app) { apps.append(candidate.app) }
        if apps.count > 1 {
            let options = apps.map { ChatOption(title: $0, subtitle: nil, value: nil) }
            state = .choosingApp(candidates: candidates, options: options)
            return [.asked(question: wording.whichApp, options: options)]
        }
        let oneIntent = Set(candidates.map(\.intent)).count == 1
        let options = candidates.map { candidate in
            if oneIntent, let parameter = candidate.parameter {
                return ChatOption(title: parameter.title, subtitle: parameter.subtitle, value: parameter.value)
            }
            let intentTitle = matcher.outline(of: candidate.app)?.intents[candidate.intent]?.title ?? candidate.intent
            return ChatOption(title: intentTitle + (candidate.parameter.map { ": \($0.title)" } ?? ""),
                              subtitle: candidate.parameter?.subtitle, value: candidate.parameter?.value)
        }
        var question = wording.whichOne
        if oneIntent, let parameter = candidates[0].parameter, let type = matcher.outline(of: candidates[0].app)?.types[parameter.type] {
            question = rules.whichQuestion(typeTitle: type.title)
        }
        state = .choosingCandidate(question: question, candidates: candidates, options: options)
        return [.asked(question: question, options: options)]
    }
}
