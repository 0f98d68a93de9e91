import Foundation
import PhraseMatching

/// Driving an intent: making it, asking for what it is missing, running `perform()` to its
/// questions and its end, and showing what it says in the conversation's language.
extension Conversation {
    /// Asks for the first missing value, or performs the intent when none is.
    func proceed(_ invocation: Invocation) async -> [ChatEvent] {
        if let missing = invocation.firstMissing {
            // A dependency that is not registered fails the run whatever the answers: say so
            // before asking anything.
            if let intent = invocation.intent,
               let failure = await DependencyCheck.failure(of: intent, what: String(describing: type(of: intent))) {
                state = .idle
                return [.error(message(of: failure, app: invocation.app))]
            }
            return ask(missing, of: invocation)
        }
        state = .idle
        guard let intent = invocation.intent else {
            return [.performed(app: invocation.app, intent: invocation.intentName, invocation: invocation.text,
                               dialog: nil, value: nil)]
        }
        let run = IntentRun()
        // The call as shown reads its values' display representations: the app's code, read in the run.
        run.start(intent, describing: { invocation.text })
        return await drive(run, invocation)
    }

    /// Leaves a question `perform()` asked for a new command: the run is cancelled and
    /// followed to its end, what it says dropped.
    func abandon(_ run: IntentRun) async {
        state = .idle
        for _ in 0..<5 {
            run.cancel()
            guard case .asked = await run.next(limit: performTimeout) else { break }
        }
    }

    /// Follows a running `perform()` to its next question or its end.
    /// - Parameter declined: the user just said no (or cancel) to a confirmation: what
    ///   `perform()` then throws is its answer, said plainly, not an error.
    func drive(_ run: IntentRun, _ invocation: Invocation, declined: Bool = false) async -> [ChatEvent] {
        switch await run.next(limit: performTimeout) {
        case .timedOut:
            state = .idle
            let title = matcher.outline(of: invocation.app)?.intents[invocation.intentName]?.title ?? invocation.intentName
            // A run that waits on an actor an earlier run was stopped inside waits for good.
            let held = [HeldActors.note, StoppedAppThreads.note].compactMap { $0.map { " " + $0 } }.joined()
            return [.error(wording.timedOut(title, performTimeout ?? .zero) + held)]
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
            lastReturned = outcome.returned.flatMap { matcher.liveApp(named: invocation.app)?.catalogIdentity(of: $0) }
                .map { (invocation.app, $0.type, $0.id) }
            var events: [ChatEvent] = [.performed(app: invocation.app, intent: invocation.intentName, invocation: outcome.invocation ?? invocation.text,
                                                  dialog: outcome.dialog.map { text($0, app: invocation.app) }, value: outcome.value.map { label($0, app: invocation.app) })]
            if let view = outcome.omittedView {
                events.append(.viewOmitted(app: invocation.app, intent: invocation.intentName, view: view))
            }
            await matcher.settled()
            events += updateProblems()
            if let next = outcome.opensIntent, opened < 5 {
                opened += 1
                events += await proceed(Invocation.live(app: invocation.app, intent: next, in: matcher.liveApp(named: invocation.app),
                                                         catalog: matcher.outline(of: invocation.app)))
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

    /// A fresh invocation of the app's intent; throws what its `init()` did wrong (`ProviderFault`).
    func makeInvocation(app: String, intent: String, phrase: String?) async throws -> Invocation? {
        if let liveApp = matcher.liveApp(named: app) {
            return try await Invocation.live(app: app, intentName: intent, phrase: phrase, in: liveApp, catalog: matcher.outline(of: app))
        }
        guard let catalog = matcher.outline(of: app) else { return nil }
        return Invocation.described(app: app, intentName: intent, catalog: catalog)
    }

    func text(_ resource: LocalizedStringResource, app: String) -> String {
        guard let liveApp = matcher.liveApp(named: app) else { return resource.text }
        return liveApp.app.localizations.display.text(resource, locale: matcher.locale)
    }

    /// A dialog of `perform()`, in the conversation's language when the app's strings
    /// translate it (its key looked up, its arguments put in), else in the source language.
    /// ShortcutKit's own default questions ("Which one?") the app does not translate are
    /// asked in the conversation's words.
    func text(_ dialog: IntentDialog, app: String) -> String {
        let resource = dialog.fullResource
        let shown = text(resource, app: app)
        guard shown == resource.text, let format = wording.defaultDialog(resource.lookupKey) else { return shown }
        let strings = matcher.liveApp(named: app)?.app.localizations.display ?? DisplayStrings()
        return strings.format(format, resource.formatArguments, locale: matcher.locale)
    }

    /// The message of an error `perform()` threw: a `CustomLocalizedStringResourceConvertible`
    /// one in the conversation's language.
    func message(of error: any Error, app: String) -> String {
        if let convertible = error as? any CustomLocalizedStringResourceConvertible {
            return text(convertible.localizedStringResource, app: app)
        }
        return IntentInvoker.message(of: error)
    }

    func label(_ representation: DisplayRepresentation, app: String) -> String {
        text(representation.title, app: app) + (representation.subtitle.map { " — " + text($0, app: app) } ?? "")
    }
}
