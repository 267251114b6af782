/// A full-width line in inverse video with text at the left and at the right, usually the last
/// row of the screen (key hints, counts, errors).
///
/// ```swift
/// var screen = ScreenBuffer(width: 30, height: 1)
/// StatusLine(leading: "q quit", trailing: "3 results").render(into: &screen, in: screen.bounds)
/// screen.line(0)   // "q quit                3 results"
/// ```
public struct StatusLine: TerminalView, Hashable, Sendable {
    /// The text at the left.
    public var leading: String
    /// The text at the right; dropped first when space is short.
    public var trailing: String
    /// How the whole line is drawn.
    public var style: TextStyle

    /// Creates a status line.
    public init(leading: String, trailing: String = "", style: TextStyle = .inverse) {
        self.leading = leading
        self.trailing = trailing
        self.style = style
    }

    /// Draws the line on the first row of `rect`, filling its width.
    public func render(into screen: inout ScreenBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        screen.fill(Rect(row: rect.row, column: rect.column, width: rect.width, height: 1), style: style)
        let trailingWidth = DisplayWidth.columns(of: trailing)
        let leadingWidth = DisplayWidth.columns(of: leading)
        if !trailing.isEmpty, leadingWidth + 1 + trailingWidth <= rect.width {
            screen.write(
                trailing, row: rect.row, column: rect.column + rect.width - trailingWidth, style: style)
        }
        screen.write(
            DisplayWidth.fit(leading, to: rect.width), row: rect.row, column: rect.column, style: style,
            maxWidth: rect.width)
    }
}
