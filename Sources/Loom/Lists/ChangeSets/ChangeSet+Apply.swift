extension ChangeSet {
    /// Applies the batch to sectioned contents the way UIKit lays out the new state, and returns
    /// the new contents.
    ///
    /// The batch is validated first (``BatchUpdateValidator``), using the row counts of `old` and of
    /// `new`. Rows and sections the batch carries over (unchanged, moved) are taken from `old`;
    /// inserted and reloaded ones are taken from `new` at their new position, which is what a table
    /// view does when it asks its data source for those cells. So the result equals `new` exactly
    /// when the batch describes the change from `old` to `new` correctly.
    ///
    /// ```swift
    /// let changes = ChangeSet(movedRows: [.init(from: .init(section: 0, row: 0), to: .init(section: 0, row: 2))])
    /// try changes.apply(to: [["a", "b", "c"]], fillingFrom: [["b", "c", "a"]])   // [["b", "c", "a"]]
    /// ```
    package func apply<Element>(
        to old: [[Element]], fillingFrom new: [[Element]]
    ) throws(BatchUpdateError) -> [[Element]] {
        try validate(oldRowCounts: old.map(\.count), newRowCounts: new.map(\.count))

        let mapper = IndexPathMapper(self)
        let reloadedSections = Set(self.reloadedSections)
        let reloadedRows = Set(self.reloadedRows)
        var slots = new.map { [Element?](repeating: nil, count: $0.count) }
        var carried = [Bool](repeating: false, count: new.count)
        for s in old.indices where !reloadedSections.contains(s) {
            guard let t = mapper.newSection(forOld: s) else { continue }
            carried[t] = true
            for r in old[s].indices {
                let path = ListIndexPath(section: s, row: r)
                guard let to = mapper.newIndexPath(forOld: path) else { continue }
                slots[to.section][to.row] = reloadedRows.contains(path) ? new[to.section][to.row] : old[s][r]
            }
        }
        for p in insertedRows { slots[p.section][p.row] = new[p.section][p.row] }
        // Inserted and reloaded sections show what the data source reports; in carried sections the
        // validator's row-count rule guarantees that carried and inserted rows fill every slot.
        return new.indices.map { t in
            carried[t] ? slots[t].indices.map { slots[t][$0] ?? new[t][$0] } : new[t]
        }
    }

    /// Applies the batch to flat contents (section 0); see ``apply(to:fillingFrom:)-([[Element]],_)``.
    package func apply<Element>(
        to old: [Element], fillingFrom new: [Element]
    ) throws(BatchUpdateError) -> [Element] {
        let result = try apply(to: [old], fillingFrom: [new])
        return result.first ?? []
    }
}
