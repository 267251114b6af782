/// The sectioned differ: sections by identity, items by identity across sections. Inlinable for
/// specialisation, like ``FlatDiff``.
@usableFromInline
enum SectionedDiff {
    @inlinable
    static func stages<Model: Differentiable, Item: Differentiable>(
        from old: [ListSection<Model, Item>], to new: [ListSection<Model, Item>]
    ) throws(ListError) -> [StagedChangeSet<[ListSection<Model, Item>]>.Stage] {
        typealias Section = ListSection<Model, Item>

        // Sections.
        var sectionTable = [Model.DifferenceID: Int](minimumCapacity: old.count)
        for s in old.indices where sectionTable.updateValue(s, forKey: old[s].model.differenceID) != nil {
            throw .duplicateDifferenceID(String(describing: old[s].model.differenceID), in: .old)
        }
        var sectionOldToNew = [Int](repeating: -1, count: old.count)
        var sectionNewToOld = [Int](repeating: -1, count: new.count)
        var insertedSectionIDs = Set<Model.DifferenceID>()
        for t in new.indices {
            let id = new[t].model.differenceID
            if let s = sectionTable[id] {
                guard sectionOldToNew[s] < 0 else {
                    throw .duplicateDifferenceID(String(describing: id), in: .new)
                }
                sectionOldToNew[s] = t
                sectionNewToOld[t] = s
            } else if !insertedSectionIDs.insert(id).inserted {
                throw .duplicateDifferenceID(String(describing: id), in: .new)
            }
        }

        // Items, across sections, in one identity table whose values encode (section, row).
        // Sections and rows below 2^30 each (more would not fit in memory anyway). Per-item marks live
        // in flat arrays indexed by `oldStart[s] + r` / `newStart[t] + j` (nested arrays checked two
        // uniquenesses per write: 9% of the diff's instructions, measured).
        var oldStart: [Int] = []
        oldStart.reserveCapacity(old.count)
        var oldItemCount = 0
        for section in old {
            oldStart.append(oldItemCount)
            oldItemCount += section.items.count
        }
        var newStart: [Int] = []
        newStart.reserveCapacity(new.count)
        var newItemCount = 0
        for section in new {
            newStart.append(newItemCount)
            newItemCount += section.items.count
        }
        // The claimed old items (by `oldStart[s] + r`), and each new item's old item (its
        // `oldStart[s] + r`, or -1: inserted, or its old section deleted).
        let oldClaimed = RowSet(count: oldItemCount)
        // Written at every new item below before it is read (or the diff throws): no fill needed.
        var newMatch = [Int](unsafeUninitializedCapacity: Swift.max(newItemCount, 1)) { _, count in
            count = newItemCount
        }
        if oldItemCount > 0 || newItemCount > 0 {
            // One pass per side, hashing as it goes (as ``FlatDiff``); the table's indexes are
            // `oldStart[s] + r`, and an identifier is compared in the item itself.
            let itemTable = IdentityTable(count: oldItemCount)
            for s in old.indices {
                let items = old[s].items
                let base = oldStart[s]
                for r in items.indices {
                    let id = items[r].differenceID
                    let present = itemTable.insert(hash: id.hashValue, index: base + r) { k in
                        let ks = Self.section(of: k, starts: oldStart, guess: s)
                        return old[ks].items[k - oldStart[ks]].differenceID == id
                    }
                    if present >= 0 { throw .duplicateDifferenceID(String(describing: id), in: .old) }
                }
            }
            // The new items whose identifier is not in `old` (and their hashes): checked for
            // duplicates after the pass, in a table of their own sized to them, reusing the hashes.
            var insertedItems: [ListIndexPath] = []
            var insertedHashes: [Int] = []
            // The first new item whose identifier was already claimed by an earlier one (a duplicate).
            var claimedTwiceAt: ListIndexPath?
            // The old section of the new section's items (the previous one's for an inserted section):
            // most items come from it, and its range is checked first, with no search.
            var guessItems: [Item] = []
            var guessBase = 0
            newItems: for t in new.indices {
                let items = new[t].items
                let base = newStart[t]
                if sectionNewToOld[t] >= 0 {
                    guessItems = old[sectionNewToOld[t]].items
                    guessBase = oldStart[sectionNewToOld[t]]
                }
                for j in items.indices {
                    let id = items[j].differenceID
                    let hash = id.hashValue
                    let k = itemTable.find(hash: hash) { k in
                        let r = k - guessBase
                        if r >= 0 && r < guessItems.count { return guessItems[r].differenceID == id }
                        let ks = Self.section(of: k, starts: oldStart, guess: 0)
                        return old[ks].items[k - oldStart[ks]].differenceID == id
                    }
                    newMatch[base + j] = -1
                    if k < 0 {
                        insertedItems.append(ListIndexPath(section: t, row: j))
                        insertedHashes.append(hash)
                    } else if oldClaimed.insert(k) {
                        // An item whose section is deleted goes with it and is inserted anew.
                        let r = k - guessBase
                        let inGuess = r >= 0 && r < guessItems.count
                        let ks = inGuess ? -1 : Self.section(of: k, starts: oldStart, guess: 0)
                        if ks < 0 || sectionOldToNew[ks] >= 0 { newMatch[base + j] = k }
                    } else {
                        claimedTwiceAt = ListIndexPath(section: t, row: j)
                        break newItems
                    }
                }
            }
            // The first duplicate in `new` is reported: an inserted identifier seen twice before
            // `claimedTwiceAt` (only items before it were recorded), else the item at `claimedTwiceAt`.
            if !insertedItems.isEmpty {
                let inserted = IdentityTable(count: insertedItems.count)
                for (k, p) in insertedItems.enumerated() {
                    let id = new[p.section].items[p.row].differenceID
                    let present = inserted.insert(hash: insertedHashes[k], index: k) { k in
                        new[insertedItems[k].section].items[insertedItems[k].row].differenceID == id
                    }
                    if present >= 0 { throw .duplicateDifferenceID(String(describing: id), in: .new) }
                }
            }
            if let p = claimedTwiceAt {
                let id = new[p.section].items[p.row].differenceID
                throw .duplicateDifferenceID(String(describing: id), in: .new)
            }
        }
        oldClaimed.prepareRanks()
        // The row of the old item `k` of section `s` once deletions are applied: the claimed items
        // of its section before it, `oldClaimed.rank(k) - oldClaimed.rank(oldStart[s])`.
        var sectionAfterDeletion = [Int](repeating: -1, count: old.count)

        var stages: [StagedChangeSet<[Section]>.Stage] = []

        // Stage 1: deletions.
        var deletion = ChangeSet()
        var afterDeletion: [Section] = []
        for s in old.indices {
            guard sectionOldToNew[s] >= 0 else {
                deletion.deletedSections.append(s)
                continue
            }
            sectionAfterDeletion[s] = afterDeletion.count
            let base = oldStart[s]
            let oldItems = old[s].items
            // The kept items are written straight into uninitialised storage (an append checks the
            // array's uniqueness and capacity per item). At least one element of capacity: see
            // ``FlatDiff``.
            let items = [Item](unsafeUninitializedCapacity: Swift.max(oldItems.count, 1)) { buffer, count in
                oldItems.withUnsafeBufferPointer { oldItems in
                    var kept = 0
                    for r in 0..<oldItems.count {
                        if oldClaimed.contains(base + r) {
                            (buffer.baseAddress! + kept).initialize(to: oldItems[r])
                            kept += 1
                        } else {
                            deletion.deletedRows.append(ListIndexPath(section: s, row: r))
                        }
                    }
                    count = kept
                }
            }
            afterDeletion.append(Section(model: old[s].model, items: items))
        }
        if !deletion.isEmpty {
            stages.append(.init(kind: .deletions, changeSet: deletion, contents: afterDeletion))
        }

        // Stage 2: section inserts and minimal section moves.
        var sectionStage = ChangeSet()
        var sectionSequence: [Int] = []
        for t in new.indices where sectionNewToOld[t] >= 0 {
            sectionSequence.append(sectionAfterDeletion[sectionNewToOld[t]])
        }
        let sectionStays = LongestIncreasingSubsequence.mask(sectionSequence)
        var afterSections: [Section] = []
        afterSections.reserveCapacity(new.count)
        var k = 0
        for t in new.indices {
            let s = sectionNewToOld[t]
            if s >= 0 {
                if !sectionStays[k] {
                    sectionStage.movedSections.append(.init(from: sectionSequence[k], to: t))
                }
                k += 1
                afterSections.append(afterDeletion[sectionAfterDeletion[s]])
            } else {
                sectionStage.insertedSections.append(t)
                var items: [Item] = []
                for j in new[t].items.indices where newMatch[newStart[t] + j] < 0 {
                    items.append(new[t].items[j])
                }
                afterSections.append(Section(model: new[t].model, items: items))
            }
        }
        if !sectionStage.isEmpty {
            stages.append(
                .init(kind: .sectionInsertionsAndMoves, changeSet: sectionStage, contents: afterSections))
        }

        // Stage 3: row inserts and minimal row moves; collect reloads for stage 4.
        var rowStage = ChangeSet()
        var reloads = ChangeSet()
        var afterRows: [Section] = []
        afterRows.reserveCapacity(new.count)
        // Scratch space, reused per section: the new rows j of the items coming from the same old
        // section, and their rows after deletion (the sequence whose longest increasing run stays).
        let largestNewSection = new.reduce(0) { Swift.max($0, $1.items.count) }
        var sameSectionRows = [Int](repeating: 0, count: largestNewSection)
        var sameSectionSequence = [Int](repeating: 0, count: largestNewSection)
        for t in new.indices {
            let s = sectionNewToOld[t]
            let sectionReloaded = s >= 0 && !old[s].model.isContentEqual(to: new[t].model)
            if sectionReloaded { reloads.reloadedSections.append(t) }
            var sameSectionCount = 0
            let base = newStart[t]
            let newItems = new[t].items
            // The old section's items (none for an inserted section), where they start among all
            // old items, and its claimed items before them.
            let sameItems = s >= 0 ? old[s].items : []
            let sameBase = s >= 0 ? oldStart[s] : 0
            let sameRank = s >= 0 ? oldClaimed.rank(sameBase) : 0
            // Every new row gets exactly one item (its old value if matched), written straight into
            // uninitialised storage.
            let items = [Item](unsafeUninitializedCapacity: Swift.max(newItems.count, 1)) { buffer, count in
                newItems.withUnsafeBufferPointer { newItems in
                    newMatch.withUnsafeBufferPointer { match in
                        sameSectionRows.withUnsafeMutableBufferPointer { sameRows in
                            sameSectionSequence.withUnsafeMutableBufferPointer { sameSequence in
                                for j in 0..<newItems.count {
                                    let k = match[base + j]
                                    if k < 0 {
                                        if s >= 0 {
                                            rowStage.insertedRows.append(ListIndexPath(section: t, row: j))
                                        }
                                        (buffer.baseAddress! + j).initialize(to: newItems[j])
                                        continue
                                    }
                                    // Most matched items come from the same old section, whose range
                                    // is checked first: no search, and its rank counted once.
                                    let r = k - sameBase
                                    let fromSame = r >= 0 && r < sameItems.count
                                    let ps = fromSame ? s : Self.section(of: k, starts: oldStart, guess: 0)
                                    let oldItem = fromSame ? sameItems[r] : old[ps].items[k - oldStart[ps]]
                                    (buffer.baseAddress! + j).initialize(to: oldItem)
                                    if !sectionReloaded && !oldItem.isContentEqual(to: newItems[j]) {
                                        reloads.reloadedRows.append(ListIndexPath(section: t, row: j))
                                    }
                                    if fromSame {
                                        sameRows[sameSectionCount] = j
                                        sameSequence[sameSectionCount] = oldClaimed.rank(k) - sameRank
                                        sameSectionCount += 1
                                    } else {
                                        let row = oldClaimed.rank(k) - oldClaimed.rank(oldStart[ps])
                                        rowStage.movedRows.append(
                                            .init(
                                                from: ListIndexPath(section: sectionOldToNew[ps], row: row),
                                                to: ListIndexPath(section: t, row: j)))
                                    }
                                }
                            }
                        }
                        count = newItems.count
                    }
                }
            }
            let stays = sameSectionSequence.withUnsafeBufferPointer {
                LongestIncreasingSubsequence.mask(UnsafeBufferPointer(rebasing: $0[0..<sameSectionCount]))
            }
            for x in stays.indices where !stays[x] {
                rowStage.movedRows.append(
                    .init(
                        from: ListIndexPath(section: t, row: sameSectionSequence[x]),
                        to: ListIndexPath(section: t, row: sameSectionRows[x])))
            }
            afterRows.append(Section(model: s >= 0 ? old[s].model : new[t].model, items: items))
        }
        if !rowStage.isEmpty {
            rowStage.movedRows.sort { $0.to < $1.to }
            stages.append(
                .init(
                    kind: .rowInsertionsAndMoves, changeSet: rowStage,
                    contents: reloads.isEmpty ? new : afterRows))
        }
        if !reloads.isEmpty {
            stages.append(.init(kind: .reloads, changeSet: reloads, contents: new))
        } else if !stages.isEmpty {
            stages[stages.count - 1].contents = new  // content-equal; hand back the caller's values
        }
        return stages
    }

    /// The section holding the item `k` (an index `starts[s] + r`): `guess` when it holds it, else
    /// the last section starting at or before `k` (found by bisection; empty sections start where
    /// the next one does, so the last one is the one that holds `k`).
    @inlinable
    static func section(of k: Int, starts: [Int], guess: Int) -> Int {
        if starts[guess] <= k && (guess + 1 == starts.count || k < starts[guess + 1]) { return guess }
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) >> 1
            if starts[mid] <= k { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
