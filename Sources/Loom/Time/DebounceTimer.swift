/// Runs a ``DebounceStateMachine`` on the main actor with one ``DeadlineTimer``: what
/// `Signal.debounce(for:clock:)` and `Command.debounce(id:for:clock:)` are made of.
///
/// Each element is handed to the machine with the clock's `now` (that is when its deadline is
/// fixed), and `emit` gets what the machine sends. One timer task serves any number of elements: a
/// newer element only moves the deadline, and the timer sleeps again when it wakes early. Cancelling
/// or releasing the debounce drops the waiting element and cancels the timer.
///
/// ```swift
/// let debounce = DebounceTimer<String, ContinuousClock>(
///     interval: .milliseconds(300), clock: ContinuousClock()) { print("search", $0) }
/// debounce.receive("s")
/// debounce.receive("sw")   // 300 ms later: prints "search sw"
/// ```
@MainActor
@usableFromInline
final class DebounceTimer<Element, C: Clock<Duration>>: TimedWork {
    @usableFromInline var machine: DebounceStateMachine<Element, C.Instant>
    @usableFromInline let timer: DeadlineTimer<C>
    @usableFromInline let emit: @MainActor (Element) -> Void
    /// Called when nothing waits any more and the timer has stopped (not after ``cancel()``).
    @usableFromInline var onIdle: (@MainActor () -> Void)?

    @usableFromInline
    init(interval: Duration, clock: C, emit: @escaping @MainActor (Element) -> Void) {
        self.machine = DebounceStateMachine(interval: interval)
        self.timer = DeadlineTimer(clock: clock)
        self.emit = emit
    }

    /// The clock the deadlines are read from.
    var clock: C { timer.clock }
    /// The quiet interval.
    var interval: Duration { machine.interval }
    /// Whether an element waits (and so the timer runs).
    var isWaiting: Bool { machine.deadline != nil }

    /// The timer's task while it runs.
    @inlinable
    var timerTask: Task<Void, Never>? { timer.task }

    /// Hands `element` to the machine at the clock's `now`.
    @inlinable
    func receive(_ element: Element) {
        if case .emit(let due) = machine.receive(element, at: timer.clock.now) { emit(due) }
        guard !timer.isRunning, let deadline = machine.deadline else { return }
        // `unowned`: releasing this object cancels the timer's task before it could call back, and
        // a weak reference would slow down every retain of this object (a side table).
        timer.start(until: deadline) { [unowned self] now in self.deadlineReached(at: now) }
    }

    @inlinable
    func deadlineReached(at now: C.Instant) -> C.Instant? {
        if case .emit(let element) = machine.deadlineReached(at: now) { emit(element) }
        // Read after emitting: what was emitted may have sent a newer element.
        let next = machine.deadline
        if next == nil { onIdle?() }
        return next
    }

    /// Drops the waiting element and stops the timer.
    @inlinable
    func cancel() {
        machine.cancel()
        timer.cancel()
    }
}
