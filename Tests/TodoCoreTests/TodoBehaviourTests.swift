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
            initialState: TodoState(), reducer: TodoReducer(storage: FailingStorage()).reduce)
        await store.send(.updateText("ab")) { $0.text = "ab" }
        await store.send(.add) { $0.problem = .textTooShort(minimum: 3) }
        await store.send(.updateText("abc")) {
            $0.text = "abc"
            $0.problem = nil
        }
        await store.finish()
    }

    @Test("whitespace-only text is not a to-do, and spaces around a to-do are dropped")
    func whitespaceOnly() async throws {
        let store = TestStore(
            initialState: TodoState(saved: []),
            reducer: TodoReducer(storage: FailingStorage(), newID: ids("milk")).reduce)
        await store.send(.updateText("     ")) { $0.text = "     " }
        #expect(!store.state.canAdd)
        await store.send(.add) { $0.problem = .textTooShort(minimum: 3) }
        await store.send(.updateText(" \t ab ")) { $0.text = " \t ab " }
        await store.send(.add) { $0.problem = .textTooShort(minimum: 3) }
        await store.send(.updateText("  milk  ")) {
            $0.text = "  milk  "
            $0.problem = nil
        }
        await store.send(.add) {
            $0.todos = ["milk"]
            $0.text = ""
            $0.saving = ["milk"]
        }
        await store.receive(.saved(["milk"])) {
            $0.saved = ["milk"]
            $0.saving = nil
        }
        await store.finish()
        #expect(!TodoScreen(TodoState(text: "   ")).isAddEnabled)
    }

    @Test("removing at an index outside the list gives noToDo and changes nothing else")
    func removeOutOfRange() async throws {
        let store = TestStore(
            initialState: TodoState(todos: ["a"]), reducer: TodoReducer(storage: FailingStorage()).reduce)
        await store.send(.removeToDo(at: 1)) { $0.problem = .noToDo(at: 1, count: 1) }
        await store.send(.removeToDo(at: -1)) { $0.problem = .noToDo(at: -1, count: 1) }
        await store.send(.dismissProblem) { $0.problem = nil }
        await store.finish()
    }

    @Test(
        "a failing load keeps the to-dos, never saves over the stored list, and says so (issue 11, data loss 3)"
    )
    func loadFails() async {
        let error = TodoStorageError.corrupt(
            path: "/tmp/x.sqlite", reason: "database disk image is malformed")
        let store = TestStore(
            initialState: TodoState(),
            reducer: TodoReducer(storage: FailingStorage(loadError: error), newID: ids("Buy milk")).reduce)
        await store.send(.loadToDos)
        await store.receive(.loadFailed(error)) { $0.storageFailure = error }
        #expect(
            TodoScreen(store.state).saveStatus?.hasPrefix(
                "Not loaded: The to-do database at /tmp/x.sqlite is damaged") == true)
        await store.send(.updateText("Buy milk")) { $0.text = "Buy milk" }
        // Added, but no save starts: saving would replace the stored list that could not be read.
        await store.send(.add) {
            $0.todos = ["Buy milk"]
            $0.text = ""
        }
        #expect(store.state.hasUnsavedChanges)
        #expect(
            TodoScreen(store.state).saveStatus
                == "Not saved: 1 to-do on screen only, because the list could not be loaded. The to-do database "
                + "at /tmp/x.sqlite is damaged (database disk image is malformed); it was left untouched. "
                + "ctrl-s tries again.")
        await store.send(.retry)
        await store.receive(.loadFailed(error))
        await store.finish()
    }

    @Test("a load that succeeds after a retry keeps what was typed meanwhile and saves both")
    func retryLoad() async {
        let error = TodoStorageError.locked(path: "/tmp/x.sqlite")
        let store = TestStore(
            initialState: TodoState(todos: ["typed"], storageFailure: error),
            reducer: TodoReducer(storage: FailingStorage(saved: ["stored"])).reduce)
        await store.send(.retry)
        await store.receive(.loaded(["stored"])) {
            $0.todos = ["stored", "typed"]
            $0.saved = ["stored"]
            $0.saving = ["stored", "typed"]
            $0.storageFailure = nil
        }
        await store.receive(.saved(["stored", "typed"])) {
            $0.saved = ["stored", "typed"]
            $0.saving = nil
        }
        #expect(!store.state.hasUnsavedChanges)
        await store.finish()
    }

    @Test("a failing save keeps the new to-do on screen, marked not saved, until a save succeeds")
    func saveFails() async {
        let error = TodoStorageError.locked(path: "/tmp/x.sqlite")
        let store = TestStore(
            initialState: TodoState(saved: []),
            reducer: TodoReducer(storage: FailingStorage(saveError: error), newID: ids("Buy milk")).reduce)
        await store.send(.updateText("Buy milk")) { $0.text = "Buy milk" }
        await store.send(.add) {
            $0.todos = ["Buy milk"]
            $0.text = ""
            $0.saving = ["Buy milk"]
        }
        await store.receive(.saveFailed(error)) {
            $0.saving = nil
            $0.storageFailure = error
        }
        #expect(store.state.hasUnsavedChanges)
        let status = TodoScreen(store.state).saveStatus
        #expect(
            status
                == "Not saved: The to-do database at /tmp/x.sqlite is locked by another program. "
                + "The next change tries again; ctrl-s tries now.")
        await store.send(.retry) { $0.saving = ["Buy milk"] }
        await store.receive(.saveFailed(error)) {
            $0.saving = nil
        }
        await store.finish()
    }

    @Test("one save at a time: changes made while a save runs are saved after it, in order (issue 11, 4)")
    func savesAreSerialized() async {
        let storage = GatedStorage()
        let store = TestStore(
            initialState: TodoState(), reducer: TodoReducer(storage: storage, newID: ids("one", "two")).reduce
        )
        await store.send(.loadToDos)
        await store.receive(.loaded([])) { $0.saved = [] }
        await store.send(.addToDos(["one"])) {
            $0.todos = ["one"]
            $0.saving = ["one"]
        }
        // The save waits at the gate; the store keeps taking input meanwhile.
        await store.send(.updateText("two")) { $0.text = "two" }
        await store.send(.add) {
            $0.todos = ["two", "one"]
            $0.text = ""
        }
        await store.send(.removeToDo(at: 1)) { $0.todos = ["two"] }
        #expect(TodoScreen(store.state).saveStatus == nil)
        await storage.gate.open()
        await store.receive(.saved(["one"])) {
            $0.saved = ["one"]
            $0.saving = ["two"]
        }
        await storage.gate.open()
        await store.receive(.saved(["two"])) {
            $0.saved = ["two"]
            $0.saving = nil
        }
        await store.finish()
        #expect(await storage.gate.arrivals == [["one"], ["two"]])
    }

    @Test(
        "a read-only storage loads and says so; a save that failed on it is tried again by ctrl-s or the next edit, and succeeds once writable (issue 20, data loss 4)"
    )
    func readOnlyRetried() async {
        let storage = SwitchableStorage(stored: ["kept"], isReadOnly: true)
        let readOnly = TodoStorageError.readOnly(path: "/tmp/x.sqlite")
        let store = TestStore(
            initialState: TodoState(), reducer: TodoReducer(storage: storage, newID: ids("new")).reduce)
        await store.send(.loadToDos)
        await store.receive(.loaded(["kept"])) {
            $0.todos = ["kept"]
            $0.saved = ["kept"]
            $0.isReadOnly = true
        }
        #expect(TodoScreen(store.state).saveStatus == "Read-only: changes will not be saved.")
        await store.send(.addToDos(["new"])) {
            $0.todos = ["new", "kept"]
            $0.saving = ["new", "kept"]
        }
        await store.receive(.saveFailed(readOnly)) {
            $0.saving = nil
            $0.storageFailure = readOnly
        }
        #expect(
            TodoScreen(store.state).saveStatus
                == "Not saved: the to-do database is read-only. Make it writable, then ctrl-s saves (so does "
                + "the next change); or start todo with another file (--database).")
        // Still read-only: ctrl-s tries, and says so again.
        await store.send(.retry) { $0.saving = ["new", "kept"] }
        await store.receive(.saveFailed(readOnly)) { $0.saving = nil }
        // The user makes the file writable: ctrl-s saves.
        storage.isReadOnly = false
        await store.send(.retry) { $0.saving = ["new", "kept"] }
        await store.receive(.saved(["new", "kept"])) {
            $0.saved = ["new", "kept"]
            $0.saving = nil
            $0.storageFailure = nil
            $0.isReadOnly = false
        }
        #expect(TodoScreen(store.state).saveStatus == nil)
        #expect(storage.stored == ["new", "kept"])
        await store.finish()
    }

    @Test("a save that failed on a read-only storage is tried again by the next edit (issue 20, data loss 4)")
    func readOnlyRetriedByNextEdit() async throws {
        let storage = SwitchableStorage(stored: [], isReadOnly: true)
        let store = makeTodoStore(storage: storage)
        _ = await ValueRecorder(store.property).next { $0.saved != nil }
        store.send(.addToDos(["one"]))
        try #require(store.state.isSaving, "a change on a read-only storage tries to save")
        _ = await ValueRecorder(store.property).next { $0.storageFailure != nil }
        #expect(store.state.storageFailure == .readOnly(path: "/tmp/x.sqlite"))
        storage.isReadOnly = false
        store.send(.addToDos(["two"]))
        try #require(store.state.isSaving)
        _ = await ValueRecorder(store.property).next { !$0.isSaving && !$0.hasUnsavedChanges }
        #expect(titles(storage.stored) == ["two", "one"])
        #expect(TodoScreen(store.state).saveStatus == nil)
    }

    @Test("makeTodoStore loads the saved list at start")
    func makeStoreLoads() async throws {
        let database = try TodoDatabase.inMemory()
        _ = try await database.save(["one", "two"], over: [])
        let store = makeTodoStore(storage: database)
        _ = await ValueRecorder(store.property).next { $0.saved != nil }
        #expect(store.state.todos == ["one", "two"])
    }
}
