// The provider files of this target import ShortcutKit alone, as app code does; the engine
// types their tests inspect catalogs with come from here.
import PhraseMatching

typealias Catalog = PhraseMatching.Catalog
typealias PhraseMatcher = PhraseMatching.PhraseMatcher
typealias CatalogValidator = PhraseMatching.CatalogValidator
