import Foundation
import PhraseMatching

/// `shortcuts check --strings FILE`: a phrase catalog validated on its own, or against the
/// apps loaded beside it.
enum StringsCheck {
    /// Every problem of the table at `path`; with `catalogs`, the one whose phrases it
    /// translates (the catalog most of its keys are phrases of) is checked against it.
    static func validate(file path: String, catalogs: [Catalog] = []) -> [Diagnostic] {
        do {
            let table = try StringCatalog(contentsOf: path)
            return table.validatePhrases(against: AppLocalizations.catalogTranslated(by: table, among: catalogs))
        } catch let error as StringsFileError {
            return [error.diagnostic]
        } catch {
            return [Diagnostic(.error, .unreadableFile("cannot read the file: \(error.localizedDescription)"), file: path)]
        }
    }
}
