// One batch of a table or collection view (`performBatchUpdates(_:completion:)`), checked and mapped as
// UIKit does it, and as AppKit's `NSCollectionView` does it (its `performBatchUpdates(_:completionHandler:)`
// takes the same operations in the same coordinates:
// https://developer.apple.com/documentation/appkit/nscollectionview/performbatchupdates(_:completionhandler:)):
// https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:) —
// "Deletes are processed before inserts in batch operations. This means the indexes for the deletions
// are processed relative to the indexes of the table view's state before the batch operation, and the
// indexes for the insertions are processed relative to the indexes of the state after all the deletions
// in the batch operation." Reloads address the state before (as deletes), moves go from before to after
// (https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)).
//
// At the end of the batch UIKit asks its data source for the counts after it and raises
// `NSInternalInconsistencyException` ("Invalid update: …") when they do not follow from the counts before
// and the operations. The checks below are this stand-in's own model of those rules, written apart from
// Loom's `BatchUpdateValidator` so that the two can disagree. Where UIKit's exact rule is not documented
// (an operation named twice, a row operation inside a section that is deleted, inserted or reloaded, a
// reload and a move of one row) the stand-in raises: the stricter rule.

package import Foundation

/// The operations of one batch, in UIKit's coordinates.
package struct BatchUpdate {
    /// The batch of these operations (none by default).
    package init(
        deletedSections: [Int] = [], insertedSections: [Int] = [], reloadedSections: [Int] = [],
        movedSections: [(from: Int, to: Int)] = [], deletedRows: [IndexPath] = [],
        insertedRows: [IndexPath] = [], reloadedRows: [IndexPath] = [],
        movedRows: [(from: IndexPath, to: IndexPath)] = []
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

    package var deletedSections: [Int]
    package var insertedSections: [Int]
    package var reloadedSections: [Int]
    package var movedSections: [(from: Int, to: Int)]
    package var deletedRows: [IndexPath]
    package var insertedRows: [IndexPath]
    package var reloadedRows: [IndexPath]
    package var movedRows: [(from: IndexPath, to: IndexPath)]

    /// Whether the batch has no operation.
    package var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
            && movedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
            && reloadedRows.isEmpty && movedRows.isEmpty
    }

    /// UIKit's reason for raising at the end of this batch, or `nil` when the batch is valid. `row` is
    /// "row" (table view) or "item" (collection view).
    package func invalidReason(old: [Int], new: [Int], row: String, view: String) -> String? {
        sectionReason(old: old, new: new, view: view) ?? rowReason(old: old, new: new, row: row)
    }

    private func sectionReason(old: [Int], new: [Int], view: String) -> String? {
        var before: [Int: String] = [:]  // old section → operation
        var after: [Int: String] = [:]  // new section → operation
        func claim(_ section: Int, _ operation: String, old isOld: Bool) -> String? {
            let count = isOld ? old.count : new.count
            guard section >= 0, section < count else {
                return "attempt to \(operation) section \(section), but there are only \(count) sections "
                    + (isOld ? "before" : "after") + " the update"
            }
            if isOld {
                if let other = before[section] {
                    return "attempt to \(other) and \(operation) the same section (\(section))"
                }
                before[section] = operation
            } else {
                if let other = after[section] {
                    return "attempt to \(other) and \(operation) the same section (\(section))"
                }
                after[section] = operation
            }
            return nil
        }
        for s in deletedSections { if let reason = claim(s, "delete", old: true) { return reason } }
        for s in reloadedSections { if let reason = claim(s, "reload", old: true) { return reason } }
        for m in movedSections {
            if let reason = claim(m.from, "move", old: true) ?? claim(m.to, "move", old: false) {
                return reason
            }
        }
        for s in insertedSections { if let reason = claim(s, "insert", old: false) { return reason } }
        let inserted = Set(insertedSections).count
        let deleted = Set(deletedSections).count
        if new.count != old.count + inserted - deleted {
            return "Invalid update: invalid number of sections. The number of sections contained in the "
                + "\(view) after the update (\(new.count)) must be equal to the number of sections contained "
                + "in the \(view) before the update (\(old.count)), plus or minus the number of sections "
                + "inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        }
        return nil
    }

    private func rowReason(old: [Int], new: [Int], row: String) -> String? {
        let sections = sectionMap(oldCount: old.count, newCount: new.count)
        let deletedOrReloaded = Set(deletedSections).union(reloadedSections)
        let insertedOrReloadedAfter = Set(insertedSections).union(
            reloadedSections.compactMap { sections[$0] })
        var before: [IndexPath: String] = [:]
        var after: [IndexPath: String] = [:]
        var delta = [Int](repeating: 0, count: new.count)  // inserted + moved in − deleted − moved out
        var stats = [(inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)](
            repeating: (0, 0, 0, 0), count: new.count)
        func claim(_ path: IndexPath, _ operation: String, old isOld: Bool) -> String? {
            let counts = isOld ? old : new
            let when = isOld ? "before" : "after"
            guard path.count == 2, path.section >= 0, path.section < counts.count else {
                return
                    "attempt to \(operation) \(row) \(path.last ?? -1) in section \(path.first ?? -1), but "
                    + "there are only \(counts.count) sections \(when) the update"
            }
            if isOld, deletedOrReloaded.contains(path.section) {
                return
                    "attempt to \(operation) \(row) \(path.item) in section \(path.section), which is being "
                    + "deleted or reloaded"
            }
            if !isOld, insertedOrReloadedAfter.contains(path.section) {
                return
                    "attempt to \(operation) \(row) \(path.item) into section \(path.section), which is being "
                    + "inserted or reloaded"
            }
            guard path.item >= 0, path.item < counts[path.section] else {
                return "attempt to \(operation) \(row) \(path.item) in section \(path.section), which only "
                    + "contains \(counts[path.section]) \(row)s \(when) the update"
            }
            if isOld {
                if let other = before[path] {
                    return "attempt to \(other) and \(operation) the same index path (\(path))"
                }
                before[path] = operation
            } else {
                if let other = after[path] {
                    return "attempt to \(other) and \(operation) the same index path (\(path))"
                }
                after[path] = operation
            }
            return nil
        }
        for p in deletedRows {
            if let reason = claim(p, "delete", old: true) { return reason }
            if let t = sections[p.section] {
                delta[t] -= 1
                stats[t].deleted += 1
            }
        }
        for p in reloadedRows { if let reason = claim(p, "reload", old: true) { return reason } }
        for m in movedRows {
            if let reason = claim(m.from, "move", old: true) ?? claim(m.to, "move", old: false) {
                return reason
            }
            if let t = sections[m.from.section] {
                delta[t] -= 1
                stats[t].movedOut += 1
            }
            delta[m.to.section] += 1
            stats[m.to.section].movedIn += 1
        }
        for p in insertedRows {
            if let reason = claim(p, "insert", old: false) { return reason }
            delta[p.section] += 1
            stats[p.section].inserted += 1
        }
        for (s, t) in sections.enumerated() {
            guard let t, !deletedOrReloaded.contains(s) else { continue }
            if new[t] != old[s] + delta[t] {
                let n = stats[t]
                return "Invalid update: invalid number of \(row)s in section \(t). The number of \(row)s "
                    + "contained in an existing section after the update (\(new[t])) must be equal to the "
                    + "number of \(row)s contained in that section before the update (\(old[s])), plus or minus "
                    + "the number of \(row)s inserted or deleted from that section (\(n.inserted) inserted, "
                    + "\(n.deleted) deleted) and plus or minus the number of \(row)s moved into or out of that "
                    + "section (\(n.movedIn) moved in, \(n.movedOut) moved out)."
            }
        }
        return nil
    }

    /// Where each old section is after the batch (`nil`: deleted). Valid batches only.
    package func sectionMap(oldCount: Int, newCount: Int) -> [Int?] {
        fill(
            oldCount: oldCount, newCount: newCount, removed: Set(deletedSections),
            fixed: movedSections.map { ($0.from, $0.to) }, placed: Set(insertedSections))
    }

    /// Where each old row is after the batch (`nil`: deleted, or in a deleted or reloaded section).
    /// Valid batches only.
    package func rowMap(old: [Int], new: [Int]) -> [IndexPath: IndexPath] {
        let sections = sectionMap(oldCount: old.count, newCount: new.count)
        let replaced = Set(deletedSections).union(reloadedSections)
        var map: [IndexPath: IndexPath] = [:]
        for m in movedRows where !replaced.contains(m.from.section) { map[m.from] = m.to }
        for (s, target) in sections.enumerated() {
            guard let t = target, !replaced.contains(s) else { continue }
            let removed = Set(deletedRows.filter { $0.section == s }.map(\.item))
                .union(movedRows.filter { $0.from.section == s }.map(\.from.item))
            let placed = Set(insertedRows.filter { $0.section == t }.map(\.item))
                .union(movedRows.filter { $0.to.section == t }.map(\.to.item))
            let rows = fill(oldCount: old[s], newCount: new[t], removed: removed, fixed: [], placed: placed)
            for (r, newRow) in rows.enumerated() {
                if let newRow { map[IndexPath(item: r, section: s)] = IndexPath(item: newRow, section: t) }
            }
        }
        return map
    }

    /// The new index of each old index: removed ones `nil`, fixed ones where they go, the others in
    /// order into the new indexes that nothing was placed or fixed at.
    private func fill(
        oldCount: Int, newCount: Int, removed: Set<Int>, fixed: [(Int, Int)], placed: Set<Int>
    ) -> [Int?] {
        var result = [Int?](repeating: nil, count: oldCount)
        var taken = placed
        for (from, to) in fixed {
            result[from] = to
            taken.insert(to)
        }
        let movedFrom = Set(fixed.map(\.0))
        var next = 0
        for index in 0..<oldCount where !removed.contains(index) && !movedFrom.contains(index) {
            while taken.contains(next) { next += 1 }
            result[index] = next < newCount ? next : nil
            next += 1
        }
        return result
    }
}
