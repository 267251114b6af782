/// A static, one-section data source over an array of items: a ``MutableArrayDataSource`` whose rows
/// are the elements of its own ``ArrayModel``. Nothing changes it unless its model is mutated;
/// ``MutableArrayDataSource/reset(items:)`` replaces the items silently (call `reloadData`).
///
/// Editing is routed to the items (``EditableListItem``): an "add" row of an editing list is an
/// `InsertCellViewModel`, whose insert action runs when the row's insert is committed.
///
/// ```swift
/// let addRow = ArrayDataSource<any CellViewModel>(items: [
///     InsertCellViewModel(title: "Add a track…", delegate: playlistViewModel)
/// ])
/// try addRow.perform(.insert, at: ListIndexPath(section: 0, row: 0))   // asks playlistViewModel to insert
/// ```
public typealias ArrayDataSource<Item> = MutableArrayDataSource<Item, Item>

extension MutableArrayDataSource where Element == Item {
    /// Creates a data source showing `items` in one section.
    public convenience init(items: [Item], header: (any SectionHeaderFooterViewModel)? = nil) {
        self.init(model: ArrayModel(items)) { $0 }
        sectionInfo.header = header
    }

    /// The items shown, one row each.
    public var items: [Item] { shownElements }

    /// Replaces the items without reporting a change set (call `reloadData`).
    public func reset(items: [Item]) { resetSilently(items) }
}
