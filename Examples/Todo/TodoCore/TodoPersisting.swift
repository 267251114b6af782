/// Where the to-do list is saved. ``TodoDatabase`` is the SQLite one; tests can pass their own.
///
/// Calls are synchronous and are made on the main actor by the store's commands, one after the
/// other, so saves can never be reordered.
///
/// ```swift
/// let store = Store(initialState: TodoState(), reducer: todoReducer(storage: try TodoDatabase()))
/// ```
public protocol TodoPersisting: Sendable {
    /// The saved to-dos, newest first.
    func load() throws(TodoStorageError) -> [String]
    /// Replaces the saved list with `todos`, in one transaction.
    func save(_ todos: [String]) throws(TodoStorageError)
}
