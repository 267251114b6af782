/// Where the to-do list is saved. ``TodoDatabase`` is the SQLite one; tests can pass their own.
///
/// Both calls are asynchronous: the storage does its work off the main actor (a busy database
/// never blocks typing) and the store receives the result as an action. The reducer runs at most
/// one save at a time, so saves are never reordered.
///
/// ```swift
/// let store = Store(initialState: TodoState(), reducer: TodoReducer(storage: try TodoDatabase()).reduce)
/// ```
public protocol TodoPersisting: Sendable {
    /// Whether the storage can only be read (a read-only file): every save fails with
    /// ``TodoStorageError/readOnly(path:)``.
    var isReadOnly: Bool { get }
    /// The saved to-dos, newest first.
    func load() async throws(TodoStorageError) -> [String]
    /// Replaces the saved list with `todos`, in one transaction: on failure the storage keeps the
    /// previous list.
    func save(_ todos: [String]) async throws(TodoStorageError)
}

extension TodoPersisting {
    /// Storages are writable unless they say otherwise.
    public var isReadOnly: Bool { false }
}
