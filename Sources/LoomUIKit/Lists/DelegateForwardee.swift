#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Foundation

#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// The app's own delegate of a list adapter (held weakly), and on Apple platforms the rule that hands
/// it the delegate methods the adapter does not implement: the Objective-C runtime asks the adapter
/// `responds(to:)` and, for a method the adapter lacks, `forwardingTarget(for:)`
/// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/forwardingtarget(for:)),
/// and both answer from here. Only optional methods of the delegate protocol (and the protocols it adopts,
/// such as `UIScrollViewDelegate`) are forwarded, never a data-source method.
// Sendable is safe because `object` is read and written only while `lock` is held (the runtime may ask
// `responds(to:)` on any thread) and `delegateProtocol` is immutable.
final class DelegateForwardee: @unchecked Sendable {
    private let lock = NSLock()
    private weak var storedObject: AnyObject?
    #if canImport(ObjectiveC)
    private let delegateProtocol: Protocol

    /// Forwards the optional methods of `delegateProtocol` (`UITableViewDelegate.self`).
    init(delegateProtocol: Protocol) {
        self.delegateProtocol = delegateProtocol
    }
    #else
    /// Without the Objective-C runtime (the UIKit stand-in on Linux) nothing is forwarded: only the
    /// adapter's explicit calls reach the app's delegate.
    init() {}
    #endif

    /// The app's delegate, held weakly.
    var object: AnyObject? {
        get { lock.withLock { storedObject } }
        set { lock.withLock { storedObject = newValue } }
    }

    /// Makes `newValue` the app's delegate, then `reassignDelegate()`: UIKit reads which optional methods
    /// its delegate implements when the delegate is set (not documented; relied on by every delegate
    /// proxy), so the adapter sets itself as the view's delegate again for UIKit to ask anew.
    func setObject(_ newValue: AnyObject?, reassignDelegate: () -> Void) {
        object = newValue
        reassignDelegate()
    }

    #if canImport(ObjectiveC)
    /// The app's delegate when it implements `selector` and `selector` is a method of the delegate
    /// protocol; `nil` otherwise.
    func target(for selector: Selector?) -> AnyObject? {
        guard let selector, let object = object as? any NSObjectProtocol, object.responds(to: selector),
            protocol_getMethodDescription(delegateProtocol, selector, false, true).name != nil
        else { return nil }
        return object
    }
    #endif
}
#endif
