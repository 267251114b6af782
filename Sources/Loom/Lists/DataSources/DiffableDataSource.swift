/// A data source driven by snapshots: applying a new ``ListSnapshot`` diffs it against the
/// current one and reports each stage of the ``StagedChangeSet`` as one batch, switching to that
/// stage's snapshot inside the list view's batch (the diffable model, applied in order on the main
/// actor).
///
/// ```swift
/// let source = DiffableDataSource<String, Int, TrackCellModel> { id in TrackCellModel(id: id) }
/// var snapshot = ListSnapshot<String, Int>()
/// try snapshot.appendSections(["tracks"])
/// try snapshot.appendItems([1, 2, 3])
/// source.apply(snapshot) { print("shown") }   // the completion runs once the last stage is shown
/// ```
@MainActor
public final class DiffableDataSource<SectionID: Hashable, ItemID: Hashable, Item>: ListDataSourceNode,
    ListDataSource
{
    /// The snapshot currently shown.
    public private(set) var snapshot = ListSnapshot<SectionID, ItemID>()
    /// The header and footer of a section identifier (none by default).
    public var sectionInfo: (SectionID) -> ListSectionInfo = { _ in ListSectionInfo() }
    private let makeItem: (ItemID) -> Item
    /// The items of the rows shown, made when their snapshot was applied; `nil` when items are made
    /// as rows are read (see ``init(makeItem:)``).
    private var items: SnapshotItems<SectionID, ItemID, Item>?
    /// Counts the applies; the diff computed off the main actor that is still running, cancelled
    /// when the data source is released.
    let pendingDiff = PendingDiff()

    /// Creates an empty data source whose rows show `makeItem(itemID)`.
    public init(makeItem: @escaping (ItemID) -> Item) {
        self.makeItem = makeItem
    }

    /// Creates an empty data source that makes every item of a snapshot by `makeItem` when the
    /// snapshot is applied, and shows those items: a row keeps its item until a batch inserts or
    /// reloads it.
    init(makingItemsOnApply makeItem: @escaping (ItemID) -> Item) {
        self.makeItem = makeItem
        items = SnapshotItems()
    }

    /// Shows `newSnapshot`: reports the staged changes from the current snapshot, stage by stage,
    /// then runs `completion` once the list view has shown the last stage (at once if nothing
    /// changed).
    /// A diff still computing off the main actor (see ``applyDiffingOffMainActor(_:completion:)``)
    /// is superseded: its result is dropped.
    public func apply(_ newSnapshot: ListSnapshot<SectionID, ItemID>, completion: (() -> Void)? = nil) {
        pendingDiff.supersede()
        let newItems = makeItems(for: newSnapshot)
        show(snapshot.stagedChanges(to: newSnapshot), items: newItems, completion: completion)
    }

    /// The items of `newSnapshot`, made now, when this data source makes them on apply.
    func makeItems(for newSnapshot: ListSnapshot<SectionID, ItemID>) -> [ItemID: Item]? {
        items?.made(for: newSnapshot, by: makeItem)
    }

    /// Reports `staged` (diffed from the current snapshot), switching the snapshot, and the items
    /// made for it (`newItems`), stage by stage.
    func show(
        _ staged: StagedChangeSet<ListSnapshot<SectionID, ItemID>>, items newItems: [ItemID: Item]?,
        completion: (() -> Void)?
    ) {
        let lastKind = staged.stages.last?.kind
        if lastKind == nil, let newItems { items?.show(newItems) }
        report(staged, completion: completion) { [weak self] stage in
            guard let self else { return }
            snapshot = stage.contents
            if let newItems { items?.switchStage(stage, to: newItems, isLast: stage.kind == lastKind) }
        }
    }

    /// The snapshot's sections.
    public var numberOfSections: Int { snapshot.sectionIdentifiers.count }
    /// The snapshot's items in the section.
    public func numberOfRows(inSection section: Int) throws(ListError) -> Int {
        try checkSection(section)
        return snapshot.sectionedItemIdentifiers[section].count
    }
    /// The item made from the identifier at the index path.
    public func item(at indexPath: ListIndexPath) throws(ListError) -> Item {
        let id = try snapshot.itemIdentifier(at: indexPath)
        return items?.shown[id] ?? makeItem(id)
    }
    /// The item identifier at the index path.
    package func itemIdentifier(at indexPath: ListIndexPath) throws(ListError) -> ItemID {
        try snapshot.itemIdentifier(at: indexPath)
    }
    /// ``sectionInfo`` of the section's identifier (an empty value outside the snapshot).
    public func sectionInfo(at section: Int) -> ListSectionInfo {
        guard section >= 0 && section < snapshot.sectionIdentifiers.count else { return ListSectionInfo() }
        return sectionInfo(snapshot.sectionIdentifiers[section])
    }
}
