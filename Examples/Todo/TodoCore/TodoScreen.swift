/// What the to-do screen shows for a state: the pure "render" half of the article's view
/// controller, shared by every front-end.
///
/// ```swift
/// let screen = TodoScreen(TodoState(todos: [one, three], text: "Hello"))
/// screen.title          // "TODO - (2)"
/// screen.rows           // [one, three]
/// screen.isAddEnabled   // true
/// ```
public struct TodoScreen: Equatable, Sendable {
    /// The title, with the number of to-dos: `"TODO - (n)"`.
    public let title: String
    /// The rows of the list, newest first: each to-do's title and whether it is done.
    public let rows: [TodoItem]
    /// The input field's text.
    public let inputText: String
    /// Whether the add button is enabled (the text has at least 3 characters besides spaces).
    public let isAddEnabled: Bool
    /// The input problem to show, if any.
    public let message: String?
    /// Where saving stands when the user must know: changes that are not saved and why ("Not saved:
    /// …"), a list that could not be loaded, a read-only file, another program's changes merged into
    /// the list. `nil` when everything is saved and nothing else happened.
    public let saveStatus: String?

    /// The screen for `state`.
    public init(_ state: TodoState) {
        title = "TODO - (\(state.todos.count))"
        rows = state.todos
        inputText = state.text
        isAddEnabled = state.canAdd
        message = state.problem?.description
        saveStatus = Self.saveStatus(of: state)
    }

    private static func saveStatus(of state: TodoState) -> String? {
        if state.isReadOnly {
            return state.hasUnsavedChanges
                ? "Not saved: the to-do database is read-only. "
                    + TodoStorageError.readOnly(path: "").remedy
                : "Read-only: changes will not be saved."
        }
        guard let failure = state.storageFailure else { return state.mergedChanges?.description }
        if state.saved == nil {
            let count = state.todos.count
            return count == 0
                ? "Not loaded: \(failure.description) New to-dos will not be saved until it loads; ctrl-s tries again."
                : "Not saved: \(count) to-do\(count == 1 ? "" : "s") on screen only, because the list could not "
                    + "be loaded. \(failure.description) ctrl-s tries again."
        }
        guard state.hasUnsavedChanges else { return state.mergedChanges?.description }
        return "Not saved: \(failure.description) \(failure.remedy)"
    }
}
