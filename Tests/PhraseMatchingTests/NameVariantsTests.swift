import Testing
import PhraseMatching

/// Names as people type them (issue 14): an app name joined, split at its capitals or into
/// words; a possessive "'s" after the app name; contractions that are no duplicates.
@Suite struct NameVariantsTests {
    static func app(_ name: String, locale: String = "en", phrases: [String] = ["Open the inbox in ${applicationName}"],
                    values: [ParameterValue] = []) -> Catalog {
        Catalog(locale: locale, app: AppDescription(name: name),
                types: ["Folder": ValueType(kind: .entity, title: "Folder", suggested: values.map(\.id), values: values)],
                intents: ["OpenInbox": IntentDescriptor(title: "Open Inbox"),
                          "OpenFolder": IntentDescriptor(title: "Open Folder", parameters: [
                              ParameterDescriptor(name: "folder", type: "Folder", title: "Folder")])],
                shortcuts: [ShortcutDescriptor(intent: "OpenInbox", phrases: phrases),
                            ShortcutDescriptor(intent: "OpenFolder", phrases: ["Show ${folder} in ${applicationName}"])])
    }

    @Test(arguments: [
        ("IceCubes", "open the inbox in icecubes"), ("IceCubes", "open the inbox in ice cubes"),
        ("IceCubes", "open the inbox in Ice Cubes"), ("DuckDuckGo", "open the inbox in duck duck go"),
        ("ShelfPlayer", "open the inbox in shelf player"), ("OneScoop", "open the inbox in one scoop"),
        ("FoundationLab", "open the inbox in foundation lab"), ("Foundation Lab", "open the inbox in foundationlab"),
        ("Foundation Lab", "open the inbox in FoundationLab"), ("iAPS", "open the inbox in i aps"),
    ])
    func appNameJoinedOrSplit(name: String, utterance: String) throws {
        let matcher = try PhraseMatcher(catalogs: [Self.app(name)])
        let result = matcher.match(utterance)
        #expect(result.status == .matched)
        #expect(result.best?.kind == .exact)
        #expect(matcher.appName(matching: utterance.components(separatedBy: " in ").last ?? "") == name)
    }

    @Test func variantsOfOneName() {
        #expect(NameVariants.variants(of: "DuckDuckGo") == ["DuckDuckGo", "Duck Duck Go"])
        #expect(NameVariants.variants(of: "Foundation Lab") == ["Foundation Lab", "FoundationLab"])
        #expect(NameVariants.variants(of: "URLShortener") == ["URLShortener", "URL Shortener"])
        #expect(NameVariants.variants(of: "Library") == ["Library"])
        #expect(NameVariants.variants(of: "写真 アプリ") == ["写真 アプリ"])
    }

    /// A value written with capitals inside ("LoFi Beats") is also said split.
    @Test func valueSplitAtItsCapitals() throws {
        let matcher = try PhraseMatcher(catalogs: [Self.app("Mail", values: [ParameterValue(id: "w", title: "WorkStuff")])])
        #expect(matcher.match("show work stuff in mail").best?.parameter?.value == "w")
        #expect(matcher.match("show workstuff in mail").best?.parameter?.value == "w")
    }

    /// "Take me to ${applicationName}'s generator", typed exactly (straight or curly
    /// apostrophe), or without the possessive: matched, where it was no match with the
    /// phrase itself as the hint.
    @Test(arguments: ["take me to bitwarden's generator", "Take me to Bitwarden’s generator",
                      "take me to bitwardens generator", "take me to bitwarden generator"])
    func possessiveAfterTheAppName(utterance: String) throws {
        let catalog = Self.app("Bitwarden", phrases: ["Take me to ${applicationName}'s generator"])
        let matcher = try PhraseMatcher(catalogs: [catalog])
        let result = matcher.match(utterance)
        #expect(result.status == .matched)
        #expect(result.best?.kind == .exact)
        #expect(result.best?.intent == "OpenInbox")
    }

    /// The phrase's text after a slot loses its "'s"; words typed keep theirs.
    @Test func possessiveInTheNormaliser() {
        #expect(Normalizer(locale: "en").tokens("'s generator") == ["generator"])
        #expect(Normalizer(locale: "en").tokens("’s generator") == ["generator"])
        #expect(Normalizer(locale: "en").tokens("Handmaid's Tale") == ["handmaids", "tale"])
        #expect(Normalizer(locale: "en").tokens("what's new") == ["what", "is", "new"])
        #expect(Normalizer(locale: "fr").tokens("l'appli") == ["l", "appli"])
    }

    /// "Where’s my …" beside "Where is my …": two phrases written on purpose, no duplicate.
    @Test func contractionIsNoDuplicateOfItsSpelledOutForm() {
        let catalog = Self.app("Parcels", phrases: ["Where’s my parcel in ${applicationName}", "Where is my parcel in ${applicationName}",
                                                    "Where's my parcel in ${applicationName}"])
        let problems = CatalogValidator().validate(catalog).filter { $0.message.hasPrefix("Duplicate phrase") }
        // The curly and the straight apostrophe are one phrase; the spelled-out form another.
        #expect(problems.map(\.phrase) == ["Where's my parcel in ${applicationName}"])
    }
}
