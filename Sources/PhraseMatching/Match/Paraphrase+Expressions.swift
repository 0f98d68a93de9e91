/// Word groups that mean one word, for the paraphrase level: "call off" (cancel), "get rid of"
/// (remove), "wake up", "turn the music down" (lower), Spanish "dar de baja" (cancelar).
extension Automaton {
    /// A word group of the language (`WordGroups`) said in the
    /// utterance: the typed word that begins it, its other words, and its relations to the
    /// index's terms.
    struct ExpressionRead {
        /// The position in the typed words of its first word, and of its others.
        var head: Int
        var others: [Int]
        /// As typed, "…" for the object between: "call off", "turn … down".
        var text: String
        var relations: [TypedWordReadings.Relation]
    }

    /// The words English puts after a verb's object ("turn the music down", "wake me up",
    /// "call the meeting off"): the second word of a two-word expression that may be said
    /// after it. The other languages do not split their expressions.
    static let separableParticles: Set<String> = ["up", "down", "off", "on", "out", "in", "over", "back", "away", "around"]
    /// The words an object between a verb and its particle begins with: a pronoun alone ("wake
    /// me up", "turn it off"), or a determiner and one word ("turn the music down", "call my
    /// meeting off").
    static let objectPronouns: Set<String> = ["me", "it", "them", "him", "her", "us", "you", "this", "that", "everything"]
    /// The words after "a" that say a degree, not an object, after a particle ("turn it down a
    /// bit", "a little", "a notch").
    static let degreeNouns: Set<String> = ["bit", "little", "lot", "notch", "tad", "touch"]
    static let objectDeterminers: Set<String> = ["the", "a", "an", "my", "your", "this", "that", "his", "her", "our", "their",
                                                 "its", "all", "some", "these", "those"]

    /// The word groups (`WordGroups`) said in `typed` (the typed words with their compounds read,
    /// `compoundsRead`), each the longest at its first word, none over another's words or an
    /// app's name (`skipping`; a value's words may be a group's: the value is scored on its
    /// own, and the explanation shows it first), each with a relation to a term of the index: its words
    /// adjacent by stem ("woke up", "calling off", "got rid of"), or, for an English verb and
    /// a particle (`separableParticles`), with an object of one or two words between that
    /// begins as an object does (`objectPronouns`, `objectDeterminers`): "turn the music down".
    /// Two words at most between: an object said longer is said after the particle ("turn off
    /// the living room lights"), and a longer gap mostly pairs a verb with a particle of
    /// another part of the line ("turn left at the corner on main street"). A particle apart
    /// ends its phrase: one an object follows is a preposition ("put my phone on the charger").
    /// - Complexity: O(t) set look-ups; up to four more for a word that begins an expression.
    func expressionsRead(_ typed: [(range: Range<Int>, word: TypedWordReadings.Word, compound: Bool)], tokens: [String],
                         index: ParaphraseIndex, skipping: Set<Int>) -> [ExpressionRead] {
        let groups = WordGroups.shared(language: index.language)
        guard !groups.isEmpty else { return [] }
        var found: [ExpressionRead] = []
        var used = Set<Int>()
        let separates = index.language == "en"
        func free(_ k: Int) -> Bool {
            !used.contains(k) && !typed[k].compound && typed[k].range.count == 1 && !skipping.contains(typed[k].range.lowerBound)
        }
        func adjacent(_ a: Int, _ b: Int) -> Bool { typed[a].range.upperBound == typed[b].range.lowerBound }
        // Whether the typed words strictly between `a` and `b` are an object: a pronoun, or a
        // determiner and one word that is no particle.
        func object(_ a: Int, _ b: Int) -> Bool {
            let between = (a + 1)..<b
            guard (1...2).contains(between.count), between.allSatisfy({ typed[$0].range.count == 1 && adjacent($0 - 1, $0) }),
                  adjacent(b - 1, b) else { return false }
            let first = tokens[typed[between.lowerBound].range.lowerBound]
            if between.count == 1 { return Self.objectPronouns.contains(first) }
            let second = tokens[typed[between.lowerBound + 1].range.lowerBound]
            return Self.objectDeterminers.contains(first) && !Self.separableParticles.contains(second)
                && !typed[between.lowerBound + 1].word.hasNumber
        }
        // Whether the particle at `k` ends its phrase of the line: the last word, or one after
        // which no object begins. Followed by a determiner or a pronoun it is a preposition of
        // a place ("put my phone on the charger", "take the kids off the bus"), no particle.
        func endsPhrase(_ k: Int) -> Bool {
            guard k + 1 < typed.count else { return true }
            let next = tokens[typed[k + 1].range.lowerBound]
            // "a bit", "a little": a degree, no object ("bring the lights down a bit").
            if k + 2 < typed.count, next == "a", Self.degreeNouns.contains(tokens[typed[k + 2].range.lowerBound]) { return true }
            return !Self.objectDeterminers.contains(next) && !Self.objectPronouns.contains(next)
        }
        for k in typed.indices where free(k) && groups.startsGroup(typed[k].word.stem) {
            let head = typed[k].word.stem
            // The longest said: three words, two, then a verb and its particle apart.
            var said: [(key: String, others: [Int], gap: Bool)] = []
            if k + 2 < typed.count, free(k + 1), free(k + 2), adjacent(k, k + 1), adjacent(k + 1, k + 2) {
                said.append((WordGroups.key([head, typed[k + 1].word.stem, typed[k + 2].word.stem]), [k + 1, k + 2], false))
            }
            if k + 1 < typed.count, free(k + 1), adjacent(k, k + 1) {
                said.append((WordGroups.key([head, typed[k + 1].word.stem]), [k + 1], false))
            }
            if separates {
                for particle in (k + 2)...(k + 3) where particle < typed.count && free(particle)
                    && Self.separableParticles.contains(typed[particle].word.stem) && object(k, particle) && endsPhrase(particle) {
                    said.append((WordGroups.key([head, typed[particle].word.stem]), [particle], true))
                }
            }
            for (key, others, gap) in said {
                // Found once a key (a binary search in the groups' text, a look-up a relation), then kept.
                let relations: [TypedWordReadings.Relation]
                if let kept = index.groupReadings[key] {
                    relations = kept
                } else {
                    var found: [TypedWordReadings.Relation] = []
                    for relation in groups.related(key) {
                        guard let term = index.termIDs[relation.stem], index.reaches(term, from: key) else { continue }
                        found.append(.init(term: term, kind: relation.kind, rank: relation.rank))
                    }
                    index.groupReadings[key] = found
                    relations = found
                }
                guard !relations.isEmpty else { continue }
                let words = ([k] + others).map { typed[$0].word.text }
                let text = gap ? words[0] + " … " + words[1] : words.joined(separator: " ")
                found.append(ExpressionRead(head: k, others: others, text: text, relations: relations))
                used.insert(k)
                used.formUnion(others)
                break
            }
        }
        return found
    }
}
