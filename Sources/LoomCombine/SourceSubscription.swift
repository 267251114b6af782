import Loom

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The subscription behind ``PropertyPublisher`` and ``SignalPublisher``: it observes one Loom source and
/// hands its values to one Combine subscriber, never more than the subscriber asked for.
///
/// - Observation starts at the first non-zero demand (a property's current value is that demand's first
///   value), so a subscriber that never asks gets nothing and costs the source nothing.
/// - A value that arrives while the demand is zero is kept (`.latest`: only the newest one, delivered when
///   demand comes, as `CurrentValueSubject` does) or dropped (`.drop`: as `PassthroughSubject` does).
/// - Delivery is synchronous, on the caller's isolation, in the source's first-in-first-out order (the
///   source's hub queues re-entrant sets; a value that still reached this subscription during a delivery
///   to its subscriber is queued here and delivered after it).
/// - The source finishes the subscriber when it releases the observer, which a root source (a
///   `MutableProperty` or an `Emitter`) does when it is released itself.
///
/// Like every Loom cell it is confined to the isolation of its source: request and cancel there.
final class SourceSubscription<Downstream: Subscriber>: Subscription where Downstream.Failure == Never {
    typealias Value = Downstream.Input

    /// What happens to a value that arrives while the subscriber's demand is zero.
    enum Backlog {
        /// Keep the newest value and deliver it when demand comes.
        case latest
        /// Drop it.
        case drop
    }

    let combineIdentifier = CombineIdentifier()
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private let backlog: Backlog
    /// Starts observing the source; `nil` once started (or after cancellation).
    private var start: ((@escaping (Value) -> Void) -> Token)?
    private var token: Token?
    /// The newest value that found no demand (`.latest` only).
    private var pending: Value?
    /// Values that arrived during a delivery to the subscriber, in order.
    private var queue: ContiguousArray<Value> = []
    private var isDelivering = false

    init(downstream: Downstream, backlog: Backlog, start: @escaping (@escaping (Value) -> Void) -> Token) {
        self.downstream = downstream
        self.backlog = backlog
        self.start = start
    }

    func request(_ more: Subscribers.Demand) {
        guard more > .none, downstream != nil else { return }
        demand += more
        if let start {
            self.start = nil
            // The observer holds the link, the link holds this subscription: the source keeps the
            // subscription alive while it observes (as a Combine subject keeps its subscriptions), and the
            // link's release tells that the source let go of it.
            let link = SourceLink(self)
            let token = start { link.subscription.receiveFromSource($0) }
            if downstream == nil {
                token.cancel()  // cancelled, or finished, during the first delivery
            } else {
                self.token = token
            }
        } else if !isDelivering, let value = pending {
            pending = nil
            deliver(value)
        }
    }

    func cancel() {
        guard downstream != nil else { return }
        downstream = nil
        end()
    }

    /// A value from the source.
    func receiveFromSource(_ value: Value) {
        guard downstream != nil else { return }
        if isDelivering {
            queue.append(value)
        } else {
            deliver(value)
        }
    }

    /// The source released its observer: it will never send again.
    func sourceEnded() {
        guard let subscriber = downstream else { return }
        downstream = nil
        end()
        subscriber.receive(completion: .finished)
    }

    private func deliver(_ first: Value) {
        var next: Value? = first
        while let value = next, let subscriber = downstream {
            if demand > .none {
                demand -= 1
                isDelivering = true
                let more = subscriber.receive(value)
                isDelivering = false
                if more > .none { demand += more }
            } else if backlog == .latest {
                pending = value
            }
            next = nextQueued()
        }
    }

    /// The next value to deliver after a delivery: what arrived during it, then a kept value if demand came.
    private func nextQueued() -> Value? {
        if !queue.isEmpty { return queue.removeFirst() }
        if demand > .none, let value = pending {
            pending = nil
            return value
        }
        return nil
    }

    private func end() {
        start = nil
        pending = nil
        queue.removeAll()
        let observation = token
        token = nil
        observation?.cancel()
    }
}

/// Carried by the observer a subscription gives its source. The source releases the observer when the
/// observation ends; if the subscription did not end it (by cancelling), the source has ended.
private final class SourceLink<Downstream: Subscriber> where Downstream.Failure == Never {
    let subscription: SourceSubscription<Downstream>

    init(_ subscription: SourceSubscription<Downstream>) {
        self.subscription = subscription
    }

    deinit {
        subscription.sourceEnded()
    }
}
