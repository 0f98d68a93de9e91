import Foundation

/// The value a property or parameter that was never set reads as, instead of a trap in
/// the tool: `nil`, `""`, `0`, `false`, `[]`, an enum's first case. An entity's
/// `@Property var title: String` its `init` forgot is a bug of the app, but `list` and
/// `match` go on (the title shows empty).
///
///     NeutralValue.of(String.self)   // ""
///     NeutralValue.of(Trail.self)    // nil: an entity has none
enum NeutralValue {
    static func of<Value>(_ type: Value.Type) -> Value? {
        let neutral: Any?
        switch type {
        case let optional as any ExpressibleByNilLiteral.Type: neutral = empty(optional)
        case is Character.Type: neutral = Character(" ")   // a Character has no empty form: "" would trap
        case let text as any ExpressibleByStringLiteral.Type: neutral = empty(text)
        case let number as any ExpressibleByIntegerLiteral.Type: neutral = zero(number)
        case let flag as any ExpressibleByBooleanLiteral.Type: neutral = no(flag)
        // A vector's array literal needs every element (`[]` traps): its empty form is zero.
        case let vector as any SIMD.Type: neutral = zero(vector)
        case let list as any ExpressibleByArrayLiteral.Type: neutral = empty(list)
        case let map as any ExpressibleByDictionaryLiteral.Type: neutral = empty(map)
        case let cases as any CaseIterable.Type: neutral = first(cases)
        case is Date.Type: neutral = Date(timeIntervalSinceReferenceDate: 0)
        default: neutral = nil
        }
        return neutral as? Value
    }

    private static func empty<T: ExpressibleByNilLiteral>(_: T.Type) -> Any { nil as T as Any }
    private static func empty<T: ExpressibleByStringLiteral>(_: T.Type) -> Any { "" as T }
    private static func zero<T: ExpressibleByIntegerLiteral>(_: T.Type) -> Any { 0 as T }
    private static func zero<T: SIMD>(_: T.Type) -> Any { T() }
    private static func no<T: ExpressibleByBooleanLiteral>(_: T.Type) -> Any { false as T }
    private static func empty<T: ExpressibleByArrayLiteral>(_: T.Type) -> Any { [] as T }
    private static func empty<T: ExpressibleByDictionaryLiteral>(_: T.Type) -> Any { [:] as T }
    private static func first<T: CaseIterable>(_: T.Type) -> Any? { T.allCases.first }
}
