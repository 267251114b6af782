#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Foundation

/// Whether code runs on the main queue, the main actor's executor. On Apple platforms that is the main
/// thread (`Thread.isMainThread`); asking the queue rather than the thread stays right where the main queue
/// is drained by another thread (Linux's `dispatchMain()`, where LoomUIKit runs on a UIKit stand-in).
enum MainQueue {
    private static let key = MainQueueKey()

    /// Whether the caller runs on the main queue.
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key.value) == true
    }
}

/// A key only the main queue has a value for, made on first use. `DispatchSpecificKey` is not `Sendable`.
///
/// `@unchecked Sendable` is safe because the key is made and read under `lock`, and libdispatch
/// synchronizes `getSpecific` and `setSpecific`.
private final class MainQueueKey: @unchecked Sendable {
    private let lock = NSLock()
    private var key: DispatchSpecificKey<Bool>?

    var value: DispatchSpecificKey<Bool> {
        lock.lock()
        defer { lock.unlock() }
        if let key { return key }
        let made = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: made, value: true)
        key = made
        return made
    }
}
#endif
