/// A one-section data source over an ``ArrayModel``: every mutation of the model is reported as
/// a change set, items are made from the model's elements by a factory and cached, and the cache
/// shifts with every change (the seed's `VMKMutableArrayDataSource`).
///
/// When ``allowsDeleting`` / ``allowsMoving`` are set, delete and move edits mutate the model.
///
/// ```swift
/// let playlist = ArrayModel(tracks)
/// let source = MutableArrayDataSource(model: playlist) { TrackCellModel(track: $0) }
/// source.allowsDeleting = true
/// try source.deleteRow(at: ListIndexPath(section: 0, row: 0))   // removes tracks[0]
/// ```
@MainActor
public final class MutableArrayDataSource<Element, Item>: ListDataSource {
    /// Where changes are reported.
    public weak var parent: (any ListDataSourceParent)?
    /// The model shown.
    public let model: ArrayModel<Element>
    /// The header item of the single section.
    public var header: Item?
    /// The footer item of the single section.
    public var footer: Item?
    /// The header title of the single section.
    public var title: String?
    /// Whether rows can be deleted in editing mode.
    public var allowsDeleting = false
    /// Whether rows can be moved in editing mode.
    public var allowsMoving = false
    /// Whether the list is in editing mode.
    public private(set) var isEditing = false

    private let makeItem: (Element) -> Item
    private var cache = ListItemCache<Item>()
    private var observation: Token?

    /// Creates a data source showing `model`, making each row's item with `makeItem` (called
    /// once per row while the row's item stays cached). `makeItem` must not capture the data
    /// source strongly.
    public init(model: ArrayModel<Element>, makeItem: @escaping (Element) -> Item) {
        self.model = model
        self.makeItem = makeItem
        observation = model.changes.observe { [weak self] changeSet in
            self?.modelDidChange(changeSet)
        }
    }

    private func modelDidChange(_ changeSet: ChangeSet) {
        cache.apply(changeSet)
        report(changeSet)
    }

    /// Always 1.
    public var numberOfSections: Int { 1 }

    /// The number of elements; throws unless `section` is 0.
    public func numberOfRows(inSection section: Int) throws(ListError) -> Int {
        try checkSection(section)
        return model.count
    }

    /// The cached item for the row, made from the element if not cached yet.
    public func item(at indexPath: ListIndexPath) throws(ListError) -> Item {
        try checkIndexPath(indexPath)
        if let cached = cache.item(at: indexPath) { return cached }
        let item = makeItem(try model.element(at: indexPath.row))
        cache.set(item, at: indexPath)
        return item
    }

    /// The number of items currently cached (for tests and diagnostics).
    public var cachedItemCount: Int { cache.count }

    /// ``header`` for section 0.
    public func headerItem(inSection section: Int) -> Item? { section == 0 ? header : nil }

    /// ``footer`` for section 0.
    public func footerItem(inSection section: Int) -> Item? { section == 0 ? footer : nil }

    /// ``title`` for section 0.
    public func headerTitle(inSection section: Int) -> String? { section == 0 ? title : nil }

    /// Records the editing mode.
    public func setEditing(_ editing: Bool) { isEditing = editing }

    /// `.delete` for existing rows when ``allowsDeleting``.
    public func editingStyle(at indexPath: ListIndexPath) -> ListEditingStyle {
        allowsDeleting && (try? checkIndexPath(indexPath)) != nil ? .delete : .none
    }

    /// ``allowsMoving`` for existing rows.
    public func canMoveRow(at indexPath: ListIndexPath) -> Bool {
        allowsMoving && (try? checkIndexPath(indexPath)) != nil
    }

    /// Removes the element from the model (which reports the change).
    public func deleteRow(at indexPath: ListIndexPath) throws(ListError) {
        try checkIndexPath(indexPath)
        guard allowsDeleting else { throw .editingNotSupported(operation: "delete", indexPath) }
        try model.remove(at: indexPath.row)
    }

    /// Moves the element in the model (which reports the change).
    public func moveRow(from source: ListIndexPath, to destination: ListIndexPath) throws(ListError) {
        try checkIndexPath(source)
        try checkIndexPath(destination)
        guard allowsMoving else { throw .editingNotSupported(operation: "move", source) }
        try model.move(from: source.row, to: destination.row)
    }
}
