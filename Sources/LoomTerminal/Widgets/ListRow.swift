/// One row of a ``ListBox``: text at the left, optional detail at the right, and a style.
///
/// ```swift
/// let row = ListRow("Bohemian Rhapsody — Queen", detail: "5:55")
/// let header = ListRow("A", style: .bold)
/// ```
public struct ListRow: Hashable, Sendable {
    /// The main text, clipped with an ellipsis when too long.
    public var text: String
    /// Text aligned to the right edge (a duration, a count); kept whole when it fits.
    public var detail: String
    /// How the row is drawn when not selected.
    public var style: TextStyle

    /// Creates a row.
    public init(_ text: String, detail: String = "", style: TextStyle = .plain) {
        self.text = text
        self.detail = detail
        self.style = style
    }
}

extension ListRow: ExpressibleByStringLiteral {
    /// Creates a plain row from a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
