#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value that any thread reads and writes under a lock.
///
/// Loom's minimum platforms (iOS 17, macOS 14) predate Synchronization's `Mutex` and `Atomic`
/// (iOS 18, macOS 15), so the few places that cross threads use this instead: `os_unfair_lock` on
/// Apple platforms, a `pthread_mutex_t` elsewhere. Both live at a fixed heap address, as they must.
///
/// ```swift
/// let pending = Locked(0)
/// pending.withLock { $0 += 1 }
/// ```
// Sharing it is safe: `state` is only touched inside `withLock`, which holds the lock for the whole access.
final class Locked<State: Sendable>: @unchecked Sendable {
    private var state: State
    #if canImport(Darwin)
    private let lock: os_unfair_lock_t
    #else
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    init(_ state: State) {
        self.state = state
        lock = .allocate(capacity: 1)
        #if canImport(Darwin)
        lock.initialize(to: os_unfair_lock())
        #else
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
        pthread_mutex_destroy(lock)
        #endif
        lock.deinitialize(count: 1)
        lock.deallocate()
    }

    /// Runs `body` with exclusive access to the value. `body` must not call `withLock` on the same
    /// instance (the lock is not recursive).
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        #else
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        #endif
        return try body(&state)
    }
}
