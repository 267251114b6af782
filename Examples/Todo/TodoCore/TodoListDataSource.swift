public import Loom

/// The to-do list as a ``ListDataSource`` that follows a store: one section, one row per to-do
/// (newest first). Each change of the store's to-dos is reported as the batch that keeps the unchanged
/// ends in place (an added to-do is one insert, a removed one is one delete, loaded to-dos are inserts
/// in front), so a list keeps each row's identity even when two to-dos read the same.
///
/// Deleting a row sends ``TodoAction/removeToDo(at:)``; the store's change then reports the delete.
///
/// ```swift
/// let source = TodoListDataSource(store: store)
/// let list = IdentifiedList(dataSource: source)   // what a SwiftUI List shows
/// try source.deleteRow(at: ListIndexPath(section: 0, row: 0))   // sends .removeToDo(at: 0)
/// ```
///
/// The data source holds the store strongly; the store's subscription holds the data source weakly.
@MainActor
public final class TodoListDataSource: ListDataSource {
    /// Where changes are reported.
    public weak var parent: (any ListDataSourceParent)?
    /// The store followed.
    public let store: Store<TodoState, TodoAction>
    /// Whether the list is in editing mode.
    public private(set) var isEditing = false
    private var todos: [String] = []
    private var observation: Token?

    /// A data source showing `store`'s to-dos.
    public init(store: Store<TodoState, TodoAction>) {
        self.store = store
        observation = store.observe(\.todos) { [weak self] todos in self?.show(todos) }
    }

    /// Always 1.
    public var numberOfSections: Int { 1 }

    /// The number of to-dos; throws unless `section` is 0.
    public func numberOfRows(inSection section: Int) throws(ListError) -> Int {
        try checkSection(section)
        return todos.count
    }

    /// The to-do at `indexPath`.
    public func item(at indexPath: ListIndexPath) throws(ListError) -> String {
        try checkIndexPath(indexPath)
        return todos[indexPath.row]
    }

    /// Records the editing mode.
    public func setEditing(_ editing: Bool) { isEditing = editing }

    /// Every to-do can be deleted.
    public func editingStyle(at indexPath: ListIndexPath) -> ListEditingStyle {
        (try? checkIndexPath(indexPath)) == nil ? .none : .delete
    }

    /// Sends ``TodoAction/removeToDo(at:)`` for the row; throws for an index path outside the list.
    public func deleteRow(at indexPath: ListIndexPath) throws(ListError) {
        try checkIndexPath(indexPath)
        store.send(.removeToDo(at: indexPath.row))
    }

    /// The batch from `old` to `new` that keeps their common last elements, then their common first
    /// ones, in place: the rest of `old` is deleted, the rest of `new` inserted (section 0). The end is
    /// matched first because to-dos are added in front: adding "Call Ada" to ["Call Ada"] inserts row 0.
    ///
    /// ```swift
    /// TodoListDataSource.changes(from: ["b", "c"], to: ["a", "b", "c"])   // insert 0-0
    /// ```
    public nonisolated static func changes(from old: [String], to new: [String]) -> ChangeSet {
        let suffix = zip(old.reversed(), new.reversed()).prefix { $0 == $1 }.count
        let limit = min(old.count, new.count) - suffix
        let prefix = zip(old, new).prefix(limit).prefix { $0 == $1 }.count
        return ChangeSet(
            deletedRows: (prefix..<(old.count - suffix)).map { ListIndexPath(section: 0, row: $0) },
            insertedRows: (prefix..<(new.count - suffix)).map { ListIndexPath(section: 0, row: $0) })
    }

    private func show(_ new: [String]) {
        report(Self.changes(from: todos, to: new)) { [weak self] in self?.todos = new }
    }
}
