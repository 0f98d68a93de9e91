import Foundation

/// Registers the App Intents types of a module (a Swift package, a framework) and the
/// packages it includes, so that targets can share them. All of a program's types are
/// found here without it; the declaration is kept for source compatibility.
///
///     struct TravelTrackingPackage: AppIntentsPackage {
///         static var includedPackages: [any AppIntentsPackage.Type] { [TravelTrackingKitPackage.self] }
///     }
public protocol AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
    public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}
