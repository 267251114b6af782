/// What can happen to the to-do list (the article's `Action`).
///
/// ```swift
/// store.send(.updateText("Buy milk"))
/// store.send(.add)
/// store.send(.removeToDo(at: 0))
/// store.send(.todo(id: store.todos[0].id, action: .toggle))
/// ```
public enum TodoAction: Equatable, Sendable, Codable {
    /// The input text changed.
    case updateText(String)
    /// The add button (or enter): adds the text, without the spaces around it, as a new to-do if it
    /// has at least 3 characters.
    case add
    /// Puts new to-dos with the titles `items` before the current to-dos (the article's `addToDos`).
    case addToDos([String])
    /// Removes the to-do at `index` (0 is the newest).
    case removeToDo(at: Int)
    /// An action of the to-do with identifier `id` (the to-do item feature): the item's reducer runs
    /// it on that to-do, then the list saves the change (and removes the to-do on
    /// ``TodoItemAction/delete``). An action for an identifier the list does not hold is reported as a
    /// `CompositionError`, and changes nothing.
    case todo(id: TodoItem.ID, action: TodoItemAction)
    /// Loads the saved to-dos from storage (a command); they arrive as ``loaded(_:)``.
    case loadToDos
    /// The storage holds `items`: they are put before the current to-dos (those typed while
    /// loading), and the list is saved if that changed it.
    case loaded([TodoItem])
    /// Reading the storage failed: the list stays as it is and nothing is saved until a load
    /// succeeds (``retry``), so the stored list is never replaced by a partial one.
    case loadFailed(TodoStorageError)
    /// The storage now holds `items` (a save finished).
    case saved([TodoItem])
    /// A save failed: the list stays on screen, unsaved, until the next change or ``retry``.
    case saveFailed(TodoStorageError)
    /// Tries again what failed: loads if the list was never loaded, else saves the list.
    case retry
    /// Hides the current input problem.
    case dismissProblem
}
