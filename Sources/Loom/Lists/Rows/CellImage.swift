/// A platform-neutral reference to a cell's image: a name that each front-end resolves (an asset or
/// SF Symbol name on Apple platforms, a glyph in the terminal).
///
/// ```swift
/// let image: CellImage = "music.note"
/// ```
public struct CellImage: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The image's name.
    public var name: String

    /// Creates an image reference.
    public init(name: String) {
        self.name = name
    }

    /// Creates an image reference from a literal name.
    public init(stringLiteral value: String) {
        self.name = value
    }
}
