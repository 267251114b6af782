/// The items of the snapshot a ``DiffableDataSource`` shows, made when each snapshot was applied: a
/// snapshot then carries its rows' content as it was at that moment (as the values of a
/// ``SectionedDataSource`` do), and a row keeps its old content until the batch that inserts or
/// reloads it switches to the new.
///
/// ```swift
/// var items = SnapshotItems<String, Int, String>()
/// let new = items.made(for: snapshot) { "row \($0)" }   // when `snapshot` is applied
/// items.switchStage(stage, to: new, isLast: true)    // inside each stage's batch
/// ```
struct SnapshotItems<SectionID: Hashable, ItemID: Hashable, Item> {
    /// The item of each row shown (during a staged apply, the current stage's rows).
    private(set) var shown: [ItemID: Item] = [:]

    /// Every item of `snapshot`, made now by `makeItem`.
    func made(
        for snapshot: ListSnapshot<SectionID, ItemID>, by makeItem: (ItemID) -> Item
    ) -> [ItemID: Item] {
        var items: [ItemID: Item] = [:]
        items.reserveCapacity(snapshot.numberOfItems)
        for section in snapshot.sectionedItemIdentifiers {
            for id in section { items[id] = makeItem(id) }
        }
        return items
    }

    /// Shows `new` for every row (a snapshot applied without any batch, or its last stage).
    mutating func show(_ new: [ItemID: Item]) { shown = new }

    /// Switches to `stage` of a snapshot whose items are `new`: the rows the stage inserts (alone or
    /// with their section) take their new item; the others keep the one shown, until the last stage
    /// (where the reloads are), which shows every new item.
    mutating func switchStage(
        _ stage: StagedChangeSet<ListSnapshot<SectionID, ItemID>>.Stage, to new: [ItemID: Item],
        isLast: Bool
    ) {
        if isLast {
            show(new)
            return
        }
        let items = stage.contents.sectionedItemIdentifiers
        var inserted = stage.changeSet.insertedRows.compactMap { path in
            items.indices.contains(path.section) && items[path.section].indices.contains(path.row)
                ? items[path.section][path.row] : nil
        }
        for section in stage.changeSet.insertedSections where items.indices.contains(section) {
            inserted += items[section]
        }
        for id in inserted { shown[id] = new[id] }
    }
}
