/// The columns text takes in a terminal, for carets and aligned tables.
///
///     DisplayWidth.of("本を開く")   // 8: each kana or kanji takes two columns
enum DisplayWidth {
    /// Two columns for East Asian wide and full-width characters, none for combining marks
    /// and format characters, one for the rest.
    /// - Complexity: O(n) in the scalars of `text`.
    static func of<S: StringProtocol>(_ text: S) -> Int {
        var width = 0
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: continue
            default: break
            }
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
                 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
                width += 2
            default:
                width += 1
            }
        }
        return width
    }
}
