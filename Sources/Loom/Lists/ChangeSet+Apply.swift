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
    public func apply<Element>(
        to old: [[Element]], fillingFrom new: [[Element]]
    ) throws(BatchUpdateError) -> [[Element]] {
        try validate(oldRowCounts: old.map(\.count), newRowCounts: new.map(\.count))

        let deleted = Set(deletedSections)
        let reloaded = Set(reloadedSections)
        let inserted = Set(insertedSections)
        let movedTo = Set(movedSections.map(\.to))
        var sourceOfNew = [Int](repeating: -1, count: new.count)
        for m in movedSections { sourceOfNew[m.to] = m.from }
        let movedFrom = Set(movedSections.map(\.from))
        var next = 0
        for s in old.indices where !deleted.contains(s) && !movedFrom.contains(s) {
            while inserted.contains(next) || movedTo.contains(next) { next += 1 }
            sourceOfNew[next] = s
            next += 1
        }

        var insertsBySection: [Int: [Int]] = [:]
        for p in insertedRows { insertsBySection[p.section, default: []].append(p.row) }
        var movesInBySection: [Int: [RowMove]] = [:]
        for m in movedRows { movesInBySection[m.to.section, default: []].append(m) }
        var skippedBySection: [Int: Set<Int>] = [:]
        for p in deletedRows { skippedBySection[p.section, default: []].insert(p.row) }
        for m in movedRows { skippedBySection[m.from.section, default: []].insert(m.from.row) }
        var reloadedBySection: [Int: Set<Int>] = [:]
        for p in reloadedRows { reloadedBySection[p.section, default: []].insert(p.row) }

        var result: [[Element]] = []
        result.reserveCapacity(new.count)
        for t in new.indices {
            let s = sourceOfNew[t]
            if s < 0 || reloaded.contains(s) {
                result.append(new[t])
                continue
            }
            var slots = [Element?](repeating: nil, count: new[t].count)
            for r in insertsBySection[t] ?? [] { slots[r] = new[t][r] }
            for m in movesInBySection[t] ?? [] { slots[m.to.row] = old[m.from.section][m.from.row] }
            let skipped = skippedBySection[s] ?? []
            let reloadedRows = reloadedBySection[s] ?? []
            var slot = 0
            for r in old[s].indices where !skipped.contains(r) {
                while slots[slot] != nil { slot += 1 }
                slots[slot] = reloadedRows.contains(r) ? new[t][slot] : old[s][r]
            }
            // The validator's row-count rule guarantees every slot is filled.
            result.append(slots.map { $0 ?? new[t][0] })
        }
        return result
    }

    /// Applies the batch to flat contents (section 0); see ``apply(to:fillingFrom:)-([[Element]],_)``.
    public func apply<Element>(
        to old: [Element], fillingFrom new: [Element]
    ) throws(BatchUpdateError) -> [Element] {
        let result = try apply(to: [old], fillingFrom: [new])
        return result.first ?? []
    }
}
