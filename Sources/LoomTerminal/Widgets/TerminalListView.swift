public import Loom

/// A list of a data-source tree on the terminal: Loom's `ListView` for a text screen.
///
/// It shows any `ListDataSource` through a `ListAdapter` (which owns the `ListViewUpdater`): section
/// headers and footers as lines of their own, each row as a ``ListRow`` made by the `row` closure,
/// and, while the data source is editing, a mark before each row ("− " deletes, "+ " inserts).
/// Changes are not animated: every batch switches the data source, redraws, and keeps the selection
/// on the same row (the updater maps it through the batch; when its row is deleted, the row now at
/// its place is selected) and on the same line of the screen.
///
/// The last line shows where the selection is ("12/127"), the section index of a list that has one
/// (the current section's title stands out), or the filter.
///
/// Keys (``handle(_:)``): Up/Down, Page Up/Down, Home/End move the selection across sections; Enter
/// reports ``Intent/activated(_:)``. In a list with section-index titles, typing a letter or digit
/// jumps to the section of the title that starts with it (or the next title). When the screen asks
/// for it (``filtersAsYouType``), typed characters filter the rows instead: a row stays when every
/// word typed is found in its text or detail (ignoring case), the matches are highlighted, a paste
/// is added to the filter on one line, Backspace deletes a character, Alt+Backspace or ctrl-w a
/// word, and Escape or ctrl-u clear the filter. A screen can also set ``filter`` itself.
///
/// ```swift
/// let artists = TerminalListView(dataSource: viewModel.list)   // rows of cell view models
/// artists.onChange = { session.setNeedsDisplay() }              // changes arrive between keys too
/// switch artists.handle(key) {
/// case .intent(.activated(let indexPath)): try viewModel.activate(indexPath)
/// case .ignored: handleOtherKeys(key)
/// default: break
/// }
/// artists.render(into: &screen, in: area)
/// ```
@MainActor
public final class TerminalListView<Item>: ListView {
    /// What the user meant.
    public enum Intent: Hashable, Sendable {
        /// The selection moved to this row.
        case selectionChanged(ListIndexPath)
        /// Enter was pressed on this row.
        case activated(ListIndexPath)
        /// The filter changed (typed, deleted or cleared).
        case filterChanged(String)
    }

    /// What the list asks of its data source (counts, items, headers, the section index, editing),
    /// and its updater.
    public let adapter: ListAdapter<Item>
    /// Whether the list receives keys; the selection is drawn in inverse video when focused and bold
    /// otherwise.
    public var isFocused = true
    /// Text shown when the list has no line at all.
    public var emptyText: String
    /// Whether typed characters filter the rows (instead of jumping to a section-index title).
    public var filtersAsYouType = false
    /// Whether the last line of the list's rectangle shows the position, the section index or the
    /// filter (when the rectangle has at least two lines).
    public var showsStatusLine = true
    /// Whether each row starts with two columns for the editing mark ("− ", "+ ", or spaces); a list
    /// whose data source never edits can give them to its rows.
    public var showsEditingColumn = true
    /// Called after every change the data source reported (or a reload), so that the screen redraws
    /// changes that arrive between keys.
    public var onChange: (() -> Void)?
    /// The rows shown are those matching every word of the filter (ignoring case); empty shows every
    /// row. Setting it keeps the selection when its row still shows, else selects the first match.
    public var filter = "" {
        didSet {
            guard filter != oldValue else { return }
            textFilter = TextFilter(filter)
            let before = adapter.selection
            layOut()
            if before.flatMap(rowIndex(of:)) == nil { adapter.selection = rows.first }
        }
    }

    private let makeRow: (Item) -> ListRow
    /// The updater's list view: it forwards to this list once it exists (the updater reloads its view
    /// while being made, before the list can take part).
    private let relay = ListViewRelay()
    private var textFilter = TextFilter("")
    /// Every line shown, in order: each section's header (when titled), rows shown and footer (when
    /// titled); a section the filter leaves empty has none.
    private var layout = FlatListLayout(sections: [])
    /// The rows shown (all, or the filter's matches), in order.
    private var rows: [ListIndexPath] = []
    /// The number of rows of the data source, shown or not.
    private var totalRows = 0
    /// The first line shown.
    private var offset = 0
    /// The height of the last frame's list area: the page for Page Up/Down.
    private var pageHeight = 10

    /// Shows `dataSource` (through a new updater that replays its changes without animation) with each
    /// row drawn as `row` makes it. `onInvalidBatch` receives every batch that breaks a rule of the
    /// `BatchUpdateValidator` (by default: stop in debug builds, check nothing in release builds).
    ///
    /// ```swift
    /// let list = TerminalListView(dataSource: tracks) { track in
    ///     ListRow(track.name, detail: track.duration)
    /// }
    /// ```
    public init(
        dataSource: some ListDataSource<Item>, emptyText: String = "",
        onInvalidBatch: ((InvalidBatchError) -> Void)? = InvalidBatchError.defaultHandler,
        row: @escaping (Item) -> ListRow
    ) {
        self.emptyText = emptyText
        makeRow = row
        let updater = ListViewUpdater(dataSource: dataSource, listView: relay)
        updater.applyStrategy = .batches(animated: false)
        adapter = ListAdapter(updater: updater, onInvalidBatch: onInvalidBatch)
        relay.target = self
        layOut()
        adapter.selection = rows.first
    }

    /// The data source shown.
    public var dataSource: any ListDataSource<Item> { adapter.dataSource }

    // MARK: Selection and position

    /// The selected row: a row shown, kept on its row through every change; `nil` only when no row is
    /// shown.
    public var selection: ListIndexPath? { adapter.selection }

    /// The item of the selected row.
    public var selectedItem: Item? {
        selection.flatMap { try? dataSource.item(at: $0) }
    }

    /// Selects a row; a row the filter hides selects the next row shown (or the last). A row the data
    /// source does not have is a `ListError` and keeps the selection.
    public func select(_ indexPath: ListIndexPath) throws(ListError) {
        try dataSource.checkIndexPath(indexPath)
        adapter.selection = nearestRow(to: indexPath)
    }

    /// The selected row's place among the rows shown (1-based) and how many rows are shown; `nil`
    /// without a selection.
    public var position: (row: Int, count: Int)? {
        guard let index = selection.flatMap(rowIndex(of:)) else { return nil }
        return (index + 1, rows.count)
    }

    /// The position as the status line shows it: "12/127".
    public var positionText: String? {
        position.map { "\($0.row)/\($0.count)" }
    }

    /// The number of rows shown (the filter's matches, or every row).
    public var shownRowCount: Int { rows.count }

    // MARK: ListView

    /// Reads the data source again, keeps the selection on a row shown, and asks for a redraw.
    public func reloadData() {
        layOut()
        keepSelection(near: adapter.selection)
        onChange?()
    }

    /// Switches the data source (`updates`), lays the lines out again, keeps the selection on its row
    /// and on the same line of the screen (or on the nearest row, when its row went away), then calls
    /// `completion` and asks for a redraw. Nothing is animated.
    public func performBatchUpdates(
        _ changes: ChangeSet, animated: Bool, updates: @escaping () -> Void, completion: (() -> Void)?
    ) {
        let before = adapter.selection
        let screenLine = before.flatMap(line(of:)).map { $0 - offset }
        updates()
        layOut()
        keepSelection(near: before)
        if let screenLine, let line = selection.flatMap(line(of:)) { offset = max(0, line - screenLine) }
        completion?()
        onChange?()
    }

    // MARK: Keys

    /// Applies one key (see the type's documentation); a list that is not focused ignores every key.
    @discardableResult
    public func handle(_ key: Key) -> KeyResult<Intent> {
        guard isFocused else { return .ignored }
        switch key {
        case .up: return moveSelection(by: -1)
        case .down: return moveSelection(by: 1)
        case .pageUp: return moveByPage(-1)
        case .pageDown: return moveByPage(1)
        case .home: return selectRow(at: 0)
        case .end: return selectRow(at: rows.count - 1)
        case .enter:
            guard let selection else { return .handled }
            return .intent(.activated(selection))
        case .character(let character) where filtersAsYouType:
            filter.append(character)
            return .intent(.filterChanged(filter))
        case .paste(let pasted) where filtersAsYouType:
            filter += TextEditing.singleLine(pasted)
            return .intent(.filterChanged(filter))
        case .backspace where filtersAsYouType && !filter.isEmpty:
            filter.removeLast()
            return .intent(.filterChanged(filter))
        case .alt(.backspace) where filtersAsYouType && !filter.isEmpty,
            .control("w") where filtersAsYouType && !filter.isEmpty:
            let characters = Array(filter)
            filter = String(characters[..<TextEditing.wordStart(in: characters, before: characters.count)])
            return .intent(.filterChanged(filter))
        case .escape where filtersAsYouType && !filter.isEmpty:
            filter = ""
            return .intent(.filterChanged(filter))
        case .control("u") where filtersAsYouType && !filter.isEmpty:
            filter = ""
            return .intent(.filterChanged(filter))
        case .character(let character):
            return jump(to: character)
        default:
            return .ignored
        }
    }

    private func moveSelection(by delta: Int) -> KeyResult<Intent> {
        guard let current = selection.flatMap(rowIndex(of:)) else { return selectRow(at: 0) }
        return selectRow(at: current + delta)
    }

    /// Moves the selection by a page of lines: to the first row at least a page further, or the last.
    private func moveByPage(_ direction: Int) -> KeyResult<Intent> {
        guard let current = selection.flatMap(rowIndex(of:)), let line = line(of: rows[current]) else {
            return selectRow(at: 0)
        }
        let target = line + direction * pageHeight
        let index =
            direction > 0
            ? rows.firstIndex { (self.line(of: $0) ?? 0) >= target } ?? rows.count - 1
            : rows.lastIndex { (self.line(of: $0) ?? 0) <= target } ?? 0
        return selectRow(at: index)
    }

    private func selectRow(at index: Int) -> KeyResult<Intent> {
        guard !rows.isEmpty else { return .handled }
        let row = rows[min(max(0, index), rows.count - 1)]
        guard row != selection else { return .handled }
        adapter.selection = row
        return .intent(.selectionChanged(row))
    }

    /// Jumps to the section-index title that starts with `character` (ignoring case), else the first
    /// title after it, showing its section from the header. Letters, digits and `#` are used whenever
    /// the list has an index, even when no title leads anywhere; other characters are ignored.
    private func jump(to character: Character) -> KeyResult<Intent> {
        guard let titles = adapter.sectionIndexTitles,
            character.isLetter || character.isNumber || character == "#"
        else { return .ignored }
        let typed = String(character).uppercased()
        guard
            let index = titles.firstIndex(where: { $0.uppercased().hasPrefix(typed) })
                ?? titles.firstIndex(where: { $0.uppercased() > typed }),
            let target = adapter.sectionIndexRow(forTitle: titles[index], at: index),
            let row = nearestRow(to: target), let line = line(of: row)
        else { return .handled }
        offset = line > 0 && isHeader(line - 1) ? line - 1 : line
        guard row != selection else { return .handled }
        adapter.selection = row
        return .intent(.selectionChanged(row))
    }

    // MARK: Drawing

    /// Draws the lines that fit in `rect` (scrolled so that the selection shows) and the status line.
    public func render(into screen: inout ScreenBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        var body = rect
        if showsStatusLine, rect.height >= 2 {
            body.height -= 1
            drawStatus(
                into: &screen,
                in: Rect(row: rect.row + body.height, column: rect.column, width: rect.width, height: 1))
        }
        pageHeight = max(1, body.height)
        if layout.count == 0 {
            let text = textFilter.isEmpty || totalRows == 0 ? emptyText : "No row matches “\(filter)”"
            Label(text, style: .dim).render(into: &screen, in: body)
            return
        }
        scrollToSelection(height: body.height)
        for index in 0..<body.height {
            guard let line = layout.line(at: offset + index) else { break }
            draw(
                line, into: &screen,
                in: Rect(row: body.row + index, column: body.column, width: body.width, height: 1))
        }
    }

    /// Keeps `offset` inside the lines and the selection visible, with its section's header when the
    /// selection is the section's first row.
    private func scrollToSelection(height: Int) {
        offset = min(max(0, offset), max(0, layout.count - height))
        guard let line = selection.flatMap(line(of:)) else { return }
        if line < offset { offset = line > 0 && isHeader(line - 1) ? line - 1 : line }
        if line >= offset + height { offset = line - height + 1 }
    }

    private func draw(_ line: FlatListLayout.Line, into screen: inout ScreenBuffer, in rect: Rect) {
        switch line {
        case .header(let section):
            let title = adapter.header(inSection: section)?.title ?? ""
            let width = screen.write(
                title, row: rect.row, column: rect.column, style: .bold, maxWidth: rect.width)
            let rule = String(repeating: "─", count: max(0, rect.width - width - 1))
            screen.write(
                " " + rule, row: rect.row, column: rect.column + width, style: .dim,
                maxWidth: rect.width - width)
        case .footer(let section):
            Label("  " + (adapter.footer(inSection: section)?.title ?? ""), style: .dim).render(
                into: &screen, in: rect)
        case .row(let indexPath):
            let row = displayedRow(at: indexPath)
            var style = row.style
            if indexPath == selection {
                if isFocused { style.isInverse = true } else { style.isBold = true }
            }
            row.draw(into: &screen, in: rect, style: style)
        }
    }

    /// The row as drawn: the editing mark (or two spaces) first, unless the list shows no editing
    /// column, then the row, with the filter's matches highlighted.
    private func displayedRow(at indexPath: ListIndexPath) -> ListRow {
        var row = self.row(at: indexPath) ?? ListRow("")
        if !textFilter.isEmpty { row.highlights += textFilter.highlights(in: row.text) }
        guard showsEditingColumn else { return row }
        let mark =
            switch dataSource.isEditing ? adapter.editingStyle(at: indexPath) : .none {
            case .delete: "− "
            case .insert: "+ "
            case .none: "  "
            }
        row.text = mark + row.text
        row.highlights = row.highlights.map { ($0.lowerBound + 2)..<($0.upperBound + 2) }
        return row
    }

    /// The status line: the filter, or the section index, at the left; the position at the right.
    private func drawStatus(into screen: inout ScreenBuffer, in rect: Rect) {
        let position = positionText ?? ""
        let positionWidth = DisplayWidth.columns(of: position)
        if !position.isEmpty, positionWidth < rect.width {
            screen.write(
                position, row: rect.row, column: rect.column + rect.width - positionWidth, style: .dim)
        }
        let room = max(0, rect.width - positionWidth - 2)
        if filtersAsYouType || !filter.isEmpty {
            let text =
                filter.isEmpty
                ? "Type to filter"
                : "Filter: \(filter) (\(rows.count) of \(totalRows))"
            screen.write(DisplayWidth.fit(text, to: room), row: rect.row, column: rect.column, style: .dim)
        } else if let titles = adapter.sectionIndexTitles {
            drawIndex(titles, into: &screen, row: rect.row, column: rect.column, width: room)
        }
    }

    /// The section-index titles in one line (without spaces when each is one character), the title of
    /// the selection's section bold; nothing when they do not fit.
    private func drawIndex(
        _ titles: [String], into screen: inout ScreenBuffer, row: Int, column: Int, width: Int
    ) {
        let separator = titles.allSatisfy { $0.count == 1 } ? "" : " "
        guard DisplayWidth.columns(of: titles.joined(separator: separator)) <= width else { return }
        let current = currentTitleIndex(titles)
        var x = column
        for (index, title) in titles.enumerated() {
            if index > 0 { x += screen.write(separator, row: row, column: x) }
            x += screen.write(title, row: row, column: x, style: index == current ? .bold : .dim)
        }
    }

    /// The index of the last title that leads to the selection or before it.
    private func currentTitleIndex(_ titles: [String]) -> Int? {
        guard let selection else { return nil }
        var current: Int?
        for (index, title) in titles.enumerated() {
            guard let target = dataSource.indexPath(forSectionIndexTitle: title, at: index) else { continue }
            if target <= selection { current = index }
        }
        return current
    }

    // MARK: Layout

    /// Lays the lines out from the data source: each section with rows shown (every section without a
    /// filter) has a header line when titled, its rows shown, and a footer line when titled.
    private func layOut() {
        var sections: [FlatListLayout.Section] = []
        rows = []
        totalRows = 0
        for section in 0..<adapter.numberOfSections {
            let count = adapter.numberOfRows(inSection: section)
            totalRows += count
            let hasHeader = adapter.header(inSection: section)?.title != nil
            let hasFooter = adapter.footer(inSection: section)?.title != nil
            if textFilter.isEmpty {
                sections.append(
                    FlatListLayout.Section(rowCount: count, hasHeader: hasHeader, hasFooter: hasFooter))
                rows += (0..<count).map { ListIndexPath(section: section, row: $0) }
                continue
            }
            let shown = (0..<count).filter { index in
                row(at: ListIndexPath(section: section, row: index)).map(textFilter.matches) ?? false
            }
            sections.append(
                shown.isEmpty
                    ? FlatListLayout.Section(rowCount: 0)
                    : FlatListLayout.Section(shownRows: shown, hasHeader: hasHeader, hasFooter: hasFooter))
            rows += shown.map { ListIndexPath(section: section, row: $0) }
        }
        layout = FlatListLayout(sections: sections)
    }

    private func row(at indexPath: ListIndexPath) -> ListRow? {
        adapter.row(at: indexPath).map { makeRow($0.item) }
    }

    /// Keeps the selection on a row shown: its own, else the row shown at or after `old`, else the last
    /// row, else the first row.
    private func keepSelection(near old: ListIndexPath?) {
        if let current = adapter.selection, rowIndex(of: current) != nil { return }
        adapter.selection = (adapter.selection ?? old).flatMap(nearestRow(to:)) ?? rows.first
    }

    /// The first row shown at or after `indexPath`, else the last row shown.
    private func nearestRow(to indexPath: ListIndexPath) -> ListIndexPath? {
        let index = firstRowIndex(notBefore: indexPath)
        return index < rows.count ? rows[index] : rows.last
    }

    private func rowIndex(of indexPath: ListIndexPath) -> Int? {
        let index = firstRowIndex(notBefore: indexPath)
        return index < rows.count && rows[index] == indexPath ? index : nil
    }

    /// Binary search: the index of the first row shown at or after `indexPath` (rows are in order).
    private func firstRowIndex(notBefore indexPath: ListIndexPath) -> Int {
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle] < indexPath { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The line of a row shown; `nil` for a row the filter hides.
    private func line(of indexPath: ListIndexPath) -> Int? {
        layout.flatIndex(of: indexPath)
    }

    private func isHeader(_ line: Int) -> Bool {
        guard case .header = layout.line(at: line) else { return false }
        return true
    }
}

extension TerminalListView where Item == any CellViewModel {
    /// Shows a data source of cell view models: each row is the cell's title, with its subtitle at the
    /// right.
    ///
    /// ```swift
    /// let list = TerminalListView(dataSource: playlist.list, emptyText: "No tracks")
    /// ```
    public convenience init(
        dataSource: some ListDataSource<any CellViewModel>, emptyText: String = "",
        onInvalidBatch: ((InvalidBatchError) -> Void)? = InvalidBatchError.defaultHandler
    ) {
        self.init(dataSource: dataSource, emptyText: emptyText, onInvalidBatch: onInvalidBatch) { cell in
            ListRow(cell.title.value, detail: cell.subtitle.value ?? "")
        }
    }
}

extension TerminalListView: @MainActor TerminalView {}
