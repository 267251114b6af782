/// An in-memory ``ListView`` for tests: it remembers the row counts it last saw, records every
/// batch, and checks each batch with ``BatchUpdateValidator`` against the counts before and the
/// counts the data source reports after, exactly as `UITableView` does at the end of an update.
///
/// ```swift
/// let source = MutableArrayDataSource(model: ArrayModel(["a"])) { $0 }
/// let view = RecordingListView(dataSource: source)
/// let updater = ListViewUpdater(dataSource: source, listView: view)
/// source.model.append("b")
/// #expect(view.errors.isEmpty)
/// #expect(view.batches == [ChangeSet(insertedRows: [ListIndexPath(section: 0, row: 1)])])
/// ```
@MainActor
public final class RecordingListView: ListView {
    /// Every batch performed, in order.
    public private(set) var batches: [ChangeSet] = []
    /// The validator's error for every invalid batch, in order (UIKit would have crashed).
    public private(set) var errors: [BatchUpdateError] = []
    /// How many times ``reloadData()`` was called.
    public private(set) var reloadCount = 0
    /// The row counts per section the view believes the data source has.
    public private(set) var rowCounts: [Int]

    private let readRowCounts: () -> [Int]

    /// Creates a recording view that reads row counts with `rowCounts` (what a table view asks its
    /// data source). Reads them once now, as a table view does when first shown.
    public init(rowCounts: @escaping () -> [Int]) {
        self.readRowCounts = rowCounts
        self.rowCounts = rowCounts()
    }

    /// Creates a recording view showing a data source.
    public convenience init<Source: ListDataSource>(dataSource: Source) {
        self.init { [weak dataSource] in dataSource?.rowCounts ?? [] }
    }

    /// Reads the row counts again.
    public func reloadData() {
        reloadCount += 1
        rowCounts = readRowCounts()
    }

    /// Runs `updateData`, reads the new counts, validates the batch and records it.
    public func performBatchUpdates(_ changeSet: ChangeSet, updateData: () -> Void) {
        updateData()
        let newCounts = readRowCounts()
        do {
            try BatchUpdateValidator.validate(changeSet, oldRowCounts: rowCounts, newRowCounts: newCounts)
        } catch {
            errors.append(error)
        }
        batches.append(changeSet)
        rowCounts = newCounts
    }
}
