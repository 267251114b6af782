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
        // One pass per side, hashing as it goes. (A separate hashing pass into its own array, tried
        // at 100k to let the processor overlap the table's cache misses, read every identifier twice
        // and was not faster in time on this machine: 6.2 ms against 6.5–7.4 ms, and 7% more
        // instructions.) The table holds 8-byte slots (hash tag, index) and an identifier is
        // compared in the element itself; the "claimed" marks are a bit set. Nothing else is read
        // or written at a random index except for the rows that change.
        let table = IdentityTable(count: n)
        // Written at every row below before it is read (or the diff throws): no fill needed.
        // At least one element of capacity everywhere below: with none, the initializer writes the count into
        // the shared empty-array storage, which ThreadSanitizer reports as a race between two empty diffs.
        var newToOld = [Int](unsafeUninitializedCapacity: Swift.max(m, 1)) { _, count in count = m }
        // The new rows whose identifier is not in `old` (and their hashes): checked for duplicates
        // after the pass, in a table of their own sized to them, reusing the hashes.
        var insertedRows: [Int] = []
        var insertedHashes: [Int] = []
        // The first new row whose identifier was already claimed by an earlier row (a duplicate).
        var claimedTwiceAt = -1
        for i in 0..<n {
            let id = old[i].differenceID
            if table.insert(hash: id.hashValue, index: i, matches: { old[$0].differenceID == id }) >= 0 {
                throw .duplicateDifferenceID(String(describing: id), in: .old)
            }
        }
        let claimed = RowSet(count: n)
        for j in 0..<m {
            let id = new[j].differenceID
            let hash = id.hashValue
            let i = table.find(hash: hash) { old[$0].differenceID == id }
            if i < 0 {
                newToOld[j] = -1
                insertedRows.append(j)
                insertedHashes.append(hash)
            } else if claimed.insert(i) {
                newToOld[j] = i
            } else {
                claimedTwiceAt = j
                break
            }
        }
        // The first duplicate in `new` is reported: an inserted identifier seen twice before
        // `claimedTwiceAt` (only rows before it were recorded), else the row at `claimedTwiceAt`.
        if !insertedRows.isEmpty {
            let inserted = IdentityTable(count: insertedRows.count)
            for (k, j) in insertedRows.enumerated() {
                let id = new[j].differenceID
                let present = inserted.insert(hash: insertedHashes[k], index: j) {
                    new[$0].differenceID == id
                }
                if present >= 0 {
                    throw .duplicateDifferenceID(String(describing: id), in: .new)
                }
            }
        }
        if claimedTwiceAt >= 0 {
            throw .duplicateDifferenceID(String(describing: new[claimedTwiceAt].differenceID), in: .new)
        }

        var stages: [StagedChangeSet<[Element]>.Stage] = []

        // Stage 1: deletions (the old rows never claimed). A kept row's index once deletions are
        // applied is the number of kept rows before it: `claimed.rank(i)`.
        // Every new row is either matched or inserted (a duplicate has thrown): `matched` rows
        // are kept.
        let matched = m - insertedRows.count
        let deletedCount = n - matched
        if deletedCount > 0 {
            var deleted: [ListIndexPath] = []
            deleted.reserveCapacity(deletedCount)
            // The kept rows are written straight into uninitialised storage (an append checks the
            // array's uniqueness and capacity per row): exactly `matched` of them.
            let contents = [Element](unsafeUninitializedCapacity: Swift.max(matched, 1)) {
                buffer, count in
                old.withUnsafeBufferPointer { old in
                    var kept = 0
                    for i in 0..<n {
                        if !claimed.contains(i) {
                            deleted.append(ListIndexPath(section: 0, row: i))
                        } else if kept < buffer.count {
                            (buffer.baseAddress! + kept).initialize(to: old[i])
                            kept += 1
                        }
                    }
                    count = kept
                }
            }
            claimed.prepareRanks()
            stages.append(
                .init(kind: .deletions, changeSet: ChangeSet(deletedRows: deleted), contents: contents))
        }

        // Stage 3: inserts and minimal moves (a longest increasing subsequence of old positions
        // stays); stage 4: reloads.
        // The old indexes of the matched rows in new order (their order is their order after
        // deletion, which is all the longest increasing subsequence compares), written straight
        // into uninitialised storage.
        let sequence = [Int](unsafeUninitializedCapacity: Swift.max(matched, 1)) {
            buffer, count in
            var k = 0
            for j in 0..<m where newToOld[j] >= 0 && k < buffer.count {
                buffer[k] = newToOld[j]
                k += 1
            }
            count = k
        }
        let stays = LongestIncreasingSubsequence.mask(sequence)
        var inserted: [ListIndexPath] = []
        inserted.reserveCapacity(m - sequence.count)
        var moved: [ChangeSet.Move<ListIndexPath>] = []
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
                    ChangeSet.Move<ListIndexPath>(
                        from: ListIndexPath(section: 0, row: deletedCount > 0 ? claimed.rank(i) : i),
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
