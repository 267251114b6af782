/// A scrollable list of rows with one selected row.
///
/// Its value is the rows, the selection and the scroll offset. Up/Down move the selection,
/// Page Up/Down move it by a page (``viewportHeight`` rows), Home/End jump to the ends, Enter
/// reports ``Intent/activated(_:)``. Every move reports ``Intent/selectionChanged(_:)``. The
/// offset always keeps the selection visible, and replacing the rows clamps the selection (an
/// empty list has none).
///
/// (The name is the classic terminal-toolkit one; it is not the list model of Loom's core.)
///
/// ```swift
/// var list = ListBox(rows: ["Abba", "AC/DC", "Aerosmith"])
/// list.viewportHeight = 2
/// list.handle(.down)     // .intent(.selectionChanged(1))
/// list.handle(.down)     // .intent(.selectionChanged(2)), offset becomes 1
/// list.handle(.enter)    // .intent(.activated(2))
/// list.render(into: &screen, in: Rect(row: 1, column: 0, width: 40, height: 2))
/// ```
public struct ListBox: TerminalView, Hashable, Sendable {
    /// What the user meant.
    public enum Intent: Hashable, Sendable {
        /// The selection moved to this row index.
        case selectionChanged(Int)
        /// Enter was pressed on this row index.
        case activated(Int)
    }

    /// The rows. Setting them clamps the selection and the offset.
    public var rows: [ListRow] {
        didSet { clamp() }
    }
    /// The selected row index, or `nil` when the list is empty.
    public private(set) var selection: Int?
    /// The index of the first visible row.
    public private(set) var offset: Int = 0
    /// How many rows are visible: the page size for Page Up/Down and the scrolling window. The
    /// program sets it from its layout; at least 1.
    public var viewportHeight: Int {
        didSet {
            viewportHeight = max(1, viewportHeight)
            clamp()
        }
    }
    /// Whether the list receives keys; the selection is drawn in inverse video when focused
    /// and bold otherwise.
    public var isFocused: Bool
    /// Text shown when there are no rows.
    public var emptyText: String

    /// Creates a list; the first row is selected when there is one.
    public init(
        rows: [ListRow] = [], viewportHeight: Int = 10, isFocused: Bool = true, emptyText: String = ""
    ) {
        self.rows = rows
        self.viewportHeight = max(1, viewportHeight)
        self.isFocused = isFocused
        self.emptyText = emptyText
        self.selection = rows.isEmpty ? nil : 0
        clamp()
    }

    /// The selected row, if any.
    public var selectedRow: ListRow? { selection.map { rows[$0] } }

    /// Selects a row (clamped to the rows) and scrolls to keep it visible.
    public mutating func select(_ index: Int) {
        guard !rows.isEmpty else { return }
        selection = min(max(0, index), rows.count - 1)
        clamp()
    }

    /// Applies one key. A list that is not focused ignores every key.
    @discardableResult
    public mutating func handle(_ key: Key) -> KeyResult<Intent> {
        guard isFocused else { return .ignored }
        switch key {
        case .up: return move(to: (selection ?? 0) - 1)
        case .down: return move(to: (selection ?? -1) + 1)
        case .pageUp: return move(to: (selection ?? 0) - viewportHeight)
        case .pageDown: return move(to: (selection ?? 0) + viewportHeight)
        case .home: return move(to: 0)
        case .end: return move(to: rows.count - 1)
        case .enter:
            guard let selection else { return .handled }
            return .intent(.activated(selection))
        default: return .ignored
        }
    }

    /// Draws the visible rows inside `rect`; the selection stays visible even if `rect` is
    /// shorter than ``viewportHeight``.
    public func render(into screen: inout ScreenBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        if rows.isEmpty {
            var dimmed = TextStyle.plain
            dimmed.isDim = true
            Label(emptyText, style: dimmed).render(into: &screen, in: rect)
            return
        }
        var first = min(offset, max(0, rows.count - rect.height))
        if let selection {
            if selection < first { first = selection }
            if selection >= first + rect.height { first = selection - rect.height + 1 }
        }
        for line in 0..<rect.height {
            let index = first + line
            guard index < rows.count else { break }
            var style = rows[index].style
            if index == selection {
                if isFocused { style.isInverse = true } else { style.isBold = true }
            }
            rows[index].draw(
                into: &screen,
                in: Rect(row: rect.row + line, column: rect.column, width: rect.width, height: 1),
                style: style)
        }
    }

    private mutating func move(to index: Int) -> KeyResult<Intent> {
        guard !rows.isEmpty else { return .handled }
        let clamped = min(max(0, index), rows.count - 1)
        guard clamped != selection else { return .handled }
        selection = clamped
        clamp()
        return .intent(.selectionChanged(clamped))
    }

    /// Keeps the selection inside the rows and the offset such that the selection is visible.
    private mutating func clamp() {
        if rows.isEmpty {
            selection = nil
            offset = 0
            return
        }
        let selected = min(max(0, selection ?? 0), rows.count - 1)
        selection = selected
        offset = min(max(0, offset), max(0, rows.count - viewportHeight))
        if selected < offset { offset = selected }
        if selected >= offset + viewportHeight { offset = selected - viewportHeight + 1 }
    }
}
