/// A static, one-section data source over an array of items (the seed's `VMKArrayDataSource`):
/// it never reports changes; ``reset(items:)`` replaces the items silently (call `reloadData`).
///
/// Rows can offer an insert action (the "add row" of an editing list): set ``editingStyle`` to
/// `.insert` and ``onInsert``.
///
/// ```swift
/// let addRow = ArrayDataSource(items: ["Add a track…"])
/// addRow.editingStyle = .insert
/// addRow.onInsert = { _ in playlist.append(newTrack()) }
/// ```
@MainActor
public final class ArrayDataSource<Item>: ListDataSource {
    /// Where changes are reported (this source never reports any).
    public weak var parent: (any ListDataSourceParent)?
    /// The items, one row each.
    public private(set) var items: [Item]
    /// The header item of the single section.
    public var header: Item?
    /// The footer item of the single section.
    public var footer: Item?
    /// The header title of the single section.
    public var title: String?
    /// How every row can be edited (`.none` by default).
    public var editingStyle: ListEditingStyle = .none
    /// Called by ``insertRow(at:)`` on a row whose style is `.insert`.
    public var onInsert: ((ListIndexPath) -> Void)?
    /// Whether the list is in editing mode.
    public private(set) var isEditing = false

    /// Creates a data source showing `items` in one section.
    public init(items: [Item], header: Item? = nil) {
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
    public func headerItem(inSection section: Int) -> Item? { section == 0 ? header : nil }

    /// ``footer`` for section 0.
    public func footerItem(inSection section: Int) -> Item? { section == 0 ? footer : nil }

    /// ``title`` for section 0.
    public func headerTitle(inSection section: Int) -> String? { section == 0 ? title : nil }

    /// Records the editing mode.
    public func setEditing(_ editing: Bool) { isEditing = editing }

    /// ``editingStyle`` for existing rows.
    public func editingStyle(at indexPath: ListIndexPath) -> ListEditingStyle {
        (try? checkIndexPath(indexPath)) != nil ? editingStyle : .none
    }

    /// Calls ``onInsert`` when the row's style is `.insert`; throws otherwise.
    public func insertRow(at indexPath: ListIndexPath) throws(ListError) {
        try checkIndexPath(indexPath)
        guard editingStyle == .insert, let onInsert else {
            throw .editingNotSupported(operation: "insert", indexPath)
        }
        onInsert(indexPath)
    }
}
