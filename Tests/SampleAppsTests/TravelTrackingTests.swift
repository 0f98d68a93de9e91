import Testing
import PhraseMatching
import ShortcutKit
@testable import SampleApps

extension SampleAppsTests {
    @Suite struct TravelTrackingTests {
        var model: ModelData { SampleApps.Models.travel }

        @Test func shortcutsAndPhrases() async throws {
            let catalog = try await SampleAppsSupport.catalog(SampleApps.travelTracking).catalog
            #expect(catalog.app.name == "Travel Tracking")
            #expect(catalog.shortcuts.map(\.intent) == ["NavigateIntent", "ClosestLandmarkIntent", "OpenLandmarkIntent", "AddFavoriteLandmarkIntent"])
            let navigate = try SampleAppsSupport.shortcut("NavigateIntent", in: catalog)
            #expect(Array(navigate.phrases.prefix(2)) == ["Navigate in ${applicationName}", "Navigate to ${navigationOption} in ${applicationName}"])
            #expect(navigate.shortTitle == "Navigate")
            #expect(navigate.systemImageName == "arrowshape.forward")
            #expect(try SampleAppsSupport.shortcut("ClosestLandmarkIntent", in: catalog).phrases.first == "Find closest landmark in ${applicationName}")
            #expect(Array(try SampleAppsSupport.shortcut("OpenLandmarkIntent", in: catalog).phrases.prefix(2))
                    == ["Open ${target} in ${applicationName}", "Open landmark in ${applicationName}"])
            #expect(catalog.intents["NavigateIntent"]?.parameter(named: "navigationOption")?.requestValueDialog == "Which section?")
        }

        /// Every landmark's place reads in the user's language: "Honshū, Japon", not "Honshu, Japan".
        @Test func everyPlaceIsTranslated() {
            let strings = SampleApps.travelTracking.localizations.strings
            for landmark in ModelData.allLandmarks {
                for locale in ["fr", "es", "pt-BR", "ja"] {
                    let translated = strings[landmark.location]?.localization(for: locale)
                    #expect(translated != nil, "\(landmark.location) in \(locale)")
                }
            }
        }

        @Test func navigationOptions() async throws {
            let catalog = try await SampleAppsSupport.catalog(SampleApps.travelTracking).catalog
            let options = try #require(catalog.types["NavigationOption"])
            #expect(options.title == "Navigation Option")
            #expect(options.values.map(\.id) == ["landmarks", "map", "collections"])
            #expect(options.values.map(\.title) == ["Landmarks", "Map", "Collections"])
        }

        @Test func landmarksAllEnumerableFavoritesSuggested() async throws {
            let catalog = try await SampleAppsSupport.catalog(SampleApps.travelTracking).catalog
            let landmarks = try #require(catalog.types["LandmarkEntity"])
            #expect(landmarks.searchable)
            #expect(landmarks.values.count >= 40)
            #expect(landmarks.values.count == ModelData.allLandmarks.count)
            #expect(landmarks.suggested == ModelData.initialFavorites.map(String.init))
            #expect(landmarks.phraseValues.map(\.title) == ["Golden Gate Bridge", "Mont Saint-Michel", "Mount Fuji", "Niagara Falls", "Sagrada Família", "Yosemite Valley"])
            #expect(landmarks.values.first { $0.id == "1002" }?.subtitle == "Paris, France")
            #expect(Set(landmarks.values.map(\.id)).count == landmarks.values.count)
        }

        @Test func navigate() async throws {
            try await SampleApps.withFreshStores { () async throws in
                let intent = NavigateIntent()
                intent.navigationOption = .map
                let result = try await intent.perform()
                #expect(model.currentSection == .map)
                #expect(result._dialog?.full == "Opening Map.")
            }
        }

        @Test func closestLandmark() async throws {
            try await SampleApps.withFreshStores { () async throws in
                let nearSanFrancisco = try await ClosestLandmarkIntent().perform()
                #expect((nearSanFrancisco._value as? LandmarkEntity)?.name == "Alcatraz Island")
                #expect(nearSanFrancisco._dialog?.full == "The closest landmark to you is Alcatraz Island.")
                model.moveUser(latitude: 48.85, longitude: 2.35)
                let nearParis = try await ClosestLandmarkIntent().perform()
                #expect((nearParis._value as? LandmarkEntity)?.name == "Eiffel Tower")
            }
        }

        @Test func openLandmark() async throws {
            try await SampleApps.withFreshStores { () async throws in
                let intent = OpenLandmarkIntent()
                intent.target = try #require(try await LandmarkEntityQuery().entities(for: [1005]).first)
                let result = try await intent.perform()
                #expect(model.navigationPath == [1005])
                #expect(result._dialog?.full == "Opening Mount Fuji in Honshu, Japan.")
            }
        }

        @Test func addFavoriteUpdatesTheShortcuts() async throws {
            try await SampleApps.withFreshStores { () async throws in
                let matcher = try await ShortcutMatcher(apps: [SampleApps.travelTracking])
                // Not a favourite yet: found only through the query, at a lower score.
                let before = matcher.match("open taj mahal in travel tracking")
                #expect(before.best?.kind == .openValue)
                #expect(before.best?.parameter?.value == "1008")

                let intent = AddFavoriteLandmarkIntent()
                intent.landmark = try #require(try await LandmarkEntityQuery().entities(matching: "taj").first)
                let result = try await intent.perform()
                #expect(result._dialog?.full == "Added Taj Mahal to your favorites.")
                #expect(model.isFavorite(1008))

                await matcher.settled()
                let match = matcher.match("open taj mahal in travel tracking")
                #expect(match.status == .matched)
                #expect(match.best?.intent == "OpenLandmarkIntent")
                #expect(match.best?.parameter?.value == "1008")
                #expect(match.best?.kind == .exact)
                #expect(match.best?.score == 1)

                let again = try await intent.perform()
                #expect(again._dialog?.full == "Taj Mahal is already one of your favorites.")
            }
        }

        @Test func landmarkQuery() async throws {
            try await SampleApps.withFreshStores { () async throws in
                let query = LandmarkEntityQuery()
                #expect(try await query.allEntities().count == ModelData.allLandmarks.count)
                #expect(try await query.suggestedEntities().map(\.id) == ModelData.initialFavorites)
                #expect(try await query.entities(matching: "london").map(\.name).sorted() == ["Big Ben", "Tower Bridge"])
                #expect(try await query.entities(for: [1010, 9999]).map(\.name) == ["Statue of Liberty"])
            }
        }
    }
}
