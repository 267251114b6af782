import Loom
import LoomTesting
import Testing
import TodoCore

/// The tests of the article's ToDoDemo (`ToDoDemoTests.swift`), run against Loom.
@MainActor
@Suite("Todo: the article's tests")
struct ArticleTests {
    let storage: TodoDatabase
    let reducer: TodoReducer

    init() throws {
        storage = try TodoDatabase.inMemory()
        reducer = TodoReducer(storage: storage)
    }

    /// The reducer, giving the to-dos it adds the identifiers `newIDs`, in order.
    func reducer(adding newIDs: String...) -> TodoReducer {
        TodoReducer(storage: storage, newID: ids(newIDs))
    }

    @Test("updateText changes the text: \"\" → \"123\", \"123\" → \"321\", \"123\" → \"\"")
    func updateText() {
        let initial = TodoState(todos: [], text: "")
        let (state1, command1) = reducer.reduce(initial, .updateText("123"))
        #expect(state1.text == "123")
        #expect(command1 == nil)
        let (state2, _) = reducer.reduce(state1, .updateText("321"))
        #expect(state2.text == "321")
        let (state3, _) = reducer.reduce(state1, .updateText(""))
        #expect(state3.text == "")
    }

    @Test("addToDos [\"3\", \"2\"] onto [\"1\"] gives [\"3\", \"2\", \"1\"]")
    func addToDos() {
        // A loaded list (`saved`): the change is saved by a command.
        let (state, command) = reducer(adding: "3", "2").reduce(
            TodoState(todos: ["1"], saved: ["1"]), .addToDos(["3", "2"]))
        #expect(state.todos == ["3", "2", "1"])
        #expect(command != nil)
    }

    @Test("rendering a sequence of states updates title, rows and the add button")
    func renderSequence() {
        let view = RecordingView()
        let renderer = TodoRenderer(view: view)
        let state1 = TodoState()
        renderer.render(state1, previous: nil)
        #expect(view.title == "TODO - (0)")

        let state2 = TodoState(todos: ["1", "3"], text: "Hello")
        renderer.render(state2, previous: state1)
        #expect(view.title == "TODO - (2)")
        #expect(view.rows.count == 2)
        #expect(view.rows[1] == "3")
        #expect(view.isAddEnabled)

        let state3 = TodoState(todos: ["Hello", "2", "3"], text: "2")
        renderer.render(state3, previous: state2)
        #expect(view.title == "TODO - (3)")
        #expect(view.rows[0] == "Hello")
        #expect(!view.isAddEnabled)

        let state4 = TodoState(todos: [], text: "onevcat")
        renderer.render(state4, previous: state3)
        #expect(view.title == "TODO - (0)")
        #expect(view.rows.isEmpty)
        #expect(view.isAddEnabled)
    }

    @Test("the renderer touches only what changed")
    func renderOnlyChanges() {
        let view = RecordingView()
        let renderer = TodoRenderer(view: view)
        let state = TodoState(todos: ["a"], text: "x")
        renderer.render(state, previous: nil)
        #expect(view.reloads == 1)
        #expect(view.buttonUpdates == 1)
        renderer.render(TodoState(todos: ["a"], text: "xyz"), previous: state)
        #expect(view.reloads == 1)
        #expect(view.buttonUpdates == 2)
    }

    @Test("adding: type \"Test Item\", press add → it is first and the text is cleared")
    func adding() async throws {
        let store = TestStore(
            initialState: TodoState(todos: ["1", "2"]), reducer: reducer(adding: "Test Item").reduce)
        await store.send(.updateText("Test Item")) { $0.text = "Test Item" }
        await store.send(.add) {
            $0.todos = ["Test Item", "1", "2"]
            $0.text = ""
        }
        await store.finish()
    }

    @Test("removing: with [\"1\", \"2\", \"3\"], selecting row 1 leaves [\"1\", \"3\"]")
    func removing() async {
        let store = TestStore(initialState: TodoState(), reducer: reducer(adding: "1", "2", "3").reduce)
        await store.send(.addToDos(["1", "2", "3"])) { $0.todos = ["1", "2", "3"] }
        await store.send(.removeToDo(at: 1)) { $0.todos = ["1", "3"] }
        await store.finish()
    }

    @Test("input changed to \"Hello\" sets the state's text")
    func inputChanged() {
        let store = Store(initialState: TodoState(), reducer: reducer.reduce)
        store.send(.updateText("Hello"))
        #expect(store.state.text == "Hello")
    }

    @Test("loadToDos returns a command; running it delivers the stored [\"2\", \"3\"] to the store")
    func loadToDos() async throws {
        let storage = FailingStorage(saved: ["2", "3"])
        let reducer = TodoReducer(storage: storage)
        #expect(reducer.reduce(TodoState(), .loadToDos).1 != nil)
        let store = TestStore(initialState: TodoState(), reducer: reducer.reduce)
        await store.send(.loadToDos)
        await store.receive(.loaded(["2", "3"])) {
            $0.todos = ["2", "3"]
            $0.saved = ["2", "3"]
        }
        await store.finish()
    }

    @Test("the screen's title shows the count and adding needs at least 3 characters")
    func screen() {
        #expect(TodoScreen(TodoState(todos: ["a", "b"], text: "ab")).title == "TODO - (2)")
        #expect(!TodoScreen(TodoState(text: "ab")).isAddEnabled)
        #expect(TodoScreen(TodoState(text: "abc")).isAddEnabled)
    }
}

@MainActor
@Suite("Todo: lifetimes")
struct TodoLifetimeTests {
    @Test("the renderer holds its view weakly")
    func rendererHoldsViewWeakly() {
        weak var weakView: RecordingView?
        let renderer: TodoRenderer
        do {
            let view = RecordingView()
            weakView = view
            renderer = TodoRenderer(view: view)
        }
        #expect(weakView == nil)
        renderer.render(TodoState(todos: ["a"]), previous: nil)
        #expect(renderer.view == nil)
    }

    @Test("a store made by makeTodoStore is released with its pending load")
    func storeIsReleased() throws {
        weak var weakStore: Store<TodoState, TodoAction>?
        do {
            let store = makeTodoStore(storage: try TodoDatabase.inMemory())
            weakStore = store
        }
        #expect(weakStore == nil)
    }
}
