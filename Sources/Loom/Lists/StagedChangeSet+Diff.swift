extension StagedChangeSet {
    /// Diffs two flat collections (one section, section 0) into staged batches.
    ///
    /// Elements are matched by ``Differentiable/differenceID`` in O(n) (Heckel-style, one hash table);
    /// matched elements whose content differs are reloaded; moves are minimal (a longest increasing
    /// subsequence stays put). Duplicate identifiers throw
    /// ``ListError/duplicateDifferenceID(_:in:)`` instead of producing an invalid batch.
    ///
    /// ```swift
    /// let staged = try StagedChangeSet(from: [a, b, c], to: [c, a, b2])
    /// // stages: rowInsertionsAndMoves [move 0-2 -> 0-0], reloads [0-2]
    /// ```
    @inlinable
    public init<Element: Differentiable>(from old: [Element], to new: [Element]) throws(ListError)
    where Contents == [Element] {
        self.init(stages: try FlatDiff.stages(from: old, to: new))
    }

    /// Diffs two arrays of sections into staged batches: sections are matched by their model's
    /// identity, items by theirs across all sections (an item may move to another section).
    ///
    /// Section models whose content differs reload their section; items whose content differs are
    /// reloaded. An item whose old section is deleted counts as deleted with it and inserted anew.
    /// Duplicate section identifiers, or item identifiers repeated anywhere in the old or the new
    /// contents, throw ``ListError/duplicateDifferenceID(_:in:)``.
    ///
    /// ```swift
    /// let staged = try StagedChangeSet(from: oldAlbums, to: newAlbums)   // [ListSection<Album, Track>]
    /// ```
    @inlinable
    public init<Model: Differentiable, Item: Differentiable>(
        from old: [ListSection<Model, Item>], to new: [ListSection<Model, Item>]
    ) throws(ListError) where Contents == [ListSection<Model, Item>] {
        self.init(stages: try SectionedDiff.stages(from: old, to: new))
    }
}

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
        // Sections and rows below 2^30 each (more would not fit in memory anyway).
        var oldClaimed = old.map { [Bool](repeating: true, count: $0.items.count) }
        var newMatch = new.map { [ListIndexPath](repeating: none, count: $0.items.count) }
        let oldItemCount = old.reduce(0) { $0 + $1.items.count }
        let filler =
            old.first { !$0.items.isEmpty }?.items[0].differenceID
            ?? new.first { !$0.items.isEmpty }?.items[0].differenceID
        if let filler {
            var itemTable = IdentityTable<Item.DifferenceID>(count: oldItemCount, filler: filler)
            var ids: [Item.DifferenceID] = []
            var hashes: [Int] = []
            for s in old.indices {
                ids.removeAll(keepingCapacity: true)
                hashes.removeAll(keepingCapacity: true)
                for item in old[s].items {
                    let id = item.differenceID
                    ids.append(id)
                    hashes.append(id.hashValue)
                }
                for r in ids.indices
                where itemTable.insert(ids[r], hash: hashes[r], value: (s << 32 | r) << 1) != nil {
                    throw .duplicateDifferenceID(String(describing: ids[r]), in: .old)
                }
            }
            var insertedItemIDs = Set<Item.DifferenceID>()
            for t in new.indices {
                ids.removeAll(keepingCapacity: true)
                hashes.removeAll(keepingCapacity: true)
                for item in new[t].items {
                    let id = item.differenceID
                    ids.append(id)
                    hashes.append(id.hashValue)
                }
                for j in ids.indices {
                    let v = itemTable.claim(ids[j], hash: hashes[j])
                    if v >= 0 {
                        // An item whose section is deleted goes with it and is inserted anew.
                        let p = ListIndexPath(section: v >> 32, row: v & 0xFFFF_FFFF)
                        if sectionOldToNew[p.section] >= 0 { newMatch[t][j] = p }
                    } else if v == IdentityTable<Item.DifferenceID>.alreadyClaimed
                        || !insertedItemIDs.insert(ids[j]).inserted
                    {
                        throw .duplicateDifferenceID(String(describing: ids[j]), in: .new)
                    }
                }
            }
            itemTable.forEachUnclaimed { v in oldClaimed[v >> 32][v & 0xFFFF_FFFF] = false }
        }
        // oldMatched[s][r]: the old item survives (claimed and its section survives).
        var rowAfterDeletion = old.map { [Int](repeating: -1, count: $0.items.count) }
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
            var items: [Item] = []
            items.reserveCapacity(old[s].items.count)
            for r in old[s].items.indices {
                if oldClaimed[s][r] {
                    rowAfterDeletion[s][r] = items.count
                    items.append(old[s].items[r])
                } else {
                    deletion.deletedRows.append(ListIndexPath(section: s, row: r))
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
                for j in new[t].items.indices where newMatch[t][j] == none { items.append(new[t].items[j]) }
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
        for t in new.indices {
            let s = sectionNewToOld[t]
            let sectionReloaded = s >= 0 && !old[s].model.isContentEqual(to: new[t].model)
            if sectionReloaded { reloads.reloadedSections.append(t) }
            var items: [Item] = []
            items.reserveCapacity(new[t].items.count)
            var sameSectionRows: [Int] = []  // new row j of items coming from the same old section
            var sameSectionSequence: [Int] = []
            for j in new[t].items.indices {
                let p = newMatch[t][j]
                if p == none {
                    if s >= 0 { rowStage.insertedRows.append(ListIndexPath(section: t, row: j)) }
                    items.append(new[t].items[j])
                    continue
                }
                items.append(old[p.section].items[p.row])
                if !sectionReloaded && !old[p.section].items[p.row].isContentEqual(to: new[t].items[j]) {
                    reloads.reloadedRows.append(ListIndexPath(section: t, row: j))
                }
                if p.section == s {
                    sameSectionRows.append(j)
                    sameSectionSequence.append(rowAfterDeletion[p.section][p.row])
                } else {
                    let from = ListIndexPath(
                        section: sectionOldToNew[p.section], row: rowAfterDeletion[p.section][p.row])
                    rowStage.movedRows.append(.init(from: from, to: ListIndexPath(section: t, row: j)))
                }
            }
            let stays = LongestIncreasingSubsequence.mask(sameSectionSequence)
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

extension StagedChangeSet {
    /// The stages from `old` to `new` or, when they cannot be diffed (duplicate identities), one
    /// stage that deletes every old section and inserts every new one (always a valid batch), with
    /// the reason. For data sources that must show what they fetched whatever its identities.
    ///
    /// ```swift
    /// let (staged, failure) = StagedChangeSet.diffOrReplace(from: shown, to: fetched)
    /// for stage in staged.stages { sections = stage.contents; report(stage.changeSet) }
    /// if let failure { log(failure) }
    /// ```
    public static func diffOrReplace<Model: Differentiable, Item: Differentiable>(
        from old: [ListSection<Model, Item>], to new: [ListSection<Model, Item>]
    ) -> (changes: StagedChangeSet, failure: ListError?) where Contents == [ListSection<Model, Item>] {
        do {
            return (try StagedChangeSet(from: old, to: new), nil)
        } catch {
            let replaceAll = ChangeSet(
                deletedSections: Array(old.indices), insertedSections: Array(new.indices))
            return (
                StagedChangeSet(stages: [Stage(kind: .deletions, changeSet: replaceAll, contents: new)]),
                error
            )
        }
    }
}
