/// Text that wraps to its rectangle's width instead of being cut, for messages of any length.
///
/// A program asks ``height(forWidth:)`` to give the paragraph as many rows as it needs; when the
/// rectangle is shorter, the last visible line ends with an ellipsis.
///
/// ```swift
/// let message = Paragraph("Not saved: the to-do database is locked by another program.", style: .bold)
/// let rows = message.height(forWidth: screen.width)       // 2 on a 40-column screen
/// message.render(into: &screen, in: Rect(row: 20, column: 0, width: screen.width, height: rows))
/// ```
public struct Paragraph: TerminalView, Hashable, Sendable {
    /// The text; line breaks start new lines.
    public var text: String
    /// How the text is drawn.
    public var style: TextStyle

    /// Creates a paragraph.
    public init(_ text: String, style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }

    /// The lines the text takes at `width` columns.
    public func lines(forWidth width: Int) -> [String] {
        text.isEmpty ? [] : DisplayWidth.wrap(text, to: width)
    }

    /// The number of rows the text takes at `width` columns (0 for empty text).
    public func height(forWidth width: Int) -> Int {
        lines(forWidth: width).count
    }

    /// Draws the wrapped text from the top of `rect`.
    public func render(into screen: inout ScreenBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        let lines = lines(forWidth: rect.width)
        for (index, line) in lines.prefix(rect.height).enumerated() {
            var shown = line
            if index == rect.height - 1 && lines.count > rect.height {
                shown = DisplayWidth.fit(line + " …", to: rect.width)
            }
            screen.write(
                shown, row: rect.row + index, column: rect.column, style: style, maxWidth: rect.width)
        }
    }
}
