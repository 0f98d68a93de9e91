/// A field that makes the struct holding it passed by address.
///
///     struct Automaton { let passedByAddress = PassedByAddress(); … }
///
/// It holds a weak reference, never set, and a weak reference is not plain bytes (the
/// runtime tracks it), so the compiler keeps a struct that has one in memory and passes a
/// method the address of the value it is called on. A large struct of plain fields is
/// instead loaded and, being too large for registers, copied to the stack for each call
/// made on it: the matcher's automaton, about a kilobyte, read where it is under the read
/// lock, was copied so at every match (with the options beside it: `memcpy` of 1.5 KB, a
/// fifth of an exact match's time). Copying such a struct is a runtime call per weak
/// field, which the automaton's rare copies can afford.
struct PassedByAddress: Sendable {
    private final class Nothing: Sendable {}
    private weak var nothing: Nothing?

    init() {}
}
