/// A data source built on a private composite (``EditingDataSource``, ``GroupedDataSource``): what it
/// does not answer itself is the composite's answer, written once here instead of forwarded by hand in
/// each. A conformer declares what differs (its sections, headers, editing) and holds the composite,
/// whose parent it is; its mode and parent are a ``ListDataSourceNode``'s, and it forwards the mode to
/// the composite.
@MainActor
package protocol ListDataSourceDecorator: ListDataSource, ListDataSourceParent {
    /// The composite that holds the children.
    var inner: CompositeDataSource<Item> { get }
}

extension ListDataSourceDecorator {
    /// Forwards the composite's updates (already in this data source's coordinates).
    public func dataSource(_ child: AnyObject, report update: ListUpdate) { report(update) }
    /// The composite's sections.
    public var numberOfSections: Int { inner.numberOfSections }
    /// The composite's rows.
    public func numberOfRows(inSection section: Int) throws(ListError) -> Int {
        try inner.numberOfRows(inSection: section)
    }
    /// The item, from the child that shows it.
    public func item(at indexPath: ListIndexPath) throws(ListError) -> Item { try inner.item(at: indexPath) }
    /// The editing style of the child's row.
    public func editingStyle(at indexPath: ListIndexPath) -> ListEditingStyle {
        inner.editingStyle(at: indexPath)
    }
    /// Whether the child's row can move.
    public func canMoveRow(at indexPath: ListIndexPath) -> Bool { inner.canMoveRow(at: indexPath) }
    /// Performs the edit on the child's row (a move within the child).
    public func perform(_ edit: ListRowEdit, at indexPath: ListIndexPath) throws(ListError) {
        try inner.perform(edit, at: indexPath)
    }
}
