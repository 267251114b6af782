/// What can happen to the to-do list (the article's `Action`).
///
/// ```swift
/// store.send(.updateText("Buy milk"))
/// store.send(.add)
/// store.send(.removeToDo(at: 0))
/// ```
public enum TodoAction: Equatable, Sendable, Codable {
    /// The input text changed.
    case updateText(String)
    /// The add button (or enter): adds the text, without the spaces around it, as a new to-do if it
    /// has at least 3 characters.
    case add
    /// Puts `items` before the current to-dos (the article's `addToDos`).
    case addToDos([String])
    /// Removes the to-do at `index` (0 is the newest).
    case removeToDo(at: Int)
    /// Loads the saved to-dos from storage (a command); they arrive as ``loaded(_:)``.
    case loadToDos
    /// The storage holds `items`: they are put before the current to-dos (those typed while
    /// loading), and the list is saved if that changed it.
    case loaded([String])
    /// Reading the storage failed: the list stays as it is and nothing is saved until a load
    /// succeeds (``retry``), so the stored list is never replaced by a partial one.
    case loadFailed(TodoStorageError)
    /// The storage now holds `items` (a save finished).
    case saved([String])
    /// A save failed: the list stays on screen, unsaved, until the next change or ``retry``.
    case saveFailed(TodoStorageError)
    /// Tries again what failed: loads if the list was never loaded, else saves the list.
    case retry
    /// Hides the current input problem.
    case dismissProblem
}
