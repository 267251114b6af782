/// What the to-do screen shows for a state: the pure "render" half of the article's view
/// controller, shared by every front-end.
///
/// ```swift
/// let screen = TodoScreen(TodoState(todos: ["1", "3"], text: "Hello"))
/// screen.title          // "TODO - (2)"
/// screen.rows           // ["1", "3"]
/// screen.isAddEnabled   // true
/// ```
public struct TodoScreen: Equatable, Sendable {
    /// The title, with the number of to-dos: `"TODO - (n)"`.
    public let title: String
    /// The rows of the list, newest first.
    public let rows: [String]
    /// The input field's text.
    public let inputText: String
    /// Whether the add button is enabled (the text has at least 3 characters).
    public let isAddEnabled: Bool
    /// The problem to show, if any.
    public let message: String?

    /// The screen for `state`.
    public init(_ state: TodoState) {
        title = "TODO - (\(state.todos.count))"
        rows = state.todos
        inputText = state.text
        isAddEnabled = state.canAdd
        message = state.problem?.description
    }
}
