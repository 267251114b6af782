/// The bottom line of a program: key hints at the left, a status at the right, in inverse video.
///
/// When the line is too narrow, whole hints are dropped, lowest ``KeyHint/priority`` first (the
/// later one first among equals); the status goes when only help and essential hints are left;
/// the hints that stay keep their order. So "q quit" stays visible down to its own width.
///
/// ```swift
/// var screen = ScreenBuffer(width: 24, height: 1)
/// HintBar([KeyHint("↑↓", "move"), KeyHint("F1", "help", priority: .help),
///          KeyHint("q", "quit", priority: .essential)], status: "3 results")
///     .render(into: &screen, in: screen.bounds)
/// screen.line(0)   // " F1 help · q quit"
/// ```
public struct HintBar: TerminalView, Hashable, Sendable {
    /// The hints, in display order.
    public var hints: [KeyHint]
    /// Text at the right (counts, a position); dropped before the help and essential hints.
    public var status: String
    /// How the line is drawn.
    public var style: TextStyle

    /// The text between two hints.
    static let separator = " · "

    /// Creates a bottom line.
    public init(_ hints: [KeyHint], status: String = "", style: TextStyle = .inverse) {
        self.hints = hints
        self.status = status
        self.style = style
    }

    /// The hints that fit in `width` columns next to the status, and whether the status fits.
    public func layout(width: Int) -> (hints: [KeyHint], showsStatus: Bool) {
        var kept = Array(hints.indices)
        func widthOf(_ indices: [Int], status: Bool) -> Int {
            let text = indices.map { hints[$0].text }.joined(separator: Self.separator)
            var total = text.isEmpty ? 0 : 1 + DisplayWidth.columns(of: text)
            if status && !self.status.isEmpty { total += 2 + DisplayWidth.columns(of: self.status) + 1 }
            return total
        }
        // Drop order: lowest priority first, later hints first among equals.
        let dropOrder = hints.indices.sorted { left, right in
            hints[left].priority != hints[right].priority
                ? hints[left].priority < hints[right].priority : left > right
        }
        var showsStatus = !status.isEmpty
        for index in dropOrder {
            if widthOf(kept, status: showsStatus) <= width { break }
            if showsStatus && hints[index].priority >= .help {
                showsStatus = false
                if widthOf(kept, status: false) <= width { break }
            }
            kept.removeAll { $0 == index }
        }
        if showsStatus && widthOf(kept, status: true) > width { showsStatus = false }
        return (kept.map { hints[$0] }, showsStatus)
    }

    /// Draws the line on the first row of `rect`, filling its width.
    public func render(into screen: inout ScreenBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        let line = Rect(row: rect.row, column: rect.column, width: rect.width, height: 1)
        screen.fill(line, style: style)
        let (kept, showsStatus) = layout(width: rect.width)
        if showsStatus {
            let statusWidth = DisplayWidth.columns(of: status)
            screen.write(
                status, row: rect.row, column: rect.column + rect.width - statusWidth - 1, style: style,
                maxWidth: statusWidth)
        }
        let text = kept.map(\.text).joined(separator: Self.separator)
        guard !text.isEmpty else { return }
        screen.write(
            DisplayWidth.fit(text, to: rect.width - 1), row: rect.row, column: rect.column + 1, style: style,
            maxWidth: rect.width - 1)
    }
}
