/// A static, one-section data source over an array of items: it never reports changes; ``reset(items:)`` replaces the items silently (call `reloadData`).
///
/// Editing is routed to the items (``EditableListItem``): an "add" row of an editing list is an
/// `InsertCellViewModel`, whose insert action runs when the row's insert is committed.
///
/// ```swift
/// let addRow = ArrayDataSource<any CellViewModel>(items: [
///     InsertCellViewModel(title: "Add a track…", delegate: playlistViewModel)
/// ])
/// try addRow.insertRow(at: ListIndexPath(section: 0, row: 0))   // asks playlistViewModel to insert
/// ```
@MainActor
public final class ArrayDataSource<Item>: ListDataSource {
    /// Where changes are reported (this source never reports any).
    public weak var parent: (any ListDataSourceParent)?
    /// The items, one row each.
    public private(set) var items: [Item]
    /// The view model of the single section's header view.
    public var header: (any SectionHeaderFooterViewModel)?
    /// The view model of the single section's footer view.
    public var footer: (any SectionHeaderFooterViewModel)?
    /// The header title of the single section.
    public var title: String?
    /// Whether the list is in editing mode.
    public private(set) var isEditing = false

    /// Creates a data source showing `items` in one section.
    public init(items: [Item], header: (any SectionHeaderFooterViewModel)? = nil) {
        self.items = items
        self.header = header
    }

    /// Replaces the items without reporting a change set.
    public func reset(items: [Item]) { self.items = items }

    /// Always 1.
    public var numberOfSections: Int { 1 }

    /// The number of items; throws unless `section` is 0.
    public func numberOfRows(inSection section: Int) throws(ListError) -> Int {
        try checkSection(section)
        return items.count
    }

    /// The item at `indexPath`.
    public func item(at indexPath: ListIndexPath) throws(ListError) -> Item {
        try checkIndexPath(indexPath)
        return items[indexPath.row]
    }

    /// ``header`` for section 0.
    public func headerViewModel(inSection section: Int) -> (any SectionHeaderFooterViewModel)? {
        section == 0 ? header : nil
    }

    /// ``footer`` for section 0.
    public func footerViewModel(inSection section: Int) -> (any SectionHeaderFooterViewModel)? {
        section == 0 ? footer : nil
    }

    /// ``title`` for section 0.
    public func headerTitle(inSection section: Int) -> String? { section == 0 ? title : nil }

    /// Records the editing mode.
    public func setEditing(_ editing: Bool) { isEditing = editing }
}
