/// The typo index's table of deletion variants (`Vocabulary`): variant → a 32-bit value,
/// with every variant's UTF-8 bytes in one buffer instead of a `String` in each slot.
///
///     var table = TypoVariantTable()
///     table["librry"] = 3
///     table["librry"]   // 3
///
/// A `StringHashMap` took 24 bytes a slot (a 16-byte `String`, a hash, a value) and, while
/// growing, its old and new tables at once; this takes 8 a slot (the hash and where the
/// entry starts) plus each entry once — the variant's bytes and its value (100k values:
/// 57,000 variants, 1.5 MB where the map took 3.2 MB, and 2.0 MB at the last growth where
/// the map took 4.7). Keys compare and hash as `StringHashMap`'s do (`StringHashMap.hash`;
/// non-ASCII text compared as `String`s), so lookups find what they found. Entries are
/// never removed.
struct TypoVariantTable: Sendable {
    /// The hash of the variant in each slot; 0 marks an empty slot (hashes are never 0).
    private var hashes: [UInt32]
    /// Where the entry of each slot starts in `entries`.
    private var starts: [UInt32]
    /// The entries end to end: each variant's length (LEB128) and UTF-8 bytes, then its
    /// value (4 bytes, little-endian).
    private var entries: [UInt8] = []
    private(set) var count = 0
    private var bits: Int

    init() {
        bits = hashTableBits(for: 0)
        hashes = Array(repeating: 0, count: 1 << bits)
        starts = Array(repeating: 0, count: 1 << bits)
    }

    /// Where the variant of the entry at `start` is in `entries`.
    @inline(__always)
    private func keyRange(at start: Int) -> Range<Int> {
        var index = start, length = 0, shift = 0
        while true {
            let byte = entries[index]
            index += 1
            length |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return index..<(index + length) }
            shift += 7
        }
    }

    /// The bytes of the variant in `slot`, given to `body` where they are.
    @inline(__always)
    private func withKey<Result>(at slot: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let range = keyRange(at: Int(starts[slot]))
        return entries.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The value of the entry in `slot`.
    @inline(__always)
    private func value(at slot: Int) -> UInt32 {
        let at = keyRange(at: Int(starts[slot])).upperBound
        return entries.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: at, as: UInt32.self)) }
    }

    private mutating func setValue(_ value: UInt32, at slot: Int) {
        let at = keyRange(at: Int(starts[slot])).upperBound
        entries.withUnsafeMutableBytes { $0.storeBytes(of: value.littleEndian, toByteOffset: at, as: UInt32.self) }
    }

    @inline(__always)
    private func home(_ hash: UInt32) -> Int {
        Int(truncatingIfNeeded: (UInt64(hash) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }

    /// The slot holding the variant spelled by `bytes` (with this `StringHashMap.hash`), or
    /// the empty slot where it would go.
    @inline(__always)
    private func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt32) -> (slot: Int, found: Bool) {
        let mask = (1 << bits) - 1
        var slot = home(hash)
        while true {
            let current = hashes[slot]
            if current == 0 { return (slot, false) }
            if current == hash, withKey(at: slot, { $0.isSameText(as: bytes) }) { return (slot, true) }
            slot = (slot + 1) & mask
        }
    }

    /// The value of the variant spelled by these ASCII bytes, without making a `String`.
    /// - Complexity: O(1) on average, plus hashing the bytes.
    func value(ascii bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
        let (slot, found) = find(bytes, hash: StringHashMap.hash(ascii: bytes))
        return found ? value(at: slot) : nil
    }

    /// - Complexity: O(1) on average, plus hashing the variant.
    subscript(variant: String) -> UInt32? {
        get {
            var variant = variant
            let hash = StringHashMap.hash(variant)
            return variant.withUTF8 { value(utf8: $0, hash: hash) }
        }
        set {
            guard let newValue else { preconditionFailure("TypoVariantTable: entries are never removed") }
            var variant = variant
            let hash = StringHashMap.hash(variant)
            variant.withUTF8 { setValue(newValue, utf8: $0, hash: hash) }
        }
    }

    /// The value of the variant with these UTF-8 bytes, whose `StringHashMap.hash` is `hash`.
    /// - Complexity: O(1) on average.
    @inline(__always)
    func value(utf8 bytes: UnsafeBufferPointer<UInt8>, hash: UInt32) -> UInt32? {
        let (slot, found) = find(bytes, hash: hash)
        return found ? value(at: slot) : nil
    }

    /// Sets the value of the variant with these UTF-8 bytes, whose `StringHashMap.hash` is
    /// `hash`, adding the variant if new.
    /// - Complexity: O(1) amortised.
    mutating func setValue(_ newValue: UInt32, utf8 bytes: UnsafeBufferPointer<UInt8>, hash: UInt32) {
        var (slot, found) = find(bytes, hash: hash)
        if !found {
            if count + 1 > (1 << bits) * 3 / 4 {
                grow(to: bits + 1)
                slot = find(bytes, hash: hash).slot
            }
            hashes[slot] = hash
            starts[slot] = UInt32(entries.count)
            var length = bytes.count
            while length >= 0x80 {
                entries.append(UInt8(truncatingIfNeeded: length) | 0x80)
                length >>= 7
            }
            entries.append(UInt8(length))
            entries.append(contentsOf: bytes)
            entries.append(contentsOf: repeatElement(0, count: MemoryLayout<UInt32>.size))
            count += 1
        }
        setValue(newValue, at: slot)
    }

    private mutating func grow(to newBits: Int) {
        let oldHashes = hashes, oldStarts = starts
        bits = newBits
        hashes = Array(repeating: 0, count: 1 << bits)
        starts = Array(repeating: 0, count: 1 << bits)
        let mask = (1 << bits) - 1
        // The keys are distinct: each goes to the first empty slot from its home.
        for index in oldHashes.indices where oldHashes[index] != 0 {
            var slot = home(oldHashes[index])
            while hashes[slot] != 0 { slot = (slot + 1) & mask }
            hashes[slot] = oldHashes[index]
            starts[slot] = oldStarts[index]
        }
    }
}
