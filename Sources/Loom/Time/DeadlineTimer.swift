/// One task that sleeps on a clock until the deadlines its owner gives it: the timer of a
/// ``DebounceTimer`` or a ``ThrottleTimer``.
///
/// ``start(until:fire:)`` starts the task unless it is running: it sleeps until the deadline (not at
/// all if the clock has already passed it), calls `fire` with the clock's `now`, and sleeps again
/// until the deadline `fire` returns, until `fire` returns `nil`. Deadlines are instants fixed by the
/// owner's state machine, never "the time when the task got to run plus a duration", so a timer that
/// runs late sends the same things in the same order. Cancelling or releasing the timer cancels the
/// task.
@MainActor
@usableFromInline
final class DeadlineTimer<C: Clock<Duration>> {
    /// The clock the timer sleeps on.
    @usableFromInline let clock: C
    @usableFromInline let slot = TaskSlot()

    @usableFromInline
    init(clock: C) {
        self.clock = clock
    }

    /// Whether the task is running (sleeping, or about to call `fire`).
    @inlinable
    var isRunning: Bool { slot.isActive }

    /// The task while it runs.
    @inlinable
    var task: Task<Void, Never>? { slot.task }

    /// Starts the task unless it is running; see the type's discussion.
    @inlinable
    func start(until deadline: C.Instant, fire: @escaping @MainActor (C.Instant) -> C.Instant?) {
        guard !slot.isActive else { return }
        let clock = self.clock
        slot.replace(
            // `unowned`: releasing the timer cancels this task (its slot does), and the task checks
            // for cancellation before every use of `self`; a weak reference would slow down every
            // retain of the timer (a side table).
            with: Task { @MainActor [unowned self] in
                var deadline = deadline
                while true {
                    if clock.now < deadline {
                        do { try await clock.sleep(until: deadline, tolerance: nil) } catch { return }
                    }
                    guard !Task.isCancelled else { return }
                    let next = fire(clock.now)
                    // Cancelled while firing: the slot may already hold a newer task.
                    guard !Task.isCancelled else { return }
                    guard let next else {
                        slot.clear()
                        return
                    }
                    deadline = next
                }
            })
    }

    /// Cancels the task, if it is running.
    @inlinable
    func cancel() {
        slot.cancel()
    }
}
