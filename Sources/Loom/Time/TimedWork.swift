/// A debounce or a throttle, as a store's command runner holds them by identifier.
@MainActor
@usableFromInline
protocol TimedWork: AnyObject {
    /// The timer's task while it runs (for `.concatenate` to wait on).
    var timerTask: Task<Void, Never>? { get }
    /// Drops what waits and stops the timer.
    func cancel()
}
