import Foundation
import Observation

/// Counts the change notifications Observation sends for what a closure reads: a test of an
/// `@Observable` model, a tracked Loom property or a store reads some members in the closure, makes
/// changes, then checks ``changes``.
///
/// ```swift
/// @Test @MainActor func onlyTheCountIsTracked() {
///     let store = Store(initialState: Feature(), reducer: feature)
///     let probe = ObservationProbe { _ = store.state.count }
///     store.send(.setTitle("x"))
///     #expect(probe.changes == 0)
///     store.send(.increment)
///     #expect(probe.changes == 1)
/// }
/// ```
///
/// Observation reports the first change of a tracking only (its `onChange` runs once, before the value
/// changes, on the thread that changes it); ``track(_:)`` tracks again, counting into the same
/// ``changes``.
///
/// `@unchecked Sendable` is safe: `count` is only read and written while holding `lock` (Observation
/// calls `onChange` on whatever thread makes the change).
public final class ObservationProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// Tracks what `read` reads.
    public init(_ read: () -> Void) {
        track(read)
    }

    /// How many change notifications arrived.
    public var changes: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    /// Tracks what `read` reads, once more.
    ///
    /// ```swift
    /// probe.track { _ = screen.state }
    /// ```
    public func track(_ read: () -> Void) {
        withObservationTracking(read) { [self] in
            lock.lock()
            count += 1
            lock.unlock()
        }
    }
}
