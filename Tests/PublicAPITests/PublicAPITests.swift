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
        // Written as types (an initializer call alone would be told apart by its arguments).
        let catalog: Catalog = .init(books: ["Dune"])
        let value: ParameterValue = .init(amount: 2)
        let shortcut: ShortcutDescriptor = .init(keys: "⌘B")
        let candidate: Candidate = .init(name: "next")
        let json: JSONValue = .init(raw: "{}")
        let type: ValueType = .init(unit: "pages")
        let plain: (Value, Shortcut, Suggestion) = (.init(number: 1.5), .init(title: "Read"), .init(text: "More"))
        #expect(catalog.books == ["Dune"])
        #expect(value.amount == 2)
        #expect(shortcut.keys == "⌘B")
        #expect(candidate.name == "next")
        #expect(json.raw == "{}")
        #expect(type.unit == "pages")
        #expect(plain.0.number == 1.5 && plain.1.title == "Read" && plain.2.text == "More")
    }

    @Test func translationsAreStringCatalogs() throws {
        let strings: StringCatalog = try StringCatalog(strings: Data("\"Open Shelf\" = \"Ouvrir l’étagère\";".utf8),
                                                       file: "fr.lproj/Localizable.strings", language: "fr")
        #expect(AppLocalizations(strings: strings).languages.contains("fr"))
        #expect(DisplayStrings(strings).value(for: "Open Shelf", locale: "fr") == "Ouvrir l’étagère")
    }
}
