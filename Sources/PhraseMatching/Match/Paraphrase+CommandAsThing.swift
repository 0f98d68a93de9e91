/// The paraphrase level's reading of a command's verb said as a thing: "how long until my
/// order arrives" names the order made, it does not ask to order
/// (`MatchOptions.paraphraseCommandAsThingRefuses`).
extension Automaton {
    /// Whether every word of the utterance read as the verb the phrases of `bag` start with
    /// (as written or in another form) is said inside a noun phrase a determiner begins
    /// (`DeterminerWords.saysAsThing`), another shortcut of its app says that word as a thing
    /// of its own (other than first: "Where is my order" of Track order, beside "Order food"),
    /// and none of its own phrases does: then it names that thing, not the command. A word
    /// no other shortcut says so ("the name of this song" beside "Name this song", "the top
    /// stories" beside "Top stories") is still this shortcut's.
    /// A word followed by an object — a determiner, an indefinite article, an object pronoun
    /// (`DeterminerWords.beginsObject`) or a value named (`valueTokens`) — is a verb: "this
    /// evening order me a pizza", "this weekend order pizza".
    /// - Complexity: O(w × r + b × p) in the utterance's words, their readings, the shortcuts
    ///   and the terms of their phrases (only for a word said after a determiner).
    func saysCommandAsThing(bag: ParaphraseIndex.Bag, words: [ParaphraseWord], tokens: [String], valueTokens: Set<Int>,
                            index: ParaphraseIndex) -> Bool {
        guard !bag.commandTerms.isEmpty else { return false }
        var said = false
        for word in words where word.range.count == 1 {
            guard let term = word.readings.first(where: { reading in
                (reading.rule == .exact || reading.rule == .stem) && bag.commandTerms.contains(reading.term)
            })?.term else { continue }
            let next = word.range.lowerBound + 1
            guard index.determinerWords.saysAsThing(at: word.range.lowerBound, in: tokens,
                                                    isWeak: { index.isWeak($0, rules) }),
                  !index.determinerWords.beginsObject(at: next, in: tokens), !valueTokens.contains(next),
                  !saysOtherThanFirst(term, bag: bag, index: index),
                  index.bags.contains(where: { other in
                      other.app == bag.app && other.shortcut != bag.shortcut && !other.isNegative
                          && saysOtherThanFirst(term, bag: other, index: index)
                  }) else { return false }
            said = true
        }
        return said
    }

    /// Whether a phrase of `bag` says `term` other than as its first word, the command's verb.
    private func saysOtherThanFirst(_ term: Int32, bag: ParaphraseIndex.Bag, index: ParaphraseIndex) -> Bool {
        bag.entries.contains { e in
            let entry = index.entries[Int(e)]
            return entry.terms.dropFirst(entry.startsWithVerb ? 1 : 0).contains(term)
        }
    }
}
