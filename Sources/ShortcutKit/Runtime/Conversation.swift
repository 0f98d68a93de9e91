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
/// An empty line asks the question again.
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
        var options: [Value]
        /// How many more values there are than `options` lists.
        var more = 0
    }

    struct ValueChoice {
        var invocation: Invocation
        var parameter: ParameterDescriptor
        var question: String
        /// The values to choose from, with the entities a search found (if any).
        var values: [(value: Value, entity: Any?)]
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
    /// The catalogs' intents and types, without their values (those stay in the engine).
    let catalogs: [String: Catalog]
    private var state: State = .idle
    /// The entity or enum case the last intent returned (app, type, id): the next utterance
    /// picks it out of a tie, as in "open <the book just added>".
    private var lastReturned: (app: String, type: String, id: String)?
    /// The input being handled: the next one waits for it.
    private var turn: Task<Void, Never>?
    /// How many intents results have opened since the last input (a loop stops at 5).
    private var opened = 0

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
        catalogs = matcher.outlines
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

    /// One input, once the inputs before it are done.
    private func step(_ input: String) async -> [ChatEvent] {
        await matcher.settled()
        var events = updateProblems()
        let text = input.trimmingCharacters(in: .whitespacesAndNewlines)
        // An empty line at a question asks it again; with none pending, it does nothing.
        guard !text.isEmpty else { return events + pendingQuestion() }
        let returned = lastReturned
        lastReturned = nil
        opened = 0
        // A whole command that names its app is a command, whatever question is open.
        if isAsking, !rules.isCancel(text), isCommand(text, namingItsApp: true) {
            switch state {
            case .choosingInPerform(let run, _, _, _), .confirming(let run, _, _): await abandon(run)
            default: state = .idle
            }
            return events + (await utterance(text))
        }
        switch state {
        case .idle:
            if rules.isCancel(text), matcher.match(text, app: app).status == .noMatch {
                events += [.said(wording.nothingToCancel)]
            } else {
                events += await utterance(text, recent: returned)
            }
        case .askingValue(let question):
            events += rules.isCancel(text) ? cancel() : await answer(question, text)
        case .choosingValue(let choice):
            events += rules.isCancel(text) ? cancel() : await answer(choice, text)
        case .choosingApp(let candidates, let options):
            if rules.isCancel(text) {
                events += cancel()
            } else if let index = pick(text, among: options, aliases: options.map { catalogs[$0.title]?.app.alternativeNames ?? [] }) {
                events += await offer(candidates.filter { $0.app == options[index].title })
            } else if let restart = await newUtterance(text) {
                events += restart
            } else {
                events += [notAnOption(text), .asked(question: wording.whichApp, options: options)]
            }
        case .choosingCandidate(let question, let candidates, let options):
            if rules.isCancel(text) {
                events += cancel()
            } else if let index = pick(text, among: options) {
                state = .idle
                events += await start(candidates[index])
            } else if let restart = await newUtterance(text) {
                events += restart
            } else {
                events += [sameTitle(text, among: options) ?? notAnOption(text), .asked(question: question, options: options)]
            }
        case .choosingInPerform(let run, let invocation, let question, let options):
            if rules.isCancel(text) {
                run.cancel()
                events += await drive(run, invocation)
            } else if let index = pick(text, among: options) {
                run.answer(.index(index))
                events += await drive(run, invocation)
            } else if isCommand(text) {
                await abandon(run)
                events += await utterance(text)
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
            } else if isCommand(text) {
                await abandon(run)
                events += await utterance(text)
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
    private func pendingQuestion() -> [ChatEvent] {
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

    /// Whether input that answers no question is a command of its own: it matches a shortcut
    /// at the threshold (any outcome but no match; a negative phrase too). With `clear`, for
    /// a question any text answers (a title, a name), only a confident match counts: exact,
    /// or with the app named.
    private func isCommand(_ text: String, clear: Bool = false, namingItsApp: Bool = false) -> Bool {
        let result = matcher.match(text, app: app)
        guard result.status != .noMatch, let best = result.best, best.score >= matcher.engine.options.threshold else { return false }
        if namingItsApp {
            // More words than the app's name: "library" alone answers "Which app?".
            let nameLength = (catalogs[best.app]?.app.allNames ?? [best.app]).map { normalizer.tokens($0).count }.max() ?? 1
            return names(text, app: best.app) && normalizer.tokens(text).count > nameLength
        }
        return !clear || best.kind == .exact || names(text, app: best.app)
    }

    /// Whether `text` says the name (or an alternative name) of `app`.
    private func names(_ text: String, app: String) -> Bool {
        let tokens = normalizer.tokens(text)
        let names = catalogs[app]?.app.allNames ?? [app]
        return names.contains { name in
            let wanted = normalizer.tokens(name)
            guard !wanted.isEmpty, wanted.count <= tokens.count else { return false }
            return (0...(tokens.count - wanted.count)).contains { Array(tokens[$0..<($0 + wanted.count)]) == wanted }
        }
    }

    /// Leaves a question `perform()` asked for a new command: the run is cancelled and
    /// followed to its end, what it says dropped.
    private func abandon(_ run: IntentRun) async {
        state = .idle
        for _ in 0..<5 {
            run.cancel()
            guard case .asked = await run.next(limit: performTimeout) else { break }
        }
    }

    // MARK: Utterances

    private func utterance(_ text: String, recent: (app: String, type: String, id: String)? = nil) async -> [ChatEvent] {
        let result = matcher.match(text, app: app)
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
            if app == nil, let best = result.best {
                let tied = matcher.match(text, app: nil, all: true).candidates.filter {
                    $0.kind == .negative && $0.score >= best.score - matcher.engine.options.tieMargin
                }
                if Set(tied.map(\.app)).count > 1, !tied.contains(where: { names(text, app: $0.app) }) {
                    return [.ambiguous(utterance: text, candidates: tied)] + (await offer(tied))
                }
            }
            return [rejected(text, app: result.best?.app ?? "")]
        case .noMatch:
            if result.openSlot != nil, let events = await openSlots(text, result) { return events }
            // A hint of a phrase whose slot stayed empty shows "…" there, not `${target}`.
            let hint = result.hint?.replacingOccurrences(of: #"\$\{[A-Za-z_][A-Za-z0-9_]*\}"#, with: "…",
                                                          options: .regularExpression)
            var message = wording.noMatch(text, hint: hint)
            if result.truncated { message += " " + wording.tooLong }
            return [.noMatch(utterance: text, hint: hint, message: message)]
        }
    }

    /// A matched candidate: a fresh intent with the phrase's value, then what it still needs.
    private func start(_ candidate: Candidate, entity: Any? = nil) async -> [ChatEvent] {
        var events: [ChatEvent] = [.matched(app: candidate.app, intent: candidate.intent, parameter: candidate.parameter,
                                            score: candidate.score)]
        guard let invocation = makeInvocation(app: candidate.app, intent: candidate.intent, phrase: candidate.phrase) else {
            return events + [.error(wording.unknownIntent(candidate.intent, app: candidate.app))]
        }
        if let binding = candidate.parameter, let parameter = invocation.parameter(named: binding.name) {
            let value = Value(id: binding.value, title: binding.title, subtitle: binding.subtitle)
            if let failure = await set(value, entity: entity, for: parameter, of: invocation) { return events + [failure] }
        }
        events += await proceed(invocation)
        return events
    }

    /// Slot text no known value answered to, resolved as `match` resolves it
    /// (`OpenValueResolver`): one entity found starts the intent, several are a question.
    /// `nil`: a plain no-match.
    private func openSlots(_ text: String, _ result: MatchResult) async -> [ChatEvent]? {
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
    private func openSlot(_ slot: OpenSlot, found: [(value: Value, entity: Any)]) async -> [ChatEvent]? {
        guard let invocation = makeInvocation(app: slot.app, intent: slot.intent, phrase: slot.phrase),
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

    // MARK: Values

    /// Asks for the first missing value, or performs the intent when none is.
    private func proceed(_ invocation: Invocation) async -> [ChatEvent] {
        if let missing = invocation.firstMissing { return ask(missing, of: invocation) }
        state = .idle
        guard let intent = invocation.intent else {
            return [.performed(app: invocation.app, intent: invocation.intentName, invocation: invocation.text,
                               dialog: nil, value: nil)]
        }
        let run = IntentRun()
        run.start(intent)
        return await drive(run, invocation)
    }

    private func ask(_ parameter: ParameterDescriptor, of invocation: Invocation, dialog: String? = nil) -> [ChatEvent] {
        let type = catalogs[invocation.app]?.types[parameter.type]
        // A yes-or-no value is asked by its title ("Include archived?"), not "Which …?".
        let question = dialog ?? parameter.requestValueDialog
            ?? (parameter.type == "Bool" ? wording.question(parameter.title)
                : rules.whichQuestion(typeTitle: type?.title ?? parameter.title))
        let options = type == nil ? [] : matcher.engine.phraseValues(type: parameter.type, app: invocation.app, limit: maxOptions)
        let hidden = options.count < maxOptions ? 0
            : matcher.engine.phraseValueCount(type: parameter.type, app: invocation.app) - options.count
        state = .askingValue(ValueQuestion(invocation: invocation, parameter: parameter, question: question, options: options,
                                           more: hidden))
        return [.asked(question: question, options: options.map(option))] + more(hidden)
    }

    /// The line saying how many options a list left out, if any.
    private func more(_ count: Int) -> [ChatEvent] {
        count > 0 ? [.said(wording.more(count))] : []
    }

    private func answer(_ question: ValueQuestion, _ text: String) async -> [ChatEvent] {
        let invocation = question.invocation
        let parameter = question.parameter
        let reask: [ChatEvent] = [.asked(question: question.question, options: question.options.map(option))] + more(question.more)
        let help = question.options.isEmpty ? wording.retryHelp : wording.optionsHelp
        let space = rules.language == "ja" ? "" : " "
        guard let type = catalogs[invocation.app]?.types[parameter.type] else {
            // A String, Int, Date… parameter: the text is the value — unless it is clearly a
            // command of its own ("open jane eyre in library" asked for a title).
            if isCommand(text, clear: true) {
                state = .idle
                return await utterance(text)
            }
            guard let (value, shown) = parse(text, for: parameter, of: invocation) else {
                return [.said(wording.notA(parameter.type, text) + space + help)] + reask
            }
            return await accept(parameter, of: invocation, id: shown, title: shown, shown: shown) { live in
                live.setValue(value)
            }
        }
        if let index = optionIndex(text, count: question.options.count) {
            return await accept(question.options[index], entity: nil, for: parameter, of: invocation)
        }
        // A long list is shown a page at a time: "more" shows the next, a number past the
        // page says how to reach it.
        if question.more > 0, Wording.moreWords.contains(normalizer.normalized(text)) {
            let options = matcher.engine.phraseValues(type: parameter.type, app: invocation.app,
                                                      limit: question.options.count + maxOptions)
            let hidden = question.options.count + question.more - options.count
            var next = question
            next.options = options
            next.more = max(0, hidden)
            state = .askingValue(next)
            return [.asked(question: question.question, options: options.map(option))] + more(next.more)
        }
        if question.more > 0, let number = NumberWords.choice(of: text), number > question.options.count,
           number <= question.options.count + question.more {
            return [.said(wording.notListed(number, listed: question.options.count))] + reask
        }
        let matches = matcher.engine.matchValue(text, type: parameter.type, app: invocation.app)
        if let top = matches.first {
            let ties = matches.filter { $0.score >= top.score - matcher.engine.options.tieMargin }.map(\.value)
            if ties.count == 1 { return await accept(top.value, entity: nil, for: parameter, of: invocation) }
            return choose(among: inListedOrder(ties, listed: question.options).map { ($0, nil) }, for: parameter, of: invocation)
        }
        // No value's name: a command of its own leaves the question ("save a landmark").
        if isCommand(text) {
            state = .idle
            return await utterance(text)
        }
        if let liveApp = matcher.liveApp(named: invocation.app), let live = invocation.live[parameter.name] {
            do {
                let found = try await IntentInvoker.search(text, for: live, locale: matcher.locale,
                                                           strings: liveApp.localizations.display)
                if found.count == 1 { return await accept(found[0].value, entity: found[0].entity, for: parameter, of: invocation) }
                if found.count > 1 { return choose(among: found.map { ($0.value, $0.entity) }, for: parameter, of: invocation) }
            } catch {
                return [.error(message(of: error, app: invocation.app))] + reask
            }
        }
        return [.said(wording.noValue(type.title, text) + space + help)] + reask
    }

    /// `values` in the order `listed` shows them; the others after, in their own order.
    private func inListedOrder(_ values: [Value], listed: [Value]) -> [Value] {
        let position = Dictionary(listed.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        func rank(_ item: (offset: Int, element: Value)) -> Int { position[item.element.id] ?? listed.count + item.offset }
        return values.enumerated().sorted { rank($0) < rank($1) }.map(\.element)
    }

    /// An answer that is no answer but a command of its own ("open the hobbit in library"
    /// when asked "Which shelf?", "what am i reading" when asked "Which book?") leaves the
    /// question and runs.
    private func newUtterance(_ text: String) async -> [ChatEvent]? {
        guard isCommand(text) else { return nil }
        state = .idle
        return await utterance(text)
    }

    private func answer(_ choice: ValueChoice, _ text: String) async -> [ChatEvent] {
        let options = choice.values.prefix(choice.shown).map { option($0.value) }
        // A listed option, else (by name) one the list left out.
        guard let index = pick(text, among: options)
                ?? (choice.values.count > choice.shown ? pick(text, among: choice.values.map { option($0.value) }, numbers: false) : nil) else {
            if let restart = await newUtterance(text) { return restart }
            return [sameTitle(text, among: options) ?? notAnOption(text)] + pendingQuestion()
        }
        let chosen = choice.values[index]
        return await accept(chosen.value, entity: chosen.entity, for: choice.parameter, of: choice.invocation)
    }

    /// Several values answered: asks which one, by title and subtitle.
    private func choose(among values: [(value: Value, entity: Any?)], for parameter: ParameterDescriptor,
                        of invocation: Invocation) -> [ChatEvent] {
        let typeTitle = catalogs[invocation.app]?.types[parameter.type]?.title ?? parameter.title
        let question = rules.whichQuestion(typeTitle: typeTitle)
        let shown = Array(values.prefix(maxOptions))
        state = .choosingValue(ValueChoice(invocation: invocation, parameter: parameter, question: question, values: values,
                                           shown: shown.count))
        return [.asked(question: question, options: shown.map { option($0.value) })] + more(values.count - shown.count)
    }

    /// A value chosen for `parameter`: set, announced, then on to what is still missing.
    private func accept(_ value: Value, entity: Any?, for parameter: ParameterDescriptor, of invocation: Invocation) async -> [ChatEvent] {
        state = .idle
        var events: [ChatEvent] = [.answered(parameter: parameter.name, value: value.id, title: value.title)]
        if let failure = await set(value, entity: entity, for: parameter, of: invocation) { return events + [failure] }
        events += await proceed(invocation)
        return events
    }

    private func accept(_ parameter: ParameterDescriptor, of invocation: Invocation, id: String, title: String, shown: String,
                        set: (any AnyIntentParameter) -> Bool) async -> [ChatEvent] {
        state = .idle
        var events: [ChatEvent] = [.answered(parameter: parameter.name, value: id, title: title)]
        if let live = invocation.live[parameter.name] {
            guard set(live) else { return events + [.error(wording.cannotSet(parameter.name))] }
        } else {
            invocation.record(parameter.name, shown: shown)
        }
        events += await proceed(invocation)
        return events
    }

    /// Sets a catalog value on the intent (the enum case, or the entity from its query),
    /// or records it for a manifest app. Returns the error to show if that fails.
    private func set(_ value: Value, entity: Any?, for parameter: ParameterDescriptor, of invocation: Invocation) async -> ChatEvent? {
        invocation.record(parameter.name, shown: Invocation.describe(value))
        guard let live = invocation.live[parameter.name] else { return nil }
        do {
            var resolved = entity
            if resolved == nil { resolved = try await IntentInvoker.resolve(id: value.id, for: live) }
            guard let resolved else { return .error(wording.notFound(value)) }
            guard live.setValue(resolved) else { return .error(wording.cannotSet(parameter.name)) }
            return nil
        } catch {
            return .error(message(of: error, app: invocation.app))
        }
    }

    /// Typed text as a String, Int, Bool… parameter value, with how it is shown.
    private func parse(_ text: String, for parameter: ParameterDescriptor, of invocation: Invocation) -> (Any, String)? {
        if parameter.type == "Bool" {
            if rules.isYes(text) { return (true, "true") }
            if rules.isNo(text) { return (false, "false") }
        }
        if let live = invocation.live[parameter.name] {
            guard let value = live.parse(text) else { return nil }
            return (value, Invocation.describe(value))
        }
        switch parameter.type {
        case "Int": return Int._parse(text).map { ($0, String($0)) }
        case "Double", "Float", "Decimal": return Double._parse(text).map { ($0, String($0)) }
        case "Bool": return Bool._parse(text).map { ($0, String($0)) }
        case "String": return (text, Invocation.quoted(text))
        default: return (text, text)
        }
    }

    // MARK: Running

    /// Follows a running `perform()` to its next question or its end.
    /// - Parameter declined: the user just said no (or cancel) to a confirmation: what
    ///   `perform()` then throws is its answer, said plainly, not an error.
    private func drive(_ run: IntentRun, _ invocation: Invocation, declined: Bool = false) async -> [ChatEvent] {
        switch await run.next(limit: performTimeout) {
        case .timedOut:
            state = .idle
            let title = catalogs[invocation.app]?.intents[invocation.intentName]?.title ?? invocation.intentName
            return [.error(wording.timedOut(title, performTimeout ?? .zero))]
        case .asked(.choose(_, let options, let dialog)):
            let dialog = text(dialog, app: invocation.app)
            let shown = options.map { ChatOption(title: text($0.title, app: invocation.app),
                                                 subtitle: $0.subtitle.map { text($0, app: invocation.app) }) }
            state = .choosingInPerform(run: run, invocation: invocation, question: dialog, options: shown)
            return [.asked(question: dialog, options: shown)]
        case .asked(.confirm(_, _, let dialog)):
            let dialog = text(dialog, app: invocation.app)
            state = .confirming(run: run, invocation: invocation, question: dialog)
            return [.asked(question: dialog, options: [])]
        case .asked(.value(_, let dialog)):
            let dialog = text(dialog, app: invocation.app)
            state = .answeringInPerform(run: run, invocation: invocation, question: dialog)
            return [.asked(question: dialog, options: [])]
        case .finished(.success(let outcome)):
            state = .idle
            lastReturned = outcome.returned.map { (invocation.app, $0.type, $0.id) }
            var events: [ChatEvent] = [.performed(app: invocation.app, intent: invocation.intentName, invocation: invocation.text,
                                                  dialog: outcome.dialog.map { text($0, app: invocation.app) }, value: outcome.value.map { label($0, app: invocation.app) })]
            if let view = outcome.omittedView {
                events.append(.viewOmitted(app: invocation.app, intent: invocation.intentName, view: view))
            }
            await matcher.settled()
            events += updateProblems()
            if let next = outcome.opensIntent, opened < 5 {
                opened += 1
                events += await proceed(Invocation.live(app: invocation.app, intent: next, catalog: catalogs[invocation.app]))
            }
            return events
        case .finished(.failure(let error)):
            state = .idle
            await matcher.settled()
            let problems = updateProblems()
            if let request = error as? IntentParameterRequest, let parameter = invocation.parameter(named: request.parameter) {
                return problems + ask(parameter, of: invocation, dialog: request.dialog.map { text($0, app: invocation.app) })
            }
            if case .cancelled = error as? IntentInteractionError { return problems + [.said(wording.cancelled)] }
            if declined { return problems + [.said(message(of: error, app: invocation.app))] }
            return problems + [.error(message(of: error, app: invocation.app))]
        }
    }

    // MARK: Helpers

    private func cancel() -> [ChatEvent] {
        state = .idle
        return [.said(wording.cancelled)]
    }

    private func makeInvocation(app: String, intent: String, phrase: String?) -> Invocation? {
        if let liveApp = matcher.liveApp(named: app) {
            return Invocation.live(app: app, intentName: intent, phrase: phrase, in: liveApp, catalog: catalogs[app])
        }
        guard let catalog = catalogs[app] else { return nil }
        return Invocation.described(app: app, intentName: intent, catalog: catalog)
    }

    private func updateProblems() -> [ChatEvent] {
        matcher.takeUpdateProblems().map { .error(($0.app.map { "\($0): " } ?? "") + $0.message) }
    }

    private func binding(_ parameter: ParameterDescriptor, _ value: Value) -> ParameterBinding {
        ParameterBinding(name: parameter.name, type: parameter.type, value: value.id, title: value.title, subtitle: value.subtitle)
    }

    private func option(_ value: Value) -> ChatOption {
        ChatOption(title: value.title, subtitle: value.subtitle, value: value.id)
    }

    private func text(_ resource: LocalizedStringResource, app: String) -> String {
        guard let liveApp = matcher.liveApp(named: app) else { return resource.text }
        return liveApp.localizations.display.text(resource, locale: matcher.locale)
    }

    /// A dialog of `perform()`, in the conversation's language when the app's strings
    /// translate it (its key looked up, its arguments put in), else in the source language.
    /// ShortcutKit's own default questions ("Which one?") the app does not translate are
    /// asked in the conversation's words.
    private func text(_ dialog: IntentDialog, app: String) -> String {
        let resource = dialog.fullResource
        let shown = text(resource, app: app)
        guard shown == resource.text, let format = wording.defaultDialog(resource.lookupKey) else { return shown }
        let strings = matcher.liveApp(named: app)?.localizations.display ?? DisplayStrings()
        return strings.format(format, resource.formatArguments, locale: matcher.locale)
    }

    /// The message of an error `perform()` threw: a `CustomLocalizedStringResourceConvertible`
    /// one in the conversation's language.
    private func message(of error: any Error, app: String) -> String {
        if let convertible = error as? any CustomLocalizedStringResourceConvertible {
            return text(convertible.localizedStringResource, app: app)
        }
        return IntentInvoker.message(of: error)
    }

    private func label(_ representation: DisplayRepresentation, app: String) -> String {
        text(representation.title, app: app) + (representation.subtitle.map { " — " + text($0, app: app) } ?? "")
    }

    private func notAnOption(_ text: String) -> ChatEvent { .said(wording.notAnOption(text)) }

    private func rejected(_ text: String, app: String) -> ChatEvent {
        .rejected(app: app, utterance: text, message: wording.rejected(text, app: app))
    }

    /// Why `text` picks none of `options` when it is the title of several: they are told
    /// apart by subtitle. `nil` when that is not why.
    private func sameTitle(_ text: String, among options: [ChatOption]) -> ChatEvent? {
        let wanted = normalizer.normalized(text)
        let alike = options.filter { normalizer.normalized($0.title) == wanted }
        guard alike.count > 1 else { return nil }
        let subtitles = alike.compactMap(\.subtitle)
        guard subtitles.count == alike.count else { return nil }
        return .said(wording.sameTitle(alike[0].title, subtitles: subtitles))
    }

    /// Asks which of several readings of an utterance is meant: first the app, when they
    /// span several; then the value (two books titled alike) or the intent.
    private func offer(_ candidates: [Candidate]) async -> [ChatEvent] {
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
            let intentTitle = catalogs[candidate.app]?.intents[candidate.intent]?.title ?? candidate.intent
            return ChatOption(title: intentTitle + (candidate.parameter.map { ": \($0.title)" } ?? ""),
                              subtitle: candidate.parameter?.subtitle, value: candidate.parameter?.value)
        }
        var question = wording.whichOne
        if oneIntent, let parameter = candidates[0].parameter, let type = catalogs[candidates[0].app]?.types[parameter.type] {
            question = rules.whichQuestion(typeTitle: type.title)
        }
        state = .choosingCandidate(question: question, candidates: candidates, options: options)
        return [.asked(question: question, options: options)]
    }

    /// The index of the option `text` picks by its number or ordinal ("2", "the second one").
    private func optionIndex(_ text: String, count: Int) -> Int? {
        guard let number = NumberWords.choice(of: text), number <= count else { return nil }
        return number - 1
    }

    /// The option `text` names: its number or ordinal ("2", "the second one", "二番目"), its
    /// title or subtitle (typos allowed), the one option whose label contains it, or the
    /// one whose subtitle follows "by" ("the one by jack london"). `nil` when none or
    /// several do.
    func pick(_ text: String, among options: [ChatOption], aliases: [[String]] = [], numbers: Bool = true) -> Int? {
        if numbers, let index = optionIndex(text, count: options.count) { return index }
        let wanted = normalizer.normalized(text)
        guard !wanted.isEmpty else { return nil }
        if let index = pickByName(wanted, among: options, aliases: aliases) { return index }
        // "the library", "dune please": the name without the words around it.
        let bare = wanted.split(separator: " ").filter {
            !NumberWords.choiceWords.contains(String($0)) && !NumberWords.politeWords.contains(String($0))
        }.joined(separator: " ")
        if !bare.isEmpty, bare != wanted, let index = pickByName(bare, among: options, aliases: aliases) { return index }
        // "the one by jack london", "celui de jack london": the words after "by" name a subtitle.
        let tokens = wanted.split(separator: " ").map(String.init)
            .filter { !NumberWords.politeWords.contains($0) || Self.byWords.contains($0) }
        if let by = tokens.firstIndex(where: { Self.byWords.contains($0) }), by + 1 < tokens.count {
            let author = tokens[(by + 1)...].joined(separator: " ")
            let subtitles = options.map { ChatOption(title: $0.subtitle ?? "", subtitle: nil, value: nil) }
            if let index = pickByName(author, among: subtitles) {
                // What comes before "by", if anything but "the one", must fit the option too.
                let before = tokens[..<by].filter { !NumberWords.choiceWords.contains($0) }.joined(separator: " ")
                if before.isEmpty || normalizer.normalized(options[index].title).contains(before) { return index }
            }
        }
        return nil
    }

    /// Words that introduce the author or place of an option: "by", "de", "par", "por"…
    static let byWords: Set<String> = ["by", "from", "de", "par", "du", "por", "del", "do", "da"]

    private func pickByName(_ wanted: String, among options: [ChatOption], aliases: [[String]] = []) -> Int? {
        let normalizedNames = options.indices.map { index in
            let option = options[index]
            let names = [option.title, option.label] + (option.subtitle.map { [$0] } ?? []) + (aliases.indices.contains(index) ? aliases[index] : [])
            return names.map { normalizer.normalized($0) }
        }
        func unique(_ test: (String) -> Bool) -> Int? {
            let hits = normalizedNames.indices.filter { normalizedNames[$0].contains(where: test) }
            return hits.count == 1 ? hits[0] : nil
        }
        let exact = normalizedNames.indices.filter { normalizedNames[$0].contains(wanted) }
        if exact.count == 1 { return exact[0] }
        if exact.count > 1 { return nil }
        if let index = unique({ " \($0) ".contains(" \(wanted) ") }) { return index }
        let allowed = EditDistance.tolerance(forLength: wanted.unicodeScalars.count)
        guard allowed > 0 else { return nil }
        return unique { EditDistance.between($0, wanted, limit: allowed) != nil }
    }
}
