/// The wording of every diagnostic, in one place: a `Diagnostic.Kind` in, the sentence a
/// person reads out. Apple's sentences are kept word for word (see the phrase rules in
/// the design); the others say what was found, where, and what happens because of it.
///
///     DiagnosticMessage.text(for: .tooManyShortcuts(count: 11, limit: 10))
///     // "Found 11 App Shortcuts, but each app may have at most 10."
public enum DiagnosticMessage {
    /// Apple's message for a phrase without exactly one `${applicationName}`.
    public static let missingApplicationName =
        "Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it."
    /// Apple's message for a strings key no phrase uses.
    public static let unusedStringsKey = "This phrase is not used in any App Shortcut or as a Negative Phrase."

    /// The sentence for `kind`.
    public static func text(for kind: Diagnostic.Kind) -> String {
        switch kind {
        case .missingApplicationName:
            return missingApplicationName
        case .malformedToken(let token, let negative):
            return negative
                ? "Malformed token '\(token)': write '${applicationName}'."
                : "Malformed token '\(token)': tokens are written '${applicationName}' or '${parameterName}'."
        case .tooManyParameters(let names):
            return "Invalid Utterance. An App Shortcut utterance may contain at most one parameter besides "
                + "'${applicationName}'; found \(names.map { "'${\($0)}'" }.joined(separator: " and "))."
        case .unknownParameter(let name):
            return "Invalid parameter. The intent has no parameter '\(name)'."
        case .invalidParameterType(let name):
            return "Invalid parameter type. AppEntity and AppEnum are the only allowed types for \(name)"
        case .negativePhraseWithParameter(let name):
            return "Invalid Negative Phrase. Negative phrases may contain only '${applicationName}', not a parameter: '${\(name)}'."
        case .negativePhraseWithRepeatedApplicationName:
            return "Invalid Negative Phrase. A negative phrase may contain '${applicationName}' at most once."
        case .parameterNotInKey(let name, let language, let key):
            return "Invalid Utterance. The '\(language)' translation uses '${\(name)}', which its key \"\(key)\" does not have."

        case .appWithoutName:
            return "The app has no name: '${applicationName}' has nothing to stand for."
        case .unknownIntent(let intent):
            return "Unknown intent '\(intent)': the catalog's intents do not list it."
        case .shortcutWithoutPhrases(let intent):
            return "App Shortcut '\(intent)' has no phrases."
        case .tooManyShortcuts(let count, let limit):
            return "Found \(count) App Shortcuts, but each app may have at most \(limit)."
        case .tooManyPhrases(let count, let limit):
            return "Found \(count) App Shortcut phrases once parameters are expanded over their values; the limit is \(limit)."
        case .duplicatePhrase(let phrase, let shortcut, let otherPhrase, let otherShortcut):
            return otherShortcut == shortcut
                ? "Duplicate phrase: '\(phrase)' appears twice in App Shortcut '\(shortcut)'."
                : "Duplicate phrase: '\(phrase)' is also a phrase of App Shortcut '\(otherShortcut)' ('\(otherPhrase)')."
        case .typeWithoutValues(let type, let parameter):
            return "Type '\(type)' has no values to offer: this phrase can never be said with a value for ${\(parameter)}."
        case .unknownSuggestedValue(let type, let id):
            return "Type '\(type)' suggests '\(id)', which is not one of its values."
        case .duplicateValueID(let type, let id):
            return "Type '\(type)' has two values with id '\(id)'; the first is used."
        case .valueTitleWithoutWords(let type, let id, let title):
            return "Value '\(id)' of type '\(type)' has a title with no words ('\(title)'): it can only be chosen from a list."
        case .duplicateSuggestedIDs(let type, let ids):
            return "suggestedEntities() of \(type) returned duplicate ids (\(ids.map { "'\($0)'" }.joined(separator: ", "))); the first of each is used."
        case .valueQueryFailed(let type, let query, let reason, let keeps):
            return "\(query) of \(type) \(reason); "
                + (keeps ? "the previous values are kept." : "its phrases have no values until it succeeds.")
        case .appNamedAfterModule(let name, let infoPlistFound):
            return (infoPlistFound ? "Info.plist has no CFBundleDisplayName or CFBundleName" : "No Info.plist found beside the metadata")
                + ": the app is named '\(name)' after its module."
        case .entityTypeWithoutValues(let type):
            return "Entity type '\(type)' has no values: a build holds none (the app's queries give them at run time), "
                + "so its phrases are checked but cannot be said with a value; give them in a values file."

        case .collision(let utterance, let first, let second, let winner):
            let app = first.app == second.app ? "" : " (app '\(first.app)')"
            let outcome = winner.map { "Typed this way, the phrase written out word for word wins: \(described($0))." }
                ?? "Typed this way, the user is asked to choose."
            return "Collision: '\(utterance)' runs both \(described(first)) ('\(first.phrase)')\(app) and "
                + "\(described(second)) ('\(second.phrase)'). \(outcome)"
        case .collisionAcrossApps(let utterance, let first, let second):
            return "Collision across apps: without its app name, '\(utterance)' runs both \(described(first)) of \(first.app) "
                + "('\(first.phrase)') and \(described(second)) of \(second.app) ('\(second.phrase)'). "
                + "With both apps loaded, the user is asked which app."
        case .fillerOnlyDifference(let first, let second):
            if first.app == second.app, first.intent == second.intent {
                return "Phrases '\(first.phrase)' and '\(second.phrase)' of \(first.intent) differ only by filler words; "
                    + "flexible matching already treats them alike."
            }
            return "Phrases '\(first.phrase)' (\(side(first, beside: second))) and '\(second.phrase)' (\(side(second, beside: first))) "
                + "differ only by filler words: typed with or without them, either may answer."
        case .nearCollision(let first, let second, let words):
            return "Near collision: '\(first.phrase)' (\(side(first, beside: second))) and '\(second.phrase)' (\(side(second, beside: first))) "
                + "differ by one typo (\(words.map { "'\($0)'" }.joined(separator: " / "))); a typo in one may run the other."
        case .valueIsPhraseWord(let title, let type, let word):
            return "Value '\(title)' of \(type) is also a word of this app's phrases: '\(word)' in a sentence may be read as the value."
        case .nearCollidingValues(let first, let second, let type):
            return "Near collision: values '\(first)' and '\(second)' of \(type) differ by one typo."
        case .collisionCheckStopped(let limit):
            return "Collision check stopped after \(limit) expanded phrases; the rest was not compared."

        case .unusedStringsKey:
            return unusedStringsKey
        case .phraseNotTranslated(let language):
            return "Not translated to '\(language)': the source-language phrase is used."
        case .shortcutNotTranslated(let language, let shortcut):
            return "Not translated to '\(language)': App Shortcut '\(shortcut)' falls back to its source-language phrases."
        case .keyNotTranslated(let language, let key):
            return "Not translated to '\(language)': \"\(key)\" is shown in the source language."

        case .invalidUTF8(let byte):
            return "invalid UTF-8 at byte \(byte) of the line"
        case .corpusNotText(let byte):
            return "the file is not text: byte \(byte) is a NUL"
        case .missingCorpusHeader(let found):
            return "expected the header 'utterance<TAB>expect', found '\(found)'"
        case .wrongColumnCount(let found):
            return "expected 2 tab-separated columns (utterance, expect), found \(found)"
        case .emptyUtterance:
            return "empty utterance"
        case .emptyExpectation:
            return "empty expectation"
        case .badExpectation(let text, let expected):
            switch expected {
            case .needsValue: return "bad expectation '\(text)': expected needsValue:<Intent>"
            case .closingParenthesis: return "bad expectation '\(text)': missing ')'"
            case .intentWithValue: return "bad expectation '\(text)': expected Intent(value)"
            case nil: return "bad expectation '\(text)'"
            }
        case .unknownExpectedIntent(let intent, let suggestion):
            return "unknown intent '\(intent)'" + didYouMean(suggestion)
        case .intentWithoutRequiredParameter(let intent):
            return "\(intent) has no required parameter, so it never asks for a value"
        case .intentWithoutValueType(let intent, let value):
            return "\(intent) takes no value of an enum or entity, so '\(intent)(\(value))' cannot be matched"
        case .unknownExpectedValue(let value, let intent, let suggestion):
            return "unknown value '\(value)' for \(intent)" + didYouMean(suggestion)
        case .emptyCorpus:
            return "empty corpus: no header 'utterance<TAB>expect' and no lines"
        case .corpusWithoutUtterances:
            return "no utterance after the header: an empty corpus measures nothing"
        case .corpusFileName:
            return "corpus file names are <App>.<locale>.tsv (e.g. Library.en.tsv)"
        case .notAPhraseTable(let keys):
            return "none of the \(keys) key\(keys == 1 ? "" : "s") of this table is an App Shortcut phrase (none says '${applicationName}'): "
                + "give the AppShortcuts.xcstrings or AppShortcuts.strings table; Localizable and InfoPlist tables are checked with their app ('check --locale')"
        case .corpusLocaleNotAsked(let locale, let asked):
            return "the corpus is in locale '\(locale)', but --locale is '\(asked)'; leave out --locale, or give only corpora in '\(asked)'"
        case .corpusLocaleNotInManifests(let locale, let manifestLocales):
            return "the corpus is in locale '\(locale)', but the manifests are in "
                + manifestLocales.map { "'\($0)'" }.joined(separator: ", ") + "; give a manifest in '\(locale)' to run it"
        case .corpusAppNotAsked(let app, let asked):
            return "the corpus is for app '\(app)', but --app is '\(asked)'; leave out --app, or give only corpora of '\(asked)'"
        case .unknownCorpusApp(let app, let suggestion):
            return "no loaded app is named '\(app)'" + didYouMean(suggestion)

        case .unknownManifestKey(let key, let suggestion):
            return "unknown key '\(key)' is ignored: the manifest format has no such field" + didYouMean(suggestion)

        case .unreadableFile(let reason), .message(let reason):
            return reason
        }
    }

    /// `OpenShelf(read)`: an intent, and the value in its slot.
    static func described(_ reading: Diagnostic.PhraseReading) -> String {
        reading.intent + (reading.value.map { "(\($0))" } ?? "")
    }

    /// The intent, with its app when the other side is of another app.
    static func side(_ reading: Diagnostic.PhraseReading, beside other: Diagnostic.PhraseReading) -> String {
        reading.app == other.app ? reading.intent : "\(reading.intent) of \(reading.app)"
    }

    static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
