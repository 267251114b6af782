import Foundation

/// A signal the test controls: a server thread waiting on a closed gate answers only once the
/// test opens it. No wall-clock delay is involved.
final class Gate: Sendable {
    private let state = Locked(false)
    private let condition = NSCondition()

    /// Lets every waiter through, now and later. Idempotent.
    func open() {
        condition.lock()
        state.withLock { $0 = true }
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks the calling (server) thread until the gate is open.
    func wait() {
        condition.lock()
        while !state.withLock({ $0 }) { condition.wait() }
        condition.unlock()
    }
}
