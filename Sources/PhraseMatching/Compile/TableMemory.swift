#if canImport(Glibc)
import Glibc
#endif

/// Memory for the engine's large hash tables (the edge table, the id index): an array of
/// `count` copies of `value`, which on Linux the kernel is first asked to back with huge
/// pages (`madvise(MADV_HUGEPAGE)`, honoured where transparent huge pages are on "always"
/// or "madvise"). Probed at random, a table of tens of megabytes in 4 KiB pages misses the
/// TLB on nearly every probe, and the page walks, few at a time, keep the cache misses
/// from overlapping; in 2 MiB pages the table is a few dozen TLB entries, and it is
/// faulted in 2 MiB at a time. The array is filled at once, so it takes no more memory.
///
///     var words: [UInt32] = TableMemory.array(repeating: .max, count: 1 << 22)
enum TableMemory {
    /// Tables smaller than this stay in ordinary pages (a huge page is 2 MiB).
    static let hugePageThreshold = 4 << 20

    static func array<Element>(repeating value: Element, count: Int) -> [Element] {
        [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            #if canImport(Glibc)
            // A hint, where the C library has it: Linux with glibc (not Apple platforms, not musl).
            if let base = buffer.baseAddress, count * MemoryLayout<Element>.stride >= hugePageThreshold {
                // madvise wants whole pages: the part of the buffer they cover.
                let page = UInt(4096)
                let first = (UInt(bitPattern: base) + page - 1) & ~(page - 1)
                let end = (UInt(bitPattern: base) + UInt(count * MemoryLayout<Element>.stride)) & ~(page - 1)
                if end > first { _ = madvise(UnsafeMutableRawPointer(bitPattern: first), Int(end - first), MADV_HUGEPAGE) }
            }
            #endif
            buffer.initialize(repeating: value)
            initialized = count
        }
    }
}
