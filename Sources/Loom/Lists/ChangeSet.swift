/// One batch of list changes in UIKit batch-update coordinates: what a `UITableView` or
/// `UICollectionView` accepts inside one `performBatchUpdates`.
///
/// The coordinate convention (the package's contract 7):
/// - **deletes and reloads** address the **old** state (before the batch);
/// - **inserts** address the **new** state (after the batch);
/// - **moves** go from an old index to a new index.
///
/// Sections and rows not named by any operation keep their relative order. A batch is checked with
/// ``BatchUpdateValidator`` and applied to contents with ``apply(to:fillingFrom:)``. The order of the
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
    /// A section moved from an old index to a new index.
    public struct SectionMove: Hashable, Sendable, CustomStringConvertible {
        /// The section's index before the batch.
        public var from: Int
        /// The section's index after the batch.
        public var to: Int
        /// Creates a section move.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
        /// `"from->to"`.
        public var description: String { "\(from)->\(to)" }
    }

    /// A row moved from an old index path to a new index path.
    public struct RowMove: Hashable, Sendable, CustomStringConvertible {
        /// The row's index path before the batch.
        public var from: ListIndexPath
        /// The row's index path after the batch.
        public var to: ListIndexPath
        /// Creates a row move.
        public init(from: ListIndexPath, to: ListIndexPath) {
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
    public var movedSections: [SectionMove]
    /// Rows deleted, by old index path.
    public var deletedRows: [ListIndexPath]
    /// Rows inserted, by new index path.
    public var insertedRows: [ListIndexPath]
    /// Rows reloaded, by old index path.
    public var reloadedRows: [ListIndexPath]
    /// Rows moved, old index path to new index path.
    public var movedRows: [RowMove]

    /// Creates a change set; every operation list defaults to empty.
    public init(
        deletedSections: [Int] = [], insertedSections: [Int] = [], reloadedSections: [Int] = [],
        movedSections: [SectionMove] = [], deletedRows: [ListIndexPath] = [],
        insertedRows: [ListIndexPath] = [], reloadedRows: [ListIndexPath] = [], movedRows: [RowMove] = []
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
    public var operationCount: Int {
        deletedSections.count + insertedSections.count + reloadedSections.count + movedSections.count
            + deletedRows.count + insertedRows.count + reloadedRows.count + movedRows.count
    }

    /// The same batch with every operation list sorted, so that two batches that mean the same
    /// thing compare equal.
    public func normalized() -> ChangeSet {
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

// MARK: - Offsets

extension ChangeSet {
    /// Shifts every operation by a section and a row offset, as a composite data source does to
    /// re-base a child's change set into its own coordinates.
    ///
    /// Section operations move by `sections` only (the row offset does not apply to them); row
    /// operations move by both. If any index would become negative the method throws
    /// ``ListError/negativeIndexAfterOffset(index:sectionOffset:rowOffset:)`` and leaves the value
    /// unchanged.
    ///
    /// ```swift
    /// var changes = ChangeSet(insertedSections: [10])
    /// try changes.offset(sections: -3, rows: 0)   // insertedSections == [7]
    /// ```
    public mutating func offset(sections: Int, rows: Int) throws(ListError) {
        self = try offsetBy(sections: sections, rows: rows)
    }

    /// Returns the batch shifted by a section and a row offset; see ``offset(sections:rows:)``.
    public func offsetBy(sections s: Int, rows r: Int) throws(ListError) -> ChangeSet {
        if s == 0 && r == 0 { return self }
        func section(_ index: Int) throws(ListError) -> Int {
            let result = index + s
            guard result >= 0 else {
                throw .negativeIndexAfterOffset(index: "section \(index)", sectionOffset: s, rowOffset: r)
            }
            return result
        }
        func path(_ p: ListIndexPath) throws(ListError) -> ListIndexPath {
            let section = p.section + s
            let row = p.row + r
            guard section >= 0, row >= 0 else {
                throw .negativeIndexAfterOffset(index: "index path \(p)", sectionOffset: s, rowOffset: r)
            }
            return ListIndexPath(section: section, row: row)
        }
        var result = ChangeSet()
        for x in deletedSections { result.deletedSections.append(try section(x)) }
        for x in insertedSections { result.insertedSections.append(try section(x)) }
        for x in reloadedSections { result.reloadedSections.append(try section(x)) }
        for m in movedSections {
            result.movedSections.append(SectionMove(from: try section(m.from), to: try section(m.to)))
        }
        for p in deletedRows { result.deletedRows.append(try path(p)) }
        for p in insertedRows { result.insertedRows.append(try path(p)) }
        for p in reloadedRows { result.reloadedRows.append(try path(p)) }
        for m in movedRows { result.movedRows.append(RowMove(from: try path(m.from), to: try path(m.to))) }
        return result
    }
}

// MARK: - Mapping old positions to new positions

extension ChangeSet {
    /// Where an old section ends up after the batch, or `nil` if it is deleted.
    ///
    /// Moved sections go to their destination; every other surviving section keeps its relative
    /// order and takes the next new index not taken by an inserted section or a move destination
    /// (UIKit's rule). A reloaded section keeps its place.
    public func newSection(forOld section: Int) -> Int? {
        if deletedSections.contains(section) { return nil }
        if let move = movedSections.first(where: { $0.from == section }) { return move.to }
        var rank = section
        for d in deletedSections where d < section { rank -= 1 }
        for m in movedSections where m.from < section { rank -= 1 }
        return Self.slot(rank: rank, occupied: (insertedSections + movedSections.map(\.to)).sorted())
    }

    /// Where an old index path (for example the selection) ends up after the batch, or `nil` if its
    /// row or section is deleted, or its section is reloaded (a reloaded section's rows have no
    /// identity across the batch).
    ///
    /// A moved row goes to its destination; a reloaded row stays the same item at its new place;
    /// every other surviving row keeps its relative order in its section and takes the next row not
    /// taken by an insert or a move destination.
    ///
    /// ```swift
    /// let changes = ChangeSet(insertedRows: [ListIndexPath(section: 0, row: 0)])
    /// changes.newIndexPath(forOld: ListIndexPath(section: 0, row: 1))   // 0-2
    /// ```
    public func newIndexPath(forOld path: ListIndexPath) -> ListIndexPath? {
        if reloadedSections.contains(path.section) || deletedRows.contains(path) { return nil }
        guard let newSection = newSection(forOld: path.section) else { return nil }
        if let move = movedRows.first(where: { $0.from == path }) { return move.to }
        var rank = path.row
        for d in deletedRows where d.section == path.section && d.row < path.row { rank -= 1 }
        for m in movedRows where m.from.section == path.section && m.from.row < path.row { rank -= 1 }
        var occupied: [Int] = []
        for p in insertedRows where p.section == newSection { occupied.append(p.row) }
        for m in movedRows where m.to.section == newSection { occupied.append(m.to.row) }
        occupied.sort()
        return ListIndexPath(section: newSection, row: Self.slot(rank: rank, occupied: occupied))
    }

    /// The `rank`-th (0-based) index that is not in `occupied` (sorted ascending).
    static func slot(rank: Int, occupied: [Int]) -> Int {
        var slot = rank
        for o in occupied {
            if o <= slot { slot += 1 } else { break }
        }
        return slot
    }
}
