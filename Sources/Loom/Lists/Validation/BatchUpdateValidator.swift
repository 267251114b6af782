/// A pure-Swift model of the rules `UITableView` and `UICollectionView` enforce at the end of a
/// batch update. It throws a ``BatchUpdateError`` exactly where UIKit would raise.
///
/// The rules, checked in this order:
/// 1. **section range**: deletes, reloads and move sources name an old section; inserts and
///    move destinations a new section.
/// 2. **one operation per section** and **no conflicting section operations**: no section is
///    deleted, reloaded, moved from, inserted or moved to twice; no old section is both deleted and
///    reloaded, deleted and moved, or reloaded and moved; no new section is both inserted and moved to.
/// 3. **section count**: `new = old + inserted − deleted`.
/// 4. **no row operation inside a section operation**: row deletes, reloads and move sources do not
///    address a section being deleted or reloaded; row inserts and move destinations do not address
///    a section being inserted or the new place of a reloaded section.
/// 5. **row range**: old rows exist before the update, new rows after it.
/// 6. **one operation per row** and **no conflicting row operations** (as for sections; in
///    particular no reload and move of the same row, no move of a deleted row, no move onto an
///    inserted row).
/// 7. **row count**: for every surviving, non-reloaded section,
///    `new = old + inserted − deleted + moved in − moved out`. Inserted and reloaded sections take
///    whatever count the data source reports, as in UIKit.
///
/// Tests and the recording list view run it on every batch; a UIKit front-end can run it in
/// debug builds before `performBatchUpdates`.
///
/// ```swift
/// let changes = ChangeSet(insertedRows: [ListIndexPath(section: 0, row: 3)])
/// try BatchUpdateValidator.validate(changes, oldRowCounts: [3], newRowCounts: [4])   // passes
/// try BatchUpdateValidator.validate(changes, oldRowCounts: [3], newRowCounts: [3])   // throws
/// ```
public enum BatchUpdateValidator {
    /// Checks one batch against the row counts per section before and after it.
    ///
    /// - Parameters:
    ///   - changeSet: the batch.
    ///   - oldRowCounts: the number of rows in each section before the batch.
    ///   - newRowCounts: the number of rows in each section after the batch (what the data source
    ///     reports once updated).
    public static func validate(
        _ changeSet: ChangeSet, oldRowCounts: [Int], newRowCounts: [Int]
    ) throws(BatchUpdateError) {
        let oldCount = oldRowCounts.count
        let newCount = newRowCounts.count
        let c = changeSet

        // 1 + 2: sections.
        var deleted = Set<Int>(minimumCapacity: c.deletedSections.count)
        for s in c.deletedSections {
            guard s >= 0 && s < oldCount else {
                throw .sectionOutOfRange(.delete, section: s, sectionCount: oldCount)
            }
            guard deleted.insert(s).inserted else { throw .duplicateSectionOperation(.delete, section: s) }
        }
        var reloaded = Set<Int>(minimumCapacity: c.reloadedSections.count)
        for s in c.reloadedSections {
            guard s >= 0 && s < oldCount else {
                throw .sectionOutOfRange(.reload, section: s, sectionCount: oldCount)
            }
            guard reloaded.insert(s).inserted else { throw .duplicateSectionOperation(.reload, section: s) }
            guard !deleted.contains(s) else {
                throw .conflictingSectionOperations(.delete, .reload, section: s)
            }
        }
        var movedFrom = Set<Int>(minimumCapacity: c.movedSections.count)
        var movedTo = Set<Int>(minimumCapacity: c.movedSections.count)
        for m in c.movedSections {
            guard m.from >= 0 && m.from < oldCount else {
                throw .sectionOutOfRange(.moveFrom, section: m.from, sectionCount: oldCount)
            }
            guard m.to >= 0 && m.to < newCount else {
                throw .sectionOutOfRange(.moveTo, section: m.to, sectionCount: newCount)
            }
            guard movedFrom.insert(m.from).inserted else {
                throw .duplicateSectionOperation(.moveFrom, section: m.from)
            }
            guard movedTo.insert(m.to).inserted else {
                throw .duplicateSectionOperation(.moveTo, section: m.to)
            }
            guard !deleted.contains(m.from) else {
                throw .conflictingSectionOperations(.delete, .moveFrom, section: m.from)
            }
            guard !reloaded.contains(m.from) else {
                throw .conflictingSectionOperations(.reload, .moveFrom, section: m.from)
            }
        }
        var inserted = Set<Int>(minimumCapacity: c.insertedSections.count)
        for s in c.insertedSections {
            guard s >= 0 && s < newCount else {
                throw .sectionOutOfRange(.insert, section: s, sectionCount: newCount)
            }
            guard inserted.insert(s).inserted else { throw .duplicateSectionOperation(.insert, section: s) }
            guard !movedTo.contains(s) else {
                throw .conflictingSectionOperations(.insert, .moveTo, section: s)
            }
        }

        // 3: section count.
        guard newCount == oldCount + inserted.count - deleted.count else {
            throw .invalidSectionCount(
                before: oldCount, after: newCount, inserted: inserted.count, deleted: deleted.count)
        }

        // Where each old section goes (-1 when deleted).
        let mapper = IndexPathMapper(c)
        let newSectionOfOld = (0..<oldCount).map { mapper.newSection(forOld: $0) ?? -1 }
        var reloadedNew = Set<Int>(minimumCapacity: reloaded.count)
        for s in reloaded { reloadedNew.insert(newSectionOfOld[s]) }

        // 4-6: rows.
        var deletedPerSection = [Int](repeating: 0, count: oldCount)
        var movedOutPerSection = [Int](repeating: 0, count: oldCount)
        var insertedPerSection = [Int](repeating: 0, count: newCount)
        var movedInPerSection = [Int](repeating: 0, count: newCount)

        func checkOld(_ p: ListIndexPath, _ operation: BatchUpdateError.Operation) throws(BatchUpdateError) {
            guard p.section >= 0 && p.section < oldCount else {
                throw .sectionOutOfRange(operation, section: p.section, sectionCount: oldCount)
            }
            if deleted.contains(p.section) {
                throw .rowInChangedSection(operation, p, sectionOperation: .delete)
            }
            if reloaded.contains(p.section) {
                throw .rowInChangedSection(operation, p, sectionOperation: .reload)
            }
            guard p.row >= 0 && p.row < oldRowCounts[p.section] else {
                throw .rowOutOfRange(operation, p, rowCount: oldRowCounts[p.section])
            }
        }
        func checkNew(_ p: ListIndexPath, _ operation: BatchUpdateError.Operation) throws(BatchUpdateError) {
            guard p.section >= 0 && p.section < newCount else {
                throw .sectionOutOfRange(operation, section: p.section, sectionCount: newCount)
            }
            if inserted.contains(p.section) {
                throw .rowInChangedSection(operation, p, sectionOperation: .insert)
            }
            if reloadedNew.contains(p.section) {
                throw .rowInChangedSection(operation, p, sectionOperation: .reload)
            }
            guard p.row >= 0 && p.row < newRowCounts[p.section] else {
                throw .rowOutOfRange(operation, p, rowCount: newRowCounts[p.section])
            }
        }

        var deletedRows = Set<ListIndexPath>(minimumCapacity: c.deletedRows.count)
        for p in c.deletedRows {
            try checkOld(p, .delete)
            guard deletedRows.insert(p).inserted else { throw .duplicateRowOperation(.delete, p) }
            deletedPerSection[p.section] += 1
        }
        var reloadedRows = Set<ListIndexPath>(minimumCapacity: c.reloadedRows.count)
        for p in c.reloadedRows {
            try checkOld(p, .reload)
            guard reloadedRows.insert(p).inserted else { throw .duplicateRowOperation(.reload, p) }
            guard !deletedRows.contains(p) else { throw .conflictingRowOperations(.delete, .reload, p) }
        }
        var rowsMovedFrom = Set<ListIndexPath>(minimumCapacity: c.movedRows.count)
        var rowsMovedTo = Set<ListIndexPath>(minimumCapacity: c.movedRows.count)
        for m in c.movedRows {
            try checkOld(m.from, .moveFrom)
            try checkNew(m.to, .moveTo)
            guard rowsMovedFrom.insert(m.from).inserted else {
                throw .duplicateRowOperation(.moveFrom, m.from)
            }
            guard rowsMovedTo.insert(m.to).inserted else { throw .duplicateRowOperation(.moveTo, m.to) }
            guard !deletedRows.contains(m.from) else {
                throw .conflictingRowOperations(.delete, .moveFrom, m.from)
            }
            guard !reloadedRows.contains(m.from) else {
                throw .conflictingRowOperations(.reload, .moveFrom, m.from)
            }
            movedOutPerSection[m.from.section] += 1
            movedInPerSection[m.to.section] += 1
        }
        var insertedRows = Set<ListIndexPath>(minimumCapacity: c.insertedRows.count)
        for p in c.insertedRows {
            try checkNew(p, .insert)
            guard insertedRows.insert(p).inserted else { throw .duplicateRowOperation(.insert, p) }
            guard !rowsMovedTo.contains(p) else { throw .conflictingRowOperations(.insert, .moveTo, p) }
            insertedPerSection[p.section] += 1
        }

        // 7: row counts.
        for s in 0..<oldCount where !deleted.contains(s) && !reloaded.contains(s) {
            let t = newSectionOfOld[s]
            let expected =
                oldRowCounts[s] - deletedPerSection[s] - movedOutPerSection[s] + insertedPerSection[t]
                + movedInPerSection[t]
            guard newRowCounts[t] == expected else {
                throw .invalidRowCount(
                    oldSection: s, newSection: t, before: oldRowCounts[s], after: newRowCounts[t],
                    inserted: insertedPerSection[t], deleted: deletedPerSection[s],
                    movedIn: movedInPerSection[t], movedOut: movedOutPerSection[s])
            }
        }
    }
}

extension ChangeSet {
    /// Checks this batch with ``BatchUpdateValidator/validate(_:oldRowCounts:newRowCounts:)``.
    package func validate(oldRowCounts: [Int], newRowCounts: [Int]) throws(BatchUpdateError) {
        try BatchUpdateValidator.validate(self, oldRowCounts: oldRowCounts, newRowCounts: newRowCounts)
    }
}
