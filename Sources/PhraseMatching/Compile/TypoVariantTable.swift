/// The typo index's table of deletion variants (`Vocabulary`): variant → a 32-bit value,
/// with every variant's UTF-8 bytes in one buffer instead of a `String` in each slot.
///
///     var table = TypoVariantTable()
///     table["librry"] = 3
///     table["librry"]   // 3
///
/// A `StringHashMap` took 24 bytes a slot (a 16-byte `String`, a hash, a value) and, while
/// growing, its old and new tables at once; this takes 12 a slot plus each variant's bytes
/// once (100k values: 57,000 variants, 2.0 MB where the map took 3.2 MB, and 2.4 MB at the
/// last growth where the map took 4.7). Keys compare and hash as `StringHashMap`'s do
/// (`StringHashMap.hash`; non-ASCII text compared as `String`s), so lookups find what they
/// found. Entries are never removed.
struct TypoVariantTable: Sendable {
    /// The hash of the variant in each slot; 0 marks an empty slot (hashes are never 0).
    private var hashes: [UInt32]
    /// Where the variant of each slot starts in `text`: its length (LEB128), then its bytes.
    private var starts: [UInt32]
    private var values: [UInt32]
    private var text: [UInt8] = []
    private(set) var count = 0
    private var bits: Int

    init() {
        bits = hashTableBits(for: 0)
        hashes = Array(repeating: 0, count: 1 << bits)
        starts = Array(repeating: 0, count: 1 << bits)
        values = Array(repeating: 0, count: 1 << bits)
    }

    /// The bytes of the variant in `slot`, given to `body` where they are.
    @inline(__always)
    private func withKey<Result>(at slot: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        text.withUnsafeBufferPointer { text in
            var index = Int(starts[slot]), length = 0, shift = 0
            while true {
                let byte = text[index]
                index += 1
                length |= Int(byte & 0x7F) << shift
                if byte < 0x80 { break }
                shift += 7
            }
            return body(UnsafeBufferPointer(rebasing: text[index..<(index + length)]))
        }
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
        return found ? values[slot] : nil
    }

    /// - Complexity: O(1) on average, plus hashing the variant.
    subscript(variant: String) -> UInt32? {
        get {
            var variant = variant
            let hash = StringHashMap.hash(variant)
            return variant.withUTF8 { bytes in
                let (slot, found) = find(bytes, hash: hash)
                return found ? values[slot] : nil
            }
        }
        set {
            guard let newValue else { preconditionFailure("TypoVariantTable: entries are never removed") }
            var variant = variant
            let hash = StringHashMap.hash(variant)
            variant.withUTF8 { bytes in
                var (slot, found) = find(bytes, hash: hash)
                if !found {
                    if count + 1 > (1 << bits) * 3 / 4 {
                        grow(to: bits + 1)
                        slot = find(bytes, hash: hash).slot
                    }
                    hashes[slot] = hash
                    starts[slot] = UInt32(text.count)
                    var length = bytes.count
                    while length >= 0x80 {
                        text.append(UInt8(truncatingIfNeeded: length) | 0x80)
                        length >>= 7
                    }
                    text.append(UInt8(length))
                    text.append(contentsOf: bytes)
                    count += 1
                }
                values[slot] = newValue
            }
        }
    }

    private mutating func grow(to newBits: Int) {
        let oldHashes = hashes, oldStarts = starts, oldValues = values
        bits = newBits
        hashes = Array(repeating: 0, count: 1 << bits)
        starts = Array(repeating: 0, count: 1 << bits)
        values = Array(repeating: 0, count: 1 << bits)
        let mask = (1 << bits) - 1
        // The keys are distinct: each goes to the first empty slot from its home.
        for index in oldHashes.indices where oldHashes[index] != 0 {
            var slot = home(oldHashes[index])
            while hashes[slot] != 0 { slot = (slot + 1) & mask }
            hashes[slot] = oldHashes[index]
            starts[slot] = oldStarts[index]
            values[slot] = oldValues[index]
        }
    }
}
