/// An ordered, sequential record of list changes (the seed's `VMKChangeSet`): each change is
/// interpreted in the coordinates left by the ones before it, unlike a ``ChangeSet`` whose
/// operations all refer to the state before or after one batch.
///
/// Use it to record changes as they happen one by one, to map a selection through them, and to
/// replay them into a list view one batch per change (``changeSets``), which is always valid.
///
/// ```swift
/// var history = ChangeHistory()
/// history.insertSection(0)
/// history.deleteRow(at: ListIndexPath(section: 1, row: 0))
/// history.newIndexPath(forOld: ListIndexPath(section: 0, row: 1))   // 1-0
/// try history.offset(sections: 2, rows: 0)                           // sections shifted by 2
/// ```
public struct ChangeHistory: Hashable, Sendable, CustomStringConvertible {
    /// The changes, oldest first.
    public private(set) var changes: [ListChange]

    /// Creates a history from changes, oldest first.
    public init(_ changes: [ListChange] = []) {
        self.changes = changes
    }

    /// Whether nothing was recorded.
    public var isEmpty: Bool { changes.isEmpty }

    /// Records an inserted section.
    public mutating func insertSection(_ section: Int) { changes.append(.sectionInserted(section)) }
    /// Records a deleted section.
    public mutating func deleteSection(_ section: Int) { changes.append(.sectionDeleted(section)) }
    /// Records a changed (reloaded) section.
    public mutating func reloadSection(_ section: Int) { changes.append(.sectionReloaded(section)) }
    /// Records an inserted row.
    public mutating func insertRow(at path: ListIndexPath) { changes.append(.rowInserted(path)) }
    /// Records a deleted row.
    public mutating func deleteRow(at path: ListIndexPath) { changes.append(.rowDeleted(path)) }
    /// Records a changed (reloaded) row.
    public mutating func reloadRow(at path: ListIndexPath) { changes.append(.rowReloaded(path)) }
    /// Records a moved row. A move onto the same index path is recorded as a reload (the seed's rule).
    public mutating func moveRow(from: ListIndexPath, to: ListIndexPath) {
        changes.append(from == to ? .rowReloaded(from) : .rowMoved(from: from, to: to))
    }
    /// Appends another history's changes after this one's.
    public mutating func append(contentsOf other: ChangeHistory) { changes += other.changes }

    /// Shifts every change by a section and a row offset (section changes by `sections` only).
    /// If any index would become negative it throws and leaves the history unchanged.
    public mutating func offset(sections: Int, rows: Int) throws(ListError) {
        var shifted: [ListChange] = []
        shifted.reserveCapacity(changes.count)
        for change in changes { shifted.append(try change.offsetBy(sections: sections, rows: rows)) }
        changes = shifted
    }

    /// Maps an old index path (for example the selection) through every change in order; `nil`
    /// once a change deletes it.
    ///
    /// ```swift
    /// let history = ChangeHistory([.rowMoved(from: .init(section: 1, row: 0), to: .init(section: 0, row: 0))])
    /// history.newIndexPath(forOld: ListIndexPath(section: 0, row: 1))   // 0-2
    /// ```
    public func newIndexPath(forOld path: ListIndexPath?) -> ListIndexPath? {
        guard var p = path else { return nil }
        for change in changes {
            guard let next = change.newIndexPath(forOld: p) else { return nil }
            p = next
        }
        return p
    }

    /// The history with every section deletion that immediately follows an insertion of the same
    /// section folded into a single reload of that section (used by fetched data sources).
    ///
    /// Unlike the seed, a deletion that follows anything other than an insertion of the same
    /// section is always kept.
    public func cleanedUp() -> ChangeHistory {
        var result: [ListChange] = []
        result.reserveCapacity(changes.count)
        for change in changes {
            if case .sectionDeleted(let deleted) = change, case .sectionInserted(let inserted)? = result.last,
                inserted == deleted
            {
                result[result.count - 1] = .sectionReloaded(deleted)
            } else {
                result.append(change)
            }
        }
        return ChangeHistory(result)
    }

    /// One batch per change, in order: replaying them one `performBatchUpdates` each is always valid.
    public var changeSets: [ChangeSet] { changes.map(\.changeSet) }

    /// `"ChangeHistory with 2 changes: 1. Inserted Section:0, 2. Deleted Row:1-0"`.
    public var description: String {
        let items = changes.enumerated().map { "\($0.offset + 1). \($0.element)" }
        return "ChangeHistory with \(changes.count) changes: \(items.joined(separator: ", "))"
    }
}
