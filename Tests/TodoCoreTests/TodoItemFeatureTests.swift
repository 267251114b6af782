import Loom
import LoomTesting
import Testing
import TodoCore

/// The to-do item feature alone: one to-do's store, with the item's reducer only.
@MainActor
@Suite("Todo: the to-do item feature alone")
struct TodoItemFeatureTests {
    @Test("toggle marks the to-do done, and toggling again marks it not done")
    func toggle() async {
        let store = TestStore(
            initialState: TodoItem(id: "1", title: "Buy milk"), reducer: TodoItemReducer.reduce)
        await store.send(.toggle) { $0.isDone = true }
        await store.send(.toggle) { $0.isDone = false }
        await store.finish()
    }

    @Test("editing the title sets it without the spaces around it; a title too short keeps the old one")
    func editTitle() async {
        let store = TestStore(
            initialState: TodoItem(id: "1", title: "Buy milk"), reducer: TodoItemReducer.reduce)
        await store.send(.editTitle("  Buy oat milk \n")) { $0.title = "Buy oat milk" }
        await store.send(.editTitle(" ab "))
        await store.send(.editTitle("   "))
        await store.finish()
    }

    @Test("delete leaves the to-do as it is: the list that holds it removes it")
    func deleteIsForTheList() async {
        let store = TestStore(
            initialState: TodoItem(id: "1", title: "Buy milk", isDone: true), reducer: TodoItemReducer.reduce)
        await store.send(.delete)
        await store.finish()
    }
}
