// Provider code written for Apple platforms gets Foundation from `import AppIntents`.
@_exported import Foundation
import PhraseMatching

// ShortcutKit's public surface is the App Intents API and its runtime (`ShortcutApp`,
// `ShortcutMatcher`, `Conversation`). The engine module is not re-exported: its ~400
// public declarations (`Catalog`, `JSONValue`, `Candidate`, …) stay out of app code.
// Only the engine types ShortcutKit's own API is read through are named here; code that
// works on catalogs and manifests imports `PhraseMatching` as well.

/// What `ShortcutMatcher.match(_:)` found for an utterance.
public typealias MatchResult = PhraseMatching.MatchResult
/// The thresholds and limits of matching, for `ShortcutMatcher(apps:locale:options:)`.
public typealias MatchOptions = PhraseMatching.MatchOptions
/// A problem found in an app's definitions or translations (`ShortcutMatcher.diagnostics`).
public typealias Diagnostic = PhraseMatching.Diagnostic
/// Translated strings read from string catalogs or `.strings` files (`AppLocalizations`).
public typealias StringCatalog = PhraseMatching.StringCatalog

extension MatchResult {
    /// An intent the utterance may run (`best`, `candidates`, `options`, `ties`).
    public typealias Candidate = PhraseMatching.Candidate
    /// The value a candidate's phrase parameter was given.
    public typealias ParameterBinding = PhraseMatching.ParameterBinding
    /// Slot text no suggested value answers to, for the app's string query (`openSlots`).
    public typealias OpenSlot = PhraseMatching.OpenSlot
    /// The value a matched intent still needs (`request`).
    public typealias ValueRequest = PhraseMatching.ValueRequest
}
