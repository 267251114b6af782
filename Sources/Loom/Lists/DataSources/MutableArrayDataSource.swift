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
public final class MutableArrayDataSource<Element, Item>: ElementListDataSource<Element, Item> {
    /// The model shown.
    let model: ArrayModel<Element>
    /// Whether rows can be deleted in editing mode: every row's style is then `.delete`, and a delete
    /// removes its element from the model (the model reports the change). Otherwise editing is
    /// routed to the items.
    public var allowsDeleting = false
    /// Whether rows can be moved in editing mode: every row can then move, and a move moves its
    /// element in the model. Otherwise moving is routed to the items.
    public var allowsMoving = false

    private var observation: Token?

    /// Creates a data source showing `model`, making each row's item with `makeItem` (called
    /// once per row while the row's item stays cached). `makeItem` must not capture the data
    /// source strongly.
    public init(model: ArrayModel<Element>, makeItem: @escaping (Element) -> Item) {
        self.model = model
        super.init(model.elements, makeItem: makeItem)
        observation = model.changes.observe { [weak self] change in
            self?.modelDidChange(change)
        }
    }

    private func modelDidChange(_ change: ArrayModel<Element>.Change) {
        report(change.changeSet) { [weak self] in self?.rows.show(change.elements, through: change.changeSet)
        }
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

    /// Every existing row can be deleted when ``allowsDeleting``.
    override var deletesRows: Bool { allowsDeleting }

    /// Every existing row can be moved when ``allowsMoving``.
    override var movesRows: Bool { allowsMoving }

    /// A delete removes the element from the model when ``allowsDeleting``, a move moves it in the
    /// model when ``allowsMoving`` (the model reports the change); any other edit asks the item.
    override func performOwnEdit(_ edit: ListRowEdit, at indexPath: ListIndexPath) throws(ListError) {
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
