public import Loom

#if canImport(Combine)
public import Combine
#else
public import OpenCombine
#endif

/// A Loom ``Loom/Property`` as a Combine publisher: the current value first, then every change.
///
/// Get one from ``Loom/Property/publisher``:
///
/// ```swift
/// let count = MutableProperty(1)
/// var cancellables = Set<AnyCancellable>()
/// count.publisher.map { "\($0) items" }.sink { print($0) }.store(in: &cancellables)   // "1 items"
/// count.value = 2                                                                      // "2 items"
/// ```
///
/// ## Delivery
/// The publisher keeps Loom's contract: values arrive synchronously, before the setter returns, on the
/// setter's isolation, in subscription order, and a set made during a delivery is delivered after it,
/// first in first out. It never sends more than the subscriber asked for: a change that finds no demand is
/// kept, newest only, and sent when demand comes (as `CurrentValueSubject` does). Observation of the
/// property starts at the subscriber's first request, whose first value is the property's value then.
///
/// ## Completion and lifetime
/// A publisher of a `MutableProperty` finishes when that property is released: once observing, a
/// subscription holds the observation, not the property, so the property's owner decides when it ends. The
/// same holds for a derived property (made with `map` and the like): it never keeps its root alive, and
/// its publisher finishes when the root is released. Cancelling removes the observation at once.
///
/// ## Isolation
/// Like the property, the subscription is confined to the property's isolation: subscribe, request and
/// cancel there (move downstream work elsewhere with `receive(on:)`).
public struct PropertyPublisher<Value>: Publisher {
    /// The property's values.
    public typealias Output = Value
    /// A property never fails.
    public typealias Failure = Never

    /// The property this publisher publishes.
    public let property: Property<Value>

    /// A publisher of `property`'s current value, then its changes.
    public init(_ property: Property<Value>) {
        self.property = property
    }

    /// Attaches `subscriber`; the property is observed from the subscriber's first request on.
    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Value, Downstream.Failure == Never {
        let property = self.property
        let subscription = SourceSubscription(downstream: subscriber, keepsLatest: true) { observer in
            property.observe(observer)
        }
        subscriber.receive(subscription: subscription)
    }
}

extension Property {
    /// The property as a Combine publisher: its current value, then every change.
    ///
    /// ```swift
    /// let title = MutableProperty("Inbox")
    /// let cancellable = title.publisher.sink { print($0) }   // "Inbox"
    /// title.value = "Archive"                                 // "Archive"
    /// ```
    /// See ``PropertyPublisher`` for delivery, demand and completion.
    public var publisher: PropertyPublisher<Value> {
        PropertyPublisher(self)
    }
}
