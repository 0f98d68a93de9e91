import Foundation

/// A measurement parameter (`@Parameter(defaultUnit: .kilometers) var radius: Measurement<UnitLength>?`):
/// typed as a number with an optional unit, its symbol or its English name ("5 km",
/// "3.1 miles", "30 seconds", "12"), a number alone in the base unit.
extension Measurement: _IntentValue where UnitType: Dimension {
    public static var _intentTypeName: String { "Measurement<\(UnitType.self)>" }

    public static func _parse(_ text: String) -> Measurement<UnitType>? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let number = trimmed.prefix { $0.isNumber || $0 == "." || $0 == "," || $0 == "-" }
        guard let value = Double._parse(String(number)) else { return nil }
        let symbol = trimmed.dropFirst(number.count).trimmingCharacters(in: .whitespaces).lowercased()
        guard !symbol.isEmpty else {
            // A bare `Dimension` has no base unit to read a number alone in (Foundation traps
            // when asked for it): the value must name its unit.
            guard UnitType.self != Dimension.self else { return nil }
            return Measurement(value: value, unit: UnitType.baseUnit())
        }
        // Only this dimension's units: "m" is meters in a length, minutes in a duration.
        guard let unit = unitNames.lazy.compactMap({ entry in (entry.unit as? UnitType).map { (unit: $0, names: entry.names) } })
            .first(where: { $0.names.contains(symbol) || $0.unit.symbol.lowercased() == symbol })?.unit else { return nil }
        return Measurement(value: value, unit: unit)
    }
}

/// The units a typed measurement may name, with the words people type for them (made
/// when read: `Dimension` is not `Sendable` on every platform).
private var unitNames: [(unit: Dimension, names: Set<String>)] { [
    (UnitLength.meters, ["m", "meter", "meters", "metre", "metres"]),
    (UnitLength.kilometers, ["km", "kms", "kilometer", "kilometers", "kilometre", "kilometres"]),
    (UnitLength.miles, ["mi", "mile", "miles"]),
    (UnitLength.feet, ["ft", "foot", "feet"]),
    (UnitLength.yards, ["yd", "yds", "yard", "yards"]),
    (UnitLength.centimeters, ["cm", "centimeter", "centimeters", "centimetre", "centimetres"]),
    (UnitMass.kilograms, ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms"]),
    (UnitMass.grams, ["g", "gram", "grams"]),
    (UnitMass.pounds, ["lb", "lbs", "pound", "pounds"]),
    (UnitDuration.seconds, ["s", "sec", "secs", "second", "seconds"]),
    (UnitDuration.minutes, ["min", "mins", "minute", "minutes"]),
    (UnitDuration.hours, ["h", "hr", "hrs", "hour", "hours"]),
    (UnitEnergy.kilocalories, ["kcal", "calorie", "calories", "kilocalorie", "kilocalories"]),
    (UnitEnergy.kilojoules, ["kj", "kilojoule", "kilojoules"]),
    (UnitSpeed.kilometersPerHour, ["km/h", "kph"]),
    (UnitSpeed.milesPerHour, ["mph"]),
] }

extension IntentParameter {
    /// A measurement parameter with its preferred unit.
    public convenience init<Unit: Dimension>(title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
                                             defaultValue: Double? = nil, defaultUnit: Unit, supportsNegativeNumbers: Bool = true,
                                             requestValueDialog: IntentDialog? = nil,
                                             inputConnectionBehavior: InputConnectionBehavior = .default)
    where Value.UnwrappedType == Measurement<Unit> {
        self.init(title: title, description: description, default: defaultValue.map { Measurement(value: $0, unit: defaultUnit) },
                  requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }

    /// A parameter titled after its property, asked with `requestValueDialog`
    /// (`@Parameter(requestValueDialog: "What activity would you like to do?")`).
    public convenience init(description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
                            requestValueDialog: IntentDialog, inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: "", description: description, default: defaultValue, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }

    /// An error that, thrown from `perform()`, asks the user to choose among `options`
    /// (said in `dialog`), then runs the intent again with the answer.
    public func needsDisambiguationError(among options: [Value.UnwrappedType], dialog: IntentDialog? = nil) -> any Error {
        let shown = options.map { IntentValueDisplay.representation(of: $0).title.text }
        let question = dialog.map { "\($0.full) (\(shown.joined(separator: ", ")))" }
        return IntentParameterRequest(parameter: name ?? title.text,
                                      dialog: question.map { IntentDialog(stringLiteral: $0) } ?? dialog)
    }
}
