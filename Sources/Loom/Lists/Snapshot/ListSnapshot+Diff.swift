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
    public func stagedChanges(to new: ListSnapshot) -> StagedChangeSet<ListSnapshot> {
        func sections(
            _ snapshot: ListSnapshot, marks: Bool
        ) -> [ListSection<SnapshotSection<SectionID>, SnapshotItem<ItemID>>] {
            zip(snapshot.sections, snapshot.items).map { section, items in
                // Items of a section marked for reload are marked too: when the section exists on
                // both sides the differ reloads it whole (and ignores its rows' marks), but items
                // that move into a section new in `new` arrive by moves and need a row reload.
                let sectionReloaded = marks && snapshot.reloadedSections.contains(section)
                return ListSection(
                    model: SnapshotSection(id: section, reloaded: sectionReloaded),
                    items: items.map {
                        SnapshotItem(
                            id: $0,
                            reloaded: sectionReloaded || (marks && snapshot.reloadedItems.contains($0)))
                    })
            }
        }
        let staged: StagedChangeSet<[ListSection<SnapshotSection<SectionID>, SnapshotItem<ItemID>>]>
        do {
            staged = try StagedChangeSet(from: sections(self, marks: false), to: sections(new, marks: true))
        } catch {
            // Unreachable: a snapshot never holds a duplicate identifier. Fall back to replacing
            // every section (delete all, then insert all), which is always valid.
            var clean = new
            clean.reloadedItems = []
            clean.reloadedSections = []
            return StagedChangeSet(stages: [
                .init(
                    kind: .deletions, changeSet: ChangeSet(deletedSections: Array(self.sections.indices)),
                    contents: ListSnapshot()),
                .init(
                    kind: .sectionInsertionsAndMoves,
                    changeSet: ChangeSet(insertedSections: Array(new.sections.indices)), contents: clean),
            ])
        }
        return staged.mapContents { contents in
            var snapshot = ListSnapshot()
            snapshot.sections = contents.map(\.model.id)
            snapshot.items = contents.map { $0.items.map(\.id) }
            for section in contents {
                for item in section.items { snapshot.sectionOfItem[item.id] = section.model.id }
            }
            return snapshot
        }
    }
}

/// A snapshot section as the differ sees it.
struct SnapshotSection<ID: Hashable>: Differentiable {
    let id: ID
    let reloaded: Bool
    var differenceID: ID { id }
    func isContentEqual(to other: SnapshotSection) -> Bool { !reloaded && !other.reloaded }
}

/// A snapshot item as the differ sees it.
struct SnapshotItem<ID: Hashable>: Differentiable {
    let id: ID
    let reloaded: Bool
    var differenceID: ID { id }
    func isContentEqual(to other: SnapshotItem) -> Bool { !reloaded && !other.reloaded }
}
