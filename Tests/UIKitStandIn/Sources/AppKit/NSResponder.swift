// https://developer.apple.com/documentation/appkit/nsresponder — the base of views and view controllers.
// AppKit's classes are main-actor isolated; so are the stand-in's.
public import FoundationStandIn

/// The base of the stand-in's views and view controllers: the exceptions AppKit would have raised from it,
/// and its associated objects.
@MainActor
open class NSResponder: NSObject, AssociatedObjectStorage {
    /// Stand-in only: the exceptions AppKit would have raised from this object, oldest first.
    public private(set) var raisedExceptions: [RaisedException] = []
    /// The values associated with this object (`objc_setAssociatedObject`).
    public nonisolated let associatedValues = AssociatedValues()

    /// A responder.
    public override init() {
        super.init()
    }

    /// Stand-in only: records the exception AppKit raises here.
    public func standInRaise(_ name: String, _ reason: String) {
        raisedExceptions.append(RaisedException(name: name, reason: reason))
    }
}
