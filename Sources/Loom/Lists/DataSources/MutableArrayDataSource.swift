/// A one-section data source over an ``ArrayModel``: every mutation of the model is reported as
/// a change set, items are made from the model's elements by a factory and cached, and the cache
/// shifts with every change.
///
/// It shows its own copy of the elements and switches to the model's new elements inside the list
/// view's batch (see ``ListUpdate``). When ``allowsDeleting`` / ``allowsMoving`` are set, delete and
/// move edits mutate the model; otherwise editing is routed to the items (``EditableListItem``).
///
/// ```swift
/// let playlist = ArrayModel(tracks)
/// let source = MutableArrayDataSource(model: playlist) { TrackCellModel(track: $0) }
/// source.allowsDeleting = true
/// try source.perform(.delete, at: ListIndexPath(section: 0, row: 0))   // removes tracks[0]
/// ```
@MainActor
public final class MutableArrayDataSource<Element, Item>: ListDataSourceNode, ListDataSource {
    /// The model shown.
    let model: ArrayModel<Element>
    /// The single section's header and footer.
    public var sectionInfo = ListSectionInfo()
    /// Whether rows can be deleted (in the model) in editing mode.
    public var allowsDeleting = false
    /// Whether rows can be moved (in the model) in editing mode.
    public var allowsMoving = false

    private var rows: ElementRows<Element, Item>
    private var observation: Token?

    /// Creates a data source showing `model`, making each row's item with `makeItem` (called
    /// once per row while the row's item stays cached). `makeItem` must not capture the data
    /// source strongly.
    public init(model: ArrayModel<Element>, makeItem: @escaping (Element) -> Item) {
        self.model = model
        rows = ElementRows(model.elements, makeItem: makeItem)
        super.init()
        observation = model.changes.observe { [weak self] change in
            self?.modelDidChange(change)
        }
    }

    private func modelDidChange(_ change: ArrayModel<Element>.Change) {
        report(change.changeSet) { [weak self] in self?.rows.show(change.elements, through: change.changeSet)
        }
    }

    /// Always 1.
    public var numberOfSections: Int { 1 }

    /// The number of elements shown; throws unless `section` is 0.
    public func numberOfRows(inSection section: Int) throws(ListError) -> Int {
        try checkSection(section)
        return rows.elements.count
    }

    /// The cached item for the row, made from the element if not cached yet.
    public func item(at indexPath: ListIndexPath) throws(ListError) -> Item {
        try checkIndexPath(indexPath)
        return rows.item(at: indexPath)
    }

    /// The elements shown, one row each (the model's, once the list view has shown its last change).
    var shownElements: [Element] { rows.elements }

    /// Shows `elements`, in the model and in the rows, without reporting a change (the caller reloads).
    func resetSilently(_ elements: [Element]) {
        model.replaceSilently(with: elements)
        rows.reset(elements)
    }

    /// The number of items currently cached (a test hook).
    package var cachedItemCount: Int { rows.cachedItemCount }

    /// ``sectionInfo`` for section 0.
    public func sectionInfo(at section: Int) -> ListSectionInfo {
        section == 0 ? sectionInfo : ListSectionInfo()
    }

    /// `.delete` for existing rows when ``allowsDeleting``; otherwise the item's style.
    public func editingStyle(at indexPath: ListIndexPath) -> ListEditingStyle {
        guard allowsDeleting else { return editableItem(at: indexPath)?.editingStyle ?? .none }
        return (try? checkIndexPath(indexPath)) != nil ? .delete : .none
    }

    /// Existing rows when ``allowsMoving``; otherwise whether the item can move.
    public func canMoveRow(at indexPath: ListIndexPath) -> Bool {
        guard allowsMoving else { return editableItem(at: indexPath)?.canMove ?? false }
        return (try? checkIndexPath(indexPath)) != nil
    }

    /// A delete removes the element from the model when ``allowsDeleting``, a move moves it in the
    /// model when ``allowsMoving`` (the model reports the change); any other edit asks the item.
    public func perform(_ edit: ListRowEdit, at indexPath: ListIndexPath) throws(ListError) {
        switch edit {
        case .delete where allowsDeleting:
            try checkIndexPath(indexPath)
            try model.remove(at: indexPath.row)
        case .move(let destination):
            try checkIndexPath(indexPath)
            try checkIndexPath(destination)
            guard allowsMoving else { return try editItem(edit, at: indexPath) }
            try model.move(from: indexPath.row, to: destination.row)
        default:
            try editItem(edit, at: indexPath)
        }
    }
}
