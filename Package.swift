// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ShortcutKit",
    // Where Foundation's LocalizedStringResource (which ShortcutKit uses there) is Sendable,
    // and Swift's task executors (an intent's run on a thread of its own) exist.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "ShortcutKit", targets: ["ShortcutKit"]),
        .library(name: "PhraseMatching", targets: ["PhraseMatching"]),
        // The `shortcuts` tool's commands, for a tool target (`ShortcutsTool.main(apps:)`);
        // apps link ShortcutKit alone.
        .library(name: "ShortcutsCLI", targets: ["ShortcutsCLI"]),
        .library(name: "SampleApps", targets: ["SampleApps"]),
        .executable(name: "shortcuts", targets: ["shortcuts"]),
        .executable(name: "shortcuts-bench", targets: ["ShortcutsBenchmark"]),
    ],
    targets: [
        .target(name: "PhraseMatching"),
        .target(name: "ShortcutKit", dependencies: ["PhraseMatching"]),
        .target(name: "ShortcutsCLI", dependencies: ["ShortcutKit", "PhraseMatching"]),
        // A target whose code uses ShortcutKit's types also lists PhraseMatching: those types hold
        // engine types (ShortcutApp → StringCatalog), so their layout changes with it, and SwiftPM
        // recompiles a target only when a module it lists changes (an incremental build kept a
        // test target's old ShortcutApp layout and crashed in its destroy).
        .target(name: "SampleApps", dependencies: ["ShortcutKit", "PhraseMatching"]),
        .executableTarget(name: "shortcuts", dependencies: ["ShortcutsCLI", "SampleApps", "ShortcutKit", "PhraseMatching"]),
        .executableTarget(name: "ShortcutsBenchmark", dependencies: ["PhraseMatching"]),
        // What the test targets share (one seeded generator, the transcript helper, a gate
        // to wait on); in no product, so no app links it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "PhraseMatchingTests", dependencies: ["PhraseMatching", "TestSupport"]),
        .testTarget(name: "ShortcutKitTests", dependencies: ["ShortcutKit", "ShortcutsCLI", "PhraseMatching", "TestSupport"]),
        .testTarget(name: "SampleAppsTests", dependencies: ["SampleApps", "ShortcutKit", "PhraseMatching", "TestSupport"]),
        .testTarget(name: "ShortcutsToolTests", dependencies: ["ShortcutsCLI", "ShortcutKit", "SampleApps", "PhraseMatching", "shortcuts", "TestSupport"],
                    exclude: ["Golden"]),
        // The code listings of the seed talks, compiled in the Swift 5 language mode.
        .testTarget(
            name: "SeedListingsTests",
            dependencies: ["ShortcutKit", "PhraseMatching"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // A new package's provider code in the Swift 6 language mode (`static let`).
        .testTarget(
            name: "ProviderSwift6Tests",
            dependencies: ["ShortcutKit", "PhraseMatching"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // App code with only `import ShortcutKit`, beside a module of the app's own types
        // named as engine types are: proves the engine is not re-exported.
        .target(name: "AppOwnTypes", path: "Tests/AppOwnTypes"),
        .testTarget(name: "PublicAPITests", dependencies: ["ShortcutKit", "AppOwnTypes", "PhraseMatching"]),
        // Apple-style provider code, compiled in the Swift 5 language mode.
        .testTarget(
            name: "ProviderCompatibilityTests",
            dependencies: ["ShortcutKit", "ShortcutsCLI", "PhraseMatching", "TestSupport"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
