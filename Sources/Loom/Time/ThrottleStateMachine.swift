/// The rule of a throttle, as a pure value: instants in, actions out.
///
/// The first element of a quiet period is sent at once and opens a window of `interval`. Elements
/// that arrive inside the window are dropped, except one that is kept (``ThrottleTrailing``) and sent when
/// the window ends; sending it opens the next window, `interval` after the end of the previous one.
/// Window ends are fixed when the window opens, from the instants the caller passes in: when the
/// caller's timer actually runs does not change what is sent, nor in which order.
///
/// The machine owns no timer and reads no clock. Its owner (``ThrottleTimer``) passes the clock's
/// `now` to every event, performs the returned ``Action``, and keeps one timer that wakes at
/// ``deadline`` (the end of the open window) and calls ``deadlineReached(at:)``.
///
/// ```swift
/// var machine = ThrottleStateMachine<Int, ContinuousClock.Instant>(
///     interval: .milliseconds(100), trailing: .latest)
/// let start = ContinuousClock().now
/// _ = machine.receive(1, at: start)                         // .emit(1): opens the window
/// _ = machine.receive(2, at: start + .milliseconds(10))     // .none: kept
/// _ = machine.receive(3, at: start + .milliseconds(20))     // .none: kept instead of 2
/// machine.deadlineReached(at: start + .milliseconds(100))   // .emit(3): opens the next window
/// ```
@usableFromInline
struct ThrottleStateMachine<Element, Instant: InstantProtocol<Duration>> {
    @usableFromInline
    enum State {
        /// No window is open; the next element is sent at once.
        case idle
        /// A window is open until `end`; `kept` is sent when it ends.
        case open(end: Instant, kept: Element?)
    }

    /// What the owner does after an event.
    @usableFromInline
    enum Action {
        /// Nothing to send now.
        case none
        /// Send this element now.
        case emit(Element)
        /// Send both, in this order: the kept element of a window that had already ended (its timer
        /// had not run yet), then the element that arrived, which opens a new window.
        case emitBoth(Element, Element)
    }

    /// How long a window lasts.
    @usableFromInline let interval: Duration
    /// Which element of a window is sent when it ends.
    @usableFromInline let trailing: ThrottleTrailing
    @usableFromInline var state: State = .idle

    @usableFromInline
    init(interval: Duration, trailing: ThrottleTrailing) {
        self.interval = interval
        self.trailing = trailing
    }

    /// When the owner's timer must wake next (the end of the open window), or `nil` when no window
    /// is open.
    @inlinable
    var deadline: Instant? {
        if case .open(let end, _) = state { return end }
        return nil
    }

    /// An element arrived at `now`. Windows that ended by `now` are closed first (their kept element
    /// is sent); then the element is sent at once if no window is open, or kept or dropped.
    @inlinable
    mutating func receive(_ element: Element, at now: Instant) -> Action {
        let closed = closeWindows(endedBy: now)
        switch state {
        case .idle:
            state = .open(end: now.advanced(by: interval), kept: nil)
            if let closed { return .emitBoth(closed, element) }
            return .emit(element)
        case .open(let end, let kept):
            switch trailing {
            case .latest: state = .open(end: end, kept: element)
            case .first: if kept == nil { state = .open(end: end, kept: element) }
            case .drop: break
            }
            if let closed { return .emit(closed) }
            return .none
        }
    }

    /// The owner's timer woke at `now`: windows that ended by `now` are closed, and the kept
    /// element, if any, is sent (it opens the next window).
    @inlinable
    mutating func deadlineReached(at now: Instant) -> Action {
        if let closed = closeWindows(endedBy: now) { return .emit(closed) }
        return .none
    }

    /// Closes the window if it ended by `now`: its kept element opens the next window, which may
    /// itself have ended (then, with nothing kept, no window is left open).
    @inlinable
    mutating func closeWindows(endedBy now: Instant) -> Element? {
        guard case .open(let end, let kept) = state, end <= now else { return nil }
        guard let kept else {
            state = .idle
            return nil
        }
        let next = end.advanced(by: interval)
        state = next <= now ? .idle : .open(end: next, kept: nil)
        return kept
    }

    /// Closes the open window, dropping its kept element.
    @inlinable
    mutating func cancel() {
        state = .idle
    }
}
