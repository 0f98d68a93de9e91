import Foundation

/// A hash map from strings to 32-bit values, for the vocabulary's word ids: open addressing
/// with linear probing, each slot 32 bytes — a tag (hash and length), the value, and the
/// key's bytes themselves when it is ASCII of at most 24 bytes (nearly every word) — laid
/// on 32-byte boundaries, so that a probe reads one cache line and finds the key, its
/// value and whether they match there (an exact match looks up every word it is typed
/// with: a slot beside a separate array of keys missed the cache twice a word).
///
///     var map = StringHashMap()
///     map["library"] = 3
///     map["library"]   // 3
///
/// Keys compare as `String`s do (canonical equivalence). ASCII keys are hashed by their
/// bytes, others by `hashValue` (which respects canonical equivalence), so the map agrees
/// with `Dictionary` except for the few non-ASCII strings canonically equal to ASCII ones
/// (the Kelvin sign is "K") — which normalised tokens never are (NFKC maps them). Longer
/// and non-ASCII keys are kept in `overflow`, their slot holding its index. Entries are
/// never removed.
struct StringHashMap: Sendable {
    /// Slot `i` is `entries[skew + 4 * i ..< skew + 4 * i + 4]`: the tag in the low 32 bits
    /// of the first word (0 marks an empty slot) and the value in its high 32; then the
    /// key's bytes, zero-padded, for an inline key, or the key's index in `overflow`.
    private var entries: [UInt64]
    /// Where slot 0 starts in `entries`: the first word on a 32-byte boundary (the array
    /// has 4 words to spare for it). A copy made on write may lie otherwise: `set` moves
    /// the slots back onto the boundary.
    private var skew = 0
    private var overflow: [String] = []
    private(set) var count = 0
    private var bits: Int

    /// The longest key kept in its slot.
    private static let inlineLength = 24
    /// The tag's low bits: 1 + the length of an inline key, or `overflowMark`.
    private static let lengthMask: UInt32 = 0x1F
    private static let overflowMark: UInt32 = 0x1F

    init(minimumCapacity: Int = 0) {
        bits = hashTableBits(for: minimumCapacity)
        entries = Array(repeating: 0, count: 4 << bits + 4)
        skew = entries.withUnsafeBufferPointer { Self.skew(of: $0) }
    }

    /// The index of the first word of `words` on a 32-byte boundary.
    @inline(__always)
    private static func skew(of words: UnsafeBufferPointer<UInt64>) -> Int {
        let address = Int(bitPattern: words.baseAddress)
        return ((32 - address & 31) & 31) / 8
    }

    /// FNV-1a over the UTF-8 bytes of an ASCII key, else `hashValue`; folded to 32 bits,
    /// never 0. (The typo index's hash: this map hashes short keys by `inlineHash`.)
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

    /// An inline key's bytes as its slot holds them: three words, zero-padded (read 8, 4,
    /// 2 and 1 bytes at a time, never past the key's end).
    @inline(__always)
    private static func packed(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64, UInt64) {
        guard let base = bytes.baseAddress else { return (0, 0, 0) }
        let raw = UnsafeRawPointer(base), count = bytes.count
        @inline(__always) func word(_ offset: Int) -> UInt64 {
            let left = count - offset
            if left >= 8 { return UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
            guard left > 0 else { return 0 }
            var word: UInt64 = 0, at = offset, shift: UInt64 = 0
            if left & 4 != 0 {
                word = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt32.self)))
                at += 4
                shift = 32
            }
            if left & 2 != 0 {
                word |= UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt16.self))) << shift
                at += 2
                shift += 16
            }
            if left & 1 != 0 { word |= UInt64(raw.load(fromByteOffset: at, as: UInt8.self)) << shift }
            return word
        }
        return (word(0), word(8), word(16))
    }

    /// The hash of an inline key from its packed words: a few multiplications, where
    /// hashing byte by byte took several instructions a letter.
    @inline(__always)
    private static func inlineHash(_ words: (UInt64, UInt64, UInt64)) -> UInt32 {
        var mixed = words.0 &* 0x9E37_79B9_7F4A_7C15 ^ words.1 &* 0xC2B2_AE3D_27D4_EB4F ^ words.2 &* 0x1656_67B1_9E37_79F9
        mixed ^= mixed >> 29
        mixed = mixed &* 0xBF58_476D_1CE4_E5B9
        return UInt32(truncatingIfNeeded: mixed >> 32)
    }

    @inline(__always)
    private static func inlineTag(_ words: (UInt64, UInt64, UInt64), length: Int) -> UInt32 {
        inlineHash(words) & ~lengthMask | UInt32(length + 1)
    }

    @inline(__always)
    private static func overflowTag(_ hash: UInt32) -> UInt32 { hash & ~lengthMask | overflowMark }

    @inline(__always)
    private func home(of tag: UInt32) -> Int {
        Int(truncatingIfNeeded: (UInt64(tag) &* 0x9E37_79B9_7F4A_7C15) &>> UInt64(truncatingIfNeeded: 64 &- bits))
    }

    /// The slot of the inline key with these words and tag, or the empty slot where it
    /// would go.
    @inline(__always)
    private func findInline(_ words: (UInt64, UInt64, UInt64), tag: UInt32) -> (slot: Int, found: Bool) {
        let mask = (1 &<< bits) &- 1
        let skew = self.skew
        return entries.withUnsafeBufferPointer { entries in
            // Slot indices are below the table's size: wrapping arithmetic, no overflow traps.
            var slot = home(of: tag)
            while true {
                let base = skew &+ 4 &* slot
                let current = UInt32(truncatingIfNeeded: entries[base])
                if current == 0 { return (slot, false) }
                if current == tag, entries[base &+ 1] == words.0, entries[base &+ 2] == words.1, entries[base &+ 3] == words.2 {
                    return (slot, true)
                }
                slot = (slot &+ 1) & mask
            }
        }
    }

    /// The slot of the overflow key with this tag for which `matches` is true of its
    /// `overflow` entry, or the empty slot where it would go.
    @inline(__always)
    private func findOverflow(tag: UInt32, _ matches: (String) -> Bool) -> (slot: Int, found: Bool) {
        let mask = (1 << bits) - 1
        var slot = home(of: tag)
        while true {
            let base = skew + 4 * slot
            let current = UInt32(truncatingIfNeeded: entries[base])
            if current == 0 { return (slot, false) }
            if current == tag, matches(overflow[Int(entries[base + 1])]) { return (slot, true) }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always)
    private func value(at slot: Int) -> UInt32 { UInt32(truncatingIfNeeded: entries[skew + 4 * slot] >> 32) }

    /// The value of the key spelled by these ASCII bytes, without making it a `String`.
    /// - Complexity: O(1) on average.
    @inline(__always)
    func value(ascii bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
        if bytes.count <= Self.inlineLength {
            let words = Self.packed(bytes)
            let (slot, found) = findInline(words, tag: Self.inlineTag(words, length: bytes.count))
            return found ? value(at: slot) : nil
        }
        let (slot, found) = findOverflow(tag: Self.overflowTag(Self.hash(ascii: bytes))) { Self.equals($0, bytes) }
        return found ? value(at: slot) : nil
    }

    /// The longest ASCII key `value(packedASCII:length:)` takes: one kept in its slot.
    static var packedLength: Int { inlineLength }

    /// The value of the ASCII key of `length` bytes (1 to `packedLength`) packed as its slot
    /// holds it: its bytes in order from the low byte of the first word, zero past its end
    /// (`exactReading` writes each token so). The lookup reads no byte of the key.
    /// - Complexity: O(1) on average.
    @inline(__always)
    func value(packedASCII words: (UInt64, UInt64, UInt64), length: Int) -> UInt32? {
        let (slot, found) = findInline(words, tag: Self.inlineTag(words, length: length))
        return found ? value(at: slot) : nil
    }

    /// Whether `key` is spelled by `bytes`: lengths, then the bytes in place.
    @inline(__always)
    private static func equals(_ key: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let utf8 = key.utf8
        guard utf8.count == bytes.count else { return false }
        return utf8.withContiguousStorageIfAvailable { stored in
            stored.count == 0 || memcmp(stored.baseAddress!, bytes.baseAddress!, stored.count) == 0
        } ?? utf8.elementsEqual(bytes)
    }

    /// How `key` is found: its packed words and tag if inline, else its overflow tag.
    private enum Form {
        case inline((UInt64, UInt64, UInt64), tag: UInt32)
        case overflow(tag: UInt32)
    }

    private static func form(of key: String) -> Form {
        var key = key
        return key.withUTF8 { bytes in
            if bytes.count <= inlineLength, !bytes.contains(where: { $0 >= 0x80 }) {
                let words = packed(bytes)
                return .inline(words, tag: inlineTag(words, length: bytes.count))
            }
            return .overflow(tag: overflowTag(hash(utf8: bytes)))
        }
    }

    private func find(_ key: String, _ form: Form) -> (slot: Int, found: Bool) {
        switch form {
        case .inline(let words, let tag): findInline(words, tag: tag)
        case .overflow(let tag): findOverflow(tag: tag) { $0 == key }
        }
    }

    /// - Complexity: O(1) on average, plus hashing the key.
    subscript(key: String) -> UInt32? {
        get {
            let (slot, found) = find(key, Self.form(of: key))
            return found ? value(at: slot) : nil
        }
        set {
            guard let newValue else { preconditionFailure("StringHashMap: entries are never removed") }
            realign()
            let form = Self.form(of: key)
            var (slot, found) = find(key, form)
            if !found {
                if count + 1 > (1 << bits) * 3 / 4 {
                    grow(to: bits + 1)
                    (slot, found) = find(key, form)
                }
                count += 1
                let base = skew + 4 * slot
                switch form {
                case .inline(let words, let tag):
                    entries[base] = UInt64(tag)
                    (entries[base + 1], entries[base + 2], entries[base + 3]) = words
                case .overflow(let tag):
                    entries[base] = UInt64(tag)
                    entries[base + 1] = UInt64(overflow.count)
                    overflow.append(key)
                }
            }
            let base = skew + 4 * slot
            entries[base] = entries[base] & 0xFFFF_FFFF | UInt64(newValue) << 32
        }
    }

    /// Moves the slots onto the 32-byte boundary of `entries` as it lies now (a copy made
    /// on write may lie otherwise).
    private mutating func realign() {
        let length = 4 << bits, from = skew
        let to = entries.withUnsafeMutableBufferPointer { words -> Int in
            let to = Self.skew(of: UnsafeBufferPointer(words))
            if to != from {
                let base = UnsafeMutableRawPointer(words.baseAddress!)
                memmove(base + 8 * to, base + 8 * from, 8 * length)
            }
            return to
        }
        skew = to
    }

    mutating func reserveCapacity(_ capacity: Int) {
        let wanted = hashTableBits(for: capacity)
        if wanted > bits { grow(to: wanted) }
    }

    private mutating func grow(to newBits: Int) {
        let old = entries, oldSkew = skew, oldSlots = 1 << bits
        bits = newBits
        entries = Array(repeating: 0, count: 4 << bits + 4)
        skew = entries.withUnsafeBufferPointer { Self.skew(of: $0) }
        let mask = (1 << bits) - 1
        for index in 0..<oldSlots {
            let from = oldSkew + 4 * index
            let tag = UInt32(truncatingIfNeeded: old[from])
            guard tag != 0 else { continue }
            var slot = home(of: tag)
            while UInt32(truncatingIfNeeded: entries[skew + 4 * slot]) != 0 { slot = (slot + 1) & mask }
            for k in 0..<4 { entries[skew + 4 * slot + k] = old[from + k] }
        }
    }
}
