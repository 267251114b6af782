/// When a ``ViewModelSlot`` treats a view model it is given as the one it already holds (and so binds
/// nothing again).
///
/// - An object (a class view model) is the same only as the same instance.
/// - A ``Differentiable`` value is the same as a value of its type with an equal
///   ``Differentiable/differenceID`` and equal content (``Differentiable/isContentEqual(to:)``).
/// - Another `Equatable` value is the same as an equal value.
/// - Any other value is never the same: setting it binds again.
enum ViewModelIdentity {
    static func isSame<T>(_ lhs: T?, _ rhs: T?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (let lhs?, let rhs?): return isSame(lhs, rhs)
        default: return false
        }
    }

    static func isSame<T>(_ lhs: T, _ rhs: T) -> Bool {
        if type(of: lhs) is AnyClass || type(of: rhs) is AnyClass {
            return type(of: lhs) is AnyClass && type(of: rhs) is AnyClass
                && (lhs as AnyObject) === (rhs as AnyObject)
        }
        if let lhs = lhs as? any Differentiable { return sameDifferentiable(lhs, rhs) }
        if let lhs = lhs as? any Equatable { return sameEquatable(lhs, rhs) }
        return false
    }

    private static func sameDifferentiable<D: Differentiable>(_ lhs: D, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? D else { return false }
        return lhs.differenceID == rhs.differenceID && lhs.isContentEqual(to: rhs)
    }

    private static func sameEquatable<E: Equatable>(_ lhs: E, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? E else { return false }
        return lhs == rhs
    }
}
