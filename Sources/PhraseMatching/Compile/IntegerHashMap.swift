/// A hash map from 32- or 64-bit integer keys to 32-bit values, for the automaton's edge
/// table: open addressing with linear probing, a multiplicative hash, and deletion by
/// shifting entries back, so there are no tombstones.
///
///     var map = IntegerHashMap<UInt64>()
///     map[42] = 7
///     map[42]   // 7
///
/// Each slot is its key and value side by side in one flat array of 32-bit words (12 bytes
/// a slot for `UInt64` keys, at most 3/4 full), so a probe reads one cache line where keys
/// and values in two arrays read two: a million values compile with one cache miss per new
/// edge, not two. A lookup hashes with one multiplication. `Key.max` is reserved to mark
/// empty slots.
struct IntegerHashMap<Key: FixedWidthInteger & UnsignedInteger & Sendable>: Sendable {
    /// Slot `i` is `words[i * stride ..< (i + 1) * stride]`: the key's low 32 bits, its
    /// high 32 bits for 64-bit keys, then the value. An empty slot's key words are all ones.
    private var words: [UInt32]
    private(set) var count = 0
    /// log2 of the number of slots.
    private var bits: Int

    /// 32-bit words a slot takes.
    @inline(__always)
    private static var stride: Int { Key.bitWidth > 32 ? 3 : 2 }

    init(minimumCapacity: Int = 0) {
        precondition(Key.bitWidth == 32 || Key.bitWidth == 64, "IntegerHashMap: keys of 32 or 64 bits")
        bits = hashTableBits(for: minimumCapacity)
        words = TableMemory.array(repeating: UInt32.max, count: (1 << bits) * Self.stride)
    }

    @inline(__always)
    private func home(of key: Key) -> Int {
        // Fibonacci hashing: the top bits of the product depend on every bit of the key.
        // `bits` is 3 to 63: the shift needs neither Swift's checks nor its overflow traps.
        let mixed = UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed &>> UInt64(truncatingIfNeeded: 64 &- bits))
    }

    @inline(__always)
    private static func key(in words: UnsafeBufferPointer<UInt32>, at base: Int) -> Key {
        Key.bitWidth > 32
            ? Key(truncatingIfNeeded: UInt64(words[base]) | UInt64(words[base &+ 1]) &<< 32)
            : Key(truncatingIfNeeded: words[base])
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private func find(_ key: Key) -> (slot: Int, found: Bool) {
        let mask = (1 &<< bits) &- 1
        let stride = Self.stride
        return words.withUnsafeBufferPointer { words in
            var slot = home(of: key)
            while true {
                let current = Self.key(in: words, at: slot &* stride)
                if current == key { return (slot, true) }
                if current == Key.max { return (slot, false) }
                slot = (slot &+ 1) & mask
            }
        }
    }

    @inline(__always)
    private mutating func set(_ slot: Int, key: Key, value: UInt32) {
        let base = slot * Self.stride
        words[base] = UInt32(truncatingIfNeeded: key)
        if Key.bitWidth > 32 { words[base + 1] = UInt32(truncatingIfNeeded: UInt64(truncatingIfNeeded: key) >> 32) }
        words[base + Self.stride - 1] = value
    }

    @inline(__always)
    private func value(at slot: Int) -> UInt32 { words[slot * Self.stride + Self.stride - 1] }

    @inline(__always)
    private func key(at slot: Int) -> Key { words.withUnsafeBufferPointer { Self.key(in: $0, at: slot * Self.stride) } }

    /// `self[key]` inlined where it is read: the exact walk's lookups, a handful a match,
    /// each a call and a return otherwise (the subscript stays a call elsewhere). The probe
    /// reads the slots in place, with wrapping arithmetic (a slot index is below the table's
    /// size, far from overflowing), and the value beside the key found.
    /// - Complexity: O(1) on average.
    @inline(__always)
    func inlinedValue(_ key: Key) -> UInt32? {
        let mask = (1 &<< bits) &- 1
        let stride = Self.stride
        return words.withUnsafeBufferPointer { words -> UInt32? in
            var slot = home(of: key)
            while true {
                let base = slot &* stride
                let current = Self.key(in: words, at: base)
                if current == key { return words[base &+ stride &- 1] }
                if current == Key.max { return nil }
                slot = (slot &+ 1) & mask
            }
        }
    }

    /// - Complexity: O(1) on average.
    subscript(key: Key) -> UInt32? {
        get {
            let (slot, found) = find(key)
            return found ? value(at: slot) : nil
        }
        set {
            precondition(key != Key.max, "IntegerHashMap: the largest key is reserved")
            if let newValue {
                var (slot, found) = find(key)
                if !found {
                    if (count + 1) > (1 << bits) * 3 / 4 {
                        grow(to: bits + 1)
                        slot = find(key).slot
                    }
                    count += 1
                }
                set(slot, key: key, value: newValue)
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
        while true {
            let nextKey = self.key(at: next)
            if nextKey == Key.max { break }
            let home = home(of: nextKey)
            // Move if the entry's home is not in the cyclic range (hole, next].
            let distanceToHole = (hole - home) & mask
            let distanceToNext = (next - home) & mask
            if distanceToHole < distanceToNext {
                set(hole, key: nextKey, value: value(at: next))
                hole = next
            }
            next = (next + 1) & mask
        }
        set(hole, key: Key.max, value: UInt32.max)
        count -= 1
    }

    /// Makes room for `capacity` entries without growing again.
    mutating func reserveCapacity(_ capacity: Int) {
        let wanted = hashTableBits(for: capacity)
        if wanted > bits { grow(to: wanted) }
    }

    private mutating func grow(to newBits: Int) {
        let old = words, stride = Self.stride
        bits = newBits
        words = TableMemory.array(repeating: UInt32.max, count: (1 << bits) * stride)
        old.withUnsafeBufferPointer { old in
            for base in Swift.stride(from: 0, to: old.count, by: stride) {
                let key = Self.key(in: old, at: base)
                if key != Key.max { set(find(key).slot, key: key, value: old[base + stride - 1]) }
            }
        }
    }

    /// The value of `key`, or, if it has none, `make()`'s, which it is then given: one probe
    /// where a lookup and an insert would take two.
    /// - Complexity: O(1) on average.
    @inline(__always)
    mutating func value(of key: Key, orInsert make: () -> UInt32) -> UInt32 {
        precondition(key != Key.max, "IntegerHashMap: the largest key is reserved")
        var (slot, found) = find(key)
        if found { return value(at: slot) }
        if (count + 1) > (1 << bits) * 3 / 4 {
            grow(to: bits + 1)
            slot = find(key).slot
        }
        let value = make()
        set(slot, key: key, value: value)
        count += 1
        return value
    }

    /// The first word of `key`'s home slot, read only to bring the slot into the cache:
    /// reading the slots of many keys in a row, in a loop where nothing waits on them,
    /// overlaps their cache misses; a lookup's own probe branches on what it reads, which
    /// keeps the processor from running far ahead of it.
    @inline(__always)
    func touchHome(of key: Key) -> UInt32 {
        words.withUnsafeBufferPointer { $0[home(of: key) * Self.stride] }
    }

    /// Calls `body` with every entry, in no particular order.
    func forEach(_ body: (Key, UInt32) throws -> Void) rethrows {
        for slot in 0..<(1 << bits) {
            let key = self.key(at: slot)
            if key != Key.max { try body(key, value(at: slot)) }
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
