/// The values of one `AppEnum` or `AppEntity` type of one app, as the automaton holds them:
/// every known value, which of them phrases expand over, and the root of their value trie.
struct ValueStore: Sendable {
    /// The catalog (app) the type belongs to.
    let app: Int
    let typeName: String
    var type: ValueType
    /// Every value by slot; removed values leave `nil` until the slot is reused.
    var values = ValueSlots()
    /// The slot of each live value's id (`slot(of:)`).
    private(set) var slotByID = SlotIndex()
    /// Whether the value at a slot is in the value trie (a suggested entity or an enum case).
    var inTrie: [Bool] = []
    var freeSlots: [Int32] = []
    /// The root of the value trie: titles and synonyms of the values phrases expand over.
    let root: NodeID
    /// For searchable types: content word → slots of the values whose names contain it.
    /// Built as the values are added (or by `Automaton.prepareOpenValues`), then kept up to date.
    var postings: Postings? = nil
    /// The tokens of the type's title and synonyms ("shelf", "tab"): said beside a value,
    /// they are fillers.
    var nameTokens: [[String]] = []

    init(app: Int, typeName: String, type: ValueType, root: NodeID) {
        self.app = app
        self.typeName = typeName
        self.type = type
        self.root = root
    }

    var liveCount: Int { values.count - freeSlots.count }

    /// The slot of the live value with this id, if any.
    func slot(of id: String) -> Int32? { slotByID.slot(of: id, in: values) }

    /// Records that the value about to go in `slot` has this id, unless a live value has it.
    /// - Returns: whether the id was new.
    mutating func indexIfNew(_ id: String, slot: Int32) -> Bool { slotByID.insertIfNew(id, slot: slot, in: values) }

    /// Indexes the ids of `values`, about to go in slots 0, 1, … of this empty store, in
    /// one pass (`SlotIndex.indexAll`). False, indexing nothing, if two have the same id.
    mutating func indexAll(_ values: [ParameterValue]) -> Bool { slotByID.indexAll(values) }

    /// Forgets the id of a live value (before its slot is cleared).
    mutating func unindex(_ id: String) { slotByID.remove(id, in: values) }

    /// Makes room for `count` values without regrowing (and copying) the per-slot arrays.
    mutating func reserveCapacity(_ count: Int) {
        values.reserveCapacity(count)
        inTrie.reserveCapacity(count)
        slotByID.reserveCapacity(count)
        postings?.reserveSlots(count)
    }

    /// The values phrases expand over, in suggested order (enum cases in declared order).
    /// - Complexity: O(k) for the first k values.
    func phraseValues(limit: Int = .max) -> [ParameterValue] {
        var result: [ParameterValue] = []
        for (slot, value) in values.enumerated() where inTrie[slot] {
            guard result.count < limit else { break }
            if let value { result.append(value) }
        }
        return result
    }

    /// The type with its current values, as a catalog holds it.
    var currentType: ValueType {
        var result = type
        result.values = values.compactMap { $0 }
        if type.suggested != nil {
            // Slots hold suggested values in suggested order; later additions follow.
            result.suggested = values.indices.compactMap { i in inTrie[i] ? values[i]?.id : nil }
        }
        return result
    }
}

/// A store's values by slot (`nil` where a value was removed), read like an array of
/// optional values. Compiled from a catalog whose values go in in their order (the usual
/// case), the slots share the catalog's array instead of copying it (1.1M values: 70 MB
/// less at the peak): slots below `shared` are read from it, and a slot changed later is
/// kept in `changed` so that the shared array is never written (no copy on an update).
/// A bit per shared slot says which are in `changed`, so that reading an unchanged slot
/// after an update costs a bit test, not a dictionary lookup (a whole-list update of 1M
/// values reads every slot).
struct ValueSlots: RandomAccessCollection, MutableCollection, Sendable {
    /// The catalog's values; the first `shared` of them are slots 0..<shared.
    private var base: [ParameterValue] = []
    private var shared = 0
    /// Whether appended values may still be the next ones of `base`.
    private var adopting = false
    /// Slots below `shared` set since (to another value or to `nil`).
    private var changed: [Int: ParameterValue?] = [:]
    /// Bit `slot` set when `changed` holds the slot; empty until a shared slot is set.
    private var changedBits: [UInt64] = []
    /// Slots from `shared` on.
    private var tail: [ParameterValue?] = []

    init() {}

    /// Slots that take `values` in order as they are appended, without copying them.
    init(adopting values: [ParameterValue]) {
        base = values
        adopting = true
    }

    var startIndex: Int { 0 }
    var endIndex: Int { shared + tail.count }

    subscript(slot: Int) -> ParameterValue? {
        get {
            if slot >= shared { return tail[slot - shared] }
            if slot >> 6 < changedBits.count, changedBits[slot >> 6] & (1 << UInt64(slot & 63)) != 0 {
                return changed[slot]!
            }
            return base[slot]
        }
        set {
            if slot >= shared {
                tail[slot - shared] = newValue
            } else {
                if slot >> 6 >= changedBits.count {
                    changedBits += Array(repeating: 0, count: (Swift.max(shared + 63, slot + 64) >> 6) - changedBits.count)
                }
                changedBits[slot >> 6] |= 1 << UInt64(slot & 63)
                changed.updateValue(newValue, forKey: slot)
            }
        }
    }

    /// `body` given the value at `slot` where it is (a copy of a value retains and releases
    /// each of its strings), or `nil` for an empty slot.
    @inline(__always)
    func withValue<Result>(at slot: Int, _ body: (borrowing ParameterValue) -> Result) -> Result? {
        if slot < shared, slot >> 6 >= changedBits.count || changedBits[slot >> 6] & (1 << UInt64(slot & 63)) == 0 {
            return base.withUnsafeBufferPointer { body($0[slot]) }
        }
        guard let value = self[slot] else { return nil }
        return body(value)
    }

    /// The catalog's array of values, when `slot` is read from it (unchanged since compiled;
    /// the array is never written, so the value at `slot` in it stays what it is now): what
    /// an answer holds to read its value when asked (`Candidate.parameter`), not before.
    @inline(__always)
    func sharedValues(at slot: Int) -> [ParameterValue]? {
        isShared(slot) ? base : nil
    }

    /// Whether `sharedValues(at: slot)` is the catalog's array (asked without retaining it).
    @inline(__always)
    func isShared(_ slot: Int) -> Bool {
        slot < shared && (slot >> 6 >= changedBits.count || changedBits[slot >> 6] & (1 << UInt64(slot & 63)) == 0)
    }

    /// The catalog's array, which `sharedValues(at:)` gives for a slot `isShared` holds.
    var sharedArray: [ParameterValue] { base }

    /// How the value at `slot` compares with `value`, read where it is: `nil` for an empty
    /// slot, else whether the ids are the same and whether the values are equal.
    /// - Complexity: O(1), plus comparing the two values.
    func compare(_ value: ParameterValue, at slot: Int) -> (sameID: Bool, equal: Bool)? {
        withValue(at: slot) { ($0.hasSameID(as: value), $0 == value) }
    }

    mutating func append(_ value: ParameterValue?) {
        if adopting {
            // Equal strings and arrays of one buffer compare without reading their contents.
            if let value, shared < base.count, base[shared] == value {
                shared += 1
                return
            }
            adopting = false
            if shared == 0 { base = [] }
        }
        tail.append(value)
    }

    mutating func reserveCapacity(_ count: Int) {
        if !adopting { tail.reserveCapacity(count) }
    }
}

/// Which slot holds the value with an id: open addressing with linear probing over the ids'
/// hashes (`StringHashMap.hash`), keeping only each entry's hash and slot, side by side in
/// one 64-bit word (a probe reads one cache line) — the id itself is read from the value in
/// that slot. 8 bytes a bucket and no strings retained, where a `[String: Int32]` took 20
/// and a retain per id (1.1M ids: 16 MB instead of about 40 MB).
/// Removal shifts the following entries back, so no tombstones build up over updates.
struct SlotIndex: Sendable {
    /// Each bucket: the id's hash in the high 32 bits, its slot in the low 32; 0 marks an
    /// empty bucket (hashes are never 0).
    private var buckets: [UInt64]
    private(set) var count = 0
    private var bits: Int

    init() {
        bits = 3
        buckets = TableMemory.array(repeating: 0, count: 1 << bits)
    }

    @inline(__always)
    private func home(_ hash: UInt32) -> Int { Self.home(hash, bits: bits) }

    @inline(__always)
    private static func home(_ hash: UInt32, bits: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(hash) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }

    @inline(__always)
    private static func hash(of bucket: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: bucket >> 32) }

    @inline(__always)
    private static func slot(of bucket: UInt64) -> Int32 { Int32(bitPattern: UInt32(truncatingIfNeeded: bucket)) }

    @inline(__always)
    private static func bucket(hash: UInt32, slot: Int32) -> UInt64 { UInt64(hash) << 32 | UInt64(UInt32(bitPattern: slot)) }

    @inline(__always)
    private func find(_ id: String, hash: UInt32, in values: ValueSlots) -> (bucket: Int, found: Bool) {
        let mask = (1 << bits) - 1
        return buckets.withUnsafeBufferPointer { buckets in
            var bucket = home(hash)
            while true {
                let current = buckets[bucket]
                if current == 0 { return (bucket, false) }
                // The value is read where it is: a copy would retain and release its strings.
                if Self.hash(of: current) == hash, values.withValue(at: Int(Self.slot(of: current)), { $0.id == id }) == true {
                    return (bucket, true)
                }
                bucket = (bucket + 1) & mask
            }
        }
    }

    /// - Complexity: O(1) on average, plus hashing the id.
    func slot(of id: String, in values: ValueSlots) -> Int32? {
        let (bucket, found) = find(id, hash: StringHashMap.hash(id), in: values)
        return found ? Self.slot(of: buckets[bucket]) : nil
    }

    /// Points `id` at `slot` unless `values` already holds a value with that id: one probe
    /// where asking `slot(of:)` first took two. The value at `slot` is not read (it may be
    /// stored after).
    /// - Returns: whether `id` was new.
    /// - Complexity: O(1) on average, plus hashing the id.
    mutating func insertIfNew(_ id: String, slot: Int32, in values: ValueSlots) -> Bool {
        let hash = StringHashMap.hash(id)
        var (bucket, found) = find(id, hash: hash, in: values)
        if found { return false }
        if count + 1 > (1 << bits) * 3 / 4 {
            grow(to: bits + 1)
            bucket = find(id, hash: hash, in: values).bucket
        }
        buckets[bucket] = Self.bucket(hash: hash, slot: slot)
        count += 1
        return true
    }

    /// Indexes the ids of `values` at slots 0, 1, … into an empty index, in one pass: the
    /// ids are hashed first, then entered in the order of their home buckets, so that the
    /// table is written front to back. One value at a time, each id missed the cache at a
    /// random bucket (a million values: a tenth of compiling).
    /// - Returns: false, leaving the index empty, if two values have the same id: the
    ///   caller then adds them one at a time (`insertIfNew`), so that the first one wins.
    /// - Complexity: O(n), plus hashing the ids.
    mutating func indexAll(_ values: [ParameterValue]) -> Bool {
        precondition(count == 0, "SlotIndex.indexAll: the index is not empty")
        reserveCapacity(values.count)
        // Each entry: the id's hash in the high 32 bits, its slot in the low 32.
        var entries = [UInt64](unsafeUninitializedCapacity: values.count) { entries, initialized in
            values.withUnsafeBufferPointer { values in
                for index in values.indices {
                    entries[index] = Self.bucket(hash: values[index].withRecord { StringHashMap.hash(utf8: $0.id) }, slot: Int32(index))
                }
            }
            initialized = values.count
        }
        let bits = self.bits, mask = (1 << bits) - 1
        sortByHome(&entries, bits: bits) { Self.home(Self.hash(of: $0), bits: bits) }
        let indexed = buckets.withUnsafeMutableBufferPointer { buckets in
            values.withUnsafeBufferPointer { values in
                for entry in entries {
                    let hash = Self.hash(of: entry)
                    var bucket = Self.home(hash, bits: bits)
                    while buckets[bucket] != 0 {
                        let other = buckets[bucket]
                        if Self.hash(of: other) == hash,
                           values[Int(Self.slot(of: other))].hasSameID(as: values[Int(Self.slot(of: entry))]) { return false }
                        bucket = (bucket + 1) & mask
                    }
                    buckets[bucket] = entry
                }
                return true
            }
        }
        guard indexed else {
            buckets = TableMemory.array(repeating: 0, count: 1 << bits)
            return false
        }
        count = values.count
        return true
    }

    /// Removes `id`, whose value must still be in its slot of `values`.
    mutating func remove(_ id: String, in values: ValueSlots) {
        var (hole, found) = find(id, hash: StringHashMap.hash(id), in: values)
        guard found else { return }
        let mask = (1 << bits) - 1
        var next = (hole + 1) & mask
        // Move back each following entry that the hole would otherwise cut off from its home.
        while buckets[next] != 0 {
            let distance = (next - home(Self.hash(of: buckets[next]))) & mask
            if distance >= (next - hole) & mask {
                buckets[hole] = buckets[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        buckets[hole] = 0
        count -= 1
    }

    mutating func reserveCapacity(_ capacity: Int) {
        var wanted = bits
        while (1 << wanted) * 3 / 4 < capacity { wanted += 1 }
        if wanted > bits { grow(to: wanted) }
    }

    private mutating func grow(to newBits: Int) {
        let old = buckets
        bits = newBits
        buckets = TableMemory.array(repeating: 0, count: 1 << bits)
        let mask = (1 << bits) - 1
        for entry in old where entry != 0 {
            var bucket = home(Self.hash(of: entry))
            while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
            buckets[bucket] = entry
        }
    }
}

/// Sorts `entries` by `home(entry)`, a number below 2^`bits`, keeping entries of one home in
/// their order (a radix sort, 11 bits a pass): the order that fills an open-addressing
/// table from its first bucket to its last, one cache line after the other.
/// - Complexity: O(n · bits / 11).
func sortByHome(_ entries: inout [UInt64], bits: Int, home: (UInt64) -> Int) {
    guard entries.count > 1 else { return }
    let digitBits = 11
    var sorted = [UInt64](repeating: 0, count: entries.count)
    var starts = [Int](repeating: 0, count: 1 << digitBits)
    var shift = 0
    while shift < bits {
        let digitMask = (1 << min(digitBits, bits - shift)) - 1
        entries.withUnsafeBufferPointer { entries in
            sorted.withUnsafeMutableBufferPointer { sorted in
                starts.withUnsafeMutableBufferPointer { starts in
                    for i in starts.indices { starts[i] = 0 }
                    for entry in entries { starts[(home(entry) >> shift) & digitMask] += 1 }
                    var next = 0
                    for digit in 0...digitMask {
                        let count = starts[digit]
                        starts[digit] = next
                        next += count
                    }
                    for entry in entries {
                        let digit = (home(entry) >> shift) & digitMask
                        sorted[starts[digit]] = entry
                        starts[digit] += 1
                    }
                }
            }
        }
        swap(&entries, &sorted)
        shift += digitBits
    }
}
