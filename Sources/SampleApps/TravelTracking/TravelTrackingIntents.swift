import ShortcutKit

/// Goes to a section of the app.
struct NavigateIntent: AppIntent {
    static let title: LocalizedStringResource = "Navigate to Section"

    static let supportedModes: IntentModes = .foreground

    static var parameterSummary: some ParameterSummary {
        Summary("Navigate to \(\.$navigationOption)")
    }

    @Parameter(
        title: "Section",
        requestValueDialog: "Which section?"
    )
    var navigationOption: NavigationOption

    @Dependency var modelData: ModelData

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        modelData.navigate(to: navigationOption)
        let name = NavigationOption.caseDisplayRepresentations[navigationOption]?.title
            ?? LocalizedStringResource(stringLiteral: navigationOption.rawValue)
        return .result(dialog: "Opening \(name).")
    }
}

/// Finds the landmark closest to the user.
struct ClosestLandmarkIntent: AppIntent {
    static let title: LocalizedStringResource = "Find Closest Landmark"

    @Dependency var modelData: ModelData

    @MainActor
    func perform() async throws -> some ReturnsValue<LandmarkEntity> & ProvidesDialog {
        let landmark = try await modelData.findClosestLandmark()
        return .result(
            value: LandmarkEntity(landmark: landmark),
            dialog: "The closest landmark to you is \(LandmarkEntity(landmark: landmark).displayRepresentation.title)."
        )
    }
}

/// Opens a landmark's page.
struct OpenLandmarkIntent: OpenIntent, TargetContentProvidingIntent {
    static let title: LocalizedStringResource = "Open Landmark"

    @Parameter(title: "Landmark", requestValueDialog: "Which landmark?")
    var target: LandmarkEntity

    @Dependency var modelData: ModelData

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        modelData.show(target.landmark)
        return .result(dialog: "Opening \(target.displayRepresentation.title) in \(LocalizedStringResource(stringLiteral: target.landmark.location)).")
    }
}

/// Adds a landmark to the favourites — which are the landmarks phrases name, so the
/// App Shortcuts are updated.
struct AddFavoriteLandmarkIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Favorite Landmark"
    static let description = IntentDescription("Adds a landmark to your favorites.", searchKeywords: ["favourite", "star"])

    @Parameter(title: "Landmark", requestValueDialog: "Which landmark do you want to add to your favorites?")
    var landmark: LandmarkEntity

    @Dependency var modelData: ModelData

    func perform() async throws -> some IntentResult & ReturnsValue<LandmarkEntity> & ProvidesDialog {
        guard modelData.landmarks(for: [landmark.id]).first != nil else { throw TravelTrackingError.landmarkNotFound }
        guard modelData.addFavorite(landmark.id) else {
            return .result(value: landmark, dialog: "\(landmark.displayRepresentation.title) is already one of your favorites.")
        }
        TravelTrackingAppShortcuts.updateAppShortcutParameters()
        return .result(value: landmark, dialog: "Added \(landmark.displayRepresentation.title) to your favorites.")
    }
}
