/// A weak reference as a value.
///
/// ```swift
/// let reference = WeakReference(viewController)
/// reference.object   // the view controller, or nil once it was released
/// ```
public struct WeakReference<Object: AnyObject> {
    /// The object, or `nil` once it was released.
    public private(set) weak var object: Object?

    /// Creates a reference to `object`.
    public init(_ object: Object? = nil) {
        self.object = object
    }
}
