import Dispatch

/// Whether code runs on the main queue, the main actor's executor: for bridges whose callbacks come on any
/// thread (notifications, key-value observing) and go to the main actor now when they can, else later.
///
/// On Apple platforms the main queue runs on the main thread; asking the queue rather than the thread stays
/// right where the main queue is drained by another thread (Linux after `dispatchMain()`, as under
/// `swift test`), so the answer is the same everywhere.
package enum MainQueue {
    private static let key = MainQueueKey()

    /// Whether the caller runs on the main queue.
    package static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key.value) == true
    }
}

/// The key only the main queue has a value for. `DispatchSpecificKey` is not `Sendable`.
///
/// `@unchecked Sendable` is safe because `value` never changes after `init`, the one instance is made
/// once (a static `let`, initialized once by the runtime), and libdispatch synchronizes `setSpecific`
/// and `getSpecific`.
private final class MainQueueKey: @unchecked Sendable {
    let value = DispatchSpecificKey<Bool>()

    init() {
        DispatchQueue.main.setSpecific(key: value, value: true)
    }
}
