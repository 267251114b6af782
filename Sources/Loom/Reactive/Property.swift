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
/// delivery, first in first out (see <doc:Contracts>). An observer that subscribes during a
/// delivery gets the current value, then only the sets made after it subscribed: never a value twice.
///
/// ## Lifetime
/// A derived property object keeps its sources alive; a source does not keep a derived property alive.
/// A derived property is connected to its sources only while somebody observes it; its value is computed
/// from the sources when read, so transforms should be pure and cheap. An observation (its token, or a
/// `for await` loop over ``BindingSource/values``) keeps neither the derived property nor its root source
/// alive: when the root (a ``MutableProperty``) is released, every observation through it ends.
///
/// ## Isolation
/// Properties are not `Sendable`: each stays in the isolation domain that created it.
public class Property<Value> {
    @usableFromInline internal let hub: Hub<Value>
    /// Computes the current value. Read closures capture their sources' read closures (down to the roots'
    /// storage), never source objects: a forwarding closure that reads another source (`combineLatest`)
    /// lives in a source's hub, and must not keep a root alive from there.
    @usableFromInline internal let read: () -> Value
    /// How a derived property's hub connects to its sources. Owned here: the hub holds it weakly.
    private let source: HubSource<Value>?

    /// - Parameters:
    ///   - read: Computes the current value (capturing read closures, not objects: see ``read``).
    ///   - connect: Observes the sources and forwards into the hub (`nil` for a root).
    ///   - upstreams: The hubs `connect` forwards from synchronously (see ``Hub``).
    @usableFromInline
    internal init(
        read: @escaping () -> Value, connect: ((Hub<Value>) -> Token)?, upstreams: [any DeliveryState] = []
    ) {
        let source = connect.map { HubSource(connect: $0, upstreams: upstreams) }
        self.read = read
        self.source = source
        self.hub = Hub(source: source)
    }

    /// A property whose value never changes.
    ///
    /// ```swift
    /// let title = Property(constant: "Loom")
    /// ```
    public convenience init(constant: Value) {
        self.init(read: { constant }, connect: nil)
    }

    /// A read-only view of `property` (`property.map { $0 }` outside Loom).
    convenience init(_ property: Property<Value>) {
        self.init(
            read: property.read, connect: { hub in property.observe(skipsInitial: true, hub.deliver) },
            upstreams: [property.hub])
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
        Signal(connect: { hub in self.observe(skipsInitial: true, hub.deliver) }, upstreams: [hub])
    }
}
