import Foundation
import PhraseMatching

/// Slot text no suggested value answered to, searched with the apps' own
/// `EntityStringQuery`: the one resolution path `match` and `chat` share, so both find the
/// same entities.
///
///     let outcome = await OpenValueResolver(matcher: matcher).resolve("play zelda", result, app: nil)
///
/// Acted on only as far as the engine's judgement goes: the slot scores at the threshold
/// (the engine offers no other); an entity found counts only if every content word of the
/// slot text is a word of its title or synonyms (`nameMatches`: queries match substrings,
/// "ice" in "Prejudice"); and with several apps and none named, one app's answer must be
/// clearly best.
struct OpenValueResolver {
    let matcher: ShortcutMatcher

    /// One app's reading of the slot, and the entities its query found (the best-named).
    struct Answer {
        var slot: OpenSlot
        var found: [(value: ParameterValue, entity: Any)]
    }

    enum Outcome {
        /// Nothing to act on: a plain no-match.
        case none
        /// Entities found, per app reading (at least one, none empty).
        case found([Answer])
        /// A query threw (or cannot run): the app and the error.
        case failed(app: String, error: any Error)
    }

    func resolve(_ text: String, _ result: MatchResult, app: String?) async -> Outcome {
        let threshold = matcher.engine.options.threshold
        // Apps from manifests have no query to ask: nothing more to find (and no cost).
        guard let first = result.openSlot, first.score >= threshold, matcher.hasLiveApps else {
            return .none
        }
        var answers: [Answer] = []
        // Each app's reading that ties with the best (an app named in the utterance leaves
        // the others none).
        for slot in result.openSlots {
            do {
                let found = try await search(slot)
                if !found.isEmpty { answers.append(Answer(slot: slot, found: found)) }
            } catch {
                return .failed(app: slot.app, error: error)
            }
        }
        return answers.isEmpty ? .none : .found(answers)
    }

    /// The entities the app's query finds for an open slot whose names the slot text says:
    /// those it says whole if any, else every one it names a part of.
    private func search(_ slot: OpenSlot) async throws -> [(value: ParameterValue, entity: Any)] {
        guard let liveApp = matcher.liveApp(named: slot.app),
              let invocation = try await Invocation.live(app: slot.app, intentName: slot.intent, phrase: slot.phrase, in: liveApp,
                                               catalog: matcher.outline(of: slot.app)),
              let live = invocation.live[slot.parameter] else { return [] }
        let found = try await IntentInvoker.search(slot.text, for: live, locale: matcher.locale,
                                                   strings: liveApp.app.localizations.display)
        let named = found.compactMap { item in matcher.engine.nameMatches(slot.text, value: item.value).map { (item, $0) } }
        guard let best = named.map(\.1).max() else { return [] }
        // A name said whole names its value(s). A part of a name shared by several values
        // ("tahoe": Tahoe Rim Trail, Lake Tahoe Flume Trail) names none of them better for
        // covering more of a shorter name: all are offered, not the shortest guessed.
        guard best >= 1 - 1e-9 else { return named.map(\.0) }
        return named.filter { $0.1 >= best - 1e-9 }.map(\.0)
    }
}

extension ShortcutMatcher {
    /// Matches one typed utterance as `match(_:app:all:)`, then resolves slot text no
    /// suggested value answered to with the app's `EntityStringQuery` (`OpenValueResolver`):
    /// one entity found is `matched`, several are `ambiguous`. The chat resolves the same way.
    /// - Complexity: `match`, then the queries of the apps whose phrase the slot text fills.
    public func resolve(_ utterance: String, app: String? = nil, all: Bool = false, explain: Bool = false) async -> MatchResult {
        await resolveNamingUnknownValue(utterance, app: app, all: all, explain: explain).result
    }

    /// `resolve`, and the value the line named that its app does not have (`unknownValue`),
    /// known only once the app's search answered: a search that threw says nothing of the
    /// values the app has, so it names none ("Library has no book named 'Dune'" would be false).
    package func resolveNamingUnknownValue(_ utterance: String, app: String? = nil, all: Bool = false, explain: Bool = false) async
        -> (result: MatchResult, unknownValue: (app: String, typeTitle: String, text: String)?) {
        let app = app.flatMap { engine.appName(matching: $0) } ?? app
        var result = match(utterance, app: app, all: all, explain: explain)
        guard result.status == .noMatch, result.openSlot != nil else { return (result, unknownValue(in: result)) }
        let outcome = await OpenValueResolver(matcher: self).resolve(utterance, result, app: app)
        if case .failed = outcome { return (result, nil) }
        guard case .found(let answers) = outcome else { return (result, unknownValue(in: result)) }
        let candidates = answers.flatMap { answer in
            answer.found.map { found in
                Candidate(app: answer.slot.app, intent: answer.slot.intent,
                          parameter: ParameterBinding(name: answer.slot.parameter, type: answer.slot.type, value: found.value.id,
                                                      title: found.value.title, subtitle: found.value.subtitle),
                          phrase: answer.slot.phrase, score: answer.slot.score, kind: .openValue)
            }
        }
        result.hint = nil
        result.openSlot = nil
        result.openSlots = []
        if candidates.count == 1 {
            result.status = .matched
            result.best = candidates[0]
            if !all { result.candidates = [] }
        } else {
            result.status = .ambiguous
            result.best = candidates.first
            result.candidates = candidates
        }
        return (result, nil)
    }
}

extension ShortcutMatcher {
    /// The value a line that matched nothing named that its app does not have: the line
    /// says a phrase whole, its app named, with slot text that no value answers to, neither
    /// a suggested one nor one the app's search finds ("open Narnia in library": Library,
    /// Book, "Narnia", as typed). `nil` for any other line, and for one that names no app
    /// ("open the door" reads as a book to open only by its shape).
    ///
    /// Asked of a result `resolve` gave (or whose open slot the app's search answered
    /// nothing): a value found there is a match, not a no-match. Not of one whose search
    /// threw, which says nothing of the values the app has (`resolveNamingUnknownValue`).
    package func unknownValue(in result: MatchResult) -> (app: String, typeTitle: String, text: String)? {
        guard result.status == .noMatch, let slot = result.openSlot, slot.score >= engine.options.threshold,
              let catalog = outline(of: slot.app), let type = catalog.types[slot.type] else { return nil }
        let normalizer = Normalizer(locale: locale)
        guard Self.namesApp(catalog.app.allNames, outside: slot.text, of: result.utterance, normalizer: normalizer) else { return nil }
        return (catalog.app.name, type.title, Self.typed(slot.text, in: result.utterance, normalizer: normalizer))
    }

    /// Whether `utterance` says one of `names` beside the slot text, not only inside it:
    /// "open library card" names no app ("library card" is all slot text, and the line only
    /// has the shape of "Open ${book} in Library"). A slot text not found among the words
    /// (a script written without spaces) leaves the whole line to say it.
    static func namesApp(_ names: [String], outside slotText: String, of utterance: String, normalizer: Normalizer) -> Bool {
        let tokens = normalizer.tokens(utterance)
        let slot = normalizer.tokens(slotText)
        let starts = slot.isEmpty || slot.count > tokens.count ? []
            : (0...(tokens.count - slot.count)).filter { Array(tokens[$0..<($0 + slot.count)]) == slot }
        guard !starts.isEmpty else { return AppNames.isSaid(names, in: tokens, normalizer: normalizer) }
        return starts.contains { start in
            AppNames.isSaid(names, in: Array(tokens[..<start]), normalizer: normalizer)
                || AppNames.isSaid(names, in: Array(tokens[(start + slot.count)...]), normalizer: normalizer)
        }
    }

    /// The words of `utterance` that normalise to `slotText`, as typed ("Cien años" for
    /// "cien anos"), without punctuation at either end; `slotText` itself when no run of
    /// whole words does (a script written without spaces).
    /// - Complexity: O(w · k) spans tokenised, for `w` words typed and `k` in the slot text
    ///   (a span stops growing once it has more tokens than the slot).
    static func typed(_ slotText: String, in utterance: String, normalizer: Normalizer) -> String {
        let wanted = normalizer.tokens(slotText)
        let words = utterance.split(whereSeparator: \.isWhitespace)
        guard !wanted.isEmpty else { return slotText }
        for start in words.indices {
            for end in start..<words.count {
                let span = words[start...end].joined(separator: " ")
                let tokens = normalizer.tokens(span)
                if tokens == wanted {
                    return span.trimmingCharacters(in: .punctuationCharacters.union(.symbols))
                }
                if tokens.count > wanted.count { break }
            }
        }
        return slotText
    }
}
