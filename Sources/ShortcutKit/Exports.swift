@_exported import PhraseMatching
