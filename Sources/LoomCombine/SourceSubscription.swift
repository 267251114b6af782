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
/// - A value that arrives while the demand is zero is kept (`keepsLatest`: only the newest one, delivered
///   when demand comes, as `CurrentValueSubject` does) or dropped (as `PassthroughSubject` does).
/// - Delivery is synchronous, on the caller's isolation, in the source's first-in-first-out order (the
///   source's hub queues re-entrant sets; a value that still reached this subscription during a delivery
///   to its subscriber is queued here and delivered after it).
/// - The source finishes the subscriber when it releases the observer, which a root source (a
///   `MutableProperty` or an `Emitter`) does when it is released itself.
///
/// Like every Loom cell it is confined to the isolation of its source: request and cancel there.
///
/// The subscriber is held through two closures, so the subscription is generic over the value only: the
/// per-value path (which Combine reaches through protocol witnesses, never specialised) then touches no
/// generic type but `Value` itself, and instantiates no metadata.
final class SourceSubscription<Value>: Subscription {
    let combineIdentifier = CombineIdentifier()
    // Exclusivity: the per-value state below is only ever accessed instantaneously (read into a local,
    // then call out), so no access overlaps another, re-entrant delivery included. Debug builds (and so
    // the tests, which exercise every re-entrant path) keep the runtime check; release builds drop it, as
    // Loom's `Hub` does, which halves the bridge's own cost per value (see Benchmarks/).
    #if DEBUG
    /// False once cancelled or finished.
    private var isActive = true
    /// The subscriber's `receive(_:)`; a no-op once ended (which releases the subscriber).
    private var send: (Value) -> Subscribers.Demand
    private var demand = Subscribers.Demand.none
    /// Whether `queue` or `pending` holds anything: checked on every value instead of both.
    private var hasBacklog = false
    private var isDelivering = false
    #else
    @exclusivity(unchecked) private var isActive = true
    @exclusivity(unchecked) private var send: (Value) -> Subscribers.Demand
    @exclusivity(unchecked) private var demand = Subscribers.Demand.none
    @exclusivity(unchecked) private var hasBacklog = false
    @exclusivity(unchecked) private var isDelivering = false
    #endif
    /// The subscriber's `receive(completion: .finished)`; a no-op once ended.
    private var finish: () -> Void
    /// Whether a value that finds no demand is kept (newest only) rather than dropped.
    private let keepsLatest: Bool
    /// Starts observing the source; `nil` once started (or after cancellation).
    private var start: ((@escaping (Value) -> Void) -> Token)?
    private var token: Token?
    /// The newest value that found no demand (when `keepsLatest`).
    private var pending: Value?
    /// Values that arrived during a delivery to the subscriber, in order.
    private var queue: ContiguousArray<Value> = []

    /// A subscription for `downstream` that observes its source with `start` at the first request.
    init<Downstream: Subscriber>(
        downstream: Downstream, keepsLatest: Bool, start: @escaping (@escaping (Value) -> Void) -> Token
    ) where Downstream.Input == Value, Downstream.Failure == Never {
        self.send = { downstream.receive($0) }
        self.finish = { downstream.receive(completion: .finished) }
        self.keepsLatest = keepsLatest
        self.start = start
    }

    func request(_ more: Subscribers.Demand) {
        guard more > .none, isActive else { return }
        demand += more
        if let start {
            self.start = nil
            // The observer holds the link, the link holds this subscription: the source keeps the
            // subscription alive while it observes (as a Combine subject keeps its subscriptions), and the
            // link's release tells that the source let go of it.
            let link = SourceLink(self)
            let token = start { link.subscription.receiveFromSource($0) }
            if isActive {
                self.token = token
            } else {
                token.cancel()  // cancelled, or finished, during the first delivery
            }
        } else if hasBacklog && !isDelivering {
            drainBacklog()
        }
    }

    func cancel() {
        guard isActive else { return }
        end()
    }

    /// A value from the source.
    func receiveFromSource(_ value: Value) {
        guard isActive else { return }
        if isDelivering {
            queue.append(value)
            hasBacklog = true
            return
        }
        deliver(value)
        if hasBacklog { drainBacklog() }
    }

    /// The source released its observer: it will never send again.
    func sourceEnded() {
        guard isActive else { return }
        let finish = self.finish
        end()
        finish()
    }

    /// Sends `value` if there is demand; otherwise keeps it (when `keepsLatest`) or drops it.
    private func deliver(_ value: Value) {
        guard demand > .none else {
            if keepsLatest {
                pending = value
                hasBacklog = true
            }
            return
        }
        demand -= 1
        isDelivering = true
        let more = send(value)
        isDelivering = false
        if more > .none { demand += more }
    }

    /// Delivers what arrived during deliveries, in order, then a kept value if there is demand for it.
    private func drainBacklog() {
        while isActive && hasBacklog {
            if !queue.isEmpty {
                let value = queue.removeFirst()
                hasBacklog = !queue.isEmpty || pending != nil
                deliver(value)
            } else if demand > .none, let value = pending {
                pending = nil
                hasBacklog = false
                deliver(value)
            } else {
                return
            }
        }
    }

    /// Ends the subscription: releases the subscriber, and the observation if there is one.
    private func end() {
        isActive = false
        send = { _ in .none }
        finish = {}
        start = nil
        pending = nil
        queue.removeAll()
        hasBacklog = false
        let observation = token
        token = nil
        observation?.cancel()
    }
}

/// Carried by the observer a subscription gives its source. The source releases the observer when the
/// observation ends; if the subscription did not end it (by cancelling), the source has ended.
private final class SourceLink<Value> {
    let subscription: SourceSubscription<Value>

    init(_ subscription: SourceSubscription<Value>) {
        self.subscription = subscription
    }

    deinit {
        subscription.sourceEnded()
    }
}
