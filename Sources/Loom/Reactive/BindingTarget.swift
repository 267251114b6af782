/// Something a binding can write values into: a ``MutableProperty``, a ``Binder``, or your own type.
///
/// ```swift
/// struct Logger: BindingTarget {
///     func receive(_ value: String) { print(value) }
/// }
/// let token = Logger() <~ model.title
/// ```
public protocol BindingTarget<Input> {
    /// The type of the values the target takes.
    associatedtype Input
    /// Whether the target can still take values. A binding whose target is no longer alive ends itself.
    var isAlive: Bool { get }
    /// Takes a value from the binding's source.
    func receive(_ value: Input)
}

extension BindingTarget {
    /// Targets are alive unless they say otherwise.
    public var isAlive: Bool { true }
}

extension MutableProperty: BindingTarget {
    /// Sets the property's value.
    @inlinable
    public func receive(_ value: Value) {
        self.value = value
    }
}
