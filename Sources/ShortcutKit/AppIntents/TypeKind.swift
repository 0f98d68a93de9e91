#if !canImport(Darwin)
@_spi(Reflection) import Swift

/// The kind of a type — struct, class, enum, tuple… — for the code that reads a type's
/// fields (`Placeholder`, `HelperDependencies`), which asks for them only of a struct or a
/// class. Only on Linux, whose runtime's reflection gives it (`_forEachField`).
///
///     TypeKind.of(TrailEntity.self)   // .struct
enum TypeKind {
    /// The kind of `type`, read as the kind of the one field of a struct holding it.
    static func of(_ type: Any.Type) -> _MetadataKind? {
        var found: _MetadataKind?
        func probe<T>(_: T.Type) {
            _ = _forEachField(of: Holder<T>.self) { _, _, _, kind in
                found = kind
                return false
            }
        }
        _openExistential(type, do: probe)
        return found
    }

    private struct Holder<T> { var value: T }
}
#endif
