/// Holds a delegate weakly, whatever its declared type (a protocol existential cannot be declared
/// `weak` in generic code). The delegate must be a class instance: a value put here is released at
/// once and reads back as `nil`.
///
/// ```swift
/// let reference = WeakDelegate<any TrackCellDelegate>()
/// reference.value = controller
/// reference.value   // controller, until it is released; then nil (never a dangling pointer)
/// ```
@MainActor
public final class WeakDelegate<Delegate> {
    private weak var object: AnyObject?

    /// Creates an empty reference.
    public init() {}

    /// The delegate, or `nil` once it was released.
    public var value: Delegate? {
        get { object as? Delegate }
        set { object = newValue.map { $0 as AnyObject } }
    }
}
