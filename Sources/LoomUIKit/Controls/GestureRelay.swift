#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Loom
import UIKit

#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// The target of one gesture recognizer, kept as an associated object of the recognizer (a recognizer
/// does not retain its targets; this keeps the relay exactly as long as the recognizer): each action
/// message becomes a send of `actions`.
@MainActor
final class GestureRelay: NSObject {
    private static let key = UnsafeRawPointer(Unmanaged.passRetained(KeyObject()).toOpaque())
    private final class KeyObject {}

    /// Sent at each action message of the recognizer.
    let actions = Emitter<Void>()

    /// The relay of `recognizer`, made (and added as its target) on first use.
    static func relay(of recognizer: UIGestureRecognizer) -> GestureRelay {
        if let relay = objc_getAssociatedObject(recognizer, key) as? GestureRelay { return relay }
        let relay = GestureRelay()
        objc_setAssociatedObject(recognizer, key, relay, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        recognizer.addTarget(relay, action: actionSelector)
        return relay
    }

    #if canImport(ObjectiveC)
    private static var actionSelector: Selector { #selector(handle(_:)) }

    @objc private func handle(_ sender: UIGestureRecognizer) {
        actions.send()
    }
    #else
    // Without the Objective-C runtime (Linux, where the UIKit stand-in runs this file in tests), `#selector`
    // and `@objc` do not exist: the stand-in's selector carries the method it names.
    private static var actionSelector: Selector {
        Selector("handle:") { target, _ in (target as? GestureRelay)?.actions.send() }
    }
    #endif
}
#endif
