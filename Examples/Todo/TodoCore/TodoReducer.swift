public import Foundation
public import Loom

/// The to-do list's reducer (the article's `reducer`), with its storage: the list feature, composed
/// with the to-do item feature (``TodoItemReducer``) by `forEach` over ``TodoState/todos`` by
/// identifier.
///
/// - ``TodoAction/updateText(_:)`` sets the text.
/// - ``TodoAction/add`` adds the trimmed text in front (at least 3 characters) and clears it.
/// - ``TodoAction/addToDos(_:)`` puts items in front (`items + todos`).
/// - ``TodoAction/removeToDo(at:)`` removes one to-do.
/// - ``TodoAction/todo(id:action:)``: the item's reducer toggles or renames that to-do; then this
///   reducer removes it on ``TodoItemAction/delete`` (the item asks, the list that holds it removes
///   it), shows ``TodoProblem/textTooShort(minimum:)`` for a title too short, and saves.
/// - ``TodoAction/loadToDos`` returns a command that reads the storage and sends
///   ``TodoAction/loaded(_:)`` or ``TodoAction/loadFailed(_:)``.
///
/// Saving: every change of the list is saved by a command that runs off the main actor and
/// reports ``TodoAction/saved(_:)`` or ``TodoAction/saveFailed(_:)``. One save runs at a time;
/// changes made meanwhile are saved when it finishes, so saves are never reordered. Nothing is
/// saved before the list was loaded (a list that could not be read is never replaced). A failed
/// save loses nothing: the list stays on screen, ``TodoState`` says it is not saved, and the next
/// change or ``TodoAction/retry`` saves it all (a read-only file too, once the user made it
/// writable).
///
/// Another program may share the storage: a save names the list this program last knew the
/// storage held, and when the storage merged in another program's changes, the merged list
/// replaces the one on screen (with the changes made while the save ran applied to it) and
/// ``TodoState/mergedChanges`` says so until the next edit.
///
/// ```swift
/// let store = Store(initialState: TodoState(), reducer: TodoReducer(storage: database).reduce)
/// store.send(.loadToDos)
/// ```
public struct TodoReducer: Sendable {
    /// Where the list is loaded from and saved to.
    public let storage: any TodoPersisting

    /// Makes a new to-do's identifier.
    let newID: @Sendable () -> TodoItem.ID

    /// Makes the reducer over `storage`; a new to-do's identifier is `newID()` (a new UUID unless a
    /// test passes its own).
    public init(
        storage: any TodoPersisting, newID: @escaping @Sendable () -> TodoItem.ID = { UUID().uuidString }
    ) {
        self.storage = storage
        self.newID = newID
    }

    /// The case of ``TodoAction`` that carries a to-do item's action.
    static let itemCase = ActionCase(TodoAction.todo) {
        if case .todo(let id, let action) = $0 { (id, action) } else { nil }
    }

    /// The list feature with its to-do items: ``TodoItemReducer`` on the to-do an action names, then
    /// the list's own reducer.
    @MainActor
    var body: Reduce<TodoState, TodoAction> {
        Reduce(reduceList).forEach(\.todos, action: Self.itemCase, element: TodoItemReducer.reduce)
    }

    /// The in-place form, for `Store(initialState:reducer:)`.
    @MainActor
    public func reduce(_ state: inout TodoState, _ action: TodoAction) -> Command<TodoAction> {
        body.reduce(&state, action)
    }

    /// The list's own reducer, run after the item's reducer for ``TodoAction/todo(id:action:)``.
    @MainActor
    private func reduceList(_ state: inout TodoState, _ action: TodoAction) -> Command<TodoAction> {
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
            state.todos.insert(TodoItem(id: newID(), title: state.trimmedText), at: 0)
            state.text = ""
            state.problem = nil
            state.mergedChanges = nil
            return saveIfNeeded(&state)
        case .addToDos(let items):
            guard !items.isEmpty else { return .none }
            state.todos = items.map { TodoItem(id: newID(), title: $0) } + state.todos
            state.mergedChanges = nil
            return saveIfNeeded(&state)
        case .removeToDo(let index):
            guard state.todos.indices.contains(index) else {
                state.problem = .noToDo(at: index, count: state.todos.count)
                return .none
            }
            state.todos.remove(at: index)
            state.problem = nil
            state.mergedChanges = nil
            return saveIfNeeded(&state)
        case .todo(let id, let itemAction):
            // The item's reducer has run; an identifier the list does not hold was reported by `forEach`.
            guard let index = state.todos.firstIndex(where: { $0.id == id }) else { return .none }
            switch itemAction {
            case .delete:
                state.todos.remove(at: index)
            case .editTitle(let title) where TodoState.trimmed(title).count < TodoState.minimumLength:
                state.problem = .textTooShort(minimum: TodoState.minimumLength)
                return .none
            case .editTitle, .toggle:
                break
            }
            state.problem = nil
            state.mergedChanges = nil
            return saveIfNeeded(&state)
        case .loadToDos:
            return load()
        case .loaded(let items):
            guard state.saved == nil else { return .none }  // the list is loaded once
            state.todos = items + state.todos
            state.saved = items
            state.storageFailure = nil
            state.isReadOnly = storage.isReadOnly
            return saveIfNeeded(&state)
        case .loadFailed(let error):
            state.storageFailure = error
            return .none
        case .saved(let items):
            let written = state.saving ?? items
            if written != items {
                // Another program's changes were merged in: show them, keeping the edits made meanwhile.
                state.todos = TodoMerge.merge(base: written, mine: state.todos, theirs: items)
                if let merged = TodoMergedChanges(written: written, stored: items) {
                    state.mergedChanges = state.mergedChanges.map { $0 + merged } ?? merged
                }
            }
            state.saved = items
            state.saving = nil
            state.storageFailure = nil
            state.isReadOnly = false
            return saveIfNeeded(&state)
        case .saveFailed(let error):
            state.saving = nil
            state.storageFailure = error
            if case .readOnly = error { state.isReadOnly = true }
            return .none
        case .retry:
            guard !state.isSaving else { return .none }
            return state.saved == nil ? load() : saveIfNeeded(&state)
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

    private func load() -> Command<TodoAction> {
        let storage = storage
        return .run { send in
            do throws(TodoStorageError) {
                send(.loaded(try await storage.load()))
            } catch {
                send(.loadFailed(error))
            }
        }
    }

    /// Starts saving the list if it changed, the storage was loaded, and no save runs (a running
    /// save is followed by another when it finishes). A read-only storage is tried too: the user may
    /// have made the file writable since.
    private func saveIfNeeded(_ state: inout TodoState) -> Command<TodoAction> {
        guard let saved = state.saved, !state.isSaving, state.hasUnsavedChanges else {
            return .none
        }
        let todos = state.todos
        state.saving = todos
        let storage = storage
        return .run { send in
            do throws(TodoStorageError) {
                send(.saved(try await storage.save(todos, over: saved)))
            } catch {
                send(.saveFailed(error))
            }
        }
    }
}
