/// Content word → slots of the values whose names contain it: one list per vocabulary
/// word, indexed by word id (no hashing on the way to a list), each sorted ascending so
/// that lists intersect by binary search.
struct Postings: Sendable {
    private var lists: [[Int32]] = []
    /// By slot: how many distinct content words the value there has (its posting lists).
    private var wordCounts: [UInt16] = []

    mutating func reserveSlots(_ count: Int) { wordCounts.reserveCapacity(count) }

    /// How many distinct content words the value in `slot` was indexed under.
    func wordCount(of slot: Int32) -> Int {
        Int(slot) < wordCounts.count ? Int(wordCounts[Int(slot)]) : 0
    }

    /// Whether every list is sorted ascending without repeats (`Automaton.checkInvariants`).
    var listsAreSorted: Bool {
        lists.allSatisfy { list in zip(list, list.dropFirst()).allSatisfy { $0 < $1 } }
    }

    /// Records how many content words the value in `slot` is being indexed under.
    mutating func setWordCount(_ count: Int, of slot: Int32) {
        if Int(slot) >= wordCounts.count { wordCounts.append(contentsOf: repeatElement(0, count: Int(slot) + 1 - wordCounts.count)) }
        wordCounts[Int(slot)] = UInt16(clamping: count)
    }

    /// The slots listed under `word`, if any.
    subscript(word: Vocabulary.WordID) -> [Int32]? {
        Int(word) < lists.count ? lists[Int(word)] : nil
    }

    mutating func append(_ slot: Int32, to word: Vocabulary.WordID) {
        if Int(word) >= lists.count { lists.append(contentsOf: repeatElement([], count: Int(word) + 1 - lists.count)) }
        // Compiling adds slots in ascending order; a slot reused by an update goes in its place.
        if let last = lists[Int(word)].last, last > slot {
            lists[Int(word)].insert(slot, at: Self.position(of: slot, in: lists[Int(word)]))
        } else {
            // Grown by a quarter, not doubled: the lists are kept for as long as the matcher,
            // and doubling left them a third empty (100k values: 0.8 MB).
            let count = lists[Int(word)].count
            if count == lists[Int(word)].capacity { lists[Int(word)].reserveCapacity(count + count / 4 + 1) }
            lists[Int(word)].append(slot)
        }
    }

    /// The index of the first element of sorted `list` not below `slot` (binary search):
    /// the one binary search of the engine, on arrays and buffers alike.
    /// - Complexity: O(log n).
    static func position<List: RandomAccessCollection<Int32>>(of slot: Int32, in list: List) -> Int where List.Index == Int {
        var low = list.startIndex, high = list.endIndex
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < slot { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// - Complexity: O(k) in the slots listed under `word`.
    mutating func remove(_ slot: Int32, from word: Vocabulary.WordID) {
        guard Int(word) < lists.count else { return }
        lists[Int(word)].removeAll { $0 == slot }
    }
}
