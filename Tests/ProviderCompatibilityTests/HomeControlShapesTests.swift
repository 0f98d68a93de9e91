// Shapes of two home-automation apps' App Intents (eleventh-round sweep, our own code):
// every title a localisation key with a default value written `.init("key", defaultValue: "…")`
// (intent titles, descriptions as `IntentDescription(.init(…))`, parameter, property, type and
// short titles, option collections); a query whose suggestions and text matches are an
// `IntentItemCollection` in sections (`IntentItemSection(.init(stringLiteral:), items:)`); an
// options provider offered in an App Shortcut's `optionsCollections`; two App Shortcuts of one
// intent type made with different preset values; a snippet built with `if let` in the trailing
// closure of `.result(dialog:)`; a transient entity whose `init()` sets every `@Property`; an
// entity whose id is a type of the app's own (`EntityIdentifierConvertible`); a widget
// parameter sized per widget family (`@Parameter(size: [.systemSmall: 1, …])`); a control's
// configuration with an optional entity; and a transient entity returned with a property
// its `init()` forgot (a provider mistake: the run fails naming it).
import Foundation
import Testing
import ShortcutKit

// MARK: - Devices

/// The devices the tests read, by home.
enum HearthHomes {
    static let homes: [(home: String, devices: [SwitchableEntity])] = [
        ("Main House", [SwitchableEntity(id: "h1.desk", deviceKey: "switch.desk_lamp", home: "Main House",
                                         room: "Study", name: "Desk Lamp", symbol: "lamp.desk")]),
        ("Cabin", [SwitchableEntity(id: "h2.porch", deviceKey: "switch.porch", home: "Cabin",
                                    room: nil, name: "Porch Light", symbol: "lightbulb")]),
    ]
}

struct SwitchableEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: .init(
        "entities.switchable.name",
        defaultValue: "Device"
    ))

    static let defaultQuery = SwitchableQuery()

    var id: String
    var symbol: String
    @Property(title: .init("entities.property.key", defaultValue: "Device key"))
    var deviceKey: String
    @Property(title: .init("entities.property.name", defaultValue: "Name"))
    var name: String
    @Property(title: .init("entities.property.room", defaultValue: "Room"))
    var room: String?
    @Property(title: .init("entities.property.home", defaultValue: "Home"))
    var home: String

    var subtitle: String? { room.map { "\($0), \(home)" } }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)",
            subtitle: subtitle.map { LocalizedStringResource(stringLiteral: $0) },
            image: .init(systemName: symbol)
        )
    }

    init(id: String, deviceKey: String, home: String, room: String? = nil, name: String, symbol: String) {
        self.id = id
        self.symbol = symbol
        self.deviceKey = deviceKey
        self.name = name
        self.room = room
        self.home = home
    }
}

/// Offers the devices in one section a home; resolves any id it ever offered.
struct SwitchableQuery: EntityQuery, EntityStringQuery {
    typealias Section = IntentItemSection<SwitchableEntity>

    func entities(for identifiers: [String]) async throws -> [SwitchableEntity] {
        HearthHomes.homes.flatMap(\.devices).filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> IntentItemCollection<SwitchableEntity> {
        collection(matching: string)
    }

    func suggestedEntities() async throws -> IntentItemCollection<SwitchableEntity> {
        collection()
    }

    private func collection(matching string: String? = nil) -> IntentItemCollection<SwitchableEntity> {
        .init(sections: HearthHomes.homes.flatMap { home, devices -> [Section] in
            var sections: [Section] = []
            let shown = devices.filter { string == nil || $0.name.localizedCaseInsensitiveContains(string!) }
            if !shown.isEmpty {
                sections.append(.init(.init(stringLiteral: home), items: shown))
            }
            return sections
        })
    }
}

/// What "read a device" offers: every device, a section a home.
struct ReadableDeviceOptions: DynamicOptionsProvider {
    func results() async throws -> IntentItemCollection<SwitchableEntity> {
        .init(sections: HearthHomes.homes.map { home, devices in
            .init(.init(stringLiteral: home), items: devices)
        })
    }
}

/// Which way a cover moves.
enum CoverMove: String, Codable, Sendable, AppEnum {
    case open
    case close

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: .init(
        "enums.cover_move.name",
        defaultValue: "Move"
    ))

    static let caseDisplayRepresentations: [CoverMove: DisplayRepresentation] = [
        .open: .init(title: .init("enums.cover_move.open", defaultValue: "Open")),
        .close: .init(title: .init("enums.cover_move.close", defaultValue: "Close")),
    ]
}

struct CoverEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Cover"
    static let defaultQuery = CoverQuery()

    var id: String
    var name: String

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct CoverQuery: EntityQuery {
    static let covers = [CoverEntity(id: "c1", name: "Living Blind"), CoverEntity(id: "c2", name: "Garage Door")]

    func entities(for identifiers: [String]) async throws -> [CoverEntity] {
        Self.covers.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [CoverEntity] { Self.covers }
}

/// A device's state at one moment.
struct DeviceStateEntity: TransientAppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: .init("entities.state.name", defaultValue: "Device State")
    )

    @Property(title: .init("entities.property.name", defaultValue: "Name"))
    var name: String

    @Property(title: .init("entities.state.state", defaultValue: "State"))
    var state: String

    @Property(title: .init("entities.state.unit", defaultValue: "Unit"))
    var unit: String?

    @Property(title: .init("entities.state.active", defaultValue: "Is active"))
    var isActive: Bool

    @Property(title: .init("entities.state.changed", defaultValue: "Last changed"))
    var lastChanged: Date

    var iconData: Data?

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)",
            subtitle: "\(state)",
            image: iconData.map { .init(data: $0, isTemplate: true) } ?? .init(systemName: "questionmark")
        )
    }

    init() {
        self.iconData = nil
        self.name = ""
        self.state = ""
        self.isActive = false
        self.lastChanged = Date(timeIntervalSince1970: 0)
    }

    init(device: SwitchableEntity, state: String) {
        self.init()
        self.name = device.name
        self.state = state
        self.isActive = state == "on"
        self.iconData = Data([0x89, 0x50])
    }
}

/// The card a command shows once it has changed something; never drawn here.
struct DeviceCard {
    let state: DeviceStateEntity
}

/// What switches are on: a plain store the tests reset.
final class HearthSwitches: @unchecked Sendable {
    static let shared = HearthSwitches()
    private let lock = NSLock()
    private var on: Set<String> = []
    private var levels: [String: Int] = [:]

    func toggle(_ id: String) -> Bool {
        lock.withLock {
            if on.remove(id) == nil { on.insert(id); return true }
            return false
        }
    }

    func set(_ id: String, level: Int) { lock.withLock { levels[id] = level; on.insert(id) } }
    func state(_ id: String) -> String { lock.withLock { on.contains(id) ? "on" : "off" } }
    func reset() { lock.withLock { on = []; levels = [:] } }
}

// MARK: - Intents

struct ToggleDeviceIntent: AppIntent {
    static let title: LocalizedStringResource = .init(
        "intents.toggle.title",
        defaultValue: "Toggle"
    )

    static let description = IntentDescription(.init(
        "intents.toggle.description",
        defaultValue: "Flips a device to its other state"
    ))

    static var parameterSummary: some ParameterSummary {
        Summary("Toggle \(\.$device)")
    }

    @Parameter(title: .init("intents.toggle.device", defaultValue: "Device"))
    var device: SwitchableEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let isOn = HearthSwitches.shared.toggle(device.id)
        return .result(dialog: .init(stringLiteral: "\(device.name) is now \(isOn ? "on" : "off")."))
    }
}

struct SetLevelIntent: AppIntent {
    static let title: LocalizedStringResource = .init("intents.level.title", defaultValue: "Set level")

    static let description = IntentDescription(.init(
        "intents.level.description",
        defaultValue: "Sets a device's level as a percentage"
    ))

    static var parameterSummary: some ParameterSummary {
        Summary("Set \(\.$device) to \(\.$level)%")
    }

    @Parameter(title: .init("intents.level.device", defaultValue: "Device"))
    var device: SwitchableEntity

    @Parameter(
        title: .init("intents.level.level", defaultValue: "Level"),
        inclusiveRange: (1, 100)
    )
    var level: Int

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
        HearthSwitches.shared.set(device.id, level: level)
        let state: DeviceStateEntity? = level > 0 ? DeviceStateEntity(device: device, state: "on") : nil
        return .result(dialog: .init(stringLiteral: "\(device.name) is at \(level)%.")) {
            if let state {
                DeviceCard(state: state)
            }
        }
    }
}

struct ReadDeviceIntent: AppIntent {
    static let title: LocalizedStringResource = .init("intents.read.title", defaultValue: "Read a device")

    @Parameter(title: .init("intents.read.device", defaultValue: "Device"))
    var target: SwitchableEntity

    func perform() async throws -> some IntentResult & ReturnsValue<DeviceStateEntity> & ProvidesDialog &
        ShowsSnippetView {
        let result = DeviceStateEntity(device: target, state: HearthSwitches.shared.state(target.id))
        return .result(
            value: result,
            dialog: .init(stringLiteral: "\(result.name) is \(result.state)."),
            view: DeviceCard(state: result)
        )
    }
}

struct MoveCoverIntent: AppIntent {
    static let title: LocalizedStringResource = .init("intents.cover.title", defaultValue: "Open or close")

    static var parameterSummary: some ParameterSummary {
        Summary("\(\.$action) \(\.$cover)")
    }

    @Parameter(title: .init("intents.cover.action", defaultValue: "Move"), default: .open)
    var action: CoverMove

    @Parameter(title: .init("intents.cover.cover", defaultValue: "Cover"))
    var cover: CoverEntity

    init() {}

    /// The App Shortcuts' form: the move comes preset, the phrase names the cover.
    init(action: CoverMove) {
        self.action = action
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: .init(stringLiteral: action == .open ? "Opened \(cover.name)." : "Closed \(cover.name)."))
    }
}

/// A report whose `init()` forgets its cover: a provider mistake.
struct MoveReportEntity: TransientAppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Move Report")

    @Property(title: "Cover")
    var cover: CoverEntity

    var displayRepresentation: DisplayRepresentation { "\(cover.name) moved" }
}

struct ReportMoveIntent: AppIntent {
    static let title: LocalizedStringResource = "Report a Move"

    func perform() async throws -> some IntentResult & ReturnsValue<MoveReportEntity> {
        .result(value: MoveReportEntity())
    }
}

struct AskHearthIntent: AppIntent {
    static var title: LocalizedStringResource = .init("intents.ask.title", defaultValue: "Ask the house")

    static var description = IntentDescription(.init(
        "intents.ask.description",
        defaultValue: "Sends a question to the house"
    ))

    @Parameter(title: .init("intents.ask.prompt", defaultValue: "Prompt"))
    var prompt: String

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let answer: String = try await withCheckedThrowingContinuation { continuation in
            continuation.resume(returning: "You said \(prompt).")
        }
        return .result(value: answer)
    }
}

struct HearthShortcuts: AppShortcutsProvider {
    static let shortcutTileColor: ShortcutTileColor = .lightBlue

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: ToggleDeviceIntent(),
            phrases: [
                "\(.applicationName) toggle \(\.$device)",
                "Toggle \(\.$device) in \(.applicationName)",
                "Toggle something in \(.applicationName)",
            ],
            shortTitle: .init("shortcuts.toggle.title", defaultValue: "Toggle"),
            systemImageName: "lightswitch.on",
            parameterPresentation: ParameterPresentation(
                for: \.$device,
                summary: Summary("Toggle \(\.$device)"),
                optionsCollections: {
                    OptionsCollection(
                        SwitchableQuery(),
                        title: .init("intents.toggle.device", defaultValue: "Device"),
                        systemImageName: "lightswitch.on"
                    )
                }
            )
        )
        AppShortcut(
            intent: ReadDeviceIntent(),
            phrases: [
                "Read \(\.$target) in \(.applicationName)",
                "Read a device in \(.applicationName)",
            ],
            shortTitle: .init("shortcuts.read.title", defaultValue: "Read Device"),
            systemImageName: "info.circle",
            parameterPresentation: ParameterPresentation(
                for: \.$target,
                summary: Summary("Read \(\.$target)"),
                optionsCollections: {
                    OptionsCollection(
                        ReadableDeviceOptions(),
                        title: .init("intents.read.device", defaultValue: "Device"),
                        systemImageName: "info.circle"
                    )
                }
            )
        )
        AppShortcut(
            intent: SetLevelIntent(),
            phrases: ["Dim \(\.$device) in \(.applicationName)"],
            shortTitle: .init("shortcuts.level.title", defaultValue: "Set Level"),
            systemImageName: "sun.max"
        )
        AppShortcut(
            intent: MoveCoverIntent(action: .open),
            phrases: [
                "\(.applicationName) open \(\.$cover)",
                "Open \(\.$cover) in \(.applicationName)",
            ],
            shortTitle: .init("shortcuts.open.title", defaultValue: "Open"),
            systemImageName: "curtains.open"
        )
        AppShortcut(
            intent: MoveCoverIntent(action: .close),
            phrases: [
                "\(.applicationName) close \(\.$cover)",
                "Close \(\.$cover) in \(.applicationName)",
            ],
            shortTitle: .init("shortcuts.close.title", defaultValue: "Close"),
            systemImageName: "curtains.closed"
        )
        AppShortcut(intent: ReportMoveIntent(), phrases: ["Report a move in \(.applicationName)"],
                    shortTitle: "Report Move", systemImageName: "doc.text")
        AppShortcut(
            intent: AskHearthIntent(),
            phrases: ["Ask \(.applicationName) something"],
            shortTitle: "Ask",
            systemImageName: "bubble"
        )
    }
}

// MARK: - A smart-plug widget and control

/// A plug's id, a type of the app's own.
struct PlugKey: Hashable, Sendable {
    let rawValue: String
}

extension PlugKey: EntityIdentifierConvertible {
    public var entityIdentifierString: String {
        rawValue
    }

    public static func entityIdentifier(for entityIdentifierString: String) -> PlugKey? {
        .init(rawValue: entityIdentifierString)
    }
}

struct PlugEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Selected Plug"
    static var defaultQuery = PlugQuery()

    let id: PlugKey
    let displayString: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(displayString)")
    }
}

/// Where the plugs are read from.
struct PlugSource {
    var names: [String: String] = ["p1": "Kettle", "p2": "Heater"]
}

struct PlugQuery: EntityQuery {
    let source = PlugSource()

    func entities(for identifiers: [PlugEntity.ID]) async throws -> [PlugEntity] {
        identifiers.map { id in
            .init(id: id, displayString: source.names[id.rawValue] ?? "N/A")
        }
    }

    func suggestedEntities() async throws -> [PlugEntity] {
        source.names.keys.sorted().map { PlugEntity(id: PlugKey(rawValue: $0), displayString: source.names[$0] ?? "") }
    }

    func defaultResult() async -> PlugEntity? {
        nil
    }
}

struct SelectPlugsConfiguration: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "select_plugs"
    static var description = IntentDescription("description_select_plugs")

    @Parameter(
        title: "plugs_intent",
        default: [],
        size: [
            .systemSmall: 1,
            .systemMedium: 4,
            .systemLarge: 6,
            .systemExtraLarge: 8,
            .accessoryInline: 1,
            .accessoryCorner: 1,
            .accessoryCircular: 1,
            .accessoryRectangular: 1,
        ]
    )
    var plugs: [PlugEntity]
}

struct SelectPlugControlConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "title_select_plug"
    static let description = IntentDescription("description_select_plug")

    @Parameter(title: "list_for_select_plug")
    var plug: PlugEntity?
}

struct TogglePlugIntent: AppIntent {
    static var title: LocalizedStringResource = "title_toggle_plug"
    static var description = IntentDescription("description_toggle_plug")

    init() {}

    init(plug: PlugEntity?) {
        self.plugId = plug?.id.rawValue
        self.socketId = nil
    }

    @Parameter(title: "plug_toggle")
    var plugId: String?

    @Parameter(title: "socket_toggle")
    var socketId: String?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let plugId else { return .result(dialog: "Every plug is off.") }
        return .result(dialog: "Toggled \(plugId)\(socketId.map { "/\($0)" } ?? "").")
    }
}

// MARK: - Tests

@Suite(.serialized) struct HomeControlShapesTests {
    @Test func keysWithDefaultValuesShowTheDefaultValue() {
        #expect(String(localized: ToggleDeviceIntent.title) == "Toggle")
        #expect(String(localized: ToggleDeviceIntent.description.descriptionText) == "Flips a device to its other state")
        #expect(String(localized: CoverMove.typeDisplayRepresentation.name) == "Move")
        #expect(String(localized: CoverMove.caseDisplayRepresentations[.close]!.title) == "Close")
        #expect(String(localized: SwitchableEntity.typeDisplayRepresentation.name) == "Device")
    }

    @Test func suggestionsInSectionsExpandThePhrases() async throws {
        HearthSwitches.shared.reset()
        let events = try await providerChat("Hearth", HearthShortcuts.self, ["toggle desk lamp in hearth"])
        #expect(events.compactMap(\.performedDialog) == ["Desk Lamp is now on."], "\(events)")
        let again = try await providerChat("Hearth", HearthShortcuts.self, ["hearth toggle porch light"])
        #expect(again.compactMap(\.performedDialog) == ["Porch Light is now on."], "\(again)")
    }

    @Test func textMatchesInSectionsAreFound() async throws {
        let found = try await SwitchableQuery().entities(matching: "lamp")
        #expect(found.items.map(\.name) == ["Desk Lamp"])
        #expect(found.sections.map { $0.title.map { String(localized: $0) } } == ["Main House"])
    }

    @Test func anOptionsProviderInAShortcutsCollectionsIsItsOptions() async throws {
        HearthSwitches.shared.reset()
        let shortcut = HearthShortcuts.appShortcuts[1]
        #expect(shortcut.optionsCollections.map { String(localized: $0.title) } == ["Device"])
        #expect(shortcut.optionsCollections.map(\.systemImageName) == ["info.circle"])
        let events = try await providerChat("Hearth", HearthShortcuts.self, ["read porch light in hearth"])
        #expect(events.compactMap(\.performedDialog) == ["Porch Light is off."], "\(events)")
        #expect(events.compactMap(\.omittedView) == ["DeviceCard"], "\(events)")
    }

    @Test(arguments: [("hearth open the living blind", "Opened Living Blind."),
                      ("close garage door in hearth", "Closed Garage Door.")])
    func twoShortcutsOfOneIntentKeepTheirPresetValues(input: String, dialog: String) async throws {
        let events = try await providerChat("Hearth", HearthShortcuts.self, [input])
        #expect(events.compactMap(\.performedDialog) == [dialog], "\(events)")
    }

    @Test func aSnippetBuiltWithIfLetIsRecordedByItsViewsName() async throws {
        HearthSwitches.shared.reset()
        let events = try await providerChat("Hearth", HearthShortcuts.self, ["dim desk lamp in hearth", "40"])
        #expect(events.compactMap(\.performedDialog) == ["Desk Lamp is at 40%."], "\(events)")
        #expect(events.compactMap(\.omittedView) == ["DeviceCard"], "\(events)")
    }

    @Test func aTransientEntitysInitSetsEveryProperty() async throws {
        let empty = DeviceStateEntity()
        #expect(empty.name.isEmpty && empty.unit == nil && !empty.isActive)
        let events = try await providerChat("Hearth", HearthShortcuts.self, ["ask hearth something", "lights out"])
        #expect(events.compactMap(\.returnedValue) == ["You said lights out."], "\(events)")
    }

    @Test func aTransientEntityWithAPropertyLeftUnsetFailsItsRunNamingIt() async throws {
        let events = try await providerChat("Hearth", HearthShortcuts.self, ["report a move in hearth"])
        let failure = try #require(events.compactMap(\.errorMessage).first, "\(events)")
        #expect(failure.contains("'Cover' (CoverEntity) was read before it had a value"), "\(failure)")
        #expect(events.compactMap(\.returnedValue).isEmpty, "\(events)")
    }

    @Test func anIdOfTheAppsOwnTypeIsReadBack() async throws {
        #expect(PlugKey.entityIdentifier(for: "p2") == PlugKey(rawValue: "p2"))
        let found = try await PlugQuery().entities(for: [PlugKey(rawValue: "p2"), PlugKey(rawValue: "p9")])
        #expect(found.map(\.displayString) == ["Heater", "N/A"])
        #expect(await PlugQuery().defaultResult() == nil)
    }

    @Test func aWidgetParameterIsSizedPerFamily() async throws {
        let configuration = SelectPlugsConfiguration()
        #expect(configuration.$plugs.size?[.systemMedium] == IntentCollectionSize(exactly: 4))
        #expect(configuration.$plugs.size?[.systemExtraLargePortrait] == nil)
        #expect(configuration.plugs.isEmpty)
        #expect(SelectPlugControlConfiguration().plug == nil)
        let plug = try await PlugQuery().suggestedEntities().first
        let dialog = try await TogglePlugIntent(plug: plug).perform()._dialog
        #expect(dialog?.full == "Toggled p1.")
        #expect(try await TogglePlugIntent().perform()._dialog?.full == "Every plug is off.")
    }
}
