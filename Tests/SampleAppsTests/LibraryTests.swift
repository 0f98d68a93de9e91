import Testing
import PhraseMatching
import ShortcutKit
@testable import SampleApps

extension SampleAppsTests {
    @Suite struct LibraryTests {
        @Test func shortcutsAndPhrases() async throws {
            let catalog = try await SampleAppsSupport.catalog(SampleApps.library).catalog
            #expect(catalog.app == AppDescription(name: "Library", alternativeNames: ["My Books"]))
            #expect(catalog.shortcuts.map(\.intent) == ["OpenCurrentlyReading", "OpenShelf", "OpenBook", "AddBook"])
            let current = try SampleAppsSupport.shortcut("OpenCurrentlyReading", in: catalog)
            #expect(current.phrases.first == "Open Currently Reading in ${applicationName}")
            #expect(current.systemImageName == "books.vertical.fill")
            let shelf = try SampleAppsSupport.shortcut("OpenShelf", in: catalog)
            #expect(shelf.phrases.contains("Open ${shelf} in ${applicationName}"))
            #expect(shelf.phrases.contains("Show my ${shelf} books in ${applicationName}"))
            let book = try SampleAppsSupport.shortcut("OpenBook", in: catalog)
            #expect(book.phrases.contains("Open ${book} in ${applicationName}"))
            let add = try SampleAppsSupport.shortcut("AddBook", in: catalog)
            #expect(add.phrases.contains("Add a book to ${applicationName}"))
            #expect(catalog.negativePhrases == ["Delete ${applicationName}", "Return a book to the ${applicationName}"])
        }

        @Test func shelfCasesWithSynonyms() async throws {
            let catalog = try await SampleAppsSupport.catalog(SampleApps.library).catalog
            let shelf = try #require(catalog.types["Shelf"])
            #expect(shelf.kind == .enum)
            #expect(shelf.title == "Shelf")
            #expect(shelf.values.map(\.id) == ["currentlyReading", "wantToRead", "read"])
            #expect(shelf.values.map(\.title) == ["Currently Reading", "Want to Read", "Read"])
            #expect(shelf.values[1].synonyms.contains("To Read"))
            #expect(shelf.values[2].synonyms.contains("Finished"))
        }

        @Test func booksWithAuthorsIncludingTwoWithOneTitle() async throws {
            let catalog = try await SampleAppsSupport.catalog(SampleApps.library).catalog
            let books = try #require(catalog.types["BookEntity"])
            #expect(books.kind == .entity)
            #expect(books.title == "Book")
            #expect(books.searchable)
            #expect(books.values.count >= 30)
            #expect(books.suggested?.count == books.values.count)
            #expect(books.values.allSatisfy { $0.subtitle?.isEmpty == false })
            let roads = books.values.filter { $0.title == "The Road" }
            #expect(Set(roads.map(\.subtitle)) == ["Cormac McCarthy", "Jack London"])
            #expect(Set(roads.map(\.id)).count == 2)
            #expect(books.values.first { $0.id == "nineteen-eighty-four" }?.synonyms == ["1984"])
        }

        @Test func addBookAsksForItsTitle() async throws {
            let catalog = try await SampleAppsSupport.catalog(SampleApps.library).catalog
            let title = try #require(catalog.intents["AddBook"]?.parameter(named: "title"))
            #expect(title.type == "String")
            #expect(title.requestValueDialog == "What’s the title of the book?")
            #expect(catalog.intents["AddBook"]?.parameter(named: "authorName")?.isOptional == true)
        }

        @Test func openCurrentlyReading() async throws {
            try await SampleApps.withFreshStores { () async throws in
                let result = try await OpenCurrentlyReading().perform()
                #expect(LibraryStore.shared.screen == .shelf(.currentlyReading))
                #expect(result._dialog?.full == "Opening Currently Reading: Dune, Middlemarch, The Road, Where the Crawdads Sing.")
            }
        }

        @Test func openShelf() async throws {
            try await SampleApps.withFreshStores { () async throws in
                LibraryStore.shared.open(.book("dune"))
                let result = try await OpenShelf(shelf: .read).perform()
                #expect(LibraryStore.shared.screen == .shelf(.read))
                #expect(result._dialog?.full.hasPrefix("Opening Read: Pride and Prejudice, Jane Eyre, Moby-Dick and ") == true)
            }
        }

        @Test func openBook() async throws {
            try await SampleApps.withFreshStores { () async throws in
                let persuasion = try #require(try await BookQuery().entities(for: ["persuasion"]).first)
                let result = try await OpenBook(book: persuasion).perform()
                #expect(LibraryStore.shared.screen == .book("persuasion"))
                #expect(result._dialog?.full == "Opening Persuasion by Jane Austen.")
            }
        }

        @Test func openBookThatIsGoneThrows() async throws {
            try await SampleApps.withFreshStores { () async throws in
                let ghost = BookEntity(book: Book(id: "ghost", title: "Ghost", author: "Nobody", shelf: .read))
                await #expect(throws: LibraryError.notFound) { try await OpenBook(book: ghost).perform() }
            }
        }

        @Test func addBookAddsAndUpdatesTheShortcuts() async throws {
            try await SampleApps.withFreshStores { () async throws in
                let matcher = try await ShortcutMatcher(apps: [SampleApps.library])
                #expect(matcher.match("open the buried giant in library").best?.parameter?.title != "The Buried Giant")

                let intent = AddBook()
                intent.title = "The Buried Giant"
                intent.authorName = "Kazuo Ishiguro"
                let result = try await intent.perform()
                #expect(result._dialog?.full == "Added The Buried Giant to Want to Read!")
                #expect((result._value as? BookEntity)?.title == "The Buried Giant")
                #expect(LibraryStore.shared.books(on: .wantToRead).contains { $0.title == "The Buried Giant" })

                await matcher.settled()
                let match = matcher.match("open the buried giant in library")
                #expect(match.status == .matched)
                #expect(match.best?.intent == "OpenBook")
                #expect(match.best?.parameter?.title == "The Buried Giant")
                #expect(matcher.takeUpdateProblems().isEmpty)
            }
        }

        @Test func addBookWithABlankTitleAsksAgain() async throws {
            try await SampleApps.withFreshStores { () async throws in
                let intent = AddBook()
                intent.title = "   "
                await #expect(throws: IntentParameterRequest.self) { try await intent.perform() }
                #expect(LibraryStore.shared.books.count == LibraryStore.initialBooks.count)
            }
        }

        @Test func bookQueryFindsByTitleAndAuthor() async throws {
            try await SampleApps.withFreshStores { () async throws in
                let query = BookQuery()
                #expect(try await query.entities(matching: "the road").map(\.id).sorted() == ["the-road-london", "the-road-mccarthy"])
                #expect(try await query.entities(matching: "austen").map(\.id).sorted() == ["persuasion", "pride-and-prejudice"])
                #expect(try await query.entities(matching: "marquez").map(\.id) == ["one-hundred-years-of-solitude"])
                #expect(try await query.entities(matching: "").isEmpty)
            }
        }

        @Test func aBookAddedIsOpenedByItsTitle() async throws {
            let shown = try await SampleAppsSupport.chatTranscript([
                "add a book to library", "The Left Hand of Darkness", "open the left hand of darkness in library",
                "open a book in library", "left hand of darkness"])
            #expect(shown.hasPrefix("""
                > add a book to library
                What’s the title of the book?
                > The Left Hand of Darkness
                Added The Left Hand of Darkness to Want to Read!
                  → The Left Hand of Darkness — Unknown Author
                > open the left hand of darkness in library
                Opening The Left Hand of Darkness.
                """))
            #expect(shown.hasSuffix("""
                > left hand of darkness
                Opening The Left Hand of Darkness.
                """))
        }
    }
}
