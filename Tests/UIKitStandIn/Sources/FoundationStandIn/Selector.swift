// A method selector (https://developer.apple.com/documentation/objectivec/selector). Linux has no Objective-C
// runtime: the stand-in keeps the name only, so that target-action API compiles; nothing is ever sent.

/// The name of an Objective-C method.
public struct Selector: Hashable, Sendable {
    /// The method's name.
    public let name: String

    /// The selector named `name`.
    public init(_ name: String) {
        self.name = name
    }
}
