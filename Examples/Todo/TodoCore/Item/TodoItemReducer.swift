public import Loom

/// The to-do item feature's reducer: one to-do's own logic, which the list composes once per to-do
/// with `forEach` (see ``TodoReducer``).
///
/// - ``TodoItemAction/toggle`` flips ``TodoItem/isDone``.
/// - ``TodoItemAction/editTitle(_:)`` sets the trimmed title when it is long enough.
/// - ``TodoItemAction/delete`` changes nothing here: the list removes the to-do.
///
/// ```swift
/// var item = TodoItem(id: "1", title: "Buy milk")
/// _ = TodoItemReducer.reduce(&item, .toggle)   // item.isDone == true
/// ```
public enum TodoItemReducer {
    /// The reducer, in the form a `Store` (or `Reduce.forEach`) takes.
    @MainActor
    public static func reduce(_ item: inout TodoItem, _ action: TodoItemAction) -> Command<TodoItemAction> {
        switch action {
        case .toggle:
            item.isDone.toggle()
        case .editTitle(let title):
            let trimmed = TodoState.trimmed(title)
            if trimmed.count >= TodoState.minimumLength { item.title = trimmed }
        case .delete:
            break
        }
        return .none
    }
}
