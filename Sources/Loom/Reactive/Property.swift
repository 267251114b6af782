/// A value that changes over time and can be observed: its current value is always readable.
///
/// `Property` is the read-only face. ``MutableProperty`` is the one you write to; derived properties
/// (``map(_:)-((Value)->Output)``, ``removeDuplicates()``, ``combineLatest(_:_:)``) are read-only and stay in step with their
/// sources.
///
/// ```swift
/// let count = MutableProperty(1)
/// let label: Property<String> = count.map { "\($0) items" }
/// let token = label.observe { print($0) }   // "1 items"
/// count.value = 2                           // "2 items"
/// ```
///
/// ## Delivery
/// ``observe(skipsInitial:_:)`` calls the observer with the current value (unless `skipsInitial`), then
/// synchronously with every change, before the setter returns, in subscription order, after the new value
/// is readable. A set made while observers are being notified is queued and delivered after the current
/// delivery, first in first out (see `Documentation/Contracts.md`).
///
/// ## Lifetime
/// A derived property keeps its sources alive; a source does not keep a derived property alive. A derived
/// property is connected to its sources only while somebody observes it; its value is computed from the
/// sources when read, so transforms should be pure and cheap.
///
/// ## Isolation
/// Properties are not `Sendable`: each stays in the isolation domain that created it.
public class Property<Value> {
    @usableFromInline internal let hub: Hub<Value>
    private let read: () -> Value

    @usableFromInline
    internal init(read: @escaping () -> Value, connect: ((Hub<Value>) -> Token)?) {
        self.read = read
        self.hub = Hub(connect: connect)
    }

    /// A property whose value never changes.
    ///
    /// ```swift
    /// let title = Property(constant: "Loom")
    /// ```
    public convenience init(constant: Value) {
        self.init(read: { constant }, connect: nil)
    }

    /// A read-only view of `property`.
    public convenience init(_ property: Property<Value>) {
        self.init(
            read: { property.value }, connect: { hub in property.observe(skipsInitial: true, hub.deliver) })
    }

    /// The current value.
    public var value: Value { read() }

    /// Observes the property: `observer` gets the current value now (unless `skipsInitial`), then every
    /// change until the returned token is cancelled or released.
    @inlinable
    public func observe(skipsInitial: Bool = false, _ observer: @escaping (Value) -> Void) -> Token {
        let token = hub.token(for: observer)
        if !skipsInitial { observer(value) }
        return token
    }

    /// The changes of the property as a ``Signal``: no current value, only what comes next.
    public var changes: Signal<Value> {
        Signal(connect: { hub in self.observe(skipsInitial: true, hub.deliver) })
    }
}
