import Testing
import PhraseMatching

/// The exact sentence of every `Diagnostic.Kind`: what a person reads. Apple's sentences
/// are held word for word.
@Suite struct DiagnosticMessageTests {
    typealias Kind = Diagnostic.Kind

    static let open = Diagnostic.PhraseReading(app: "Library", intent: "OpenShelf", value: "read", phrase: "Open ${shelf} in ${applicationName}")
    static let openRead = Diagnostic.PhraseReading(app: "Library", intent: "OpenRead", phrase: "Open Read in ${applicationName}")
    static let play = Diagnostic.PhraseReading(app: "Music", intent: "PlayList", value: "read", phrase: "Play ${list} in ${applicationName}")

    /// One sample of each kind, and its sentence.
    static let goldens: [(Kind, String)] = [
        (.missingApplicationName, "Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it."),
        (.malformedToken("${app}", inNegativePhrase: false),
         "Malformed token '${app}': tokens are written '${applicationName}' or '${parameterName}'."),
        (.malformedToken("${app}", inNegativePhrase: true), "Malformed token '${app}': write '${applicationName}'."),
        (.tooManyParameters(["item", "shelf"]),
         "Invalid Utterance. An App Shortcut utterance may contain at most one parameter besides '${applicationName}'; found '${item}' and '${shelf}'."),
        (.unknownParameter("shelve"), "Invalid parameter. The intent has no parameter 'shelve'."),
        (.invalidParameterType("text"), "Invalid parameter type. AppEntity and AppEnum are the only allowed types for text"),
        (.negativePhraseWithParameter("shelf"),
         "Invalid Negative Phrase. Negative phrases may contain only '${applicationName}', not a parameter: '${shelf}'."),
        (.negativePhraseWithRepeatedApplicationName,
         "Invalid Negative Phrase. A negative phrase may contain '${applicationName}' at most once."),
        (.parameterNotInKey("book", language: "fr", key: "Open ${applicationName}"),
         "Invalid Utterance. The 'fr' translation uses '${book}', which its key \"Open ${applicationName}\" does not have."),
        (.appWithoutName, "The app has no name: '${applicationName}' has nothing to stand for."),
        (.unknownIntent("OpenShelve"), "Unknown intent 'OpenShelve': the catalog's intents do not list it."),
        (.shortcutWithoutPhrases("OpenShelf"), "App Shortcut 'OpenShelf' has no phrases."),
        (.tooManyShortcuts(count: 11, limit: 10), "Found 11 App Shortcuts, but each app may have at most 10."),
        (.tooManyPhrases(count: 1002, limit: 1000),
         "Found 1002 App Shortcut phrases once parameters are expanded over their values; the limit is 1000."),
        (.duplicatePhrase("Refresh ${applicationName}", shortcut: "Refresh", otherPhrase: "Refresh ${applicationName}", otherShortcut: "Refresh"),
         "Duplicate phrase: 'Refresh ${applicationName}' appears twice in App Shortcut 'Refresh'."),
        (.duplicatePhrase("refresh ${applicationName}!", shortcut: "Reload", otherPhrase: "Refresh ${applicationName}", otherShortcut: "Refresh"),
         "Duplicate phrase: 'refresh ${applicationName}!' is also a phrase of App Shortcut 'Refresh' ('Refresh ${applicationName}')."),
        (.typeWithoutValues(type: "Book", parameter: "book"),
         "Type 'Book' has no values to offer: this phrase can never be said with a value for ${book}."),
        (.unknownSuggestedValue(type: "Book", id: "b9"), "Type 'Book' suggests 'b9', which is not one of its values."),
        (.duplicateValueID(type: "Book", id: "b1"), "Type 'Book' has two values with id 'b1'; the first is used."),
        (.valueTitleWithoutWords(type: "Book", id: "b1", title: "!!"),
         "Value 'b1' of type 'Book' has a title with no words ('!!'): it can only be chosen from a list."),
        (.duplicateSuggestedIDs(type: "Book", ids: ["b1", "b2"]),
         "suggestedEntities() of Book returned duplicate ids ('b1', 'b2'); the first of each is used."),
        (.valueQueryFailed(type: "Pastry", query: "suggestedEntities()", reason: "threw an error: the oven is cold", keepsPreviousValues: false),
         "suggestedEntities() of Pastry threw an error: the oven is cold; its phrases have no values until it succeeds."),
        (.valueQueryFailed(type: "Pastry", query: "suggestedEntities()", reason: "did not return within the time limit", keepsPreviousValues: true),
         "suggestedEntities() of Pastry did not return within the time limit; the previous values are kept."),
        (.appNamedAfterModule("Scribble", infoPlistFound: false),
         "No Info.plist found beside the metadata: the app is named 'Scribble' after its module."),
        (.appNamedAfterModule("Scribble", infoPlistFound: true),
         "Info.plist has no CFBundleDisplayName or CFBundleName: the app is named 'Scribble' after its module."),
        (.entityTypeWithoutValues("BookEntity"),
         "Entity type 'BookEntity' has no values: a build holds none (the app's queries give them at run time), so its phrases are checked but cannot be said with a value; give them in a values file."),
        (.collision(utterance: "open read in library", first: openRead, second: open, winner: openRead),
         "Collision: 'open read in library' runs both OpenRead ('Open Read in ${applicationName}') and OpenShelf(read) ('Open ${shelf} in ${applicationName}'). Typed this way, the phrase written out word for word wins: OpenRead."),
        (.collision(utterance: "open read", first: play, second: open, winner: nil),
         "Collision: 'open read' runs both PlayList(read) ('Play ${list} in ${applicationName}') (app 'Music') and OpenShelf(read) ('Open ${shelf} in ${applicationName}'). Typed this way, the user is asked to choose."),
        (.collisionAcrossApps(utterance: "read", first: play, second: open),
         "Collision across apps: without its app name, 'read' runs both PlayList(read) of Music ('Play ${list} in ${applicationName}') and OpenShelf(read) of Library ('Open ${shelf} in ${applicationName}'). With both apps loaded, the user is asked which app."),
        (.fillerOnlyDifference(first: openRead, second: Diagnostic.PhraseReading(app: "Library", intent: "OpenRead", phrase: "Open my Read in ${applicationName}")),
         "Phrases 'Open Read in ${applicationName}' and 'Open my Read in ${applicationName}' of OpenRead differ only by filler words; flexible matching already treats them alike."),
        (.fillerOnlyDifference(first: openRead, second: play),
         "Phrases 'Open Read in ${applicationName}' (OpenRead of Library) and 'Play ${list} in ${applicationName}' (PlayList of Music) differ only by filler words: typed with or without them, either may answer."),
        (.nearCollision(first: openRead, second: open, words: ["read", "reed"]),
         "Near collision: 'Open Read in ${applicationName}' (OpenRead) and 'Open ${shelf} in ${applicationName}' (OpenShelf) differ by one typo ('read' / 'reed'); a typo in one may run the other."),
        (.valueIsPhraseWord(title: "Open", type: "Shelf", word: "open"),
         "Value 'Open' of Shelf is also a word of this app's phrases: 'open' in a sentence may be read as the value."),
        (.nearCollidingValues(first: "Dune", second: "Dine", type: "Book"), "Near collision: values 'Dune' and 'Dine' of Book differ by one typo."),
        (.collisionCheckStopped(after: 200_000), "Collision check stopped after 200000 expanded phrases; the rest was not compared."),
        (.unusedStringsKey, "This phrase is not used in any App Shortcut or as a Negative Phrase."),
        (.phraseNotTranslated(language: "ja"), "Not translated to 'ja': the source-language phrase is used."),
        (.shortcutNotTranslated(language: "ja", shortcut: "OpenShelf"),
         "Not translated to 'ja': App Shortcut 'OpenShelf' falls back to its source-language phrases."),
        (.keyNotTranslated(language: "fr", key: "Shelf"), "Not translated to 'fr': \"Shelf\" is shown in the source language."),
        (.invalidUTF8(byte: 3), "invalid UTF-8 at byte 3 of the line"),
        (.missingCorpusHeader(found: "open read→OpenShelf(read)"),
         "expected the header 'utterance<TAB>expect', found 'open read→OpenShelf(read)'"),
        (.wrongColumnCount(found: 3), "expected 2 tab-separated columns (utterance, expect), found 3"),
        (.emptyUtterance, "empty utterance"),
        (.emptyExpectation, "empty expectation"),
        (.badExpectation("needsValue:", expected: .needsValue), "bad expectation 'needsValue:': expected needsValue:<Intent>"),
        (.badExpectation("Open(read", expected: .closingParenthesis), "bad expectation 'Open(read': missing ')'"),
        (.badExpectation("Open()", expected: .intentWithValue), "bad expectation 'Open()': expected Intent(value)"),
        (.badExpectation("1Open", expected: nil), "bad expectation '1Open'"),
        (.unknownExpectedIntent("OpenShelve", suggestion: "OpenShelf"), "unknown intent 'OpenShelve' (did you mean 'OpenShelf'?)"),
        (.unknownExpectedIntent("Fly", suggestion: nil), "unknown intent 'Fly'"),
        (.intentWithoutRequiredParameter("Refresh"), "Refresh has no required parameter, so it never asks for a value"),
        (.intentWithoutValueType("Search", value: "x"), "Search takes no value of an enum or entity, so 'Search(x)' cannot be matched"),
        (.unknownExpectedValue("raed", intent: "OpenShelf", suggestion: "read"), "unknown value 'raed' for OpenShelf (did you mean 'read'?)"),
        (.corpusNotText(byte: 4), "the file is not text: byte 4 is a NUL"),
        (.emptyCorpus, "empty corpus: no header 'utterance<TAB>expect' and no lines"),
        (.corpusWithoutUtterances, "no utterance after the header: an empty corpus measures nothing"),
        (.corpusFileName, "corpus file names are <App>.<locale>.tsv (e.g. Library.en.tsv)"),
        (.notAPhraseTable(keys: 1), "none of the 1 key of this table is an App Shortcut phrase (none says '${applicationName}'): "
         + "give the AppShortcuts.xcstrings or AppShortcuts.strings table; Localizable and InfoPlist tables are checked with their app ('check --locale')"),
        (.corpusLocaleNotAsked(locale: "fr", asked: "en"),
         "the corpus is in locale 'fr', but --locale is 'en'; leave out --locale, or give only corpora in 'en'"),
        (.corpusLocaleNotInManifests(locale: "fr", manifestLocales: ["en", "ja"]),
         "the corpus is in locale 'fr', but the manifests are in 'en', 'ja'; give a manifest in 'fr' to run it"),
        (.corpusAppNotAsked(app: "Trails", asked: "Library"),
         "the corpus is for app 'Trails', but --app is 'Library'; leave out --app, or give only corpora of 'Library'"),
        (.unknownCorpusApp("Libary", suggestion: "Library"), "no loaded app is named 'Libary' (did you mean 'Library'?)"),
        (.unknownManifestKey("phrase", suggestion: "phrases"),
         "unknown key 'phrase' is ignored: the manifest format has no such field (did you mean 'phrases'?)"),
        (.unknownManifestKey("x-note", suggestion: nil), "unknown key 'x-note' is ignored: the manifest format has no such field"),
        (.unreadableFile("no such file"), "no such file"),
        (.message("the tool's own words"), "the tool's own words"),
    ]

    /// The case of `kind`, by name. The switch has no `default`: a new kind does not
    /// compile here until it is named, and `everyKindHasAGolden` fails until it has one.
    static func name(_ kind: Kind) -> String {
        switch kind {
        case .missingApplicationName: "missingApplicationName"
        case .malformedToken: "malformedToken"
        case .tooManyParameters: "tooManyParameters"
        case .unknownParameter: "unknownParameter"
        case .invalidParameterType: "invalidParameterType"
        case .negativePhraseWithParameter: "negativePhraseWithParameter"
        case .negativePhraseWithRepeatedApplicationName: "negativePhraseWithRepeatedApplicationName"
        case .parameterNotInKey: "parameterNotInKey"
        case .appWithoutName: "appWithoutName"
        case .unknownIntent: "unknownIntent"
        case .shortcutWithoutPhrases: "shortcutWithoutPhrases"
        case .tooManyShortcuts: "tooManyShortcuts"
        case .tooManyPhrases: "tooManyPhrases"
        case .duplicatePhrase: "duplicatePhrase"
        case .typeWithoutValues: "typeWithoutValues"
        case .unknownSuggestedValue: "unknownSuggestedValue"
        case .duplicateValueID: "duplicateValueID"
        case .valueTitleWithoutWords: "valueTitleWithoutWords"
        case .duplicateSuggestedIDs: "duplicateSuggestedIDs"
        case .valueQueryFailed: "valueQueryFailed"
        case .appNamedAfterModule: "appNamedAfterModule"
        case .entityTypeWithoutValues: "entityTypeWithoutValues"
        case .collision: "collision"
        case .collisionAcrossApps: "collisionAcrossApps"
        case .fillerOnlyDifference: "fillerOnlyDifference"
        case .nearCollision: "nearCollision"
        case .valueIsPhraseWord: "valueIsPhraseWord"
        case .nearCollidingValues: "nearCollidingValues"
        case .collisionCheckStopped: "collisionCheckStopped"
        case .unusedStringsKey: "unusedStringsKey"
        case .phraseNotTranslated: "phraseNotTranslated"
        case .shortcutNotTranslated: "shortcutNotTranslated"
        case .keyNotTranslated: "keyNotTranslated"
        case .invalidUTF8: "invalidUTF8"
        case .missingCorpusHeader: "missingCorpusHeader"
        case .wrongColumnCount: "wrongColumnCount"
        case .emptyUtterance: "emptyUtterance"
        case .emptyExpectation: "emptyExpectation"
        case .badExpectation: "badExpectation"
        case .unknownExpectedIntent: "unknownExpectedIntent"
        case .intentWithoutRequiredParameter: "intentWithoutRequiredParameter"
        case .intentWithoutValueType: "intentWithoutValueType"
        case .unknownExpectedValue: "unknownExpectedValue"
        case .corpusNotText: "corpusNotText"
        case .emptyCorpus: "emptyCorpus"
        case .corpusWithoutUtterances: "corpusWithoutUtterances"
        case .corpusFileName: "corpusFileName"
        case .notAPhraseTable: "notAPhraseTable"
        case .corpusLocaleNotAsked: "corpusLocaleNotAsked"
        case .corpusLocaleNotInManifests: "corpusLocaleNotInManifests"
        case .corpusAppNotAsked: "corpusAppNotAsked"
        case .unknownCorpusApp: "unknownCorpusApp"
        case .unknownManifestKey: "unknownManifestKey"
        case .unreadableFile: "unreadableFile"
        case .message: "message"
        }
    }

    static let allNames: Set<String> = [
        "missingApplicationName", "malformedToken", "tooManyParameters", "unknownParameter", "invalidParameterType",
        "negativePhraseWithParameter", "negativePhraseWithRepeatedApplicationName", "parameterNotInKey", "appWithoutName",
        "unknownIntent", "shortcutWithoutPhrases", "tooManyShortcuts", "tooManyPhrases", "duplicatePhrase",
        "typeWithoutValues", "unknownSuggestedValue", "duplicateValueID", "valueTitleWithoutWords", "duplicateSuggestedIDs",
        "valueQueryFailed", "appNamedAfterModule", "entityTypeWithoutValues", "collision", "collisionAcrossApps", "fillerOnlyDifference", "nearCollision", "valueIsPhraseWord",
        "nearCollidingValues", "collisionCheckStopped", "unusedStringsKey", "phraseNotTranslated", "shortcutNotTranslated",
        "keyNotTranslated", "invalidUTF8", "missingCorpusHeader", "wrongColumnCount", "emptyUtterance", "emptyExpectation",
        "badExpectation", "unknownExpectedIntent", "intentWithoutRequiredParameter", "intentWithoutValueType",
        "unknownExpectedValue", "corpusNotText", "emptyCorpus", "corpusWithoutUtterances", "corpusFileName", "corpusLocaleNotAsked", "corpusLocaleNotInManifests",
        "notAPhraseTable", "corpusAppNotAsked", "unknownCorpusApp", "unknownManifestKey", "unreadableFile", "message",
    ]

    @Test(arguments: goldens.indices)
    func sentenceOfEachKind(_ index: Int) {
        let (kind, golden) = Self.goldens[index]
        #expect(DiagnosticMessage.text(for: kind) == golden)
        #expect(Diagnostic(.warning, kind).message == golden)
    }

    @Test func everyKindHasAGolden() {
        #expect(Set(Self.goldens.map { Self.name($0.0) }) == Self.allNames)
    }

    @Test func applesSentencesStayWordForWord() {
        #expect(PhraseRules.missingApplicationName == DiagnosticMessage.text(for: .missingApplicationName))
        #expect(PhraseRules.invalidParameterType("shelf") == "Invalid parameter type. AppEntity and AppEnum are the only allowed types for shelf")
        #expect(DiagnosticMessage.unusedStringsKey == "This phrase is not used in any App Shortcut or as a Negative Phrase.")
    }

    @Test func aMessageGivenAsTextEqualsTheKindThatSaysIt() {
        let typed = Diagnostic(.error, .unknownParameter("shelve"), app: "Library", phrase: "Open ${shelve}")
        let worded = Diagnostic(.error, message: "Invalid parameter. The intent has no parameter 'shelve'.", app: "Library", phrase: "Open ${shelve}")
        #expect(typed == worded)
        #expect(Set([typed, worded]).count == 1)
        #expect(typed != Diagnostic(.warning, .unknownParameter("shelve"), app: "Library", phrase: "Open ${shelve}"))
        var changed = typed
        changed.message = "reworded"
        #expect(changed.kind == .message("reworded"))
    }
}
