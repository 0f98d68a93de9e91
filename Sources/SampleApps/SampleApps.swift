import ShortcutKit

/// The three apps of Apple's App Intents talks, written against ShortcutKit as they would
/// be against AppIntents: Library (WWDC22), Travel Tracking (WWDC25) and Trails (WWDC24).
///
///     await ShortcutsTool.main(apps: SampleApps.all)
///     let matcher = try await ShortcutMatcher(apps: [SampleApps.library])
public enum SampleApps {
    /// WWDC22 "Dive into App Intents": shelves and books.
    public static var library: ShortcutApp {
        registerDependencies()
        return ShortcutApp(name: "Library", alternativeNames: ["My Books"], provider: LibraryAppShortcuts.self,
                           localizations: Localizations.library)
    }

    /// WWDC25 "Get to know App Intents": landmarks and favourites.
    public static var travelTracking: ShortcutApp {
        registerDependencies()
        return ShortcutApp(name: "Travel Tracking", provider: TravelTrackingAppShortcuts.self,
                           localizations: Localizations.travelTracking)
    }

    /// WWDC24 / "Accelerating app interactions with App Intents": trails and activities.
    public static var trails: ShortcutApp {
        registerDependencies()
        return ShortcutApp(name: "Trails", alternativeNames: ["Trail Finder"], provider: TrailShortcuts.self,
                           localizations: Localizations.trails)
    }

    /// Every sample app.
    public static var all: [ShortcutApp] { [library, travelTracking, trails] }

    /// Puts every app's in-memory data back as it starts: books, favourites, activities,
    /// what each app shows.
    public static func reset() {
        registerDependencies()
        LibraryStore.shared.reset()
        Models.travel.reset()
        Models.trails.reset()
    }

    /// Runs `body` alone with the apps' stores — reset before and after — so tests that
    /// change books, favourites or activities do not see each other's changes. Waits while
    /// another caller has them; do not nest.
    ///
    ///     try await SampleApps.withFreshStores { try await AddBook(…).perform() }
    public static func withFreshStores<T>(_ body: () async throws -> T) async throws -> T {
        await storesInUse.acquire()
        reset()
        do {
            let result = try await body()
            reset()
            await storesInUse.release()
            return result
        } catch {
            reset()
            await storesInUse.release()
            throw error
        }
    }

    private static let storesInUse = StoreLock()

    /// One holder at a time, the others waiting in order.
    actor StoreLock {
        private var held = false
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func acquire() async {
            guard held else {
                held = true
                return
            }
            await withCheckedContinuation { waiting.append($0) }
        }

        func release() {
            if waiting.isEmpty {
                held = false
            } else {
                waiting.removeFirst().resume()
            }
        }
    }

    /// The apps' translations: `phrases/<App>/` at the package root (or under
    /// `$SHORTCUTS_PHRASES_DIR`), read once.
    enum Localizations {
        static let library = AppLocalizations.bundled("Library")
        static let travelTracking = AppLocalizations.bundled("TravelTracking")
        static let trails = AppLocalizations.bundled("Trails")
    }

    /// The models the apps' `@Dependency` properties read.
    enum Models {
        static let travel = ModelData()
        static let trails = TrailDataManager()
    }

    private static let registration: Void = {
        AppDependencyManager.shared.add(dependency: Models.travel)
        AppDependencyManager.shared.add(dependency: Models.trails)
    }()

    /// Registers the apps' models with `AppDependencyManager.shared` (once), as the apps
    /// do at launch.
    static func registerDependencies() {
        _ = registration
    }
}
