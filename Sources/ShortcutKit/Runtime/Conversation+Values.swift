import Foundation
import PhraseMatching

/// Parameter values: asking for one, and taking the answer — an option, a value by name
/// (typos allowed), a search, or typed text for a String, Int, Bool… parameter.
extension Conversation {
    func ask(_ parameter: ParameterDescriptor, of invocation: Invocation, dialog: String? = nil) -> [ChatEvent] {
        let type = matcher.outline(of: invocation.app)?.types[parameter.type]
        let options = type == nil ? [] : matcher.engine.phraseValues(type: parameter.type, app: invocation.app, limit: maxOptions)
        // An app from a manifest or a build whose type offers no value (a build holds no
        // entity values) and finds none by name: no answer could ever be taken, so say why
        // instead of asking.
        if let type, options.isEmpty, !type.searchable, matcher.liveApp(named: invocation.app) == nil {
            state = .idle
            return [.error(wording.noValues(intent: invocation.intentName, parameter: parameter.name, typeTitle: type.title,
                                            app: invocation.app, option: namesToolOptions))]
        }
        // A yes-or-no value is asked by its title ("Include archived?"), not "Which …?".
        let question = dialog ?? parameter.requestValueDialog
            ?? (parameter.type == "Bool" ? wording.question(parameter.title)
                : rules.whichQuestion(typeTitle: type?.title ?? parameter.title))
        let hidden = options.count < maxOptions ? 0
            : matcher.engine.phraseValueCount(type: parameter.type, app: invocation.app) - options.count
        state = .askingValue(ValueQuestion(invocation: invocation, parameter: parameter, question: question, options: options,
                                           more: hidden))
        return [.asked(question: question, options: options.map(option))] + more(hidden)
    }

    /// The line saying how many options a list left out, if any.
    func more(_ count: Int) -> [ChatEvent] {
        count > 0 ? [.more(count: count, text: wording.more(count))] : []
    }

    func answer(_ question: ValueQuestion, _ text: String) async -> [ChatEvent] {
        let invocation = question.invocation
        let parameter = question.parameter
        let reask: [ChatEvent] = [.asked(question: question.question, options: question.options.map(option))] + more(question.more)
        let help = question.options.isEmpty ? wording.retryHelp : wording.optionsHelp
        let space = rules.writesSpaces ? " " : ""
        guard let type = matcher.outline(of: invocation.app)?.types[parameter.type] else {
            // A String, Int, Date… parameter: the text is the value — unless it is clearly a
            // command of its own ("open jane eyre in library" asked for a title).
            if let command = command(text, clear: true) {
                state = .idle
                return await utterance(text, command)
            }
            guard let (value, shown) = parse(text, for: parameter, of: invocation) else {
                return [.said(wording.notA(parameter.type, text) + space + help)] + reask
            }
            return await accept(parameter, of: invocation, id: shown, title: shown, shown: shown) { live in
                live.setValue(value)
            }
        }
        if let index = picker.index(numbered: text, count: question.options.count) {
            return await accept(question.options[index], entity: nil, for: parameter, of: invocation)
        }
        // A long list is shown a page at a time: "more" shows the next, a number past the
        // page says how to reach it.
        if question.more > 0, AnswerWords.anyLanguage.says(AnswerWords.anyLanguage.more, text) {
            let options = matcher.engine.phraseValues(type: parameter.type, app: invocation.app,
                                                      limit: question.options.count + maxOptions)
            let hidden = question.options.count + question.more - options.count
            var next = question
            next.options = options
            next.more = max(0, hidden)
            state = .askingValue(next)
            return [.asked(question: question.question, options: options.map(option))] + more(next.more)
        }
        if question.more > 0, let number = AnswerWords.anyLanguage.choice(in: text), number > question.options.count,
           number <= question.options.count + question.more {
            return [.said(wording.notListed(number, listed: question.options.count))] + reask
        }
        let best = matcher.engine.bestValues(text, type: parameter.type, app: invocation.app)
        if best.count == 1 { return await accept(best[0], entity: nil, for: parameter, of: invocation) }
        if best.count > 1 {
            return choose(among: inListedOrder(best, listed: question.options).map { ($0, nil) }, for: parameter, of: invocation)
        }
        // "None of them" ("nenhum") turns the options listed down, as at a choice, unless a
        // value has that name: one named above, or one only the app's search finds (below).
        let turnsDown = !question.options.isEmpty && rules.isNoneOfThem(text)
        // No value's name: a command of its own leaves the question ("save a landmark").
        if !turnsDown, let command = command(text) {
            state = .idle
            return await utterance(text, command)
        }
        // A number past the options listed ("7" of three, "0") picks none: said so. The app's
        // query may still hold a value of that name ("1984", "None"), but only a title said
        // whole counts: "9" found the landmark "of the 19th century" in a description.
        let words = AnswerWords.anyLanguage
        let isNumber = !question.options.isEmpty && words.saysNumber(text)
        if let liveApp = matcher.liveApp(named: invocation.app), let live = invocation.live[parameter.name] {
            do {
                var found = try await IntentInvoker.search(text, for: live, locale: matcher.locale,
                                                           strings: liveApp.app.localizations.display)
                if isNumber || turnsDown {
                    let said = normalizer.normalized(text)
                    found = found.filter { normalizer.normalized($0.value.title) == said }
                    if found.isEmpty { return turnsDown ? cancel() : [.said(wording.notAnOption(text))] + reask }
                }
                if found.count == 1 { return await accept(found[0].value, entity: found[0].entity, for: parameter, of: invocation) }
                if found.count > 1 { return choose(among: found.map { ($0.value, $0.entity) }, for: parameter, of: invocation) }
            } catch {
                // A search that failed takes nothing from "none of them": it still turns the options down.
                if turnsDown { return cancel() }
                return [.error(message(of: error, app: invocation.app))] + reask
            }
        }
        if turnsDown { return cancel() }
        if isNumber { return [.said(wording.notAnOption(text))] + reask }
        return [.said(wording.noValue(type.title, text) + space + help)] + reask
    }

    /// `values` in the order `listed` shows them; the others after, in their own order.
    func inListedOrder(_ values: [ParameterValue], listed: [ParameterValue]) -> [ParameterValue] {
        let position = Dictionary(listed.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        func rank(_ item: (offset: Int, element: ParameterValue)) -> Int { position[item.element.id] ?? listed.count + item.offset }
        return values.enumerated().sorted { rank($0) < rank($1) }.map(\.element)
    }

    func answer(_ choice: ValueChoice, _ text: String) async -> [ChatEvent] {
        let options = choice.values.prefix(choice.shown).map { option($0.value) }
        // A listed option, else (by name) one the list left out.
        guard let index = picker.pick(text, among: options)
                ?? (choice.values.count > choice.shown ? picker.pick(text, among: choice.values.map { option($0.value) }, numbers: false) : nil) else {
            if rules.isNoneOfThem(text) { return cancel() }
            if let restart = await newUtterance(text) { return restart }
            return [sameTitle(text, among: options)] + pendingQuestion()
        }
        let chosen = choice.values[index]
        return await accept(chosen.value, entity: chosen.entity, for: choice.parameter, of: choice.invocation)
    }

    /// Several values answered: asks which one, by title and subtitle.
    func choose(among values: [(value: ParameterValue, entity: Any?)], for parameter: ParameterDescriptor,
                        of invocation: Invocation) -> [ChatEvent] {
        let typeTitle = matcher.outline(of: invocation.app)?.types[parameter.type]?.title ?? parameter.title
        let question = rules.whichQuestion(typeTitle: typeTitle)
        let shown = Array(values.prefix(maxOptions))
        state = .choosingValue(ValueChoice(invocation: invocation, parameter: parameter, question: question, values: values,
                                           shown: shown.count))
        return [.asked(question: question, options: shown.map { option($0.value) })] + more(values.count - shown.count)
    }

    /// A value chosen for `parameter`: set, announced, then on to what is still missing.
    func accept(_ value: ParameterValue, entity: Any?, for parameter: ParameterDescriptor, of invocation: Invocation) async -> [ChatEvent] {
        state = .idle
        var events: [ChatEvent] = [.answered(parameter: parameter.name, value: value.id, title: value.title)]
        if let failure = await set(value, entity: entity, for: parameter, of: invocation) { return events + [failure] }
        events += await proceed(invocation)
        return events
    }

    func accept(_ parameter: ParameterDescriptor, of invocation: Invocation, id: String, title: String, shown: String,
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
    func set(_ value: ParameterValue, entity: Any?, for parameter: ParameterDescriptor, of invocation: Invocation) async -> ChatEvent? {
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
    func parse(_ text: String, for parameter: ParameterDescriptor, of invocation: Invocation) -> (Any, String)? {
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
}
