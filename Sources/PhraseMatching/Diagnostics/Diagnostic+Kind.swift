extension Diagnostic {
    /// What went wrong, as data: the names and values the problem is about. How it reads is
    /// `DiagnosticMessage`'s job, in one place; code that reacts to a problem matches the kind.
    ///
    ///     if case .phraseNotTranslated = diagnostic.kind { untranslated += 1 }
    public enum Kind: Hashable, Sendable {
        // Phrase rules (Apple's wording where Apple's tools have one).
        /// A phrase without `${applicationName}`, or with it more than once.
        case missingApplicationName
        /// A `${…}` token that is neither the app name nor a parameter; in a negative phrase
        /// only the app name is allowed.
        case malformedToken(String, inNegativePhrase: Bool)
        /// More than one parameter in a phrase: the parameters, in order.
        case tooManyParameters([String])
        /// A phrase parameter the intent does not have.
        case unknownParameter(String)
        /// A phrase parameter whose type is no `AppEnum` or `AppEntity`.
        case invalidParameterType(String)
        /// A negative phrase with a parameter.
        case negativePhraseWithParameter(String)
        /// A negative phrase with `${applicationName}` more than once.
        case negativePhraseWithRepeatedApplicationName
        /// A translation using a parameter its key lacks.
        case parameterNotInKey(String, language: String, key: String)

        // A catalog's definitions.
        case appWithoutName
        case unknownIntent(String)
        case shortcutWithoutPhrases(String)
        /// `count` App Shortcuts, over `limit`.
        case tooManyShortcuts(count: Int, limit: Int)
        /// `count` expanded phrases, over `limit`.
        case tooManyPhrases(count: Int, limit: Int)
        /// `phrase` of `shortcut` normalises as `otherPhrase` of `otherShortcut` (the same
        /// shortcut when it appears twice).
        case duplicatePhrase(String, shortcut: String, otherPhrase: String, otherShortcut: String)
        /// A phrase's parameter whose type (by title) has no value to offer.
        case typeWithoutValues(type: String, parameter: String)
        case unknownSuggestedValue(type: String, id: String)
        case duplicateValueID(type: String, id: String)
        case valueTitleWithoutWords(type: String, id: String, title: String)
        /// `suggestedEntities()` returned ids more than once.
        case duplicateSuggestedIDs(type: String, ids: [String])
        /// A value query (`query` of `type`) failed for `reason`; at build time its phrases
        /// have no values, on update the previous values are kept.
        case valueQueryFailed(type: String, query: String, reason: String, keepsPreviousValues: Bool)

        /// A built app with no name in its Info.plist (or no Info.plist): it is named after
        /// its module.
        case appNamedAfterModule(String, infoPlistFound: Bool)
        /// An entity type of a built app with no values given: a build holds none.
        case entityTypeWithoutValues(String)

        // Collisions between phrases.
        /// Two readings of one typed utterance; `winner` is the phrase written out word for
        /// word when it beats a filled slot of the same app, else the user is asked.
        case collision(utterance: String, first: PhraseReading, second: PhraseReading, winner: PhraseReading?)
        /// Two apps' readings of one utterance once the app name is left out.
        case collisionAcrossApps(utterance: String, first: PhraseReading, second: PhraseReading)
        /// Two phrases that differ only by filler words.
        case fillerOnlyDifference(first: PhraseReading, second: PhraseReading)
        /// Two phrases one typo apart: the words that differ.
        case nearCollision(first: PhraseReading, second: PhraseReading, words: [String])
        /// A one-word value title that is also a word of the app's phrases.
        case valueIsPhraseWord(title: String, type: String, word: String)
        case nearCollidingValues(first: String, second: String, type: String)
        case collisionCheckStopped(after: Int)

        // Translations.
        /// Apple's warning: a strings key that no phrase uses.
        case unusedStringsKey
        /// A phrase with no translation to `language`: the source-language phrase is used.
        case phraseNotTranslated(language: String)
        /// An App Shortcut none of whose phrases is translated to `language`.
        case shortcutNotTranslated(language: String, shortcut: String)
        /// A display string with no translation to `language`.
        case keyNotTranslated(language: String, key: String)

        // Corpora.
        case invalidUTF8(byte: Int)
        /// A corpus file that is no text: a NUL at `byte` (from 0, as `xxd` counts) of a
        /// file that is not UTF-16 — a spreadsheet, an archive.
        case corpusNotText(byte: Int)
        /// The first line that is no comment is not `utterance<TAB>expect`.
        case missingCorpusHeader(found: String)
        case wrongColumnCount(found: Int)
        case emptyUtterance
        case emptyExpectation
        case badExpectation(String, expected: ExpectationShape?)
        /// An intent the corpus expects that the app does not have.
        case unknownExpectedIntent(String, suggestion: String?)
        case intentWithoutRequiredParameter(String)
        case intentWithoutValueType(String, value: String)
        case unknownExpectedValue(String, intent: String, suggestion: String?)
        case emptyCorpus
        /// A corpus with its header and no utterance: nothing would be measured.
        case corpusWithoutUtterances
        case corpusFileName
        /// A table given to `check --strings` none of whose keys is an App Shortcut phrase
        /// (none says `${applicationName}`): a `Localizable` or `InfoPlist` table, say.
        case notAPhraseTable(keys: Int)
        case corpusLocaleNotAsked(locale: String, asked: String)
        case corpusLocaleNotInManifests(locale: String, manifestLocales: [String])
        case corpusAppNotAsked(app: String, asked: String)
        case unknownCorpusApp(String, suggestion: String?)

        // Manifests.
        /// A member no part of the manifest format reads (a key misspelled): ignored, as a
        /// newer writer's additions are.
        case unknownManifestKey(String, suggestion: String?)

        // Files.
        /// A file that could not be read or parsed, as its reader words it.
        case unreadableFile(String)
        /// A problem worded by its caller: the tool's own errors, and code written before
        /// `Kind` had a case for it.
        case message(String)
    }

    /// One reading of a phrase, as a collision names it: `OpenShelf(read)` of an app.
    public struct PhraseReading: Hashable, Sendable {
        public var app: String
        public var intent: String
        /// The value id in the slot, if any.
        public var value: String?
        public var phrase: String

        public init(app: String, intent: String, value: String? = nil, phrase: String) {
            self.app = app
            self.intent = intent
            self.value = value
            self.phrase = phrase
        }
    }

    /// What a corpus expectation should have looked like.
    public enum ExpectationShape: Hashable, Sendable {
        /// `needsValue:<Intent>`
        case needsValue
        /// `Intent(value)` with its closing parenthesis.
        case closingParenthesis
        /// `Intent(value)`
        case intentWithValue
    }
}
