extension Signal {
    /// A signal that sends an event only after `interval` has passed without another event (the last
    /// event wins), measured on `clock`.
    ///
    /// ```swift
    /// let terms = textField.text.debounce(for: .milliseconds(330), clock: ContinuousClock())
    /// ```
    /// Delivery happens on the main actor. Tests pass a test clock and advance it; nothing sleeps.
    /// A pending event is dropped when the last observer goes away.
    @MainActor
    public func debounce<C: Clock<Duration>>(for interval: Duration, clock: C) -> Signal<Value> {
        Signal(connect: { hub in
            let pending = TaskSlot()
            let upstream = self.observeEvents { value in
                pending.replace(
                    with: Task { @MainActor in
                        do { try await clock.sleep(for: interval) } catch { return }
                        pending.clear()
                        hub.deliver(value)
                    })
            }
            return Token {
                upstream.cancel()
                pending.cancel()
            }
        })
    }

    /// A signal that sends at most one event per `interval` on `clock`: the first event of a quiet period
    /// goes through at once; with `latest` (the default), the last event received during the interval is
    /// sent when it ends.
    ///
    /// ```swift
    /// let scrolls = offsets.throttle(for: .milliseconds(100), clock: ContinuousClock())
    /// ```
    @MainActor
    public func throttle<C: Clock<Duration>>(
        for interval: Duration, clock: C, latest: Bool = true
    ) -> Signal<Value> {
        Signal(connect: { hub in
            let window = TaskSlot()
            var trailing: Value?
            var openWindow: () -> Void = {}
            openWindow = {
                window.replace(
                    with: Task { @MainActor in
                        do { try await clock.sleep(for: interval) } catch { return }
                        window.clear()
                        if let value = trailing {
                            trailing = nil
                            hub.deliver(value)
                            openWindow()
                        }
                    })
            }
            let upstream = self.observeEvents { value in
                if window.isActive {
                    if latest { trailing = value }
                } else {
                    hub.deliver(value)
                    openWindow()
                }
            }
            return Token {
                upstream.cancel()
                window.cancel()
                openWindow = {}
            }
        })
    }
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
