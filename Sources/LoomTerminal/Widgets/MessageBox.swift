/// A framed message over the screen, with the keys that answer it: a confirmation ("quit without
/// saving?") or a notice that must not be missed. The message wraps.
///
/// ```swift
/// let box = MessageBox(
///     title: "Not saved",
///     message: "2 to-dos are not saved: the database is locked by another program.",
///     hints: [KeyHint("s", "try again"), KeyHint("q", "quit anyway"), KeyHint("esc", "stay")])
/// box.render(into: &screen, in: screen.bounds)
/// ```
public struct MessageBox: TerminalView, Hashable, Sendable {
    /// The title in the frame.
    public var title: String
    /// The message; it wraps.
    public var message: String
    /// The keys that answer it, shown under the message.
    public var hints: [KeyHint]

    /// Creates a message box.
    public init(title: String, message: String, hints: [KeyHint]) {
        self.title = title
        self.message = message
        self.hints = hints
    }

    /// Draws the framed message, centred in `rect`, over whatever is there.
    public func render(into screen: inout ScreenBuffer, in rect: Rect) {
        let width = min(max(20, rect.width - 4), 64)
        let text = Paragraph(message)
        let answerLines = Self.answerLines(hints, width: width)
        let messageLines = text.lines(forWidth: width)
        let widest = (messageLines + answerLines).map { DisplayWidth.columns(of: $0) }.max() ?? 0
        let inside = Panel(title: title).render(
            into: &screen, in: rect, contentWidth: widest,
            contentHeight: messageLines.count + 1 + answerLines.count)
        let answerHeight = min(answerLines.count, inside.height)
        let messageHeight = max(0, inside.height - answerHeight - 1)
        text.render(
            into: &screen,
            in: Rect(row: inside.row, column: inside.column, width: inside.width, height: messageHeight))
        for (index, line) in answerLines.suffix(answerHeight).enumerated() {
            screen.write(
                line, row: inside.row + inside.height - answerHeight + index, column: inside.column,
                style: .bold,
                maxWidth: inside.width)
        }
    }

    /// The answers on lines of at most `width` columns, each hint kept whole on one line.
    static func answerLines(_ hints: [KeyHint], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for hint in hints {
            let candidate = line.isEmpty ? hint.text : line + HintBar.separator + hint.text
            if line.isEmpty || DisplayWidth.columns(of: candidate) <= width {
                line = candidate
            } else {
                lines.append(line)
                line = hint.text
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
