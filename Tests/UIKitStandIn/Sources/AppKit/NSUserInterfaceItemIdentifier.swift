// https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier — the identifier of a
// view, by which a table view reuses cell views and a collection view its items.

/// A user interface item's identifier.
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier.
    public let rawValue: String

    /// The identifier `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The identifier `rawValue`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
