import Loom
import LoomTesting
import Testing
import TodoCore

@MainActor
@Suite("Todo: bad input and storage failures")
struct TodoBehaviourTests {
    @Test("adding fewer than 3 characters is refused with textTooShort, and typing more clears it")
    func addTooShort() async throws {
        let store = TestStore(
            initialState: TodoState(), reducer: TodoReducer(storage: try TodoDatabase.inMemory()).reduce)
        await store.send(.updateText("ab")) { $0.text = "ab" }
        await store.send(.add) { $0.problem = .textTooShort(minimum: 3) }
        await store.send(.updateText("abc")) {
            $0.text = "abc"
            $0.problem = nil
        }
        await store.finish()
    }

    @Test("removing at an index outside the list gives noToDo and changes nothing else")
    func removeOutOfRange() async throws {
        let store = TestStore(
            initialState: TodoState(todos: ["a"]),
            reducer: TodoReducer(storage: try TodoDatabase.inMemory()).reduce)
        await store.send(.removeToDo(at: 1)) { $0.problem = .noToDo(at: 1, count: 1) }
        await store.send(.removeToDo(at: -1)) { $0.problem = .noToDo(at: -1, count: 1) }
        await store.send(.dismissProblem) { $0.problem = nil }
        await store.finish()
    }

    @Test("a failing load keeps the to-dos and shows the storage error")
    func loadFails() async {
        let error = TodoStorageError.corrupt(path: "/tmp/x.sqlite", reason: "file is not a database")
        let store = TestStore(
            initialState: TodoState(todos: ["kept"]),
            reducer: TodoReducer(storage: FailingStorage(loadError: error)).reduce)
        await store.send(.loadToDos)
        await store.receive(.storageFailed(error)) { $0.problem = .storage(error) }
        await store.finish()
        #expect(store.state.todos == ["kept"])
        #expect(store.state.problem?.description.contains("damaged") == true)
    }

    @Test("a failing save keeps the new to-do in memory and shows the error")
    func saveFails() async {
        let error = TodoStorageError.locked(path: "/tmp/x.sqlite")
        let store = TestStore(
            initialState: TodoState(), reducer: TodoReducer(storage: FailingStorage(saveError: error)).reduce)
        await store.send(.updateText("Buy milk")) { $0.text = "Buy milk" }
        await store.send(.add) {
            $0.todos = ["Buy milk"]
            $0.text = ""
        }
        await store.receive(.storageFailed(error)) { $0.problem = .storage(error) }
        await store.finish()
    }

    @Test("makeTodoStore loads the saved list at start")
    func makeStoreLoads() async throws {
        let database = try TodoDatabase.inMemory()
        try database.save(["one", "two"])
        let store = makeTodoStore(storage: database)
        for _ in 0..<100 where store.inFlightCommandCount > 0 { await Task.yield() }
        for _ in 0..<20 { await Task.yield() }
        #expect(store.state.todos == ["one", "two"])
    }
}
