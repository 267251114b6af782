extension Signal {
    /// A signal that sends an event only after `interval` has passed without another event (the last
    /// event wins), measured on `clock`.
    ///
    /// ```swift
    /// let terms = textField.text.debounce(for: .milliseconds(330), clock: ContinuousClock())
    /// ```
    /// Delivery happens on the main actor. Time is read from the clock, not from when tasks happen to
    /// run: an event whose quiet interval has passed is delivered before any later event, even if the
    /// main actor was busy at its deadline. Tests pass a test clock and advance it; nothing sleeps.
    /// A pending event is dropped when the last observer goes away.
    @MainActor
    public func debounce<C: Clock<Duration>>(for interval: Duration, clock: C) -> Signal<Value> {
        Signal(connect: { hub in
            let timer = TaskSlot()
            var pending: (value: Value, deadline: C.Instant)?
            let flushIfDue = {
                guard let due = pending, clock.now >= due.deadline else { return }
                pending = nil
                timer.clear()
                hub.deliver(due.value)
            }
            let upstream = self.observeEvents { value in
                flushIfDue()
                let deadline = clock.now.advanced(by: interval)
                pending = (value, deadline)
                timer.replace(
                    with: Task { @MainActor in
                        guard await sleep(on: clock, until: deadline) else { return }
                        flushIfDue()
                    })
            }
            return Token {
                upstream.cancel()
                timer.cancel()
                pending = nil
            }
        })
    }

    /// A signal that sends at most one event per `interval` on `clock`: the first event of a quiet period
    /// goes through at once; with `latest` (the default), the last event received during the interval is
    /// sent when it ends, and opens the next interval.
    ///
    /// ```swift
    /// let scrolls = offsets.throttle(for: .milliseconds(100), clock: ContinuousClock())
    /// ```
    /// Windows are measured on the clock, so the outcome does not depend on when the main actor gets to run.
    @MainActor
    public func throttle<C: Clock<Duration>>(
        for interval: Duration, clock: C, latest: Bool = true
    ) -> Signal<Value> {
        Signal(connect: { hub in
            let timer = TaskSlot()
            var windowEnd: C.Instant?
            var trailing: Value?
            var scheduledEnd: C.Instant?
            var schedule: (C.Instant) -> Void = { _ in }
            // Closes every window that has ended by now, sending its trailing event.
            let closeEndedWindows = {
                while let end = windowEnd, clock.now >= end {
                    if let value = trailing {
                        trailing = nil
                        hub.deliver(value)
                        windowEnd = end.advanced(by: interval)
                    } else {
                        windowEnd = nil
                        timer.cancel()
                    }
                }
                if let end = windowEnd { schedule(end) }
            }
            schedule = { end in
                guard scheduledEnd != end || !timer.isActive else { return }
                scheduledEnd = end
                timer.replace(
                    with: Task { @MainActor in
                        guard await sleep(on: clock, until: end) else { return }
                        closeEndedWindows()
                    })
            }
            let upstream = self.observeEvents { value in
                closeEndedWindows()
                if windowEnd != nil {
                    if latest { trailing = value }
                } else {
                    hub.deliver(value)
                    let end = clock.now.advanced(by: interval)
                    windowEnd = end
                    schedule(end)
                }
            }
            return Token {
                upstream.cancel()
                timer.cancel()
                schedule = { _ in }
                trailing = nil
            }
        })
    }
}

/// Sleeps on `clock` until `deadline` unless it has already passed; false when cancelled.
@MainActor
private func sleep<C: Clock<Duration>>(on clock: C, until deadline: C.Instant) async -> Bool {
    if clock.now < deadline {
        do { try await clock.sleep(until: deadline, tolerance: nil) } catch { return false }
    }
    return !Task.isCancelled
}

/// Holds at most one running task; replacing or cancelling it cancels the previous one.
@MainActor
internal final class TaskSlot {
    private var task: Task<Void, Never>?

    var isActive: Bool { task != nil }

    func replace(with newTask: Task<Void, Never>) {
        task?.cancel()
        task = newTask
    }

    func clear() {
        task = nil
    }

    func cancel() {
        task?.cancel()
        task = nil
    }
}
