public import Loom

#if canImport(Combine)
public import Combine
#else
public import OpenCombine
#endif

/// A Loom ``Loom/Signal`` as a Combine publisher of its events.
///
/// Get one from ``Loom/Signal/publisher``:
///
/// ```swift
/// let taps = Emitter<Int>()
/// let cancellable = taps.publisher.filter { $0 > 0 }.sink { print("row \($0)") }
/// taps.send(3)   // prints "row 3"
/// ```
///
/// ## Delivery
/// Events arrive synchronously, before `send` returns, on the sender's isolation, in subscription order;
/// an event sent during a delivery is delivered after it, first in first out. The publisher never sends
/// more than the subscriber asked for: an event that finds no demand is dropped (as `PassthroughSubject`
/// does). Observation of the signal starts at the subscriber's first request.
///
/// ## Completion and lifetime
/// A publisher of an `Emitter` finishes when that emitter is released: once observing, a subscription
/// holds the observation, not the emitter, so the emitter's owner decides when it ends. The same holds
/// for a derived signal (made with `map` and the like): it never keeps its root emitter alive, and its
/// publisher finishes when the root is released. Cancelling removes the observation at once.
///
/// ## Isolation
/// Like the signal, the subscription is confined to the signal's isolation: subscribe, request and cancel
/// there (move downstream work elsewhere with `receive(on:)`).
public struct SignalPublisher<Value>: Publisher {
    /// The signal's events.
    public typealias Output = Value
    /// A signal never fails.
    public typealias Failure = Never

    /// The signal this publisher publishes.
    public let signal: Signal<Value>

    /// A publisher of `signal`'s events.
    public init(_ signal: Signal<Value>) {
        self.signal = signal
    }

    /// Attaches `subscriber`; the signal is observed from the subscriber's first request on.
    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Value, Downstream.Failure == Never {
        let signal = self.signal
        let subscription = SourceSubscription(downstream: subscriber, keepsLatest: false) { observer in
            signal.observe(observer)
        }
        subscriber.receive(subscription: subscription)
    }
}

extension Signal {
    /// The signal as a Combine publisher of its events.
    ///
    /// ```swift
    /// let closeRequested = Emitter<Void>()
    /// let cancellable = closeRequested.publisher.sink { print("close") }
    /// closeRequested.send()   // prints "close"
    /// ```
    /// See ``SignalPublisher`` for delivery, demand and completion.
    public var publisher: SignalPublisher<Value> {
        SignalPublisher(self)
    }
}
