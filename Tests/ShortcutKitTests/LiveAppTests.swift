import Foundation
import Testing
import PhraseMatching
@testable import ShortcutKit

extension ChatSuites {
    /// What a catalog build keeps of the provider's Swift side, by identity, for the runtime.
    /// (With the chat suites: the test library's book store is shared.)
    @Suite struct LiveAppTests {
        @Test func aBuildKeepsEachShortcutAtItsCatalogIndex() async throws {
            TestBookStore.shared.reset()
            let build = await ChatTestApps.library.catalog()
            let live = try #require(build.live)
            #expect(live.shortcuts.count == build.catalog.shortcuts.count)
            #expect(zip(live.shortcuts, build.catalog.shortcuts).allSatisfy { live.intentName(of: $0.intent) == $1.intent })
            // Two shortcuts run OpenShelf; the second is the one with its preset.
            #expect((live.shortcuts[1].intent as? OpenShelf)?.shelf == .currentlyReading)
            #expect(build.catalog.shortcuts[1].phrases == ["What am I reading in ${applicationName}"])
        }

        @Test func aBuildKeepsTheSwiftTypeOfEachCatalogType() async throws {
            TestBookStore.shared.reset()
            let build = await ChatTestApps.library.catalog()
            let live = try #require(build.live)
            #expect(live.types.keys.sorted() == build.catalog.types.keys.sorted())
            #expect(live.types["Shelf"].map(ObjectIdentifier.init) == ObjectIdentifier(Shelf.self))
            #expect(live.types["BookEntity"].map(ObjectIdentifier.init) == ObjectIdentifier(BookEntity.self))
            #expect(live.entityTypes == ["BookEntity"])
        }

        @Test func returnedValuesAreNamedByTheirTypeInThisAppsCatalog() async throws {
            TestBookStore.shared.reset()
            let live = try #require(await ChatTestApps.library.catalog().live)
            let shelf = try #require(live.catalogIdentity(of: Shelf.read))
            #expect(shelf.type == "Shelf" && shelf.id == "read")
            let book = try #require(live.catalogIdentity(of: BookEntity(id: "b1", title: "Dune", author: "Frank Herbert")))
            #expect(book.type == "BookEntity" && book.id == "b1")
            #expect(live.catalogIdentity(of: GadgetEntity(id: "g1")) == nil)   // another app's type
            #expect(live.catalogIdentity(of: "read") == nil)
            #expect(live.catalogIdentity(of: OpenShelf()) == nil)              // an intent is no value
        }

        @Test func anIntentNoShortcutRunsIsNamedByItsType() async throws {
            let live = try #require(await ChatTestApps.gadgets.catalog().live)
            #expect(live.intentName(of: OpenShelf()) == "OpenShelf")
        }

        @Test func aCatalogMadeOtherwiseHasNoLiveApp() {
            let build = CatalogBuild(catalog: Catalog(locale: "en", app: AppDescription(name: "Tunes")), diagnostics: [])
            #expect(build.live == nil)
        }
    }
}
