/// One batch of list changes in UIKit batch-update coordinates: what a `UITableView` or
/// `UICollectionView` accepts inside one `performBatchUpdates`.
///
/// The coordinate convention (the package's contract 7):
/// - **deletes and reloads** address the **old** state (before the batch);
/// - **inserts** address the **new** state (after the batch);
/// - **moves** go from an old index to a new index.
///
/// Sections and rows not named by any operation keep their relative order. A batch is checked with
/// ``BatchUpdateValidator`` and applied to contents with `apply(to:fillingFrom:)`. The order of the
/// operations inside each array carries no meaning; the differ emits them sorted.
///
/// ```swift
/// // [[a, b, c]] → [[b, x, c]]: delete "a" (old 0-0), insert "x" (new 0-1)
/// let changes = ChangeSet(
///     deletedRows: [ListIndexPath(section: 0, row: 0)],
///     insertedRows: [ListIndexPath(section: 0, row: 1)])
/// let new = try changes.apply(to: [["a", "b", "c"]], fillingFrom: [["b", "x", "c"]])
/// ```
public struct ChangeSet: Hashable, Sendable, CustomStringConvertible {
    /// A section or row moved from an old index to a new index: `Move<Int>` for a section,
    /// `Move<ListIndexPath>` for a row.
    ///
    /// ```swift
    /// let row = ChangeSet.Move(from: ListIndexPath(section: 0, row: 2),
    ///                          to: ListIndexPath(section: 1, row: 0))
    /// let changes = ChangeSet(movedSections: [.init(from: 0, to: 3)], movedRows: [row])
    /// ```
    public struct Move<Index: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
        /// The index before the batch.
        public var from: Index
        /// The index after the batch.
        public var to: Index
        /// Creates a move.
        public init(from: Index, to: Index) {
            self.from = from
            self.to = to
        }
        /// `"from->to"`.
        public var description: String { "\(from)->\(to)" }
    }

    /// Sections deleted, by old index.
    public var deletedSections: [Int]
    /// Sections inserted, by new index.
    public var insertedSections: [Int]
    /// Sections reloaded (their rows are requested again), by old index.
    public var reloadedSections: [Int]
    /// Sections moved, old index to new index.
    public var movedSections: [Move<Int>]
    /// Rows deleted, by old index path.
    public var deletedRows: [ListIndexPath]
    /// Rows inserted, by new index path.
    public var insertedRows: [ListIndexPath]
    /// Rows reloaded, by old index path.
    public var reloadedRows: [ListIndexPath]
    /// Rows moved, old index path to new index path.
    public var movedRows: [Move<ListIndexPath>]

    /// Creates a change set; every operation list defaults to empty.
    public init(
        deletedSections: [Int] = [], insertedSections: [Int] = [], reloadedSections: [Int] = [],
        movedSections: [Move<Int>] = [], deletedRows: [ListIndexPath] = [],
        insertedRows: [ListIndexPath] = [], reloadedRows: [ListIndexPath] = [],
        movedRows: [Move<ListIndexPath>] = []
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.reloadedSections = reloadedSections
        self.movedSections = movedSections
        self.deletedRows = deletedRows
        self.insertedRows = insertedRows
        self.reloadedRows = reloadedRows
        self.movedRows = movedRows
    }

    /// Whether the batch contains no operation at all.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
            && movedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
            && reloadedRows.isEmpty && movedRows.isEmpty
    }

    /// The total number of operations in the batch.
    package var operationCount: Int {
        deletedSections.count + insertedSections.count + reloadedSections.count + movedSections.count
            + deletedRows.count + insertedRows.count + reloadedRows.count + movedRows.count
    }

    /// The same batch with every operation list sorted, so that two batches that mean the same
    /// thing compare equal.
    package func normalized() -> ChangeSet {
        ChangeSet(
            deletedSections: deletedSections.sorted(), insertedSections: insertedSections.sorted(),
            reloadedSections: reloadedSections.sorted(),
            movedSections: movedSections.sorted { ($0.from, $0.to) < ($1.from, $1.to) },
            deletedRows: deletedRows.sorted(), insertedRows: insertedRows.sorted(),
            reloadedRows: reloadedRows.sorted(),
            movedRows: movedRows.sorted { $0.from != $1.from ? $0.from < $1.from : $0.to < $1.to })
    }

    /// A compact description, for example `"ChangeSet(deletedRows: [0-0], insertedRows: [0-1])"`.
    public var description: String {
        var parts: [String] = []
        func add<T>(_ name: String, _ list: [T]) {
            if !list.isEmpty { parts.append("\(name): \(list)") }
        }
        add("deletedSections", deletedSections)
        add("insertedSections", insertedSections)
        add("reloadedSections", reloadedSections)
        add("movedSections", movedSections)
        add("deletedRows", deletedRows)
        add("insertedRows", insertedRows)
        add("reloadedRows", reloadedRows)
        add("movedRows", movedRows)
        return "ChangeSet(\(parts.joined(separator: ", ")))"
    }
}
