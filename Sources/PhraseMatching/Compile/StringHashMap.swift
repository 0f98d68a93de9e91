import Foundation

/// A hash map from strings to 32-bit values, for the vocabulary's word ids and typo index:
/// open addressing with linear probing over the FNV-1a hash of the UTF-8 bytes, with
/// each slot's hash kept beside its value, in one 64-bit word, so that most probes compare
/// no strings and a found key's value is in the cache line its hash was read from (an
/// exact match looks up every word it is typed with).
///
///     var map = StringHashMap()
///     map["library"] = 3
///     map["library"]   // 3
///
/// Keys compare as `String`s do (canonical equivalence). ASCII keys are hashed by their
/// bytes, others by `hashValue` (which respects canonical equivalence), so the map agrees
/// with `Dictionary` except for the few non-ASCII strings canonically equal to ASCII ones
/// (the Kelvin sign is "K") — which normalised tokens never are (NFKC maps them). For the
/// short ASCII words of most vocabularies, a lookup costs about a third of a
/// `Dictionary<String, _>` lookup's instructions. Entries are never removed.
struct StringHashMap: Sendable {
    private var keys: [String]
    /// Each slot's key hash in the low 32 bits (0 marks an empty slot: hashes are made
    /// non-zero) and its value in the high 32.
    private var entries: [UInt64]
    private(set) var count = 0
    private var bits: Int

    init(minimumCapacity: Int = 0) {
        bits = hashTableBits(for: minimumCapacity)
        keys = Array(repeating: "", count: 1 << bits)
        entries = Array(repeating: 0, count: 1 << bits)
    }

    @inline(__always)
    private static func hash(of entry: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: entry) }

    @inline(__always)
    private static func value(of entry: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: entry >> 32) }

    @inline(__always)
    private static func entry(hash: UInt32, value: UInt32) -> UInt64 { UInt64(value) << 32 | UInt64(hash) }

    /// FNV-1a over the UTF-8 bytes of an ASCII key, else `hashValue`; folded to 32 bits, never 0.
    @inline(__always)
    static func hash(_ key: String) -> UInt32 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var high: UInt8 = 0
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            high |= byte
        }
        if high >= 0x80 { hash = UInt64(UInt(bitPattern: key.hashValue)) }
        let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
        return folded == 0 ? 1 : folded
    }

    /// `hash(_:)` of the ASCII string with these bytes.
    @inline(__always)
    static func hash(ascii bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
        return folded == 0 ? 1 : folded
    }

    /// `hash(_:)` of the string with these UTF-8 bytes, made a `String` only if not ASCII.
    @inline(__always)
    static func hash(utf8 bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var high: UInt8 = 0
        for byte in bytes { high |= byte }
        return high < 0x80 ? hash(ascii: bytes) : hash(String(decoding: bytes, as: UTF8.self))
    }

    /// The value of the key spelled by these ASCII bytes, without making it a `String`.
    /// - Complexity: O(1) on average, plus hashing the bytes.
    func value(ascii bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
        let hash = Self.hash(ascii: bytes)
        let mask = (1 << bits) - 1
        var slot = Int(truncatingIfNeeded: (UInt64(hash) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
        while true {
            let entry = entries[slot]
            let current = Self.hash(of: entry)
            if current == 0 { return nil }
            if current == hash, Self.equals(keys[slot], bytes) { return Self.value(of: entry) }
            slot = (slot + 1) & mask
        }
    }

    /// Whether `key` is spelled by `bytes`: lengths, then the bytes in place (comparing
    /// through `String.UTF8View` went byte by byte through its iterator).
    @inline(__always)
    private static func equals(_ key: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let utf8 = key.utf8
        guard utf8.count == bytes.count else { return false }
        return utf8.withContiguousStorageIfAvailable { stored in
            stored.count == 0 || memcmp(stored.baseAddress!, bytes.baseAddress!, stored.count) == 0
        } ?? utf8.elementsEqual(bytes)
    }

    @inline(__always)
    private func find(_ key: String, hash: UInt32) -> (slot: Int, found: Bool) {
        let mask = (1 << bits) - 1
        var slot = Int(truncatingIfNeeded: (UInt64(hash) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
        while true {
            let current = Self.hash(of: entries[slot])
            if current == 0 { return (slot, false) }
            if current == hash, keys[slot] == key { return (slot, true) }
            slot = (slot + 1) & mask
        }
    }

    /// - Complexity: O(1) on average, plus hashing the key.
    subscript(key: String) -> UInt32? {
        get {
            let (slot, found) = find(key, hash: Self.hash(key))
            return found ? Self.value(of: entries[slot]) : nil
        }
        set {
            guard let newValue else { preconditionFailure("StringHashMap: entries are never removed") }
            let hash = Self.hash(key)
            var (slot, found) = find(key, hash: hash)
            if !found {
                if count + 1 > (1 << bits) * 3 / 4 {
                    grow(to: bits + 1)
                    (slot, found) = find(key, hash: hash)
                }
                keys[slot] = key
                count += 1
            }
            entries[slot] = Self.entry(hash: hash, value: newValue)
        }
    }

    mutating func reserveCapacity(_ capacity: Int) {
        let wanted = hashTableBits(for: capacity)
        if wanted > bits { grow(to: wanted) }
    }

    private mutating func grow(to newBits: Int) {
        let oldKeys = keys, oldEntries = entries
        bits = newBits
        keys = Array(repeating: "", count: 1 << bits)
        entries = Array(repeating: 0, count: 1 << bits)
        for index in oldEntries.indices where Self.hash(of: oldEntries[index]) != 0 {
            let slot = find(oldKeys[index], hash: Self.hash(of: oldEntries[index])).slot
            keys[slot] = oldKeys[index]
            entries[slot] = oldEntries[index]
        }
    }
}
