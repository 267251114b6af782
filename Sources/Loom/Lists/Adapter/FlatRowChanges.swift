/// One batch of a sectioned list (a ``ChangeSet``) as the operations of a flat list that applies them
/// one after another (AppKit's `NSTableView` inside `beginUpdates` / `endUpdates`): remove the
/// ``removed`` lines (old indexes), then insert the ``inserted`` lines (new indexes), then reload the
/// ``reloaded`` lines (new indexes).
///
/// Rows that move, and whole sections that are deleted, inserted, reloaded or moved (with their header
/// lines), are removed and inserted; the lines left in place keep their relative order, which is what
/// makes the two steps exact. Reloaded rows are reloaded where they end up.
///
/// ```swift
/// let old = FlatListLayout(rowCounts: [3], headerRows: false)
/// let new = FlatListLayout(rowCounts: [3], headerRows: false)
/// let flat = FlatRowChanges(ChangeSet(movedRows: [.init(from: ListIndexPath(section: 0, row: 0),
///                                                    to: ListIndexPath(section: 0, row: 2))]),
///                           from: old, to: new)
/// flat.removed    // [0]
/// flat.inserted   // [2]
/// ```
package struct FlatRowChanges: Hashable, Sendable {
    /// The lines to remove, by old index, ascending.
    package let removed: [Int]
    /// The lines to insert once the removed ones are gone, by new index, ascending.
    package let inserted: [Int]
    /// The lines to reload once the others are in place, by new index, ascending.
    package let reloaded: [Int]

    /// The flat operations of `changes`, a batch that takes a list laid out as `old` to one laid out as
    /// `new` (both with or without header lines, as the view shows them). Indexes outside the layouts
    /// (an invalid batch) are left out.
    package init(_ changes: ChangeSet, from old: FlatListLayout, to new: FlatListLayout) {
        let mapper = IndexPathMapper(changes)
        let leaving = Set(
            changes.deletedSections + changes.reloadedSections + changes.movedSections.map(\.from))
        let arriving = Set(
            changes.insertedSections + changes.movedSections.map(\.to)
                + changes.reloadedSections.compactMap { mapper.newSection(forOld: $0) })
        var removed = Set<Int>()
        for section in leaving { removed.formUnion(old.lines(ofSection: section)) }
        for path in changes.deletedRows + changes.movedRows.map(\.from) where !leaving.contains(path.section)
        {
            if let index = old.flatIndex(of: path) { removed.insert(index) }
        }
        var inserted = Set<Int>()
        for section in arriving { inserted.formUnion(new.lines(ofSection: section)) }
        for path in changes.insertedRows + changes.movedRows.map(\.to) where !arriving.contains(path.section)
        {
            if let index = new.flatIndex(of: path) { inserted.insert(index) }
        }
        var reloaded = Set<Int>()
        for path in changes.reloadedRows where !leaving.contains(path.section) {
            if let to = mapper.newIndexPath(forOld: path), !arriving.contains(to.section),
                let index = new.flatIndex(of: to)
            {
                reloaded.insert(index)
            }
        }
        self.removed = removed.sorted()
        self.inserted = inserted.sorted()
        self.reloaded = reloaded.subtracting(inserted).sorted()
    }
}
