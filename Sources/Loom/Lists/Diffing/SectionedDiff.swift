/// The sectioned differ: sections by identity, items by identity across sections. Inlinable for
/// specialisation, like ``FlatDiff``.
@usableFromInline
enum SectionedDiff {
    @inlinable
    static func stages<Model: Differentiable, Item: Differentiable>(
        from old: [ListSection<Model, Item>], to new: [ListSection<Model, Item>]
    ) throws(ListError) -> [StagedChangeSet<[ListSection<Model, Item>]>.Stage] {
        typealias Section = ListSection<Model, Item>
        let none = ListIndexPath(section: -1, row: -1)

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
        var oldClaimed = [Bool](repeating: true, count: oldItemCount)
        var newMatch = [ListIndexPath](repeating: none, count: newItemCount)
        let filler =
            old.first { !$0.items.isEmpty }?.items[0].differenceID
            ?? new.first { !$0.items.isEmpty }?.items[0].differenceID
        if let filler {
            // One pass per side, hashing as it goes (as ``FlatDiff``).
            var itemTable = IdentityTable<Item.DifferenceID>(count: oldItemCount, filler: filler)
            for s in old.indices {
                let items = old[s].items
                for r in items.indices {
                    let id = items[r].differenceID
                    if itemTable.insert(id, hash: id.hashValue, value: (s << 32 | r) << 1) != nil {
                        throw .duplicateDifferenceID(String(describing: id), in: .old)
                    }
                }
            }
            // The new items whose identifier is not in `old` (and their hashes): checked for
            // duplicates after the pass, in a table of their own sized to them, reusing the hashes.
            var insertedItems: [ListIndexPath] = []
            var insertedHashes: [Int] = []
            // The first new item whose identifier was already claimed by an earlier one (a duplicate).
            var claimedTwiceAt: ListIndexPath?
            newItems: for t in new.indices {
                let items = new[t].items
                let base = newStart[t]
                for j in items.indices {
                    let id = items[j].differenceID
                    let hash = id.hashValue
                    let v = itemTable.claim(id, hash: hash)
                    if v >= 0 {
                        // An item whose section is deleted goes with it and is inserted anew.
                        let p = ListIndexPath(section: v >> 32, row: v & 0xFFFF_FFFF)
                        if sectionOldToNew[p.section] >= 0 { newMatch[base + j] = p }
                    } else if v == IdentityTable<Item.DifferenceID>.alreadyClaimed {
                        claimedTwiceAt = ListIndexPath(section: t, row: j)
                        break newItems
                    } else {
                        insertedItems.append(ListIndexPath(section: t, row: j))
                        insertedHashes.append(hash)
                    }
                }
            }
            // The first duplicate in `new` is reported: an inserted identifier seen twice before
            // `claimedTwiceAt` (only items before it were recorded), else the item at `claimedTwiceAt`.
            if let first = insertedItems.first {
                var inserted = IdentityTable<Item.DifferenceID>(
                    count: insertedItems.count, filler: new[first.section].items[first.row].differenceID)
                for (k, p) in insertedItems.enumerated() {
                    let id = new[p.section].items[p.row].differenceID
                    if inserted.insert(id, hash: insertedHashes[k], value: k) != nil {
                        throw .duplicateDifferenceID(String(describing: id), in: .new)
                    }
                }
            }
            if let p = claimedTwiceAt {
                let id = new[p.section].items[p.row].differenceID
                throw .duplicateDifferenceID(String(describing: id), in: .new)
            }
            itemTable.forEachUnclaimed { v in oldClaimed[oldStart[v >> 32] + (v & 0xFFFF_FFFF)] = false }
        }
        // rowAfterDeletion[oldStart[s] + r]: the old item's row once deletions are applied.
        var rowAfterDeletion = [Int](repeating: -1, count: oldItemCount)
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
                    oldClaimed.withUnsafeBufferPointer { claimed in
                        rowAfterDeletion.withUnsafeMutableBufferPointer { rowAfter in
                            var kept = 0
                            for r in 0..<oldItems.count {
                                if claimed[base + r] {
                                    rowAfter[base + r] = kept
                                    (buffer.baseAddress! + kept).initialize(to: oldItems[r])
                                    kept += 1
                                } else {
                                    deletion.deletedRows.append(ListIndexPath(section: s, row: r))
                                }
                            }
                            count = kept
                        }
                    }
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
                for j in new[t].items.indices where newMatch[newStart[t] + j] == none {
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
            // Every new row gets exactly one item (its old value if matched), written straight into
            // uninitialised storage.
            let items = [Item](unsafeUninitializedCapacity: Swift.max(newItems.count, 1)) { buffer, count in
                newItems.withUnsafeBufferPointer { newItems in
                    newMatch.withUnsafeBufferPointer { match in
                        sameSectionRows.withUnsafeMutableBufferPointer { sameRows in
                            sameSectionSequence.withUnsafeMutableBufferPointer { sameSequence in
                                for j in 0..<newItems.count {
                                    let p = match[base + j]
                                    if p == none {
                                        if s >= 0 {
                                            rowStage.insertedRows.append(ListIndexPath(section: t, row: j))
                                        }
                                        (buffer.baseAddress! + j).initialize(to: newItems[j])
                                        continue
                                    }
                                    let oldItem = old[p.section].items[p.row]
                                    (buffer.baseAddress! + j).initialize(to: oldItem)
                                    if !sectionReloaded && !oldItem.isContentEqual(to: newItems[j]) {
                                        reloads.reloadedRows.append(ListIndexPath(section: t, row: j))
                                    }
                                    if p.section == s {
                                        sameRows[sameSectionCount] = j
                                        sameSequence[sameSectionCount] =
                                            rowAfterDeletion[oldStart[p.section] + p.row]
                                        sameSectionCount += 1
                                    } else {
                                        let from = ListIndexPath(
                                            section: sectionOldToNew[p.section],
                                            row: rowAfterDeletion[oldStart[p.section] + p.row])
                                        rowStage.movedRows.append(
                                            .init(from: from, to: ListIndexPath(section: t, row: j)))
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
}
