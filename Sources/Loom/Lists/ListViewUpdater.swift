/// The root of a data-source tree: it receives the tree's change sets and replays each one into a
/// ``ListView`` as one batch, and keeps the selection on the same row across changes (the seed's
/// table-view controller replay).
///
/// The updater holds the data source strongly and the list view weakly (the view controller
/// owns both), so there is no cycle.
///
/// ```swift
/// let source = MutableArrayDataSource(model: todos) { TodoCellModel($0) }
/// let updater = ListViewUpdater(dataSource: source, listView: tableView)
/// updater.selection = ListIndexPath(section: 0, row: 2)
/// todos.remove(at: 0)          // tableView animates the delete; selection is now 0-1
/// ```
@MainActor
public final class ListViewUpdater<Source: ListDataSource>: ListDataSourceParent {
    /// The data source shown.
    public let dataSource: Source
    /// The list view changes are replayed into.
    public private(set) weak var listView: (any ListView)?
    /// The selected row, mapped through every change; `nil` once its row is deleted.
    public var selection: ListIndexPath?

    /// Connects a data source to a list view and reloads the view.
    public init(dataSource: Source, listView: any ListView) {
        self.dataSource = dataSource
        self.listView = listView
        dataSource.parent = self
        listView.reloadData()
    }

    /// Replays a change of the data source into the list view as one batch.
    public func dataSource(_ child: AnyObject, didChange changeSet: ChangeSet) {
        listView?.performBatchUpdates(changeSet) {}
        if let selected = selection { selection = changeSet.newIndexPath(forOld: selected) }
    }
}
