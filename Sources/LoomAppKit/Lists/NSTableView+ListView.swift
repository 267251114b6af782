#if canImport(AppKit) && !targetEnvironment(macCatalyst)
public import AppKit
public import Loom

/// A view-based table view is a `ListView`: a `ListViewUpdater` (or a ``TableViewAdapter``) replays every
/// change of a data source into it. `NSTableView` has rows but no sections and applies its operations
/// one after another, so a batch becomes `FlatRowChanges` (platform-neutral and tested on Linux) over
/// the layout its data source reports (a ``FlatLayoutDataSource``; any other data source is one section).
///
/// ```swift
/// let updater = ListViewUpdater(dataSource: tracks, listView: tableView)
/// ```
extension NSTableView: ListView {
    /// Performs one batch: the data source switches first (`updates`), then, in one `beginUpdates` /
    /// `endUpdates` (faded, or without animation), the removed lines go, the inserted lines come, and the
    /// reloaded lines are removed and inserted again where they end up. A reloaded line gets a new row view:
    /// `reloadData(forRowIndexes:columnIndexes:)` would keep the row view and swap its cell views without
    /// `tableView(_:didRemove:forRow:)` / `tableView(_:didAdd:forRow:)`, so the new cell view would never
    /// be attached (shown unbound) and the old one never detached (issue 21); a selected reloaded line stays
    /// selected. `completion` runs once the
    /// table view has the new rows.
    public func performBatchUpdates(
        _ changes: ChangeSet, animated: Bool, updates: @escaping () -> Void, completion: (() -> Void)?
    ) {
        let old = currentFlatLayout()
        updates()
        let flat = FlatRowChanges(changes, from: old, to: currentFlatLayout(after: changes))
        let animation: NSTableView.AnimationOptions = animated ? .effectFade : []
        let reloaded = IndexSet(flat.reloaded)
        beginUpdates()
        removeRows(at: IndexSet(flat.removed), withAnimation: animation)
        insertRows(at: IndexSet(flat.inserted), withAnimation: animation)
        // A selected line that is reloaded stays selected.
        let reselected = selectedRowIndexes.intersection(reloaded)
        removeRows(at: reloaded, withAnimation: animation)
        insertRows(at: reloaded, withAnimation: animation)
        if !reselected.isEmpty { selectRowIndexes(reselected, byExtendingSelection: true) }
        endUpdates()
        completion?()
    }

    /// The layout the data source reports; any other data source is one section of the rows the table
    /// shows (`numberOfRows`, before the batch) plus those the batch inserts minus those it deletes (after
    /// it: the table has not counted them yet).
    private func currentFlatLayout(after changes: ChangeSet? = nil) -> FlatListLayout {
        if let source = dataSource as? any FlatLayoutDataSource { return source.flatLayout }
        let rows = numberOfRows + (changes.map { $0.insertedRows.count - $0.deletedRows.count } ?? 0)
        return FlatListLayout(rowCounts: [rows], headerRows: false)
    }
}
#endif
