/// The rule of a debounce, as a pure value: instants in, actions out.
///
/// An element waits until `interval` has passed on the clock without another element; a newer
/// element replaces it and takes a new deadline. The deadline is fixed when the element arrives
/// (`arrival + interval`), from the instant the caller passes in: when the caller's timer actually
/// runs does not change what is sent, nor in which order.
///
/// The machine owns no timer and reads no clock. Its owner (``DebounceTimer``) passes the clock's
/// `now` to every event, performs the returned ``Action``, and keeps one timer that wakes at
/// ``deadline`` and calls ``deadlineReached(at:)``. Because deadlines only move later, one timer is
/// enough: when it wakes before the current deadline (a newer element moved it), the owner sleeps
/// again until the new ``deadline``.
///
/// ```swift
/// var machine = DebounceStateMachine<String, ContinuousClock.Instant>(interval: .milliseconds(300))
/// let start = ContinuousClock().now
/// _ = machine.receive("s", at: start)                                  // .none: "s" waits
/// _ = machine.receive("sw", at: start + .milliseconds(100))            // .none: "sw" replaces it
/// machine.deadlineReached(at: start + .milliseconds(400))              // .emit("sw")
/// ```
@usableFromInline
struct DebounceStateMachine<Element, Instant: InstantProtocol<Duration>> {
    @usableFromInline
    enum State {
        /// Nothing waits; no timer is needed.
        case idle
        /// `element` waits until `deadline`, fixed when it arrived.
        case waiting(element: Element, deadline: Instant)
    }

    /// What the owner does after an event.
    @usableFromInline
    enum Action {
        /// Nothing to send now.
        case none
        /// Send this element now.
        case emit(Element)
    }

    /// How long the clock must be quiet before the waiting element is sent.
    @usableFromInline let interval: Duration
    @usableFromInline var state: State = .idle

    @usableFromInline
    init(interval: Duration) {
        self.interval = interval
    }

    /// When the owner's timer must wake next, or `nil` when nothing waits.
    @inlinable
    var deadline: Instant? {
        if case .waiting(_, let deadline) = state { return deadline }
        return nil
    }

    /// An element arrived at `now`. It waits until `now + interval`, replacing the waiting one; if the
    /// waiting one's deadline has already passed (its timer has not run yet), that one is sent first.
    @inlinable
    mutating func receive(_ element: Element, at now: Instant) -> Action {
        let action: Action
        if case .waiting(let waiting, let deadline) = state, deadline <= now {
            action = .emit(waiting)
        } else {
            action = .none
        }
        state = .waiting(element: element, deadline: now.advanced(by: interval))
        return action
    }

    /// The owner's timer woke at `now`: the waiting element is sent if its deadline has passed;
    /// otherwise it keeps waiting (``deadline`` says until when).
    @inlinable
    mutating func deadlineReached(at now: Instant) -> Action {
        guard case .waiting(let element, let deadline) = state, deadline <= now else { return .none }
        state = .idle
        return .emit(element)
    }

    /// Drops the waiting element, if any.
    @inlinable
    mutating func cancel() {
        state = .idle
    }
}
