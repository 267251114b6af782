/// A framed box drawn over the rest of the screen, centred: the frame of ``HelpOverlay`` and
/// ``MessageBox``. On a screen too small for a frame, the box takes the whole screen unframed.
///
/// ```swift
/// let inside = Panel(title: "Help", footer: "esc close").render(
///     into: &screen, in: screen.bounds, contentWidth: 40, contentHeight: 6)
/// Label("Hello").render(into: &screen, in: inside)
/// ```
public struct Panel: Hashable, Sendable {
    /// The title, in the top edge.
    public var title: String
    /// A hint in the bottom edge ("esc close").
    public var footer: String
    /// How the frame and the inside are drawn.
    public var style: TextStyle

    /// Creates a panel.
    public init(title: String, footer: String = "", style: TextStyle = .plain) {
        self.title = title
        self.footer = footer
        self.style = style
    }

    /// Clears a centred box for content of this size (shrunk to fit `bounds`), draws its frame and
    /// returns the rectangle inside it, where the content goes.
    @discardableResult
    public func render(
        into screen: inout ScreenBuffer, in bounds: Rect, contentWidth: Int, contentHeight: Int
    ) -> Rect {
        guard !bounds.isEmpty else { return bounds }
        guard bounds.width >= 12, bounds.height >= 5 else {
            screen.fill(bounds, style: style)
            return bounds
        }
        let width = min(bounds.width, max(contentWidth, DisplayWidth.columns(of: title) + 2, 20) + 4)
        let height = min(bounds.height, contentHeight + 2)
        let box = Rect(
            row: bounds.row + (bounds.height - height) / 2,
            column: bounds.column + (bounds.width - width) / 2,
            width: width, height: height)
        screen.fill(box, style: style)
        let horizontal = String(repeating: "─", count: max(0, width - 2))
        screen.write("┌" + horizontal + "┐", row: box.row, column: box.column, style: style)
        screen.write("└" + horizontal + "┘", row: box.row + height - 1, column: box.column, style: style)
        for row in (box.row + 1)..<(box.row + height - 1) {
            screen.write("│", row: row, column: box.column, style: style)
            screen.write("│", row: row, column: box.column + width - 1, style: style)
        }
        var bold = style
        bold.isBold = true
        screen.write(
            " " + title + " ", row: box.row, column: box.column + 2, style: bold, maxWidth: width - 4)
        if !footer.isEmpty {
            let text = " " + DisplayWidth.fit(footer, to: width - 6) + " "
            let textWidth = DisplayWidth.columns(of: text)
            screen.write(
                text, row: box.row + height - 1, column: box.column + width - 2 - textWidth, style: style)
        }
        return Rect(row: box.row + 1, column: box.column + 2, width: width - 4, height: height - 2)
    }
}
