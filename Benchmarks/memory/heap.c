/* Bytes the C allocator has handed out and not taken back, for probe.swift. */
#include <malloc.h>

long heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return (long)(info.uordblks + info.hblkhd);
}
