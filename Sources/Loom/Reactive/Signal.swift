/// A stream of events with no current value: user intent ("closeRequested", "selected(item)"), results,
/// notifications.
///
/// Send into a signal through an ``Emitter``; expose it read-only as `Signal`.
///
/// ```swift
/// final class SearchView {
///     private let selectedEmitter = Emitter<Int>()
///     var selected: Signal<Int> { selectedEmitter }
///     func userTapped(row: Int) { selectedEmitter.send(row) }
/// }
/// let view = SearchView()
/// let token = view.selected.map { "row \($0)" }.observe { print($0) }
/// view.userTapped(row: 3)   // prints "row 3"
/// ```
///
/// Delivery follows the same contract as ``Property``: synchronous, in subscription order, re-entrant sends
/// queued first in first out. A derived signal is connected to its source only while it is observed.
/// Signals are not `Sendable`: each stays in the isolation domain that created it.
public class Signal<Value> {
    @usableFromInline internal let hub: Hub<Value>
    /// For signals made from a property: gives a new observer the property's current state.
    @usableFromInline internal let prime: (((Value) -> Void) -> Void)?
    /// How a derived signal's hub connects to its sources. Owned here: the hub holds it weakly.
    private let source: HubSource<Value>?

    /// - Parameters:
    ///   - connect: Observes the sources and forwards into the hub (`nil` for a root).
    ///   - prime: Gives a new observer the current state of a signal made from a property.
    ///   - upstreams: The hubs `connect` forwards from synchronously (see ``Hub``); empty for signals that
    ///     deliver on their own schedule (timers, tasks).
    @usableFromInline
    internal init(
        connect: ((Hub<Value>) -> Token)?, prime: (((Value) -> Void) -> Void)? = nil,
        upstreams: [any DeliveryState] = []
    ) {
        let source = connect.map { HubSource(connect: $0, upstreams: upstreams) }
        self.source = source
        self.hub = Hub(source: source)
        self.prime = prime
    }

    /// Observes the signal: `observer` gets every event until the returned token is cancelled or released.
    ///
    /// A signal made from a property (``Property/ignoreNil()``, or a merge with one) first gives a new
    /// observer the property's current value, unless `skipsInitial`; other signals have no current value,
    /// and `skipsInitial` changes nothing for them.
    public func observe(skipsInitial: Bool = false, _ observer: @escaping (Value) -> Void) -> Token {
        let token = hub.token(for: observer)
        if !skipsInitial { prime?(observer) }
        return token
    }

    /// Gives `observer` this signal's priming events, if it has any.
    internal func primeIfAny(_ observer: (Value) -> Void) {
        prime?(observer)
    }

    /// Observes events without priming (for operators: priming is composed separately).
    internal func observeEvents(_ observer: @escaping (Value) -> Void) -> Token {
        hub.token(for: observer)
    }

    /// A signal over a source of your own (a notification, a callback API), connected while it is
    /// observed: `start` runs when the first observer arrives, with a function that sends an event to
    /// every observer, and returns the token that stops the source; that token is cancelled when the last
    /// observer leaves (or its token is released). Observers added later share the running source.
    ///
    /// ```swift
    /// let ticks = Signal<Int> { send in
    ///     let ticker = Ticker(every: .seconds(1)) { send($0) }   // your source
    ///     return Token { ticker.stop() }
    /// }
    /// let token = ticks.observe { print($0) }   // starts the ticker
    /// token.cancel()                            // stops it
    /// ```
    ///
    /// Call `send` in the signal's isolation (the signal is not `Sendable`). The source is not kept alive
    /// by the signal's observers beyond what `start` captures: keep what `send` needs in the closure.
    public convenience init(_ start: @escaping (_ send: @escaping (Value) -> Void) -> Token) {
        self.init(connect: { hub in start { hub.deliver($0) } })
    }

}
