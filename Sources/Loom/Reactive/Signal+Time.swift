extension Signal {
    /// A signal that sends an event only after `interval` has passed on `clock` without another
    /// event (the last event wins).
    ///
    /// ```swift
    /// let terms = textField.text.debounce(for: .milliseconds(330), clock: ContinuousClock())
    /// ```
    ///
    /// Delivery happens on the main actor. Each event's deadline is fixed when it arrives
    /// (`clock.now + interval`), so the outcome does not depend on when the main actor gets to run:
    /// an event whose quiet interval has passed is delivered before any later event, even if the
    /// main actor was busy at its deadline. Tests pass a test clock and advance it; nothing sleeps.
    /// A pending event is dropped when the last observer goes away.
    @MainActor
    @inlinable
    public func debounce<C: Clock<Duration>>(for interval: Duration, clock: C) -> Signal<Value> {
        Signal(connect: { hub in
            let debounce = DebounceTimer<Value, C>(interval: interval, clock: clock) { hub.deliver($0) }
            let upstream = self.hub.token { debounce.receive($0) }
            return Token {
                upstream.cancel()
                debounce.cancel()
            }
        })
    }

    /// A signal that sends at most one event per `interval` on `clock`: the first event of a quiet
    /// period goes through at once and opens a window; `trailing` says which event received during the
    /// window is sent when it ends, opening the next window (``ThrottleTrailing/latest``, the default, or
    /// ``ThrottleTrailing/first``), or that they are dropped (``ThrottleTrailing/drop``). The rules mean
    /// the same for ``Command/throttle(id:for:clock:trailing:)``.
    ///
    /// ```swift
    /// let scrolls = offsets.throttle(for: .milliseconds(100), clock: ContinuousClock())
    /// let taps = buttonTaps.throttle(for: .seconds(1), clock: ContinuousClock(), trailing: .drop)
    /// ```
    ///
    /// A window's end is fixed when the window opens, so the outcome does not depend on when the
    /// main actor gets to run. The open window ends when the last observer goes away.
    @MainActor
    @inlinable
    public func throttle<C: Clock<Duration>>(
        for interval: Duration, clock: C, trailing: ThrottleTrailing = .latest
    ) -> Signal<Value> {
        Signal(connect: { hub in
            let throttle = ThrottleTimer<Value, C>(
                interval: interval, trailing: trailing, clock: clock
            ) { hub.deliver($0) }
            let upstream = self.hub.token { throttle.receive($0) }
            return Token {
                upstream.cancel()
                throttle.cancel()
            }
        })
    }
}
