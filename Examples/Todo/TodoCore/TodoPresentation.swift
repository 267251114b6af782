public import Loom

/// What a declarative to-do screen (SwiftUI) shows besides the store's own members: the rows with
/// stable identities (a `PropertyDataSource` following the store's to-dos, in an `IdentifiedList`:
/// swiping a row away sends ``TodoAction/removeToDo(at:)``), each to-do's own store (``items``: the
/// to-do item feature, for a `ForEachStore`), and the current problem as an alert whose OK button, or
/// its dismissal, sends ``TodoAction/dismissProblem``.
///
/// Make it once per screen and keep it (a SwiftUI `App` keeps it in `@State`):
///
/// ```swift
/// let todo = TodoPresentation(store: makeTodoStore(storage: try TodoDatabase()))
/// todo.store.send(.updateText("Buy milk"))
/// todo.store.send(.add)
/// todo.list.sections[0].rows.map(\.item.title)   // ["Buy milk"]
/// todo.items[todo.items.ids[0]]?.send(.toggle)     // "Buy milk" is done
/// ```
@MainActor
public final class TodoPresentation {
    /// The store: the screen reads its members (`store.text`, `store.todos`) and sends its actions.
    public let store: Store<TodoState, TodoAction>
    /// The to-dos with stable identities, for a `ForEach`.
    public let list: IdentifiedList<TodoItem>
    /// Each to-do's store (the to-do item feature's), for a `ForEachStore`: its actions reach the list
    /// as ``TodoAction/todo(id:action:)``.
    public let items: ElementStores<TodoState, TodoAction, TodoItem, TodoItemAction>
    private var shownProblem: (problem: TodoProblem, alert: AlertViewModel)?

    /// The presentation of `store`.
    public init(store: Store<TodoState, TodoAction>) {
        self.store = store
        let todos = PropertyDataSource(store.property.map(\.todos))
        todos.removeElement = { [store] index in store.send(.removeToDo(at: index)) }
        list = IdentifiedList(dataSource: todos)
        items = ElementStores(store, elements: \.todos, action: TodoAction.todo)
    }

    /// The current problem as an alert (the same view model for as long as the problem lasts), `nil`
    /// when there is none. Reading it reads `store.problem` (tracked under Observation); writing `nil`
    /// (the alert was dismissed) sends ``TodoAction/dismissProblem``.
    ///
    /// ```swift
    /// store.send(.add)                                 // text too short: a problem
    /// todo.problemAlert.value?.message                 // "A to-do needs at least 3 characters."
    /// try todo.problemAlert.value?.tap("OK")           // sends .dismissProblem
    /// ```
    public var problemAlert: TwoWayBinding<AlertViewModel?> {
        TwoWayBinding(
            get: { [self] in alert(for: store.problem) },
            set: { [store] alert in if alert == nil, store.problem != nil { store.send(.dismissProblem) } })
    }

    private func alert(for problem: TodoProblem?) -> AlertViewModel? {
        guard let problem else {
            shownProblem = nil
            return nil
        }
        if let shownProblem, shownProblem.problem == problem { return shownProblem.alert }
        let store = store
        let alert = AlertViewModel(title: "Problem", message: problem.description) { _ in
            store.send(.dismissProblem)
            return nil
        }
        shownProblem = (problem, alert)
        return alert
    }
}
