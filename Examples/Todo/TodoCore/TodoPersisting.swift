/// Where the to-do list is saved. ``TodoDatabase`` is the SQLite one; tests can pass their own.
///
/// Both calls are asynchronous: the storage does its work off the main actor (a busy database
/// never blocks typing) and the store receives the result as an action. The reducer runs at most
/// one save at a time, so saves are never reordered.
///
/// Several programs may share one storage: a save names the list this program last knew the
/// storage held, so a storage that finds another list there merges both programs' changes instead
/// of replacing the other's.
///
/// ```swift
/// let store = Store(initialState: TodoState(), reducer: TodoReducer(storage: try TodoDatabase()).reduce)
/// ```
public protocol TodoPersisting: Sendable {
    /// Whether the storage can only be read (a read-only file): saves fail with
    /// ``TodoStorageError/readOnly(path:)``. A storage may become writable again (the user changed
    /// the file's permissions): the next save tries.
    var isReadOnly: Bool { get }
    /// The saved to-dos, newest first.
    func load() async throws(TodoStorageError) -> [TodoItem]
    /// Saves `todos` in one transaction and returns the list the storage now holds: `todos` when the
    /// storage still held `saved` (the list this program last loaded or saved), else `todos` merged
    /// with what another program stored since, by identifier (its additions, removals and edits are
    /// kept, and so are this program's). On failure the storage keeps the previous list.
    func save(_ todos: [TodoItem], over saved: [TodoItem]) async throws(TodoStorageError) -> [TodoItem]
}

extension TodoPersisting {
    /// Storages are writable unless they say otherwise.
    public var isReadOnly: Bool { false }
}
