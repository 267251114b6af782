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
public final class DiffableDataSource<SectionID: Hashable, ItemID: Hashable, Item>: ListDataSource {
    /// Where changes are reported.
    public weak var parent: (any ListDataSourceParent)?
    /// The snapshot currently shown.
    public private(set) var snapshot = ListSnapshot<SectionID, ItemID>()
    /// Header titles per section identifier, if set.
    public var headerTitle: ((SectionID) -> String?)?
    /// Header view models per section identifier, if set.
    public var headerViewModel: ((SectionID) -> (any SectionHeaderFooterViewModel)?)?
    /// Footer view models per section identifier, if set.
    public var footerViewModel: ((SectionID) -> (any SectionHeaderFooterViewModel)?)?
    /// Whether the list is in editing mode.
    public private(set) var isEditing = false
    private let makeItem: (ItemID) -> Item
    /// Counts the applies; the diff computed off the main actor that is still running, cancelled
    /// when the data source is released.
    let pendingDiff = PendingDiff()

    /// Creates an empty data source whose rows show `makeItem(itemID)`.
    public init(makeItem: @escaping (ItemID) -> Item) {
        self.makeItem = makeItem
    }

    /// Shows `newSnapshot`: reports the staged changes from the current snapshot, stage by stage,
    /// then runs `completion` once the list view has shown the last stage (at once if nothing
    /// changed).
    /// A diff still computing off the main actor (see ``applyDiffingOffMainActor(_:completion:)``)
    /// is superseded: its result is dropped.
    public func apply(_ newSnapshot: ListSnapshot<SectionID, ItemID>, completion: (() -> Void)? = nil) {
        pendingDiff.supersede()
        show(snapshot.stagedChanges(to: newSnapshot), completion: completion)
    }

    /// Reports `staged` (diffed from the current snapshot), switching the snapshot stage by stage.
    func show(
        _ staged: StagedChangeSet<ListSnapshot<SectionID, ItemID>>, completion: (() -> Void)?
    ) {
        report(staged, completion: completion) { [weak self] stage in
            self?.snapshot = stage.contents
        }
    }

    /// The snapshot's sections.
    public var numberOfSections: Int { snapshot.numberOfSections }
    /// The snapshot's items in the section.
    public func numberOfRows(inSection section: Int) throws(ListError) -> Int {
        try checkSection(section)
        return snapshot.sectionedItemIdentifiers[section].count
    }
    /// The item made from the identifier at the index path.
    public func item(at indexPath: ListIndexPath) throws(ListError) -> Item {
        makeItem(try snapshot.itemIdentifier(at: indexPath))
    }
    /// The item identifier at the index path.
    package func itemIdentifier(at indexPath: ListIndexPath) throws(ListError) -> ItemID {
        try snapshot.itemIdentifier(at: indexPath)
    }
    /// ``headerTitle`` of the section's identifier.
    public func headerTitle(inSection section: Int) -> String? {
        guard section >= 0 && section < snapshot.numberOfSections else { return nil }
        return headerTitle?(snapshot.sectionIdentifiers[section])
    }
    /// ``headerViewModel`` of the section's identifier.
    public func headerViewModel(inSection section: Int) -> (any SectionHeaderFooterViewModel)? {
        guard section >= 0 && section < snapshot.numberOfSections else { return nil }
        return headerViewModel?(snapshot.sectionIdentifiers[section])
    }
    /// ``footerViewModel`` of the section's identifier.
    public func footerViewModel(inSection section: Int) -> (any SectionHeaderFooterViewModel)? {
        guard section >= 0 && section < snapshot.numberOfSections else { return nil }
        return footerViewModel?(snapshot.sectionIdentifiers[section])
    }
    /// Records the editing mode.
    public func setEditing(_ editing: Bool) { isEditing = editing }
}

extension DiffableDataSource where Item == ItemID {
    /// Creates an empty data source whose rows are the item identifiers themselves.
    public convenience init() {
        self.init { $0 }
    }
}
