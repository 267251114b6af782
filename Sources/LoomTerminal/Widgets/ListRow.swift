/// One row of a ``ListBox``: text at the left, optional detail at the right, a style, and parts
/// of the text to highlight (search matches).
///
/// ```swift
/// let row = ListRow("Bohemian Rhapsody — Queen", detail: "5:55")
/// let header = ListRow("A", style: .bold)
/// let match = ListRow("Love Gun", highlights: [0..<4])   // "Love" bold and underlined
/// ```
public struct ListRow: Hashable, Sendable {
    /// The main text, clipped with an ellipsis when too long.
    public var text: String
    /// Text aligned to the right edge (a duration, a count); kept whole when it fits.
    public var detail: String
    /// How the row is drawn when not selected.
    public var style: TextStyle
    /// Character offsets of ``text`` drawn bold and underlined on top of the row's style.
    public var highlights: [Range<Int>]

    /// Creates a row.
    public init(_ text: String, detail: String = "", style: TextStyle = .plain, highlights: [Range<Int>] = [])
    {
        self.text = text
        self.detail = detail
        self.style = style
        self.highlights = highlights
    }
}

extension ListRow: ExpressibleByStringLiteral {
    /// Creates a plain row from a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
