// App code as the README writes it, with only `import ShortcutKit`, next to a module of the
// app's own types named as the engine names some of its (`AppOwnTypes`): ShortcutKit's
// public surface is the App Intents API and its runtime, and none of those names clash.
import Testing
import ShortcutKit
import AppOwnTypes

enum Shelf: String, AppEnum {
    case wantToRead, read
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
    static let caseDisplayRepresentations: [Shelf: DisplayRepresentation] = [.wantToRead: "Want to Read", .read: "Read"]
}

struct OpenShelf: AppIntent {
    static let title: LocalizedStringResource = "Open Shelf"
    @Parameter(title: "Shelf") var shelf: Shelf
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Opening \(shelf.rawValue).")
    }
}

struct BookshelfShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenShelf(), phrases: ["Open \(\.$shelf) in \(.applicationName)"],
                    shortTitle: "Open Shelf", systemImageName: "books.vertical")
    }
}

@Suite struct PublicAPITests {
    let app = ShortcutApp(name: "Bookshelf", alternativeNames: ["My Books"], provider: BookshelfShortcuts.self)

    @Test func theAPIInTenLinesNamesWhatItReturns() async throws {
        let matcher = try await ShortcutMatcher(apps: [app], locale: "en", options: MatchOptions())
        let result: MatchResult = matcher.match("open want to read in my books")
        #expect(result.status == MatchResult.Status.matched)
        let best: MatchResult.Candidate = try #require(result.best)
        let binding: MatchResult.ParameterBinding? = best.parameter
        #expect(best.intent == "OpenShelf")
        #expect(binding?.value == "wantToRead")
        let request: MatchResult.ValueRequest? = matcher.match("open a shelf in bookshelf").request
        #expect(request == nil)
        let problems: [Diagnostic] = matcher.diagnostics
        #expect(problems.isEmpty)
        let conversation = Conversation(matcher: matcher)
        let events = await conversation.respond(to: "open read in bookshelf")
        #expect(events.compactMap(\.text).last == "Opening read.")
    }

    @Test func theAppsOwnTypesAreNotAmbiguous() {
        // Each name below is also a public type of the engine module; here it is the app's.
        let mine = (Catalog(books: ["Dune"]), ParameterValue(amount: 2), ShortcutDescriptor(keys: "⌘B"),
                    Candidate(name: "next"), JSONValue(raw: "{}"), ValueType(unit: "pages"),
                    Value(number: 1.5), Shortcut(title: "Read"), Suggestion(text: "More"))
        #expect(mine.0.books == ["Dune"])
        #expect(mine.1.amount == 2)
        #expect(mine.2.keys == "⌘B")
        #expect(mine.3.name == "next")
        #expect(mine.4.raw == "{}")
        #expect(mine.5.unit == "pages")
        #expect(mine.6.number == 1.5)
        #expect(mine.7.title == "Read")
        #expect(mine.8.text == "More")
    }

    @Test func translationsAreStringCatalogs() throws {
        let strings: StringCatalog = try StringCatalog(strings: Data("\"Open Shelf\" = \"Ouvrir l’étagère\";".utf8),
                                                       file: "fr.lproj/Localizable.strings", language: "fr")
        #expect(AppLocalizations(strings: strings).languages.contains("fr"))
        #expect(DisplayStrings(strings).value(for: "Open Shelf", locale: "fr") == "Ouvrir l’étagère")
    }
}
