// https://developer.apple.com/documentation/uikit/uiresponder — the base of views and view
// controllers. UIKit's classes are main-actor isolated; so are the stand-in's.
public import FoundationStandIn

/// The base of the stand-in's views and view controllers: it keeps the exceptions UIKit would have
/// raised from it, and its associated objects.
@MainActor
open class UIResponder: NSObject, AssociatedObjectStorage {
    /// Stand-in only: the exceptions UIKit would have raised from this object, oldest first.
    public private(set) var raisedExceptions: [RaisedException] = []
    /// The values associated with this object (`objc_setAssociatedObject`).
    public nonisolated let associatedValues = AssociatedValues()

    /// A responder.
    public override init() {
        super.init()
    }

    /// Whether this object is the first responder (https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder).
    open var isFirstResponder: Bool { false }

    /// Asks to become the first responder; whether it did (a plain responder does not).
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Gives up the first-responder status; whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// Stand-in only: records the exception UIKit raises here.
    public func standInRaise(_ name: String, _ reason: String) {
        raisedExceptions.append(RaisedException(name: name, reason: reason))
    }
}
