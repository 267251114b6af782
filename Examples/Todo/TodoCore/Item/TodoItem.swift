/// One to-do: the state of the to-do item feature (``TodoItemReducer``), one per row of the list.
///
/// Its identifier stays the same for the to-do's life, whatever its place in the list, its title or
/// whether it is done: the list routes an item's actions by it (``TodoAction/todo(id:action:)``), and
/// two programs sharing one database merge their changes by it.
///
/// ```swift
/// var item = TodoItem(id: "1", title: "Buy milk")
/// item.isDone   // false
/// ```
public struct TodoItem: Identifiable, Equatable, Hashable, Sendable, Codable, CustomDebugStringConvertible {
    /// The stable identifier: a UUID for a to-do added by this program, `v2-<position>` for one stored
    /// before to-dos had identifiers (see ``TodoDatabase``).
    public let id: String
    /// What there is to do.
    public var title: String
    /// Whether it is done.
    public var isDone: Bool

    /// Makes a to-do.
    public init(id: String, title: String, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.isDone = isDone
    }

    /// The quoted title, and ` ✓` when done: how the inspector's action lines (`saved(["Buy milk" ✓])`)
    /// and its state dump's element lines show a to-do (the dump's lines below it give the identifier).
    public var debugDescription: String { title.debugDescription + (isDone ? " ✓" : "") }
}
