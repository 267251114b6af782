/// What can happen to one to-do (the to-do item feature's action). The list embeds it as
/// ``TodoAction/todo(id:action:)``.
///
/// ```swift
/// store.send(.todo(id: item.id, action: .toggle))
/// ```
public enum TodoItemAction: Equatable, Sendable, Codable {
    /// Marks the to-do done, or not done again.
    case toggle
    /// Replaces the title with `title` without the spaces around it, when that has at least
    /// ``TodoState/minimumLength`` characters (else the to-do keeps its title and the list shows the
    /// problem).
    case editTitle(String)
    /// Asks the list to remove this to-do: a to-do cannot remove itself from the list that holds it,
    /// so the list's reducer, which runs after the item's, removes it (and the item's commands are
    /// cancelled).
    case delete
}
