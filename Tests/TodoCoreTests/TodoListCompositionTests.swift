import Loom
import LoomTesting
import Testing
import TodoCore

/// The list feature with its to-do items together: `forEach` routes each item's action by identifier.
@MainActor
@Suite("Todo: the list composed with its to-do items")
struct TodoListCompositionTests {
    /// Three to-dos, loaded and saved: every change is saved by a storage that takes it.
    private func store() -> TestStore<TodoState, TodoAction> {
        TestStore(
            initialState: TodoState(todos: ["one", "two", "three"], saved: ["one", "two", "three"]),
            reducer: TodoReducer(storage: FailingStorage()).reduce)
    }

    @Test("toggling item 2 of 3 marks that to-do done, leaves the others, and saves the list")
    func toggleSecond() async {
        let store = store()
        let done: [TodoItem] = ["one", TodoItem(id: "two", title: "two", isDone: true), "three"]
        await store.send(.todo(id: "two", action: .toggle)) {
            $0.todos[1].isDone = true
            $0.saving = done
        }
        await store.receive(.saved(done)) {
            $0.saved = done
            $0.saving = nil
        }
        await store.finish()
    }

    @Test("editing a to-do's title renames it and saves; a title too short shows the problem and keeps it")
    func editTitle() async {
        let store = store()
        await store.send(.todo(id: "three", action: .editTitle(" ab "))) {
            $0.problem = .textTooShort(minimum: 3)
        }
        let renamed: [TodoItem] = ["one", "two", TodoItem(id: "three", title: "Call Ada")]
        await store.send(.todo(id: "three", action: .editTitle("Call Ada "))) {
            $0.todos[2].title = "Call Ada"
            $0.problem = nil
            $0.saving = renamed
        }
        await store.receive(.saved(renamed)) {
            $0.saved = renamed
            $0.saving = nil
        }
        await store.finish()
    }

    @Test("an item's delete is handled by the list: that to-do is removed and the list saved")
    func deleteByItem() async {
        let store = store()
        await store.send(.todo(id: "one", action: .delete)) {
            $0.todos = ["two", "three"]
            $0.saving = ["two", "three"]
        }
        await store.receive(.saved(["two", "three"])) {
            $0.saved = ["two", "three"]
            $0.saving = nil
        }
        await store.finish()
    }

    @Test("an action for a deleted to-do is reported as elementNotFound and changes nothing")
    func actionForDeletedID() async {
        let store = store()
        await store.send(.todo(id: "two", action: .delete)) {
            $0.todos = ["one", "three"]
            $0.saving = ["one", "three"]
        }
        await store.receive(.saved(["one", "three"])) {
            $0.saved = ["one", "three"]
            $0.saving = nil
        }
        // The test store fails on a reported CompositionError: here it is expected.
        await withKnownIssue {
            await store.send(.todo(id: "two", action: .toggle))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("an action for the element two of") }
        }
        #expect(store.state.todos == ["one", "three"])
        await store.finish()
    }

    @Test("a new to-do gets its identifier from the reducer's newID, and each is its own item")
    func addedToDosAreItems() async {
        let store = TestStore(
            initialState: TodoState(),
            reducer: TodoReducer(storage: FailingStorage(), newID: ids("a", "b")).reduce)
        await store.send(.addToDos(["same", "same"])) {
            $0.todos = [TodoItem(id: "a", title: "same"), TodoItem(id: "b", title: "same")]
        }
        await store.send(.todo(id: "b", action: .toggle)) { $0.todos[1].isDone = true }
        await store.finish()
    }
}
