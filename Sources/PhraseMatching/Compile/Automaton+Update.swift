import Foundation

extension Automaton {
    /// What must change for one type to hold `values`, of which `suggested` (ids; `nil` for
    /// enums) are the ones phrases expand over: the values added or changed, and the ids gone.
    /// - Complexity: O(n) in the number of values.
    func changes(store: Int, values: [ParameterValue], suggested: [String]?)
        -> (upserting: [(value: ParameterValue, inTrie: Bool)], removing: [String]) {
        // Read in place: a copy of the store would retain and release each of its arrays.
        return stores.withUnsafeBufferPointer { changes(current: $0[store], values: values, suggested: suggested) }
    }

    private func changes(current: borrowing ValueStore, values: [ParameterValue], suggested: [String]?)
        -> (upserting: [(value: ParameterValue, inTrie: Bool)], removing: [String]) {
        var upserting: [(value: ParameterValue, inTrie: Bool)] = []
        // The usual case: the values in the order the slots hold them, the suggested ones
        // leading in that order (or all, for an enum). Then the lists compare position by
        // position, hashing no id, and nothing is removed (same answer as below).
        if current.freeSlots.isEmpty, values.count == current.values.count {
            let leading = suggested.map { ids in
                ids.count <= values.count && zip(ids, values).allSatisfy { $0 == $1.id } ? ids.count : -1
            } ?? values.count
            if leading >= 0 {
                var aligned = true
                for (slot, value) in values.enumerated() {
                    guard let (sameID, equal) = current.values.compare(value, at: slot), sameID else { aligned = false; break }
                    let inTrie = slot < leading
                    if equal, current.inTrie[slot] == inTrie { continue }
                    upserting.append((value, inTrie))
                }
                if aligned { return (upserting, []) }
                upserting.removeAll()
            }
        }
        let phraseIDs = suggested.map(Set.init)
        var seen = Set<String>()
        for value in values where seen.insert(value.id).inserted {
            let inTrie = phraseIDs?.contains(value.id) ?? true
            if let slot = current.slot(of: value.id), current.values.compare(value, at: Int(slot))?.equal == true,
               current.inTrie[Int(slot)] == inTrie {
                continue
            }
            upserting.append((value, inTrie))
        }
        let removing = current.values.compactMap { $0?.id }.filter { !seen.contains($0) }
        return (upserting, removing)
    }

    /// Adds or changes the given values and removes the values with the given ids.
    /// - Complexity: O(c) in the tokens of the values changed.
    mutating func update(store: Int, upserting: [(value: ParameterValue, inTrie: Bool)], removing: [String]) {
        for id in removing { remove(id: id, store: store) }
        for (value, inTrie) in upserting {
            remove(id: value.id, store: store)
            insert(value, store: store, inTrie: inTrie)
        }
        vocabulary.indexTypos()
    }
}
