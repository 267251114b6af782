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
    /// Performs one batch: the data source switches first (`updates`), then the removed lines go and the
    /// inserted lines come in one `beginUpdates` / `endUpdates` (faded, or without animation), and the
    /// reloaded lines are reloaded. `completion` runs once the table view has the new rows.
    public func performBatchUpdates(
        _ changes: ChangeSet, animated: Bool, updates: @escaping () -> Void, completion: (() -> Void)?
    ) {
        let old = currentFlatLayout()
        updates()
        let flat = FlatRowChanges(changes, from: old, to: currentFlatLayout())
        let animation: NSTableView.AnimationOptions = animated ? .effectFade : []
        beginUpdates()
        removeRows(at: IndexSet(flat.removed), withAnimation: animation)
        insertRows(at: IndexSet(flat.inserted), withAnimation: animation)
        endUpdates()
        if !flat.reloaded.isEmpty {
            reloadData(
                forRowIndexes: IndexSet(flat.reloaded),
                columnIndexes: IndexSet(integersIn: 0..<numberOfColumns))
        }
        completion?()
    }

    private func currentFlatLayout() -> FlatListLayout {
        if let source = dataSource as? any FlatLayoutDataSource { return source.flatLayout }
        return FlatListLayout(rowCounts: [dataSource?.numberOfRows?(in: self) ?? 0], headerRows: false)
    }
}
#endif
