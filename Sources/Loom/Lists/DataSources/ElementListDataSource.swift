/// A one-section data source whose rows are the elements it shows, each row's item made from its
/// element once and cached (the cache shifts with every change): what ``MutableArrayDataSource`` (over
/// an ``ArrayModel``) and ``PropertyDataSource`` (following a ``Property``) share.
///
/// ```swift
/// let source = MutableArrayDataSource(model: ArrayModel(["Hells Bells"])) { $0 }
/// source.sectionInfo = ListSectionInfo(headerTitle: "Back in Black")
/// try source.item(at: ListIndexPath(section: 0, row: 0))   // "Hells Bells"
/// ```
@MainActor
public class ElementListDataSource<Element, Item>: ListDataSourceNode, ListDataSource {
    /// The single section's header and footer.
    public var sectionInfo = ListSectionInfo()

    /// The elements shown and their items.
    var rows: ElementRows<Element, Item>

    init(_ elements: [Element], makeItem: @escaping (Element) -> Item) {
        rows = ElementRows(elements, makeItem: makeItem)
    }

    /// Whether every existing row can be deleted by the data source itself (a subclass's setting);
    /// otherwise editing is routed to the items.
    var deletesRows: Bool { false }
    /// Whether every existing row can be moved by the data source itself.
    var movesRows: Bool { false }

    /// Performs an edit: a subclass performs the deletes and moves it makes itself; by default, and for
    /// any other edit, asks the item.
    func performOwnEdit(_ edit: ListRowEdit, at indexPath: ListIndexPath) throws(ListError) {
        try editItem(edit, at: indexPath)
    }

    /// Always 1.
    public var numberOfSections: Int { 1 }

    /// The number of elements shown; throws unless `section` is 0.
    public func numberOfRows(inSection section: Int) throws(ListError) -> Int {
        try checkSection(section)
        return rows.elements.count
    }

    /// The row's item, made from its element if not made yet.
    public func item(at indexPath: ListIndexPath) throws(ListError) -> Item {
        try checkIndexPath(indexPath)
        return rows.item(at: indexPath)
    }

    /// ``sectionInfo`` for section 0.
    public func sectionInfo(at section: Int) -> ListSectionInfo {
        section == 0 ? sectionInfo : ListSectionInfo()
    }

    /// `.delete` for existing rows when the data source deletes rows itself
    /// (``MutableArrayDataSource/allowsDeleting``, ``PropertyDataSource/removeElement``); otherwise the
    /// item's style.
    public func editingStyle(at indexPath: ListIndexPath) -> ListEditingStyle {
        guard deletesRows else { return editableItem(at: indexPath)?.editingStyle ?? .none }
        return (try? checkIndexPath(indexPath)) != nil ? .delete : .none
    }

    /// Existing rows when the data source moves rows itself (``MutableArrayDataSource/allowsMoving``);
    /// otherwise whether the item can move.
    public func canMoveRow(at indexPath: ListIndexPath) -> Bool {
        guard movesRows else { return editableItem(at: indexPath)?.canMove ?? false }
        return (try? checkIndexPath(indexPath)) != nil
    }

    /// A delete or a move the data source makes itself (``MutableArrayDataSource/allowsDeleting`` and
    /// ``MutableArrayDataSource/allowsMoving`` change the model, ``PropertyDataSource/removeElement``
    /// is called with the row); any other edit asks the item.
    public func perform(_ edit: ListRowEdit, at indexPath: ListIndexPath) throws(ListError) {
        try performOwnEdit(edit, at: indexPath)
    }
}
