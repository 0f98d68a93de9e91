/// The tokens of an ASCII line as byte ranges of one lowercased copy of it, eight bytes at
/// a time: the exact walk's tokeniser, which makes no `String` and reads each byte once.
///
///     let count = ASCIIWordRanges.scan(bytes, splitsOnApostrophe: false, text: text, starts: starts, ends: ends)
///     ASCIIWordRanges.packedKey(text, start: Int(starts[0]), length: Int(ends[0] - starts[0]))
///
/// The tokens are `Normalizer.scanASCIIWords`'s, lowercased: letters and digits make words,
/// anything else ASCII ends them. A line with an apostrophe or a backtick, which join, split
/// or drop letters (`scanASCIIWords`' rules), is scanned byte by byte into the copy instead.
/// Past the line the copy is zero for at least `padding` bytes, so a token of up to 24
/// bytes is read as the three words `StringHashMap` packs its keys in, without a byte loop.
enum ASCIIWordRanges {
    /// Words of `text` past the line's own: the longest packed key, zeros.
    static let padding = 3

    /// The words `text` needs for a line of `byteCount` bytes.
    @inline(__always)
    static func textWords(forBytes byteCount: Int) -> Int { (byteCount + 7) / 8 + padding }

    /// The tokens `starts` and `ends` must have room for: at most one a byte pair of the
    /// line's words (a non-ASCII line, refused once scanned, may mark bytes past its end).
    @inline(__always)
    static func tokenCapacity(forBytes byteCount: Int) -> Int { 4 * ((byteCount + 7) / 8) + 1 }

    /// Writes the line `bytes`, lowercased, to `text` (`textWords(forBytes:)` words) and
    /// the start and end (byte offsets in `text`) of each of its tokens to `starts` and
    /// `ends` (`tokenCapacity(forBytes:)` each); returns how many tokens there are, or
    /// `nil` unless the line is ASCII and has one.
    /// - Complexity: O(n) in the line's bytes.
    @inline(__always)
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, splitsOnApostrophe: Bool,
                     text: UnsafeMutableBufferPointer<UInt64>, starts: UnsafeMutableBufferPointer<Int32>,
                     ends: UnsafeMutableBufferPointer<Int32>) -> Int? {
        let byteCount = bytes.count, wordCount = (byteCount + 7) / 8
        guard byteCount > 0 else { return nil }
        // The line in words, zero past its end.
        text[wordCount - 1] = 0
        for padded in wordCount..<(wordCount + padding) { text[padded] = 0 }
        UnsafeMutableRawPointer(text.baseAddress!).copyMemory(from: bytes.baseAddress!, byteCount: byteCount)

        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var seen: UInt64 = 0, marks: UInt64 = 0
        var count = 0, endCount = 0
        // Each byte's "in a word" bit, 64 bytes (8 words) to a mask; whether the byte before
        // the mask's first was in a word.
        var mask: UInt64 = 0, carry: UInt64 = 0
        for index in 0..<wordCount {
            let word = text[index]
            seen |= word
            marks |= Self.zeroBytes(word ^ (ones &* UInt64(UInt8(ascii: "'"))))
                | Self.zeroBytes(word ^ (ones &* UInt64(UInt8(ascii: "`"))))
            let letters = Self.inRange(word | ones &* 0x20, UInt8(ascii: "a"), UInt8(ascii: "z"))
            let digits = Self.inRange(word, UInt8(ascii: "0"), UInt8(ascii: "9"))
            // A letter's high flag, shifted to bit 5, is its lower case.
            text[index] = word | letters >> 2
            let flags = (letters | digits) >> 7
            mask |= ((flags &* 0x0102_0408_1020_4080) >> 56) << UInt64(8 * (index & 7))
            if index & 7 == 7 || index == wordCount - 1 {
                let base = Int32(truncatingIfNeeded: (index & ~7) * 8)
                let before = mask << 1 | carry
                var first = mask & ~before, after = ~mask & before
                while first != 0 {
                    starts[count] = base + Int32(truncatingIfNeeded: first.trailingZeroBitCount)
                    count += 1
                    first &= first &- 1
                }
                while after != 0 {
                    ends[endCount] = base + Int32(truncatingIfNeeded: after.trailingZeroBitCount)
                    endCount += 1
                    after &= after &- 1
                }
                carry = mask >> 63
                mask = 0
            }
        }
        guard seen & highs == 0 else { return nil }
        if marks & highs != 0 {
            return scanByBytes(bytes, splitsOnApostrophe: splitsOnApostrophe, text: text, starts: starts, ends: ends)
        }
        // A last token that fills the last mask to its end.
        if carry != 0 {
            ends[endCount] = Int32(truncatingIfNeeded: byteCount)
        }
        return count > 0 ? count : nil
    }

    /// The token of `length` bytes (1 to 24) from byte `start` of `text`, as
    /// `StringHashMap.value(packedASCII:length:)` takes it.
    @inline(__always)
    static func packedKey(_ text: UnsafeMutableBufferPointer<UInt64>, start: Int, length: Int) -> (UInt64, UInt64, UInt64) {
        let raw = UnsafeRawPointer(text.baseAddress!)
        @inline(__always) func word(_ offset: Int) -> UInt64 {
            let left = length - offset
            guard left > 0 else { return 0 }
            let loaded = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start + offset, as: UInt64.self))
            return left >= 8 ? loaded : loaded & (1 << UInt64(8 * left) &- 1)
        }
        return (word(0), word(8), word(16))
    }

    /// `scan` of a line with an apostrophe or a backtick: `Normalizer.scanASCIIWords`' rules
    /// byte by byte, the tokens' letters written end to end from the start of `text` (never
    /// past the byte read, so `text` may hold the line itself).
    private static func scanByBytes(_ bytes: UnsafeBufferPointer<UInt8>, splitsOnApostrophe: Bool,
                                    text: UnsafeMutableBufferPointer<UInt64>, starts: UnsafeMutableBufferPointer<Int32>,
                                    ends: UnsafeMutableBufferPointer<Int32>) -> Int? {
        let letters = UnsafeMutableRawPointer(text.baseAddress!)
        var count = 0, written = 0, length = 0
        Normalizer.scanASCIIWords(bytes, splitsOnApostrophe: splitsOnApostrophe, letter: { byte in
            if length == 0 { starts[count] = Int32(truncatingIfNeeded: written) }
            letters.storeBytes(of: byte, toByteOffset: written, as: UInt8.self)
            written += 1
            length += 1
        }, end: {
            ends[count] = Int32(truncatingIfNeeded: written)
            count += 1
            length = 0
        })
        return count > 0 ? count : nil
    }

    /// The high bit of each byte of `word` that is zero (and perhaps of bytes above such a
    /// byte: enough to tell whether there is one).
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }

    /// The high bit of each byte of `word` from `low` to `high`, for bytes below 0x80.
    @inline(__always)
    private static func inRange(_ word: UInt64, _ low: UInt8, _ high: UInt8) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let atLeastLow = word &+ ones &* UInt64(0x80 - low)
        let aboveHigh = word &+ ones &* UInt64(0x7F - high)
        return atLeastLow & ~aboveHigh & 0x8080_8080_8080_8080
    }
}
