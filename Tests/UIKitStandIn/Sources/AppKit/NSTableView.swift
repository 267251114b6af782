// https://developer.apple.com/documentation/appkit/nstableview — a view-based table view (macOS 10.7+): it
// asks its data source for the number of rows and its delegate for the view of each cell it shows; it
// stores no data.
// - Rows on screen: the stand-in shows `standInViewportRows` rows from `standInFirstVisibleRow` (scrolled
//   by `scrollRowToVisible(_:)`). A row coming on screen gets a row view (`NSTableRowView`) holding the
//   delegate's view of each column (of the row, for a group row), then `tableView(_:didAdd:forRow:)`; a row
//   going off screen or deleted: `tableView(_:didRemove:forRow:)` (row -1 when deleted), and its cell views
//   wait for reuse by identifier.
// - `makeView(withIdentifier:owner:)` (https://developer.apple.com/documentation/appkit/nstableview/makeview(withidentifier:owner:)):
//   a view of that identifier no longer on screen, else `nil` (the stand-in registers no nibs).
// - `reloadData()` (https://developer.apple.com/documentation/appkit/nstableview/reloaddata()): every row
//   asked again. `reloadData(forRowIndexes:columnIndexes:)`
//   (https://developer.apple.com/documentation/appkit/nstableview/reloaddata(forrowindexes:columnindexes:)):
//   "For NSView-based table views, this method drops the view-cells in the table row, but not the
//   NSTableRowView cells": new cell views in the same row view, no `didAdd` / `didRemove`. When the dropped
//   view becomes reusable is not documented: the stand-in makes it reusable only after the new one is asked
//   for (the stricter reading: the new view may be another view).
// - `removeRows(at:withAnimation:)` (https://developer.apple.com/documentation/appkit/nstableview/removerows(at:withanimation:))
//   and `insertRows(at:withAnimation:)` (https://developer.apple.com/documentation/appkit/nstableview/insertrows(at:withanimation:))
//   change the table's own row count at once, each call in the coordinates left by the calls before ("changes
//   are processed incrementally"), inside `beginUpdates()` / `endUpdates()` or alone. AppKit documents no
//   check against the data source; the stand-in checks, when the outermost updates end, that the table's row
//   count equals the data source's and raises otherwise (the stricter rule: a table showing more or fewer
//   rows than its data source has is wrong on screen). An index past the end raises `NSRangeException`.
// - Selection (`selectRowIndexes(_:byExtendingSelection:)`, `selectedRow`): "The selected rows are maintained
//   during the series of insertions, deletions, moves, and scrolling. If a selected row is deleted, a
//   selection changed notification occurs after removeRows(at:withAnimation:) is called"
//   (https://developer.apple.com/documentation/appkit/nstableview/beginupdates()): the delegate's
//   `tableViewSelectionDidChange(_:)` then, at once, even inside updates; rows moving under the selection
//   post nothing. A selection made in code is told too (the stricter reading: the delegate must tell it from
//   the user's).
public import Foundation

/// A view-based table view.
@MainActor
open class NSTableView: NSControl {
    /// The edge a row is swiped from.
    public enum RowActionEdge: Int, Sendable {
        /// The leading edge.
        case leading = 0
        /// The trailing edge.
        case trailing = 1
    }

    /// How removed and inserted rows are animated.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Faded.
        public static let effectFade = AnimationOptions(rawValue: 1)
        /// A gap opens.
        public static let effectGap = AnimationOptions(rawValue: 2)
        /// Slid up.
        public static let slideUp = AnimationOptions(rawValue: 0x10)
        /// Slid down.
        public static let slideDown = AnimationOptions(rawValue: 0x20)
    }

    /// Posted after the selection changed.
    public static let selectionDidChangeNotification = Notification.Name(
        "NSTableViewSelectionDidChangeNotification")

    /// The data source (not retained).
    open weak var dataSource: (any NSTableViewDataSource)?
    /// The delegate (not retained).
    open weak var delegate: (any NSTableViewDelegate)?
    /// The columns.
    public private(set) var tableColumns: [NSTableColumn] = []
    /// The number of rows the table shows.
    public private(set) var numberOfRows = 0
    /// The selected rows.
    public private(set) var selectedRowIndexes = IndexSet()
    /// Stand-in only: the first row on screen.
    public private(set) var standInFirstVisibleRow = 0
    /// Stand-in only: how many rows fit on screen.
    public var standInViewportRows = 12
    /// The row views on screen, by row.
    private var rowViews: [Int: NSTableRowView] = [:]
    private var reusable: [NSUserInterfaceItemIdentifier: [NSView]] = [:]
    private var updateDepth = 0

    /// The number of columns.
    open var numberOfColumns: Int { tableColumns.count }

    /// The first selected row, or -1.
    open var selectedRow: Int { selectedRowIndexes.first ?? -1 }

    /// Adds a column.
    open func addTableColumn(_ column: NSTableColumn) {
        tableColumns.append(column)
    }

    /// A view of `identifier` that is off screen, if any.
    open func makeView(withIdentifier identifier: NSUserInterfaceItemIdentifier, owner: Any?) -> NSView? {
        reusable[identifier]?.popLast()
    }

    /// Asks the data source and the delegate again for every row.
    open func reloadData() {
        for row in rowViews.keys.sorted() { removeRowView(at: row, deleted: false) }
        numberOfRows = dataSource?.numberOfRows(in: self) ?? 0
        setSelection(selectedRowIndexes.filteredIndexSet { $0 < numberOfRows })
        layoutRows()
    }

    /// Asks the delegate again for the cell views of `rowIndexes` at `columnIndexes`, in the same row views.
    open func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet) {
        for row in rowIndexes {
            guard let rowView = rowViews[row], !rowView.isGroupRowStyle else { continue }
            for column in columnIndexes where column < rowView.cellViews.count {
                let old = rowView.cellViews[column]
                let view = delegate?.tableView(self, viewFor: tableColumns[column], row: row)
                if let old, old !== view { retire(old) }
                rowView.cellViews[column] = view
                if let view { rowView.addSubview(view) }
            }
        }
    }

    /// Starts a group of removals and insertions.
    open func beginUpdates() {
        updateDepth += 1
    }

    /// Ends a group of removals and insertions: the table checks its rows against the data source and
    /// shows the rows that came on screen.
    open func endUpdates() {
        updateDepth -= 1
        if updateDepth == 0 { endOfUpdates() }
    }

    /// Removes the rows at `indexes` (the rows shown now).
    open func removeRows(at indexes: IndexSet, withAnimation animationOptions: AnimationOptions = []) {
        guard indexes.allSatisfy({ $0 < numberOfRows }) else {
            return standInRaise(
                RaisedException.range, "removeRows(at:) past the last row \(numberOfRows - 1)")
        }
        let removesSelected = !selectedRowIndexes.intersection(indexes).isEmpty
        for row in indexes.reversed() {
            if rowViews[row] != nil { removeRowView(at: row, deleted: true) }
            rowViews = Dictionary(
                uniqueKeysWithValues: rowViews.map { ($0.key > row ? $0.key - 1 : $0.key, $0.value) })
            setSelection(
                IndexSet(selectedRowIndexes.compactMap { $0 == row ? nil : ($0 > row ? $0 - 1 : $0) }))
            numberOfRows -= 1
        }
        if removesSelected { postSelectionChange() }
        if updateDepth == 0 { endOfUpdates() }
    }

    /// Inserts rows at `indexes` (their positions once inserted).
    open func insertRows(at indexes: IndexSet, withAnimation animationOptions: AnimationOptions = []) {
        for row in indexes {
            guard row <= numberOfRows else {
                return standInRaise(
                    RaisedException.range, "insertRows(at:) at \(row) past the end \(numberOfRows)")
            }
            rowViews = Dictionary(
                uniqueKeysWithValues: rowViews.map { ($0.key >= row ? $0.key + 1 : $0.key, $0.value) })
            setSelection(IndexSet(selectedRowIndexes.map { $0 >= row ? $0 + 1 : $0 }))
            numberOfRows += 1
        }
        if updateDepth == 0 { endOfUpdates() }
    }

    /// Selects `indexes` (added to the selection when `extend`).
    open func selectRowIndexes(_ indexes: IndexSet, byExtendingSelection extend: Bool) {
        let selection = extend ? selectedRowIndexes.union(indexes) : indexes
        guard selection != selectedRowIndexes else { return }
        setSelection(selection)
        postSelectionChange()
    }

    /// Empties the selection.
    open func deselectAll(_ sender: Any?) {
        selectRowIndexes([], byExtendingSelection: false)
    }

    /// Scrolls so that `row` is on screen.
    open func scrollRowToVisible(_ row: Int) {
        guard row >= 0, row < numberOfRows else { return }
        if row < standInFirstVisibleRow {
            standInFirstVisibleRow = row
        } else if row >= standInFirstVisibleRow + standInViewportRows {
            standInFirstVisibleRow = row - standInViewportRows + 1
        }
        layoutRows()
    }

    /// The row view of `row` if it is on screen.
    open func rowView(atRow row: Int, makeIfNecessary: Bool) -> NSTableRowView? {
        rowViews[row]
    }

    /// Stand-in only: the rows on screen, in order.
    public var standInVisibleRows: [Int] { rowViews.keys.sorted() }

    /// Stand-in only: the user clicks `row`: the delegate decides what is selected
    /// (`tableView(_:selectionIndexesForProposedSelection:)`); whether `row` alone is selected then.
    @discardableResult
    public func simulateClick(row: Int) -> Bool {
        guard row >= 0, row < numberOfRows, standInTakesClicks else { return false }
        let selection = delegate?.tableView(self, selectionIndexesForProposedSelection: [row]) ?? [row]
        selectRowIndexes(selection, byExtendingSelection: false)
        return selectedRowIndexes == [row]
    }

    /// Stand-in only: the user swipes `row` from `edge`; the actions shown.
    public func simulateSwipe(row: Int, edge: RowActionEdge) -> [NSTableViewRowAction] {
        guard row >= 0, row < numberOfRows else { return [] }
        return delegate?.tableView(self, rowActionsForRow: row, edge: edge) ?? []
    }

    /// Stand-in only: the user taps `action` of the swiped `row`.
    public func simulateTap(_ action: NSTableViewRowAction, row: Int) {
        action.handler(action, row)
    }

    // MARK: Rows on screen

    private func endOfUpdates() {
        let expected = dataSource?.numberOfRows(in: self) ?? 0
        if expected != numberOfRows {
            standInRaise(
                RaisedException.internalInconsistency,
                "the table view shows \(numberOfRows) rows after the updates, its data source has \(expected)"
            )
        }
        layoutRows()
    }

    private func setSelection(_ indexes: IndexSet) {
        selectedRowIndexes = indexes
    }

    private func postSelectionChange() {
        delegate?.tableViewSelectionDidChange(
            Notification(name: Self.selectionDidChangeNotification, object: self))
    }

    /// Row views for the rows on screen that have none; off-screen rows lose theirs.
    private func layoutRows() {
        standInFirstVisibleRow = max(0, min(standInFirstVisibleRow, numberOfRows - standInViewportRows))
        let visible = standInFirstVisibleRow..<min(numberOfRows, standInFirstVisibleRow + standInViewportRows)
        for row in rowViews.keys.sorted() where !visible.contains(row) {
            removeRowView(at: row, deleted: false)
        }
        for row in visible where rowViews[row] == nil { addRowView(at: row) }
    }

    private func addRowView(at row: Int) {
        let rowView = NSTableRowView(frame: .zero)
        if delegate?.tableView(self, isGroupRow: row) == true {
            rowView.isGroupRowStyle = true
            rowView.cellViews = [delegate?.tableView(self, viewFor: nil, row: row)]
        } else {
            rowView.cellViews = tableColumns.map { delegate?.tableView(self, viewFor: $0, row: row) }
        }
        for case let view? in rowView.cellViews { rowView.addSubview(view) }
        rowViews[row] = rowView
        addSubview(rowView)
        delegate?.tableView(self, didAdd: rowView, forRow: row)
    }

    private func removeRowView(at row: Int, deleted: Bool) {
        guard let rowView = rowViews.removeValue(forKey: row) else { return }
        rowView.removeFromSuperview()
        delegate?.tableView(self, didRemove: rowView, forRow: deleted ? -1 : row)
        for case let view? in rowView.cellViews { retire(view) }
        rowView.cellViews = []
    }

    /// A cell view leaves its row and waits for reuse under its identifier.
    private func retire(_ view: NSView) {
        view.removeFromSuperview()
        if let identifier = view.identifier { reusable[identifier, default: []].append(view) }
    }
}
