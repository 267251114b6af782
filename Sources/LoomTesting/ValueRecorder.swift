public import Loom

/// Records every value a property or a signal sends, for tests: the values so far, the latest one,
/// and a way to wait for a value that is still to come, without sleeping.
///
/// ```swift
/// @Test @MainActor func searching() async {
///     let status = ValueRecorder(model.status)        // a property: its current value first
///     model.search("jazz")
///     let loaded = await status.next { $0 == .loaded }  // waits for it; never sleeps
///     #expect(loaded == .loaded)
///     #expect(status.values == [.idle, .loading, .loaded])
/// }
/// ```
///
/// The recorder holds its observation until it is released or ``stop()`` is called. Values that
/// come from elsewhere (a Combine sink, a store's `observe`, a delegate) are recorded with
/// ``record(_:)`` on a recorder made with ``init()``.
@MainActor
public final class ValueRecorder<Value> {
    private struct Waiter {
        let id: Int
        let isReady: (Value) -> Bool
        let continuation: CheckedContinuation<Int?, Never>
    }

    /// Every value recorded, oldest first.
    public private(set) var values: [Value] = []
    private var token: Token?
    private var waiters: [Waiter] = []
    private var nextWaiterID = 0

    /// Records the values of `property`: its current value first (unless `skipsInitial`), then every
    /// change.
    ///
    /// ```swift
    /// let titles = ValueRecorder(viewModel.title)
    /// ```
    public init(_ property: Property<Value>, skipsInitial: Bool = false) {
        token = property.observe(skipsInitial: skipsInitial) { [weak self] in self?.record($0) }
    }

    /// Records the events of `signal`.
    ///
    /// ```swift
    /// let taps = ValueRecorder(button.tapped)
    /// ```
    public init(_ signal: Signal<Value>) {
        token = signal.observe { [weak self] in self?.record($0) }
    }

    /// A recorder fed by ``record(_:)``.
    ///
    /// ```swift
    /// let actions = ValueRecorder<Action>()
    /// let token = store.observeActions { actions.record($0) }
    /// ```
    public init() {}

    /// The latest value recorded.
    public var last: Value? { values.last }

    /// Records `value` and hands it to the waiters it satisfies.
    public func record(_ value: Value) {
        values.append(value)
        let index = values.count - 1
        let ready = waiters.filter { $0.isReady(value) }
        waiters.removeAll { waiter in ready.contains { $0.id == waiter.id } }
        for waiter in ready { waiter.continuation.resume(returning: index) }
    }

    /// Ends the observation: later values are not recorded.
    public func stop() {
        token?.cancel()
        token = nil
    }

    /// The latest value if it satisfies `isReady`, or else the first later value that does, waiting
    /// for it (without sleeping); `nil` if the waiting task is cancelled (for example by the test's
    /// time limit), so that a broken test fails instead of hanging.
    ///
    /// ```swift
    /// let results = await recorder.next { !$0.isEmpty }
    /// ```
    public func next(where isReady: @escaping (Value) -> Bool) async -> Value? {
        if let last = values.last, isReady(last) { return last }
        nextWaiterID += 1
        let id = nextWaiterID
        let index: Int? = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Int?, Never>) in
                if Task.isCancelled {
                    continuation.resume(returning: nil)
                } else {
                    waiters.append(Waiter(id: id, isReady: isReady, continuation: continuation))
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.cancelWaiter(id) }
        }
        return index.map { values[$0] }
    }

    private func cancelWaiter(_ id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(returning: nil)
    }
}

extension ValueRecorder where Value: Equatable {
    /// The first value, current or later, equal to `value` (see ``next(where:)``).
    ///
    /// ```swift
    /// #expect(await status.next(.loaded) == .loaded)
    /// ```
    public func next(_ value: Value) async -> Value? {
        await next { $0 == value }
    }
}
