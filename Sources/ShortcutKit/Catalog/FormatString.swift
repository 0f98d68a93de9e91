import Foundation

/// An argument ready to be put in a format string: its value, and its text in the
/// language shown.
struct FormattedArgument {
    var value: LocalizedArgument
    var text: String

    init(_ value: LocalizedArgument, text: String) {
        self.value = value
        self.text = text
    }
}

/// Puts arguments in a translated format string, as `String(format:)` would, for the
/// specifiers string catalogs hold: `%@`, `%lld`, `%d`, `%llu`, `%lf`, `%f`, `%.1f`, `%%`,
/// and positional ones (`%2$@ … %1$lld`) that let a language reorder them.
///
///     FormatString.render("%2$@ : %1$lld livres", arguments: [count, shelf])   // "À lire : 3 livres"
///
/// A specifier with no argument is left as written; an argument of another kind than its
/// specifier is shown as its text.
enum FormatString {
    /// - Complexity: O(*n*) in the length of `format` and of the arguments' texts.
    static func render(_ format: String, arguments: [FormattedArgument]) -> String {
        var result = ""
        var next = 0
        let characters = Array(format)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "%", index + 1 < characters.count else {
                result.append(character)
                index += 1
                continue
            }
            if characters[index + 1] == "%" {
                result.append("%")
                index += 2
                continue
            }
            guard let specifier = Specifier(characters, at: index + 1) else {
                result.append(character)
                index += 1
                continue
            }
            let position: Int
            if let explicit = specifier.position {
                position = explicit - 1
            } else {
                position = next
                next += 1
            }
            if arguments.indices.contains(position) {
                result += specifier.render(arguments[position])
            } else {
                result += String(characters[index..<specifier.end])
            }
            index = specifier.end
        }
        return result
    }

    /// One `%…` specifier: `[position$][flags][width][.precision][length]conversion`.
    struct Specifier {
        var position: Int?
        /// Flags, width and precision, as written.
        var options: String
        var conversion: Character
        /// The index just past the specifier.
        var end: Int

        init?(_ characters: [Character], at start: Int) {
            var index = start
            var digits = ""
            while index < characters.count, characters[index].isASCII, characters[index].isNumber {
                digits.append(characters[index])
                index += 1
            }
            if index < characters.count, characters[index] == "$", let number = Int(digits), number > 0 {
                position = number
                index += 1
                digits = ""
            }
            var options = digits
            while index < characters.count, "-+ #0'.123456789".contains(characters[index]) {
                options.append(characters[index])
                index += 1
            }
            while index < characters.count, "hlqLzjt".contains(characters[index]) { index += 1 }
            guard index < characters.count, "@dDiuUxXoOfFeEgGaAcsS".contains(characters[index]) else { return nil }
            self.options = options
            conversion = characters[index]
            end = index + 1
        }

        func render(_ argument: FormattedArgument) -> String {
            switch (conversion, argument.value) {
            case ("@", _), ("s", _), ("S", _):
                return argument.text
            case (_, .int(let number)) where "dDiuUxXoOc".contains(conversion):
                return options.isEmpty && "dDiuU".contains(conversion) ? String(number)
                    : String(format: "%\(options)ll\(conversion)", number)
            case (_, .unsigned(let number)) where "dDiuUxXoOc".contains(conversion):
                return options.isEmpty && "dDiuU".contains(conversion) ? String(number)
                    : String(format: "%\(options)ll\(conversion)", number)
            case (_, .double(let number)) where "fFeEgGaA".contains(conversion):
                return options.isEmpty ? argument.text : String(format: "%\(options)\(conversion)", number)
            case (_, .float(let number)) where "fFeEgGaA".contains(conversion):
                return options.isEmpty ? argument.text : String(format: "%\(options)\(conversion)", Double(number))
            default:
                return argument.text
            }
        }
    }
}
