/// The flat differ: one section, optimised for large inputs. Inlinable so that it is specialised
/// for the caller's element type (unspecialised generic hashing was 5× slower, measured).
@usableFromInline
enum FlatDiff {
    @inlinable
    static func stages<Element: Differentiable>(
        from old: [Element], to new: [Element]
    ) throws(ListError) -> [StagedChangeSet<[Element]>.Stage] {
        let n = old.count
        let m = new.count
        if n == 0 && m == 0 { return [] }
        // At 100k elements the hash table no longer fits in the cache and its misses dominate, so:
        // hashing runs in its own pass (the probing loops stay short and the processor overlaps
        // their misses), the "matched" mark lives in the table slot just read, and nothing else is
        // read or written at a random index except for the rows that change.
        var table = IdentityTable<Element.DifferenceID>(
            count: n, filler: n > 0 ? old[0].differenceID : new[0].differenceID)
        var newToOld = [Int](repeating: -1, count: m)
        var insertedIDs = Set<Element.DifferenceID>()
        if n + m < 65_536 {
            // The table fits in the cache: hash as we go.
            for i in 0..<n {
                let id = old[i].differenceID
                if table.insert(id, hash: id.hashValue, value: i << 1) != nil {
                    throw .duplicateDifferenceID(String(describing: id), in: .old)
                }
            }
            for j in 0..<m {
                let id = new[j].differenceID
                let i = table.claim(id, hash: id.hashValue)
                if i >= 0 {
                    newToOld[j] = i
                } else if i == IdentityTable<Element.DifferenceID>.alreadyClaimed
                    || !insertedIDs.insert(id).inserted
                {
                    throw .duplicateDifferenceID(String(describing: id), in: .new)
                }
            }
        } else {
            var ids: [Element.DifferenceID] = []
            ids.reserveCapacity(max(n, m))
            var hashes: [Int] = []
            hashes.reserveCapacity(max(n, m))
            for element in old {
                let id = element.differenceID
                ids.append(id)
                hashes.append(id.hashValue)
            }
            for i in 0..<n where table.insert(ids[i], hash: hashes[i], value: i << 1) != nil {
                throw .duplicateDifferenceID(String(describing: ids[i]), in: .old)
            }
            ids.removeAll(keepingCapacity: true)
            hashes.removeAll(keepingCapacity: true)
            for element in new {
                let id = element.differenceID
                ids.append(id)
                hashes.append(id.hashValue)
            }
            for j in 0..<m {
                let i = table.claim(ids[j], hash: hashes[j])
                if i >= 0 {
                    newToOld[j] = i
                } else if i == IdentityTable<Element.DifferenceID>.alreadyClaimed
                    || !insertedIDs.insert(ids[j]).inserted
                {
                    throw .duplicateDifferenceID(String(describing: ids[j]), in: .new)
                }
            }
        }

        var stages: [StagedChangeSet<[Element]>.Stage] = []

        // Stage 1: deletions. afterDeletion[i] = index of old[i] once deletions are applied.
        var isDeleted = [Bool](repeating: false, count: n)
        var deletedCount = 0
        table.forEachUnclaimed { i in
            isDeleted[i] = true
            deletedCount += 1
        }
        var afterDeletion = [Int](repeating: -1, count: n)
        if deletedCount > 0 {
            var deleted: [ListIndexPath] = []
            deleted.reserveCapacity(deletedCount)
            var contents: [Element] = []
            contents.reserveCapacity(n - deletedCount)
            for i in 0..<n {
                if isDeleted[i] {
                    deleted.append(ListIndexPath(section: 0, row: i))
                } else {
                    afterDeletion[i] = contents.count
                    contents.append(old[i])
                }
            }
            stages.append(
                .init(kind: .deletions, changeSet: ChangeSet(deletedRows: deleted), contents: contents))
        } else {
            for i in 0..<n { afterDeletion[i] = i }
        }

        // Stage 3: inserts and minimal moves (a longest increasing subsequence of old positions
        // stays); stage 4: reloads.
        var sequence: [Int] = []
        sequence.reserveCapacity(n - deletedCount)
        for j in 0..<m where newToOld[j] >= 0 { sequence.append(newToOld[j]) }
        let stays = LongestIncreasingSubsequence.mask(sequence)
        var inserted: [ListIndexPath] = []
        var moved: [ChangeSet.RowMove] = []
        var reloaded: [ListIndexPath] = []
        var k = 0
        for j in 0..<m {
            let i = newToOld[j]
            if i < 0 {
                inserted.append(ListIndexPath(section: 0, row: j))
                continue
            }
            if !stays[k] {
                moved.append(
                    ChangeSet.RowMove(
                        from: ListIndexPath(section: 0, row: afterDeletion[i]),
                        to: ListIndexPath(section: 0, row: j)))
            }
            if !old[i].isContentEqual(to: new[j]) { reloaded.append(ListIndexPath(section: 0, row: j)) }
            k += 1
        }
        if !inserted.isEmpty || !moved.isEmpty {
            // Rows awaiting a reload keep their old value until the reload stage.
            var contents = new
            for path in reloaded { contents[path.row] = old[newToOld[path.row]] }
            stages.append(
                .init(
                    kind: .rowInsertionsAndMoves,
                    changeSet: ChangeSet(insertedRows: inserted, movedRows: moved),
                    contents: contents))
        }
        if !reloaded.isEmpty {
            stages.append(.init(kind: .reloads, changeSet: ChangeSet(reloadedRows: reloaded), contents: new))
        } else if !stages.isEmpty {
            stages[stages.count - 1].contents = new  // content-equal; hand back the caller's values
        }
        return stages
    }
}
