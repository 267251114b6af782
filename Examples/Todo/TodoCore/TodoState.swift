/// The to-do list's state (the article's `State`): the to-dos, newest first, the text being typed,
/// and the problem to show, if any.
///
/// ```swift
/// var state = TodoState(todos: ["Buy milk"], text: "Call")
/// state.canAdd   // true: the text has at least 3 characters
/// ```
public struct TodoState: Equatable, Sendable, Codable {
    /// The minimum number of characters a new to-do needs.
    public static let minimumLength = 3

    /// The to-dos, newest first.
    public var todos: [String]
    /// The text in the input field.
    public var text: String
    /// The last problem (bad input or storage failure), until the next successful change.
    public var problem: TodoProblem?

    /// Makes a state.
    public init(todos: [String] = [], text: String = "", problem: TodoProblem? = nil) {
        self.todos = todos
        self.text = text
        self.problem = problem
    }

    /// Whether the text is long enough to be added.
    public var canAdd: Bool { text.count >= Self.minimumLength }
}
