/// The identifiers of a list's sections and items at one moment, built by value (UIKit's diffable
/// data source model), and diffed into a ``StagedChangeSet`` when applied.
///
/// Every identifier is unique in the snapshot: adding a duplicate, or naming an unknown section or
/// item, throws a ``ListError`` and leaves the snapshot unchanged (UIKit crashes instead).
/// Reloads are marks that the next diff turns into reloads.
///
/// ```swift
/// var snapshot = ListSnapshot<String, Int>()
/// try snapshot.appendSections(["favourites", "all"])
/// try snapshot.appendItems([1, 2, 3], toSection: "all")
/// try snapshot.moveItem(3, to: .before(1))
/// try snapshot.reloadItems([2])
/// let staged = previous.stagedChanges(to: snapshot)   // apply to a list view
/// ```
public struct ListSnapshot<SectionID: Hashable, ItemID: Hashable> {
    @usableFromInline var sections: [SectionID] = []
    @usableFromInline var items: [[ItemID]] = []
    @usableFromInline var sectionOfItem: [ItemID: SectionID] = [:]
    /// Items marked for reload by ``reloadItems(_:)`` since this snapshot was created (the diff reads them).
    @usableFromInline package internal(set) var reloadedItems: Set<ItemID> = []
    /// Sections marked for reload by ``reloadSections(_:)`` since this snapshot was created.
    @usableFromInline package internal(set) var reloadedSections: Set<SectionID> = []

    /// Where an insert or a move puts sections or items: before or after an existing one.
    ///
    /// ```swift
    /// try snapshot.insertSections(["live"], at: .after("studio"))
    /// try snapshot.moveItem(3, to: .before(1))
    /// ```
    public enum Position<ID: Hashable>: Hashable {
        /// Before the section or item with this identifier.
        case before(ID)
        /// After the section or item with this identifier.
        case after(ID)

        /// The section or item the position is relative to.
        var target: ID {
            switch self {
            case .before(let id), .after(let id): id
            }
        }

        /// 0 before the target, 1 after it.
        var offset: Int {
            if case .after = self { return 1 }
            return 0
        }
    }

    /// Creates an empty snapshot.
    public init() {}

    // MARK: Reading

    /// The section identifiers, in order (`sectionIdentifiers.count` sections).
    public var sectionIdentifiers: [SectionID] { sections }
    /// All item identifiers, section by section (`itemIdentifiers.count` items).
    public var itemIdentifiers: [ItemID] { items.flatMap { $0 } }
    /// The number of items in all sections, without flattening them.
    package var numberOfItems: Int { sectionOfItem.count }
    /// The item identifiers per section, in order.
    package var sectionedItemIdentifiers: [[ItemID]] { items }

    /// The item identifiers of a section (`.count` of them is the section's number of items).
    public func itemIdentifiers(inSection section: SectionID) throws(ListError) -> [ItemID] {
        items[try index(of: section)]
    }

    /// The section that contains an item, or `nil` if the item is not in the snapshot.
    public func sectionIdentifier(containingItem item: ItemID) -> SectionID? { sectionOfItem[item] }

    /// The index path of an item, or `nil` if it is not in the snapshot.
    public func indexPath(ofItem item: ItemID) -> ListIndexPath? {
        guard let section = sectionOfItem[item], let s = sections.firstIndex(of: section),
            let r = items[s].firstIndex(of: item)
        else { return nil }
        return ListIndexPath(section: s, row: r)
    }

    /// The item at an index path; throws if it is out of range.
    public func itemIdentifier(at path: ListIndexPath) throws(ListError) -> ItemID {
        guard path.section >= 0 && path.section < sections.count else {
            throw .sectionOutOfRange(section: path.section, count: sections.count)
        }
        guard path.row >= 0 && path.row < items[path.section].count else {
            throw .indexPathOutOfRange(path, rowCount: items[path.section].count)
        }
        return items[path.section][path.row]
    }

    // MARK: Sections

    /// Appends sections at the end.
    public mutating func appendSections(_ ids: [SectionID]) throws(ListError) {
        try checkNewSections(ids)
        sections += ids
        items += ids.map { _ in [] }
    }

    /// Inserts sections before or after an existing section.
    public mutating func insertSections(
        _ ids: [SectionID], at position: Position<SectionID>
    ) throws(ListError) {
        let at = try index(of: position.target) + position.offset
        try checkNewSections(ids)
        sections.insert(contentsOf: ids, at: at)
        items.insert(contentsOf: ids.map { _ in [] }, at: at)
    }

    /// Deletes sections and their items.
    public mutating func deleteSections(_ ids: [SectionID]) throws(ListError) {
        for id in ids { _ = try index(of: id) }
        let doomed = Set(ids)
        for (s, id) in sections.enumerated() where doomed.contains(id) {
            for item in items[s] {
                sectionOfItem[item] = nil
                reloadedItems.remove(item)
            }
        }
        let keep = sections.indices.filter { !doomed.contains(sections[$0]) }
        sections = keep.map { sections[$0] }
        items = keep.map { items[$0] }
        reloadedSections.subtract(doomed)
    }

    /// Moves a section before or after another one.
    public mutating func moveSection(_ id: SectionID, to position: Position<SectionID>) throws(ListError) {
        let from = try index(of: id)
        _ = try index(of: position.target)
        guard id != position.target else { return }
        let moved = items.remove(at: from)
        sections.remove(at: from)
        let to = try index(of: position.target) + position.offset
        sections.insert(id, at: to)
        items.insert(moved, at: to)
    }

    /// Marks sections for reload in the next diff.
    public mutating func reloadSections(_ ids: [SectionID]) throws(ListError) {
        for id in ids { _ = try index(of: id) }
        reloadedSections.formUnion(ids)
    }

    // MARK: Items

    /// Appends items at the end of a section (the last section when `section` is `nil`).
    public mutating func appendItems(_ ids: [ItemID], toSection section: SectionID? = nil) throws(ListError) {
        let s: Int
        if let section {
            s = try index(of: section)
        } else {
            guard !sections.isEmpty else { throw .sectionOutOfRange(section: 0, count: 0) }
            s = sections.count - 1
        }
        try checkNewItems(ids)
        items[s] += ids
        for id in ids { sectionOfItem[id] = sections[s] }
    }

    /// Inserts items before or after an existing item.
    public mutating func insertItems(_ ids: [ItemID], at position: Position<ItemID>) throws(ListError) {
        let (s, r) = try location(of: position.target)
        try checkNewItems(ids)
        items[s].insert(contentsOf: ids, at: r + position.offset)
        for id in ids { sectionOfItem[id] = sections[s] }
    }

    /// Deletes items.
    public mutating func deleteItems(_ ids: [ItemID]) throws(ListError) {
        for id in ids where sectionOfItem[id] == nil { throw .unknownItem(String(describing: id)) }
        let doomed = Set(ids)
        for s in items.indices { items[s].removeAll { doomed.contains($0) } }
        for id in doomed { sectionOfItem[id] = nil }
        reloadedItems.subtract(doomed)
    }

    /// Moves an item before or after another one (possibly in another section).
    public mutating func moveItem(_ id: ItemID, to position: Position<ItemID>) throws(ListError) {
        let (s, r) = try location(of: id)
        _ = try location(of: position.target)
        guard id != position.target else { return }
        items[s].remove(at: r)
        let (ts, tr) = try location(of: position.target)
        items[ts].insert(id, at: tr + position.offset)
        sectionOfItem[id] = sections[ts]
    }

    /// Marks items for reload in the next diff.
    public mutating func reloadItems(_ ids: [ItemID]) throws(ListError) {
        for id in ids where sectionOfItem[id] == nil { throw .unknownItem(String(describing: id)) }
        reloadedItems.formUnion(ids)
    }

    // MARK: Private

    private func index(of section: SectionID) throws(ListError) -> Int {
        guard let s = sections.firstIndex(of: section) else {
            throw .unknownSection(String(describing: section))
        }
        return s
    }

    private func location(of item: ItemID) throws(ListError) -> (Int, Int) {
        guard let section = sectionOfItem[item], let s = sections.firstIndex(of: section),
            let r = items[s].firstIndex(of: item)
        else { throw .unknownItem(String(describing: item)) }
        return (s, r)
    }

    private func checkNewSections(_ ids: [SectionID]) throws(ListError) {
        var seen = Set<SectionID>()
        for id in ids where sections.contains(id) || !seen.insert(id).inserted {
            throw .duplicateSection(String(describing: id))
        }
    }

    private func checkNewItems(_ ids: [ItemID]) throws(ListError) {
        var seen = Set<ItemID>()
        for id in ids where sectionOfItem[id] != nil || !seen.insert(id).inserted {
            throw .duplicateItem(String(describing: id))
        }
    }
}

extension ListSnapshot: Sendable where SectionID: Sendable, ItemID: Sendable {}

extension ListSnapshot: Equatable {
    /// Two snapshots are equal when they have the same sections and items in the same order
    /// (reload marks are not compared).
    public static func == (lhs: ListSnapshot, rhs: ListSnapshot) -> Bool {
        lhs.sections == rhs.sections && lhs.items == rhs.items
    }
}
