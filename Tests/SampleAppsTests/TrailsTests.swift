import Testing
import PhraseMatching
import ShortcutKit
@testable import SampleApps
import TestSupport

extension SampleAppsTests {
    @Suite struct TrailsTests {
        var manager: TrailDataManager { SampleApps.Models.trails }

        @Test func shortcutsAndPhrasesOfApplesSample() async throws {
            let catalog = try await SampleAppsSupport.catalog(SampleApps.trails).catalog
            #expect(catalog.app == AppDescription(name: "Trails", alternativeNames: ["Trail Finder"]))
            #expect(catalog.shortcuts.map(\.intent) == ["StartTrailActivity", "GetTrailInfo", "OpenFavorites", "BuyDayPass"])
            let start = try SampleAppsSupport.shortcut("StartTrailActivity", in: catalog)
            #expect(start.phrases == ["Track my ${workoutStyle} in ${applicationName}",
                                      "Start tracking my ${workoutStyle} with ${applicationName}",
                                      "Start a workout in ${applicationName}",
                                      "Start a ${applicationName} workout",
                                      "Go ${workoutStyle} with ${applicationName}"])
            let conditions = try SampleAppsSupport.shortcut("GetTrailInfo", in: catalog)
            #expect(Array(conditions.phrases.prefix(2)) == ["Get ${trail} conditions with ${applicationName}",
                                                           "Get conditions on ${trail} with ${applicationName}"])
            #expect(conditions.shortTitle == "Get Conditions")
            #expect(try SampleAppsSupport.shortcut("OpenFavorites", in: catalog).phrases
                    == ["Open Favorites in ${applicationName}", "Show my favorite ${applicationName}"])
            #expect(try SampleAppsSupport.shortcut("BuyDayPass", in: catalog).phrases
                    == ["Buy a ${applicationName} day pass", "Purchase a pass in ${applicationName}"])
        }

        @Test func activityStyles() async throws {
            let catalog = try await SampleAppsSupport.catalog(SampleApps.trails).catalog
            let styles = try #require(catalog.types["ActivityStyle"])
            #expect(styles.title == "Activity")
            #expect(styles.values.map(\.id) == ["biking", "equestrian", "hiking", "jogging", "crossCountrySkiing", "snowshoeing"])
            #expect(styles.values.first { $0.id == "crossCountrySkiing" }?.title == "Skiing")
            #expect(styles.values.first { $0.id == "jogging" }?.subtitle == "A gentle run")
        }

        @Test func trailsFavoritesSuggested() async throws {
            let catalog = try await SampleAppsSupport.catalog(SampleApps.trails).catalog
            let trails = try #require(catalog.types["TrailEntity"])
            #expect(trails.title == "Trail")
            #expect(trails.searchable)
            #expect(trails.suggested == TrailDataManager.initialFavorites.map(String.init))
            #expect(trails.values.count == TrailDataManager.trails.count)
            #expect(trails.phraseValues.first?.title == "Mist Trail")
            #expect(trails.phraseValues.first?.subtitle == "Yosemite National Park")
        }

        @Test func startActivity() async throws {
            try await SampleApps.withFreshStores { () async throws in
                let result = try await StartTrailActivity(style: .crossCountrySkiing).perform()
                #expect(result._dialog?.full == "Started tracking skiing on Methow Valley Trails.")
                #expect(manager.activities == [TrailActivity(style: .crossCountrySkiing, trailID: 20)])
                let hike = try await StartTrailActivity(style: .hiking).perform()
                #expect(hike._dialog?.full == "Started tracking hiking on Mist Trail.")
                #expect(StartTrailActivity.suggestedWorkouts.map(\.workoutStyle) == [.hiking, .biking])
            }
        }

        @Test func getTrailInfo() async throws {
            try await SampleApps.withFreshStores { () async throws in
                let intent = GetTrailInfo()
                intent.trail = try #require(try await TrailEntityQuery().entities(matching: "angels").first)
                let result = try await intent.perform()
                #expect(result._dialog?.full == "The latest conditions reported for Angels Landing indicate: Open with a permit; chains section crowded by midday.")
                #expect(result._dialog?.supporting == "Here’s the latest information on trail conditions.")
                #expect((result._value as? TrailEntity)?.regionDescription == "Zion National Park")
            }
        }

        @Test func openFavorites() async throws {
            try await SampleApps.withFreshStores { () async throws in
                let result = try await OpenFavorites().perform()
                #expect(manager.isShowingFavorites)
                #expect(result._dialog?.full.hasPrefix("Here are your 8 favorite trails: Mist Trail, Angels Landing,") == true)
            }
        }

        @Test func buyDayPassAfterConfirming() async throws {
            try await SampleApps.withFreshStores { () async throws in
                let yes = ScriptedInteraction(confirm: true)
                let result = try await SampleAppsSupport.withInteraction(yes) { try await BuyDayPass().perform() }
                #expect(result._dialog?.full == "Your trail day pass is active.")
                #expect(yes.questions == ["Are you sure you want to purchase a day pass for $6.50?"])
                #expect(manager.dayPassesBought == 1)

                let no = ScriptedInteraction(confirm: false)
                await #expect(throws: TrailIntentError.dayPassTransactionCanceled) {
                    try await SampleAppsSupport.withInteraction(no) { try await BuyDayPass().perform() }
                }
                #expect(manager.dayPassesBought == 1)
            }
        }

        @Test func decliningAPurchaseIsNoError() async throws {
            let shown = try await SampleAppsSupport.chatTranscript(["buy a day pass in trails", "no"])
            expectTranscript(shown, """
                > buy a day pass in trails
                Are you sure you want to purchase a day pass for $6.50?
                > no
                The day pass purchase was canceled.
                """)
        }
    }
}
