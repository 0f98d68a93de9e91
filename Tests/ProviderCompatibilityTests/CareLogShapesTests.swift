// Shapes of a care-logging app's App Intents (tenth-round sweep, our own code): numeric
// parameters with a control style and a labelled range, nested `When` summaries with an
// explicit root, summaries read from a table, a value asked for and a choice made inside
// `perform()`, a confirmation of a result, a Live Activity intent, and a widget
// configuration whose `init()` sets a value its options provider lists.
import Foundation
import Testing
import ShortcutKit

struct WateringPreset: AppEntity, Identifiable {
    static var defaultQuery = WateringPresetsQuery()
    var id: UUID
    var name: String
    var litres: Decimal?
    var minutes: Decimal

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Presets"

    static let all = [
        WateringPreset(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, name: "Ferns", litres: 2, minutes: 10),
        WateringPreset(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, name: "Cacti", litres: nil, minutes: 1),
    ]
}

struct WateringPresetsQuery: EntityQuery {
    func entities(for identifiers: [WateringPreset.ID]) async throws -> [WateringPreset] {
        WateringPreset.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [WateringPreset] { WateringPreset.all }
}

struct LogWateringIntent: AppIntent {
    static var title = LocalizedStringResource("Log Watering")
    static var description = IntentDescription(.init("Logs how much water the plants had"))

    @Parameter(
        title: LocalizedStringResource("Amount"),
        description: LocalizedStringResource("Water in litres"),
        controlStyle: .field,
        inclusiveRange: (lowerBound: 0, upperBound: 20),
        requestValueDialog: IntentDialog(stringLiteral: String(localized: "How many litres?"))
    ) var litres: Double

    @Parameter(
        title: "Cups",
        description: "Cups of fertiliser",
        controlStyle: .field,
        inclusiveRange: (lowerBound: 0, upperBound: 10),
        requestValueDialog: IntentDialog(stringLiteral: String(localized: "How many cups?"))
    ) var cups: Int?

    @Parameter(
        title: "Drops",
        description: "Drops of tonic",
        default: 0,
        inclusiveRange: (0, 30),
        requestValueDialog: IntentDialog(stringLiteral: String(localized: "How many drops?"))
    ) var drops: Int

    @Parameter(
        title: LocalizedStringResource("Rain water"),
        description: LocalizedStringResource("If toggled, the water was collected rain"),
        default: false,
        requestValueDialog: IntentDialog(stringLiteral: String(localized: "Rain water?"))
    ) var rainWater: Bool

    @Parameter(title: "Confirm before logging", description: "If toggled, you confirm first", default: true)
    var confirmBeforeLogging: Bool

    static var parameterSummary: some ParameterSummary {
        When(\.$rainWater, .equalTo, true, {
            Summary("Log \(\.$litres) l of rain water") {
                \.$cups
                \.$confirmBeforeLogging
            }
        }, otherwise: {
            When(\LogWateringIntent.$confirmBeforeLogging, .equalTo, true, {
                Summary("Log \(\.$litres) l") {
                    \.$cups
                    \.$drops
                }
            }, otherwise: {
                Summary("Immediately log \(\.$litres) l") {
                    \.$cups
                }
            })
        })
    }

    @MainActor func perform() async throws -> some ProvidesDialog {
        let cupsGiven: Int
        if let cups {
            cupsGiven = cups
        } else {
            cupsGiven = try await $cups.requestValue("How many cups of fertiliser?")
        }
        if confirmBeforeLogging {
            try await requestConfirmation(result: .result(dialog: IntentDialog(stringLiteral: String(localized: "Log \(litres.formatted()) l?"))))
        }
        return .result(dialog: IntentDialog(stringLiteral: String(localized: "Logged \(litres.formatted()) l and \(cupsGiven) cups.")))
    }
}

struct ApplyWateringPresetIntent: AppIntent {
    static var title: LocalizedStringResource = "Apply a Watering Preset"
    static var description = IntentDescription("Start a watering preset")

    @Parameter(title: "Preset", description: "the preset to apply",
               requestValueDialog: IntentDialog(stringLiteral: String(localized: "Which preset?")))
    var preset: WateringPreset?

    static var parameterSummary: some ParameterSummary {
        Summary("Choose the preset \(\.$preset)", table: "ShortcutsDetail")
    }

    @MainActor func perform() async throws -> some ProvidesDialog {
        let chosen: WateringPreset
        if let preset {
            chosen = preset
        } else {
            chosen = try await $preset.requestDisambiguation(among: await WateringPresetsQuery().suggestedEntities(),
                                                             dialog: "Select a preset")
        }
        return .result(dialog: IntentDialog(stringLiteral: String(localized: "Preset '\(chosen.name)' applied")))
    }
}

@available(iOS 16.2, *) struct RestartCareActivityIntent: LiveActivityIntent {
    static var title = LocalizedStringResource("Restart Live Activity")
    static var description = IntentDescription(.init("Restarts the care Live Activity"))

    @MainActor func perform() async throws -> some ReturnsValue<String> {
        .result(value: String(localized: "Live Activity restarted."))
    }
}

enum CareAction: String, AppEnum {
    case logWatering, openCalendar
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Action"
    static var caseDisplayRepresentations: [CareAction: DisplayRepresentation] = [
        .logWatering: "Log watering",
        .openCalendar: "Open the calendar",
    ]
}

struct CareActionOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [CareAction] { CareAction.allCases }
}

struct CareWidgetConfiguration: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Configuration"
    static var description = IntentDescription("The care widget.")

    @Parameter(title: "Show Date", default: true)
    var showDate: Bool

    @Parameter(title: "Action after opening the app", optionsProvider: CareActionOptionsProvider())
    var action: CareAction

    init() {
        self.action = .logWatering
    }
}

struct CareShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: LogWateringIntent(), phrases: ["\(.applicationName) watering", "Log a \(.applicationName) watering"],
                    shortTitle: "Log Watering", systemImageName: "drop.fill")
        AppShortcut(intent: ApplyWateringPresetIntent(),
                    phrases: ["Activate \(.applicationName) watering preset ?", "\(.applicationName) apply a watering preset"],
                    shortTitle: "Preset", systemImageName: "timer")
        AppShortcut(intent: RestartCareActivityIntent(), phrases: ["Restart \(.applicationName) Live Activity"],
                    shortTitle: "Restart Live Activity", systemImageName: "arrow.clockwise.circle.fill")
    }
}

extension ChatEvent {
    var performedValue: String? { if case .performed(_, _, _, _, let value) = self { value } else { nil } }
}

@Suite struct CareLogShapesTests {
    @Test func aValueAskedInsidePerformAndAConfirmedResult() async throws {
        let events = try await providerChat("Carelog", CareShortcuts.self, ["carelog watering", "2", "3", "yes"])
        #expect(events.compactMap(\.question) == ["How many litres?", "How many cups of fertiliser?", "Log 2 l?"], "\(events)")
        #expect(events.compactMap(\.performedDialog) == ["Logged 2 l and 3 cups."], "\(events)")
    }

    @Test func aChoiceMadeInsidePerform() async throws {
        let events = try await providerChat("Carelog", CareShortcuts.self, ["carelog apply a watering preset", "cacti"])
        #expect(events.compactMap(\.question) == ["Select a preset"], "\(events)")
        #expect(events.compactMap(\.performedDialog) == ["Preset 'Cacti' applied"], "\(events)")
    }

    @Test func aLiveActivityIntentReturnsItsValue() async throws {
        let events = try await providerChat("Carelog", CareShortcuts.self, ["restart carelog live activity"])
        #expect(events.compactMap(\.performedValue) == ["Live Activity restarted."], "\(events)")
    }

    @Test func aWidgetConfigurationsInitSetsItsAction() async throws {
        #expect(CareWidgetConfiguration().action == .logWatering)
        #expect(try await CareActionOptionsProvider().results() == [.logWatering, .openCalendar])
    }
}
