/// Runs a ``ThrottleStateMachine`` on the main actor with one ``DeadlineTimer``: what
/// `Signal.throttle(for:clock:trailing:)` and `Command.throttle(id:for:clock:trailing:)` are made of.
///
/// Each element is handed to the machine with the clock's `now`, and `emit` gets what the machine
/// sends. The timer runs while a window is open and wakes at each window's end, which the machine
/// fixed when the window opened. Cancelling or releasing the throttle closes the window, drops the
/// kept element and cancels the timer.
///
/// ```swift
/// let throttle = ThrottleTimer<Int, ContinuousClock>(
///     interval: .milliseconds(100), trailing: .latest, clock: ContinuousClock()) { print($0) }
/// throttle.receive(1)   // prints 1
/// throttle.receive(2)
/// throttle.receive(3)   // 100 ms after 1: prints 3
/// ```
@MainActor
@usableFromInline
final class ThrottleTimer<Element, C: Clock<Duration>>: TimedWork {
    @usableFromInline var machine: ThrottleStateMachine<Element, C.Instant>
    @usableFromInline let timer: DeadlineTimer<C>
    @usableFromInline let emit: @MainActor (Element) -> Void
    /// Called when the last window has closed and the timer has stopped (not after ``cancel()``).
    @usableFromInline var onIdle: (@MainActor () -> Void)?

    @usableFromInline
    init(
        interval: Duration, trailing: ThrottleTrailing, clock: C,
        emit: @escaping @MainActor (Element) -> Void
    ) {
        self.machine = ThrottleStateMachine(interval: interval, trailing: trailing)
        self.timer = DeadlineTimer(clock: clock)
        self.emit = emit
    }

    /// The clock the windows are measured on.
    var clock: C { timer.clock }
    /// The length of a window.
    var interval: Duration { machine.interval }
    /// Which element of a window is sent when it ends.
    var trailing: ThrottleTrailing { machine.trailing }

    /// The timer's task while it runs.
    @inlinable
    var timerTask: Task<Void, Never>? { timer.task }

    /// Hands `element` to the machine at the clock's `now`.
    @inlinable
    func receive(_ element: Element) {
        switch machine.receive(element, at: timer.clock.now) {
        case .none: break
        case .emit(let element): emit(element)
        case .emitBoth(let kept, let element):
            emit(kept)
            emit(element)
        }
        guard !timer.isRunning, let deadline = machine.deadline else { return }
        // `unowned`: releasing this object cancels the timer's task before it could call back, and
        // a weak reference would slow down every retain of this object (a side table).
        timer.start(until: deadline) { [unowned self] now in self.deadlineReached(at: now) }
    }

    @inlinable
    func deadlineReached(at now: C.Instant) -> C.Instant? {
        if case .emit(let element) = machine.deadlineReached(at: now) { emit(element) }
        // Read after emitting: what was emitted may have sent another element.
        let next = machine.deadline
        if next == nil { onIdle?() }
        return next
    }

    /// Closes the window, drops the kept element and stops the timer.
    @inlinable
    func cancel() {
        machine.cancel()
        timer.cancel()
    }
}
