import Foundation
import PhraseMatching

/// `shortcuts check --strings FILE`: a phrase catalog validated on its own.
enum StringsCheck {
    static func validate(file path: String) -> [Diagnostic] {
        do {
            let table = try PhraseTable(contentsOf: path)
            return table.validate()
        } catch let error as StringsFileError {
            return [error.diagnostic]
        } catch {
            return [Diagnostic(.error, message: "cannot read the file: \(error.localizedDescription)", file: path)]
        }
    }
}
