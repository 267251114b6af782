#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Dispatch

/// Whether code runs on the main queue, the main actor's executor. On Apple platforms that is the main
/// thread (`Thread.isMainThread`); asking the queue rather than the thread stays right where the main queue
/// is drained by another thread (Linux's `dispatchMain()`, where LoomUIKit runs on a UIKit stand-in).
enum MainQueue {
    /// A key only the main queue has a value for.
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue.
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) == true
    }
}
#endif
