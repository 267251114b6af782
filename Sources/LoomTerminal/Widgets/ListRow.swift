/// One row of a ``TerminalListView``: text at the left, optional detail at the right, a style, and parts
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

extension ListRow {
    /// Draws the row on the first line of `rect` in `style` (the row's own style, or the selection's):
    /// the detail at the right edge when it fits with a space to spare, the text at the left, clipped
    /// with an ellipsis, and the highlighted characters bold and underlined on top.
    func draw(into screen: inout ScreenBuffer, in rect: Rect, style: TextStyle) {
        guard !rect.isEmpty else { return }
        let line = Rect(row: rect.row, column: rect.column, width: rect.width, height: 1)
        screen.fill(line, style: style)
        let detailWidth = DisplayWidth.columns(of: detail)
        var textWidth = rect.width
        if !detail.isEmpty, detailWidth + 2 <= rect.width {
            textWidth = rect.width - detailWidth - 1
            screen.write(detail, row: line.row, column: rect.column + rect.width - detailWidth, style: style)
        }
        let fitted = DisplayWidth.fit(text, to: textWidth)
        screen.write(fitted, row: line.row, column: rect.column, style: style, maxWidth: textWidth)
        guard !highlights.isEmpty else { return }
        var marked = style
        marked.isBold = true
        marked.isUnderlined = true
        var column = rect.column
        let shown = fitted == text ? fitted.count : fitted.count - 1  // not the ellipsis
        for (offset, character) in fitted.enumerated() where column < rect.column + textWidth {
            let width = DisplayWidth.columns(of: character)
            if offset < shown, highlights.contains(where: { $0.contains(offset) }) {
                screen.write(String(character), row: line.row, column: column, style: marked, maxWidth: width)
            }
            column += width
        }
    }
}
