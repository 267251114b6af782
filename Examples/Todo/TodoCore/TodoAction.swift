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
    /// The add button (or enter): adds the text as a new to-do if it has at least 3 characters.
    case add
    /// Puts `items` before the current to-dos (the article's `addToDos`); also how loading delivers.
    case addToDos([String])
    /// Removes the to-do at `index` (0 is the newest).
    case removeToDo(at: Int)
    /// Loads the saved to-dos from storage (a command); they arrive as ``addToDos(_:)``.
    case loadToDos
    /// Reading or writing the storage failed; the to-dos in memory are kept.
    case storageFailed(TodoStorageError)
    /// Hides the current problem.
    case dismissProblem
}
