/// A hash map from integer keys to 32-bit values, for the automaton's big tables (edges,
/// value ends): open addressing with linear probing, a multiplicative hash, and deletion
/// by shifting entries back, so there are no tombstones.
///
///     var map = IntegerHashMap<UInt64>()
///     map[42] = 7
///     map[42]   // 7
///
/// Keys and values sit in two flat arrays (12 bytes a slot for `UInt64` keys, at most 3/4
/// full), and a lookup hashes with one multiplication: compared with `Dictionary`, this
/// makes compiling a million values about twice as fast and lookups cheaper. `Key.max` is
/// reserved to mark empty slots.
struct IntegerHashMap<Key: FixedWidthInteger & UnsignedInteger & Sendable>: Sendable {
    private var keys: [Key]
    private var values: [UInt32]
    private(set) var count = 0
    /// log2 of the number of slots.
    private var bits: Int

    private static var empty: Key { Key.max }

    init(minimumCapacity: Int = 0) {
        bits = hashTableBits(for: minimumCapacity)
        keys = Array(repeating: Self.empty, count: 1 << bits)
        values = Array(repeating: 0, count: 1 << bits)
    }

    @inline(__always)
    private func slot(for key: Key) -> Int {
        // Fibonacci hashing: the top bits of the product depend on every bit of the key.
        let mixed = UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - bits))
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private func find(_ key: Key) -> (slot: Int, found: Bool) {
        let mask = (1 << bits) - 1
        var slot = slot(for: key)
        while true {
            let current = keys[slot]
            if current == key { return (slot, true) }
            if current == Self.empty { return (slot, false) }
            slot = (slot + 1) & mask
        }
    }

    /// - Complexity: O(1) on average.
    subscript(key: Key) -> UInt32? {
        get {
            let (slot, found) = find(key)
            return found ? values[slot] : nil
        }
        set {
            precondition(key != Self.empty, "IntegerHashMap: the largest key is reserved")
            if let newValue {
                var (slot, found) = find(key)
                if !found {
                    if (count + 1) > (1 << bits) * 3 / 4 {
                        grow(to: bits + 1)
                        slot = find(key).slot
                    }
                    keys[slot] = key
                    count += 1
                }
                values[slot] = newValue
            } else {
                remove(key)
            }
        }
    }

    private mutating func remove(_ key: Key) {
        let (found, isThere) = find(key)
        guard isThere else { return }
        let mask = (1 << bits) - 1
        // Shift back the entries after the hole that would no longer be found past it.
        var hole = found
        var next = (hole + 1) & mask
        while keys[next] != Self.empty {
            let home = slot(for: keys[next])
            // Move if the entry's home is not in the cyclic range (hole, next].
            let distanceToHole = (hole - home) & mask
            let distanceToNext = (next - home) & mask
            if distanceToHole < distanceToNext {
                keys[hole] = keys[next]
                values[hole] = values[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = Self.empty
        count -= 1
    }

    /// Makes room for `capacity` entries without growing again.
    mutating func reserveCapacity(_ capacity: Int) {
        let wanted = hashTableBits(for: capacity)
        if wanted > bits { grow(to: wanted) }
    }

    private mutating func grow(to newBits: Int) {
        let oldKeys = keys, oldValues = values
        bits = newBits
        keys = Array(repeating: Self.empty, count: 1 << bits)
        values = Array(repeating: 0, count: 1 << bits)
        for (index, key) in oldKeys.enumerated() where key != Self.empty {
            let slot = find(key).slot
            keys[slot] = key
            values[slot] = oldValues[index]
        }
    }

    /// The value of `key`, or, if it has none, `make()`'s, which it is then given: one probe
    /// where a lookup and an insert would take two.
    /// - Complexity: O(1) on average.
    @inline(__always)
    mutating func value(of key: Key, orInsert make: () -> UInt32) -> UInt32 {
        precondition(key != Self.empty, "IntegerHashMap: the largest key is reserved")
        var (slot, found) = find(key)
        if found { return values[slot] }
        if (count + 1) > (1 << bits) * 3 / 4 {
            grow(to: bits + 1)
            slot = find(key).slot
        }
        let value = make()
        keys[slot] = key
        values[slot] = value
        count += 1
        return value
    }

    /// Calls `body` with every entry, in no particular order.
    func forEach(_ body: (Key, UInt32) throws -> Void) rethrows {
        for (index, key) in keys.enumerated() where key != Self.empty {
            try body(key, values[index])
        }
    }
}

/// The fewest slots (as a power of two, at least 8) that hold `count` entries at most 3/4
/// full: the size rule of the engine's open-addressing tables (`IntegerHashMap`, `StringHashMap`).
func hashTableBits(for count: Int) -> Int {
    var bits = 3
    while (1 << bits) * 3 / 4 < count { bits += 1 }
    return bits
}
