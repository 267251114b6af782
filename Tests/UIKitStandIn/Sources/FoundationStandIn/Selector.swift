// A method selector (https://developer.apple.com/documentation/objectivec/selector). Linux has no Objective-C
// runtime: `#selector` and `@objc` do not compile there. The stand-in's selector keeps the name and, when the
// code that makes it gives one, the method it names, which AppKit's stand-in calls where the runtime would
// send the message to the target (`NSControl.sendAction(_:to:)`,
// https://developer.apple.com/documentation/appkit/nscontrol/sendaction(_:to:)). Two selectors of one name
// are equal, as in the runtime.

/// The name of an Objective-C method.
public struct Selector: Hashable, Sendable {
    /// The method's name.
    public let name: String
    /// Stand-in only: the method the selector names, called with the target and the sender.
    public let standInMethod: (@MainActor @Sendable (AnyObject, Any?) -> Void)?

    /// The selector named `name`.
    public init(_ name: String) {
        self.name = name
        standInMethod = nil
    }

    /// Stand-in only: the selector named `name`, which calls `method` with the target and the sender when
    /// sent.
    public init(_ name: String, method: @escaping @MainActor @Sendable (AnyObject, Any?) -> Void) {
        self.name = name
        standInMethod = method
    }

    /// Equal names.
    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
