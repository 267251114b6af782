extension ListSnapshot {
    /// Creates a snapshot from sections of items. Throws on duplicate identifiers.
    ///
    /// ```swift
    /// let snapshot = try ListSnapshot([("a", [1, 2]), ("b", [3])])
    /// ```
    public init(_ sections: [(SectionID, [ItemID])]) throws(ListError) {
        self.init()
        for (section, items) in sections {
            try appendSections([section])
            try appendItems(items, toSection: section)
        }
    }

    /// The staged batches that turn this snapshot into `new`: sections and items matched by
    /// identifier, items marked with ``reloadItems(_:)`` (or in sections marked with
    /// ``reloadSections(_:)``) in `new` reloaded. Stage contents are snapshots without reload marks.
    ///
    /// ```swift
    /// let staged = current.stagedChanges(to: next)
    /// dataSource.report(staged) { stage in snapshot = stage.contents }
    /// ```
    @inlinable
    public func stagedChanges(to new: ListSnapshot) -> StagedChangeSet<ListSnapshot> {
        // Inlinable, so that the differ is specialised for the caller's identifiers (unspecialised,
        // generic hashing made a 100,000-row diff ~30× slower than the differ over the same ids).
        var stages: [StagedChangeSet<ListSnapshot>.Stage] = []
        if sections.count == 1 && new.sections.count == 1 && sections[0] == new.sections[0]
            && new.reloadedSections.isEmpty
        {
            // The same one section on both sides: the flat differ (section 0), which is what the
            // sectioned differ reduces to, without its per-section bookkeeping.
            let flat: [StagedChangeSet<[SnapshotItem<ItemID>]>.Stage]
            do {
                flat = try FlatDiff.stages(
                    from: snapshotItems(0, marks: false), to: new.snapshotItems(0, marks: true))
            } catch {
                return replacingEverySection(with: new)
            }
            stages.reserveCapacity(flat.count)
            for stage in flat {
                let contents = stageSnapshot(
                    sections: sections, items: [stage.contents.map(\.id)], stage: stage.kind,
                    changeSet: stage.changeSet, new: new)
                stages.append(.init(kind: stage.kind, changeSet: stage.changeSet, contents: contents))
            }
            return StagedChangeSet(stages: stages)
        }
        let sectioned:
            [StagedChangeSet<[ListSection<SnapshotSection<SectionID>, SnapshotItem<ItemID>>]>.Stage]
        do {
            sectioned = try SectionedDiff.stages(
                from: differSections(marks: false), to: new.differSections(marks: true))
        } catch {
            return replacingEverySection(with: new)
        }
        stages.reserveCapacity(sectioned.count)
        for stage in sectioned {
            let contents = stageSnapshot(
                sections: stage.contents.map(\.model.id), items: stage.contents.map { $0.items.map(\.id) },
                stage: stage.kind, changeSet: stage.changeSet, new: new)
            stages.append(.init(kind: stage.kind, changeSet: stage.changeSet, contents: contents))
        }
        return StagedChangeSet(stages: stages)
    }

    /// The items of section `s` as the differ sees them, marked for reload (when `marks`) if they
    /// or their section are.
    @inlinable
    func snapshotItems(_ s: Int, marks: Bool) -> [SnapshotItem<ItemID>] {
        // Items of a section marked for reload are marked too: when the section exists on both
        // sides the differ reloads it whole (and ignores its rows' marks), but items that move
        // into a section new in `new` arrive by moves and need a row reload.
        let sectionReloaded = marks && reloadedSections.contains(sections[s])
        if sectionReloaded || !marks || reloadedItems.isEmpty {
            return items[s].map { SnapshotItem(id: $0, reloaded: sectionReloaded) }
        }
        return items[s].map { SnapshotItem(id: $0, reloaded: reloadedItems.contains($0)) }
    }

    /// The sections as the differ sees them; see ``snapshotItems(_:marks:)``.
    @inlinable
    func differSections(marks: Bool) -> [ListSection<SnapshotSection<SectionID>, SnapshotItem<ItemID>>] {
        sections.indices.map { s in
            ListSection(
                model: SnapshotSection(
                    id: sections[s], reloaded: marks && reloadedSections.contains(sections[s])),
                items: snapshotItems(s, marks: marks))
        }
    }

    /// The contents of a stage of the diff from this snapshot to `new`, as a snapshot without reload
    /// marks. Its map from item to section is `new`'s when the stage holds `new`'s items (the last
    /// stages), this snapshot's less the deleted items after the deletions, and built otherwise.
    @inlinable
    func stageSnapshot(
        sections stageSections: [SectionID], items stageItems: [[ItemID]], stage: StageKind,
        changeSet: ChangeSet, new: ListSnapshot
    ) -> ListSnapshot {
        var snapshot = ListSnapshot()
        if stageSections == new.sections && stageItems == new.items {
            snapshot.sections = new.sections
            snapshot.items = new.items
            snapshot.sectionOfItem = new.sectionOfItem
            return snapshot
        }
        snapshot.sections = stageSections
        snapshot.items = stageItems
        if stage == .deletions {
            // The deletions keep every other item in its section.
            var sectionOfItem = self.sectionOfItem
            for s in changeSet.deletedSections {
                for item in items[s] { sectionOfItem[item] = nil }
            }
            for path in changeSet.deletedRows { sectionOfItem[items[path.section][path.row]] = nil }
            snapshot.sectionOfItem = sectionOfItem
        } else {
            var sectionOfItem = [ItemID: SectionID](minimumCapacity: stageItems.reduce(0) { $0 + $1.count })
            for s in stageSections.indices {
                for item in stageItems[s] { sectionOfItem[item] = stageSections[s] }
            }
            snapshot.sectionOfItem = sectionOfItem
        }
        return snapshot
    }

    /// One stage that deletes every section and inserts every section of `new`: always valid, for
    /// the unreachable case of a duplicate identifier (a snapshot never holds one).
    @usableFromInline
    func replacingEverySection(with new: ListSnapshot) -> StagedChangeSet<ListSnapshot> {
        var clean = new
        clean.reloadedItems = []
        clean.reloadedSections = []
        return StagedChangeSet(stages: [
            .init(
                kind: .deletions, changeSet: ChangeSet(deletedSections: Array(sections.indices)),
                contents: ListSnapshot()),
            .init(
                kind: .sectionInsertionsAndMoves,
                changeSet: ChangeSet(insertedSections: Array(new.sections.indices)), contents: clean),
        ])
    }
}

/// A snapshot section as the differ sees it.
@usableFromInline
struct SnapshotSection<ID: Hashable>: Differentiable {
    @usableFromInline let id: ID
    @usableFromInline let reloaded: Bool
    @inlinable init(id: ID, reloaded: Bool) {
        self.id = id
        self.reloaded = reloaded
    }
    @inlinable var differenceID: ID { id }
    @inlinable func isContentEqual(to other: SnapshotSection) -> Bool { !reloaded && !other.reloaded }
}

/// A snapshot item as the differ sees it.
@usableFromInline
struct SnapshotItem<ID: Hashable>: Differentiable {
    @usableFromInline let id: ID
    @usableFromInline let reloaded: Bool
    @inlinable init(id: ID, reloaded: Bool) {
        self.id = id
        self.reloaded = reloaded
    }
    @inlinable var differenceID: ID { id }
    @inlinable func isContentEqual(to other: SnapshotItem) -> Bool { !reloaded && !other.reloaded }
}
