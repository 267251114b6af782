/// A batch that a table or collection view would reject with its "Invalid update" exception, caught by
/// a ``ListAdapter`` before the view sees the end of the batch: which data source reported it, which
/// rule it breaks, the batch, and the row counts the data source answers after it.
///
/// In debug builds a list adapter checks every batch and stops with this error's ``description``
/// (``defaultHandler``), so a wrong change set is a readable message naming the data source and the
/// rule instead of UIKit's exception deep inside `performBatchUpdates` (the crash behind IGListKit
/// #1623, RxDataSources #47 and #60).
///
/// ```swift
/// let adapter = TableViewAdapter(tableView: tableView, dataSource: tracks) { error in
///     print(error)   // Loom stopped an invalid batch of QueryDataSource<TrackRow> … (rule: row count)
/// }
/// ```
public struct InvalidBatchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The type of the data source shown (the root of the tree), for example
    /// `"MultiSectionDataSource<any CellViewModel>"`.
    public let dataSource: String
    /// The broken rule, as the validator reports it.
    public let violation: BatchUpdateError
    /// The batch, in UIKit batch-update coordinates.
    public let changes: ChangeSet
    /// The row count of every section the data source answers once switched to its contents after the
    /// batch.
    package let rowCountsAfter: [Int]

    /// Creates the error.
    package init(dataSource: String, violation: BatchUpdateError, changes: ChangeSet, rowCountsAfter: [Int]) {
        self.dataSource = dataSource
        self.violation = violation
        self.changes = changes
        self.rowCountsAfter = rowCountsAfter
    }

    /// Several lines: the data source and the rule first, then the validator's message, the batch, the
    /// row counts after it, and what a data source must do.
    public var description: String {
        """
        Loom stopped an invalid batch of \(dataSource) before the list view raised "Invalid update" \
        (rule: \(violation.rule)).
        \(violation)
        Batch: \(changes)
        Row counts after the batch: \(rowCountsAfter)
        A data source reports exactly what changed, in batch coordinates (deletes and reloads before, \
        inserts after), and switches its contents inside the batch (see the Lists article of Loom's documentation).
        """
    }

    /// Whether list adapters check batches unless told otherwise: `true` in debug builds of Loom,
    /// `false` in release builds (the check reads every section's row count twice per batch).
    package static var isCheckedByDefault: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }

    /// What a ``ListAdapter`` does with an invalid batch unless told otherwise: in debug builds, stop
    /// (`assertionFailure`) with the ``description``, before the list view raises; in release builds,
    /// nothing is checked (`nil`).
    public static var defaultHandler: ((InvalidBatchError) -> Void)? {
        guard isCheckedByDefault else { return nil }
        return { error in assertionFailure(error.description) }
    }
}
