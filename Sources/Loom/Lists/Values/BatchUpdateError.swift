/// Why a ``ChangeSet`` would make `UITableView` / `UICollectionView` raise an
/// `NSInternalInconsistencyException` at the end of a batch update.
///
/// Thrown by ``BatchUpdateValidator``. Each case names the broken rule; ``description`` phrases it
/// the way UIKit's exception does and adds the rule.
///
/// ```swift
/// do {
///     try BatchUpdateValidator.validate(changes, oldRowCounts: [3], newRowCounts: [3])
/// } catch {
///     print(error)   // "invalid number of rows in section 0: ... (rule: row count)"
/// }
/// ```
public enum BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of operation named in an error.
    public enum Operation: String, Hashable, Sendable {
        /// A delete (old coordinates).
        case delete
        /// An insert (new coordinates).
        case insert
        /// A reload (old coordinates).
        case reload
        /// The source of a move (old coordinates).
        case moveFrom = "move from"
        /// The destination of a move (new coordinates).
        case moveTo = "move to"
    }

    /// Rule "section count": the number of sections after the batch must equal the number before,
    /// plus inserted, minus deleted sections.
    case invalidSectionCount(before: Int, after: Int, inserted: Int, deleted: Int)
    /// Rule "row count": a surviving section's rows after the batch must equal its rows before,
    /// plus inserted and moved-in, minus deleted and moved-out rows.
    case invalidRowCount(
        oldSection: Int, newSection: Int, before: Int, after: Int, inserted: Int, deleted: Int,
        movedIn: Int, movedOut: Int)
    /// Rule "section range": deletes, reloads and move sources must name an existing old section;
    /// inserts and move destinations an existing new section.
    case sectionOutOfRange(Operation, section: Int, sectionCount: Int)
    /// Rule "row range": the row must exist in its section, in old coordinates for deletes,
    /// reloads and move sources, in new coordinates for inserts and move destinations.
    case rowOutOfRange(Operation, ListIndexPath, rowCount: Int)
    /// Rule "one operation per section": the same section is named twice by one kind of operation.
    case duplicateSectionOperation(Operation, section: Int)
    /// Rule "one operation per row": the same index path is named twice by one kind of operation.
    case duplicateRowOperation(Operation, ListIndexPath)
    /// Rule "no conflicting section operations": delete and reload, delete and move, reload and
    /// move of the same old section, or insert and move to the same new section.
    case conflictingSectionOperations(Operation, Operation, section: Int)
    /// Rule "no conflicting row operations": delete and reload, delete and move, reload and move
    /// of the same old row, or insert and move to the same new row.
    case conflictingRowOperations(Operation, Operation, ListIndexPath)
    /// Rule "no row operation inside a section operation": a row operation addresses a section that
    /// the same batch deletes, reloads (old coordinates) or inserts (new coordinates).
    case rowInChangedSection(Operation, ListIndexPath, sectionOperation: Operation)
    /// Rule "switch inside the batch": the list view did not run the batch's `updates` before its
    /// `performBatchUpdates` returned, so the data source switched outside the batch (a view that reads
    /// it in between sees the new contents while it still shows the old ones).
    case switchedOutsideBatch

    /// The UIKit-style message and the broken rule.
    public var description: String {
        switch self {
        case .invalidSectionCount(let before, let after, let inserted, let deleted):
            "invalid number of sections: the number of sections after the update (\(after)) must be "
                + "equal to the number before (\(before)), plus or minus the number inserted or "
                + "deleted (\(inserted) inserted, \(deleted) deleted) (rule: section count)"
        case .invalidRowCount(
            let oldSection, let newSection, let before, let after, let inserted, let deleted, let movedIn,
            let movedOut):
            "invalid number of rows in section \(newSection) (old section \(oldSection)): the number "
                + "of rows after the update (\(after)) must be equal to the number before (\(before)), "
                + "plus or minus the number inserted or deleted (\(inserted) inserted, \(deleted) "
                + "deleted) and plus or minus the number moved in or out (\(movedIn) moved in, "
                + "\(movedOut) moved out) (rule: row count)"
        case .sectionOutOfRange(let operation, let section, let count):
            "attempt to \(operation.rawValue) section \(section), but there are only \(count) sections "
                + "\(Self.when(operation)) the update (rule: section range)"
        case .rowOutOfRange(let operation, let path, let count):
            "attempt to \(operation.rawValue) row \(path.row) in section \(path.section), which only "
                + "contains \(count) rows \(Self.when(operation)) the update (rule: row range)"
        case .duplicateSectionOperation(let operation, let section):
            "attempt to \(operation.rawValue) section \(section) twice (rule: one operation per section)"
        case .duplicateRowOperation(let operation, let path):
            "attempt to \(operation.rawValue) index path \(path) twice (rule: one operation per row)"
        case .conflictingSectionOperations(let a, let b, let section):
            "attempt to \(a.rawValue) and \(b.rawValue) the same section \(section) "
                + "(rule: no conflicting section operations)"
        case .conflictingRowOperations(let a, let b, let path):
            "attempt to \(a.rawValue) and \(b.rawValue) the same index path \(path) "
                + "(rule: no conflicting row operations)"
        case .rowInChangedSection(let operation, let path, let sectionOperation):
            "attempt to \(operation.rawValue) row \(path.row) in section \(path.section), which is also "
                + "being \(Self.participle(sectionOperation)) (rule: no row operation inside a section "
                + "operation)"
        case .switchedOutsideBatch:
            "the list view returned from performBatchUpdates without running its updates: the data source "
                + "switched outside the batch (rule: switch inside the batch)"
        }
    }

    private static func when(_ operation: Operation) -> String {
        switch operation {
        case .delete, .reload, .moveFrom: "before"
        case .insert, .moveTo: "after"
        }
    }

    private static func participle(_ operation: Operation) -> String {
        switch operation {
        case .delete: "deleted"
        case .insert: "inserted"
        case .reload: "reloaded"
        case .moveFrom, .moveTo: "moved"
        }
    }
}
