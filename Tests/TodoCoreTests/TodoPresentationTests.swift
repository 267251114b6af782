import Loom
import LoomTesting
import Testing
import TodoCore

@MainActor
@Suite("The to-do list for a declarative screen: rows with identities, swipe to delete, the problem alert")
struct TodoPresentationTests {
    func makeStore(_ todos: [TodoItem] = []) -> Store<TodoState, TodoAction> {
        Store(initialState: TodoState(todos: todos), reducer: TodoReducer(storage: FailingStorage()).reduce)
    }

    func rows(_ list: IdentifiedList<TodoItem>) -> [String] {
        list.sections.flatMap { $0.rows.map(\.item.title) }
    }
    func ids(_ list: IdentifiedList<TodoItem>) -> [Int] { list.sections.flatMap { $0.rows.map(\.id) } }

    @Test("the rows follow the store; an added to-do is a new row and the others keep their identities")
    func followsStore() {
        let store = makeStore(["Call Ada"])
        let todo = TodoPresentation(store: store)
        let first = ids(todo.list)
        store.send(.updateText("Call Ada"))
        store.send(.add)
        #expect(rows(todo.list) == ["Call Ada", "Call Ada"])
        #expect(ids(todo.list)[1] == first[0])
        #expect(!first.contains(ids(todo.list)[0]))
    }

    @Test("swiping a row away sends removeToDo for that row")
    func swipeDeletes() throws {
        let store = makeStore(["a", "b", "c"])
        let todo = TodoPresentation(store: store)
        let kept = ids(todo.list)
        var actions: [TodoAction] = []
        let token = StoreActionListeners.observe { event in
            if event.storeID == ObjectIdentifier(store), let action = event.action as? TodoAction {
                actions.append(action)
            }
        }
        #expect(todo.list.sections[0].rows.allSatisfy { $0.editingStyle == .delete })
        try todo.list.deleteRows(atOffsets: [1], inSection: todo.list.sections[0].id)
        #expect(actions == [.removeToDo(at: 1)])
        #expect(store.todos == ["a", "c"])
        #expect(ids(todo.list) == [kept[0], kept[2]])
        token.cancel()
    }

    @Test("deleting a row that is not there throws and sends nothing")
    func badDelete() {
        let store = makeStore(["a"])
        let source = TodoPresentation(store: store).list.dataSource
        #expect(throws: ListError.indexPathOutOfRange(ListIndexPath(section: 0, row: 3), rowCount: 1)) {
            try source.perform(.delete, at: ListIndexPath(section: 0, row: 3))
        }
        #expect(throws: ListError.sectionOutOfRange(section: 1, count: 1)) {
            try source.item(at: ListIndexPath(section: 1, row: 0))
        }
        #expect(source.editingStyle(at: ListIndexPath(section: 0, row: 3)) == .none)
        #expect(store.todos == ["a"])
    }

    @Test("each to-do's own store (for a ForEachStore) reads its to-do and sends its actions to the list")
    func itemStores() throws {
        let store = makeStore(["a", "b"])
        let todo = TodoPresentation(store: store)
        #expect(todo.items.ids == ["a", "b"])
        let b = try #require(todo.items["b"])
        #expect(todo.items["b"] === b)
        #expect(b.title == "b" && !b.isDone)
        b.send(.toggle)
        #expect(b.isDone)
        #expect(store.todos == ["a", TodoItem(id: "b", title: "b", isDone: true)])
        try #require(todo.items["a"]).send(.delete)
        #expect(store.todos.map(\.id) == ["b"])
        #expect(todo.items.ids == ["b"])
        #expect(todo.items["a"] == nil)
    }

    @Test("a problem is one alert for as long as it lasts; tapping OK or dismissing it sends dismissProblem")
    func problemAlert() throws {
        let store = makeStore()
        let todo = TodoPresentation(store: store)
        #expect(todo.problemAlert.value == nil)
        store.send(.add)
        let alert = try #require(todo.problemAlert.value)
        #expect(alert.message == "A to-do needs at least 3 characters.")
        #expect(alert.actions.map(\.title) == ["OK"])
        #expect(todo.problemAlert.value === alert)
        try alert.tap("OK")
        #expect(store.problem == nil)
        #expect(todo.problemAlert.value == nil)

        store.send(.removeToDo(at: 4))
        let second = try #require(todo.problemAlert.value)
        #expect(second !== alert)
        todo.problemAlert.isShowing(second).value = false
        #expect(store.problem == nil)
    }

    @Test("the presentation, its list and its data source are released with the store")
    func lifetime() {
        let leaks = LeakTracker()
        do {
            let store = makeStore(["a"])
            let todo = TodoPresentation(store: store)
            store.send(.add)
            _ = todo.problemAlert.value
            leaks.track(store, "store")
            leaks.track(todo, "presentation")
            leaks.track(todo.list, "list")
            leaks.track(todo.list.dataSource, "data source")
        }
        leaks.expectReleased()
    }
}
