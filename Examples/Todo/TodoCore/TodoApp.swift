public import Loom

/// Makes the to-do store: the initial state, the reducer over `storage`, and the load already sent
/// (its command reads the storage on the main actor's next turn).
///
/// ```swift
/// let store = makeTodoStore(storage: try TodoDatabase())
/// ```
@MainActor
public func makeTodoStore(
    storage: any TodoPersisting, middleware: [Middleware<TodoState, TodoAction>] = []
) -> Store<TodoState, TodoAction> {
    let reducer = TodoReducer(storage: storage)
    let store = Store(initialState: TodoState(), reducer: reducer.reduce, middleware: middleware)
    store.send(.loadToDos)
    return store
}
