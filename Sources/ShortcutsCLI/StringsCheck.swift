import Foundation
import PhraseMatching
import ShortcutKit

/// `shortcuts check --strings FILE`: a phrase catalog validated on its own, or against the
/// apps loaded beside it.
enum StringsCheck {
    /// Every problem of the table at `path`; with `catalogs`, the one whose phrases it
    /// translates (the catalog most of its keys are phrases of) is checked against it.
    /// `fallbackLanguages`: the languages whose untranslated App Shortcuts are listed
    /// (`nil`: every language of the table).
    static func validate(file path: String, catalogs: [Catalog] = [], fallbackLanguages: [String]? = nil) -> [Diagnostic] {
        do {
            let table = try StringCatalog(contentsOf: path)
            // Another table (Localizable, InfoPlist) would give an error a key: one says what it is.
            if !table.entries.isEmpty, !table.entries.contains(where: { $0.key.contains("${applicationName}") }) {
                return [Diagnostic(.error, .notAPhraseTable(keys: table.entries.count), file: path)]
            }
            return table.validatePhrases(against: AppLocalizations.catalogTranslated(by: table, among: catalogs),
                                         fallbackLanguages: fallbackLanguages)
        } catch let error as StringsFileError {
            var problem = error.diagnostic
            problem.note = problem.note ?? FileKind.note(for: path, givenAs: .stringCatalog)
            return [problem]
        } catch {
            return [Diagnostic(.error, .unreadableFile("cannot read the file: \(error.localizedDescription)"), file: path)]
        }
    }
}
