public import Loom

/// The to-do list's reducer (the article's `reducer`), with its storage.
///
/// - ``TodoAction/updateText(_:)`` sets the text.
/// - ``TodoAction/add`` adds the text in front (at least 3 characters) and clears it.
/// - ``TodoAction/addToDos(_:)`` puts items in front (`items + todos`).
/// - ``TodoAction/removeToDo(at:)`` removes one to-do.
/// - ``TodoAction/loadToDos`` returns a command that reads the storage and sends ``TodoAction/addToDos(_:)``.
///
/// Every change of the list returns a command that saves the whole list, so a failed save loses
/// nothing: the list stays in memory and the next change saves it all.
///
/// ```swift
/// let store = Store(initialState: TodoState(), reducer: TodoReducer(storage: database).reduce)
/// store.send(.loadToDos)
/// ```
public struct TodoReducer: Sendable {
    /// Where the list is loaded from and saved to.
    public let storage: any TodoPersisting

    /// Makes the reducer over `storage`.
    public init(storage: any TodoPersisting) {
        self.storage = storage
    }

    /// The in-place form, for `Store(initialState:reducer:)`.
    @MainActor
    public func reduce(_ state: inout TodoState, _ action: TodoAction) -> Command<TodoAction> {
        switch action {
        case .updateText(let text):
            state.text = text
            if case .textTooShort = state.problem, state.canAdd { state.problem = nil }
            return .none
        case .add:
            guard state.canAdd else {
                state.problem = .textTooShort(minimum: TodoState.minimumLength)
                return .none
            }
            state.todos.insert(state.text, at: 0)
            state.text = ""
            state.problem = nil
            return save(state.todos)
        case .addToDos(let items):
            guard !items.isEmpty else { return .none }
            state.todos = items + state.todos
            return save(state.todos)
        case .removeToDo(let index):
            guard state.todos.indices.contains(index) else {
                state.problem = .noToDo(at: index, count: state.todos.count)
                return .none
            }
            state.todos.remove(at: index)
            state.problem = nil
            return save(state.todos)
        case .loadToDos:
            let storage = storage
            return .run { send in
                do throws(TodoStorageError) {
                    send(.addToDos(try storage.load()))
                } catch {
                    send(.storageFailed(error))
                }
            }
        case .storageFailed(let error):
            state.problem = .storage(error)
            return .none
        case .dismissProblem:
            state.problem = nil
            return .none
        }
    }

    /// The article's form, `(State, Action) -> (State, Command?)`.
    ///
    /// ```swift
    /// let store = Store(initialState: TodoState(), reduce: TodoReducer(storage: database).reduce)
    /// ```
    @MainActor
    public func reduce(_ state: TodoState, _ action: TodoAction) -> (TodoState, Command<TodoAction>?) {
        var next = state
        let command = reduce(&next, action)
        return (next, command.isNone ? nil : command)
    }

    private func save(_ todos: [String]) -> Command<TodoAction> {
        let storage = storage
        return .run { send in
            do throws(TodoStorageError) {
                try storage.save(todos)
            } catch {
                send(.storageFailed(error))
            }
        }
    }
}
