// Runs the seed talks' listings: each provider matches its phrases and performs, each
// question an intent asks is answered in the chat, each query answers.
import Foundation
import Testing
import ShortcutKit

/// The Library intents of the WWDC22 listings, as App Shortcuts (ours: the talk shows
/// only 6:42's).
struct SeedLibraryShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenShelf(), phrases: ["Open \(\.$shelf) in \(.applicationName)"], shortTitle: "Open Shelf",
                    systemImageName: "books.vertical")
        AppShortcut(intent: OpenBook(), phrases: ["Open \(\.$book) in \(.applicationName)"], shortTitle: "Open Book",
                    systemImageName: "book")
        AppShortcut(intent: Listing15_11.AddBook(), phrases: ["Add a book in \(.applicationName)"], shortTitle: "Add Book",
                    systemImageName: "plus")
        AppShortcut(intent: Listing24_10.AddBook(), phrases: ["Add a book with dialog in \(.applicationName)"],
                    shortTitle: "Add Book", systemImageName: "plus")
        AppShortcut(intent: Listing24_25.AddBook(), phrases: ["Add a book with snippet in \(.applicationName)"],
                    shortTitle: "Add Book", systemImageName: "plus")
        AppShortcut(intent: Listing24_50.AddBook(), phrases: ["Add a book by author in \(.applicationName)"],
                    shortTitle: "Add Book", systemImageName: "plus")
        AppShortcut(intent: Listing25_22.AddBook(), phrases: ["Add a book choosing author in \(.applicationName)"],
                    shortTitle: "Add Book", systemImageName: "plus")
        AppShortcut(intent: Listing25_48.AddBook(), phrases: ["Add a book confirming in \(.applicationName)"],
                    shortTitle: "Add Book", systemImageName: "plus")
        AppShortcut(intent: BuyBook(), phrases: ["Buy \(\.$book) in \(.applicationName)"], shortTitle: "Buy Book",
                    systemImageName: "cart")
    }
}

/// Says `inputs` one after another to a conversation with `provider`'s app.
func chat(_ provider: any AppShortcutsProvider.Type, app: String, _ inputs: String...) async throws -> [ChatEvent] {
    let matcher = try await ShortcutMatcher(apps: [ShortcutApp(name: app, provider: provider)], locale: "en")
    let conversation = Conversation(matcher: matcher, app: app)
    var events: [ChatEvent] = []
    for input in inputs { events += await conversation.respond(to: input) }
    return events
}

func dialogs(_ events: [ChatEvent]) -> [String] {
    events.compactMap { if case .performed(_, _, _, let dialog, _) = $0 { return dialog } else { return nil } }
}

func questions(_ events: [ChatEvent]) -> [String] {
    events.compactMap { if case .asked(let question, _) = $0 { return question } else { return nil } }
}

func omittedViews(_ events: [ChatEvent]) -> [String] {
    events.compactMap { if case .viewOmitted(_, _, let view) = $0 { return view } else { return nil } }
}

func errors(_ events: [ChatEvent]) -> [String] {
    events.compactMap { if case .error(let message) = $0 { return message } else { return nil } }
}

@Suite(.serialized) struct WWDC22ListingTests {
    @Test func openCurrentlyReadingFromItsAppShortcut() async throws {
        let events = try await chat(LibraryAppShortcuts.self, app: "Library", "open currently reading in library")
        #expect(errors(events).isEmpty)
        #expect(await MainActor.run { Navigator.shared.opened }.contains("shelf:currentlyReading"))
    }

    @Test func openShelfWithItsParameter() async throws {
        let events = try await chat(SeedLibraryShortcuts.self, app: "Library", "open want to read in library")
        #expect(errors(events).isEmpty)
        #expect(await MainActor.run { Navigator.shared.opened }.contains("shelf:wantToRead"))
        #expect(OpenShelf.openAppWhenRun)
    }

    @Test func addBookAsksTheTitleReturnsTheBookAndOpensIt() async throws {
        let events = try await chat(SeedLibraryShortcuts.self, app: "Library", "add a book in library", "Emma", "yes")
        #expect(questions(events).first?.lowercased().contains("title") == true, "\(events)")
        #expect(questions(events).contains("Are you sure you want to clear read state for Emma?"))
        #expect(errors(events).isEmpty)
        #expect(await MainActor.run { Navigator.shared.opened }.contains("book:Emma"))
    }

    @Test func addBookSaysItsDialog() async throws {
        let events = try await chat(SeedLibraryShortcuts.self, app: "Library", "add a book with dialog in library", "Emma")
        #expect(dialogs(events) == ["Added Emma to Library!"])
    }

    @Test func addBookWithASnippetRecordsTheViewLeftOut() async throws {
        let events = try await chat(SeedLibraryShortcuts.self, app: "Library", "add a book with snippet in library", "Emma")
        #expect(errors(events).isEmpty)
        #expect(omittedViews(events) == ["CoverView"])
        let json = events.map { $0.json.rendered }.joined(separator: "\n")
        #expect(json.contains("viewOmitted"))
    }

    @Test func addBookThrowsRequestValueForTheAuthor() async throws {
        let events = try await chat(SeedLibraryShortcuts.self, app: "Library", "add a book by author in library", "Dune",
                                    "Frank Herbert")
        #expect(questions(events).contains("Who wrote the book?"))
        #expect(errors(events).isEmpty)
        #expect(events.contains { if case .performed = $0 { return true } else { return false } })
    }

    @Test func addBookAsksWhichAuthor() async throws {
        let events = try await chat(SeedLibraryShortcuts.self, app: "Library", "add a book choosing author in library", "Dune", "2")
        #expect(questions(events).contains("Which author?"))
        let options = events.compactMap { if case .asked(_, let options) = $0, !options.isEmpty { return options.map(\.title) } else { return nil } }
        #expect(options.last == ["Frank Herbert", "Brian Herbert"])
        #expect(errors(events).isEmpty)
    }

    @Test func addBookConfirmsTheTitle() async throws {
        let events = try await chat(SeedLibraryShortcuts.self, app: "Library", "add a book confirming in library", "Emma", "yes")
        #expect(questions(events).contains("Did you mean Emma?"))
        #expect(errors(events).isEmpty)
    }

    @Test func buyBookConfirmsTheOrderThenThanks() async throws {
        let events = try await chat(SeedLibraryShortcuts.self, app: "Library", "buy white fang in library", "2", "yes")
        #expect(questions(events).contains("Are you ready to order?"))
        #expect(dialogs(events) == ["Thank you for your order!"])
        #expect(omittedViews(events) == ["OrderConfirmation"])
    }

    @Test func propertyQueryDeclaresItsPropertiesAndSorts() async throws {
        #expect(BookQuery.properties.kinds(for: \BookEntity.$title) == [EntityQueryComparatorKind.equalTo, .contains])
        #expect(BookQuery.properties.kinds(for: \BookEntity.$dateRead) == [EntityQueryComparatorKind.lessThan, .greaterThan])
        #expect(BookQuery.properties.comparator(for: \BookEntity.$title, EntityQueryComparatorKind.equalTo, "Emma") != nil)
        #expect(BookQuery.properties.comparator(for: \BookEntity.$title, EntityQueryComparatorKind.lessThan, "Emma") == nil)
        #expect(BookQuery.sortingOptions.keyPaths.count == 3)
        let found = try await BookQuery().entities(matching: [], mode: .and, sortedBy: [EntityQuerySort(by: \BookEntity.$title)], limit: nil)
        #expect(found.map(\.title).prefix(2) == ["The Call of the Wild", "White Fang"])
        #expect(try await Listing12_29.BookQuery().entities(for: [Database.fixed[1].id]).map(\.title) == ["White Fang"])
        #expect(try await Listing13_40.BookQuery().entities(matching: "fang").map(\.title) == ["White Fang"])
    }
}

@Suite(.serialized) struct WWDC25ListingTests {
    init() async {
        _ = LandmarksApp()
        // 13:50's `add { ModelData() }` is resolved by the runtime's own fix (issue 14,
        // runtime part); registered plainly as well, so that these tests run either way.
        AppDependencyManager.shared.add(dependency: ModelData())
        await AppDependencyManager.shared.resolveAsynchronousDependencies()
    }

    @Test func navigateToASection() async throws {
        let events = try await chat(TravelTrackingAppShortcuts.self, app: "TravelTracking", "navigate to map in traveltracking")
        #expect(errors(events).isEmpty)
        #expect(await MainActor.run { Navigator.shared.opened }.contains("section:map"))
        #expect(NavigateIntent.supportedModes == .foreground)
    }

    @Test func navigateWithoutASectionAsksForIt() async throws {
        let events = try await chat(TravelTrackingAppShortcuts.self, app: "TravelTracking", "navigate in traveltracking", "collections")
        #expect(questions(events).first == "Which section?")
        #expect(await MainActor.run { Navigator.shared.opened }.contains("section:collections"))
    }

    @Test func earlierNavigateIntentsRun() async throws {
        _ = try await Listing3_23.NavigateIntent().perform()
        #expect(await MainActor.run { Navigator.shared.opened }.contains("section:landmarks"))
        let intent = Listing5_38.NavigateIntent()
        intent.navigationOption = .map
        _ = try await intent.perform()
        #expect(await MainActor.run { Navigator.shared.opened }.contains("section:map"))
    }

    @Test func closestLandmarkSaysItsDialogAndLeavesOutTheView() async throws {
        let events = try await chat(TravelTrackingAppShortcuts.self, app: "TravelTracking", "find closest landmark in traveltracking")
        #expect(errors(events).isEmpty)
        #expect(dialogs(events) == ["The closest landmark to you is Mount Fuji"])
        #expect(omittedViews(events) == ["ClosestLandmarkView"])
    }

    @Test func openLandmarkBySuggestedName() async throws {
        let events = try await chat(TravelTrackingAppShortcuts.self, app: "TravelTracking", "open mount fuji in traveltracking")
        #expect(errors(events).isEmpty)
        #expect(dialogs(events) == ["Opening Mount Fuji."])
        TravelTrackingAppShortcuts.updateAppShortcutParameters()
    }

    @Test func navigationStackHandlesTheOpenIntent() async throws {
        let stack = LandmarksNavigationStack()
        _ = stack.body
        let intent = OpenLandmarkIntent()
        intent.target = LandmarkEntity(landmark: ModelData().landmarks[2])
        #expect(IntentExecutionHandlers.shared.run(intent))
        #expect(stack.path.map(\.name) == ["Grand Canyon"])
    }

    @Test func queriesAnswer() async throws {
        let query = LandmarkEntityQuery()
        #expect(try await query.allEntities().count == 3)
        #expect(try await query.entities(matching: "Japan").map(\.name) == ["Mount Fuji"])
        let canyon = #Predicate<LandmarkEntity> { $0.landmark.name == "Grand Canyon" }
        #expect(try await query.entities(matching: [canyon], mode: .and, sortedBy: [], limit: nil).map(\.name) == ["Grand Canyon"])
        #expect(LandmarkEntityQuery.properties.properties.isEmpty)
        #expect(try await Listing19_39.LandmarkEntityQuery().suggestedEntities().map(\.name) == ["Mount Fuji", "Yosemite Valley"])
    }

    @Test func fragmentsAndPackages() async throws {
        #expect(Listing6_57.caseDisplayRepresentations[.map]?.image?.systemName == "map")
        #expect(try await Listing17_31.LandmarkEntity.defaultQuery.allEntities().isEmpty)
        #expect(Listing23_10.TravelTrackingPackage.includedPackages.count == 1)
        #expect(Listing23_10.TravelTrackingKitPackage.includedPackages.isEmpty)
        let representation = try #require(LandmarkEntity.transferRepresentation as? DataRepresentation<LandmarkEntity>)
        #expect(try representation.exporting(LandmarkEntity(landmark: ModelData().landmarks[0])) == Data("Mount Fuji".utf8))
        #expect(LandmarkEntity(landmark: ModelData().landmarks[0]).description == "A volcano in Japan")
    }
}
