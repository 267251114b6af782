/// `==` of `Value` when it is `Equatable`, `nil` otherwise: found at run time, so that one initializer
/// serves both kinds of value (a store's state, a two-way binding's value) instead of an overload per kind.
///
/// The comparison calls `Value`'s own `==` through its conformance, as a generic `{ $0 == $1 }` would: the
/// values are reinterpreted as the type they already are, never boxed.
func dynamicEquality<Value>(of _: Value.Type) -> ((Value, Value) -> Bool)? {
    guard let equatable = Value.self as? any Equatable.Type else { return nil }
    func compare<Wrapped: Equatable>(_: Wrapped.Type) -> (Value, Value) -> Bool {
        precondition(Wrapped.self == Value.self)
        return { unsafeBitCast($0, to: Wrapped.self) == unsafeBitCast($1, to: Wrapped.self) }
    }
    return compare(equatable)
}
