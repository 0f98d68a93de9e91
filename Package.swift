// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ShortcutKit",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "ShortcutKit", targets: ["ShortcutKit"]),
        .library(name: "PhraseMatching", targets: ["PhraseMatching"]),
        .library(name: "SampleApps", targets: ["SampleApps"]),
        .executable(name: "shortcuts", targets: ["shortcuts"]),
        .executable(name: "shortcuts-bench", targets: ["ShortcutsBenchmark"]),
    ],
    targets: [
        .target(name: "PhraseMatching"),
        .target(name: "ShortcutKit", dependencies: ["PhraseMatching"]),
        .target(name: "SampleApps", dependencies: ["ShortcutKit"]),
        .executableTarget(name: "shortcuts", dependencies: ["ShortcutKit", "SampleApps"]),
        .executableTarget(name: "ShortcutsBenchmark", dependencies: ["PhraseMatching"]),
        .testTarget(name: "PhraseMatchingTests", dependencies: ["PhraseMatching"]),
        .testTarget(name: "ShortcutKitTests", dependencies: ["ShortcutKit", "PhraseMatching"]),
        .testTarget(name: "SampleAppsTests", dependencies: ["SampleApps", "ShortcutKit", "PhraseMatching"]),
        .testTarget(name: "ShortcutsToolTests", dependencies: ["ShortcutKit", "SampleApps", "PhraseMatching", "shortcuts"],
                    exclude: ["Golden"]),
        // A new package's provider code in the Swift 6 language mode (`static let`).
        .testTarget(
            name: "ProviderSwift6Tests",
            dependencies: ["ShortcutKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Apple-style provider code, compiled in the Swift 5 language mode.
        .testTarget(
            name: "ProviderCompatibilityTests",
            dependencies: ["ShortcutKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
