/// One line of text, clipped (with an ellipsis) to its rectangle's width.
///
/// ```swift
/// var screen = ScreenBuffer(width: 20, height: 1)
/// Label("Counter", style: .bold, alignment: .center).render(into: &screen, in: screen.bounds)
/// screen.line(0)   // "      Counter"
/// ```
public struct Label: TerminalView, Hashable, Sendable {
    /// The text shown.
    public var text: String
    /// How the text is drawn.
    public var style: TextStyle
    /// Where the text sits in its rectangle.
    public var alignment: DisplayWidth.Alignment

    /// Creates a label.
    public init(_ text: String, style: TextStyle = .plain, alignment: DisplayWidth.Alignment = .leading) {
        self.text = text
        self.style = style
        self.alignment = alignment
    }

    /// Draws the text on the first row of `rect`.
    public func render(into screen: inout ScreenBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        let line = DisplayWidth.pad(text, to: rect.width, alignment: alignment)
        screen.write(line, row: rect.row, column: rect.column, style: style, maxWidth: rect.width)
    }
}
