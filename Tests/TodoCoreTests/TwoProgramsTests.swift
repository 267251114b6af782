import Foundation
import GRDB
import Loom
import LoomTesting
import Testing
import TodoCore

/// Two copies of `todo` on one database file (issue 20, data loss 1): each save merges with what the
/// other wrote since, and the screen says so.
@MainActor
@Suite("Todo: two programs on one database")
struct TwoProgramsTests {
    /// A store on its own connection to `path`, loaded.
    private func loadedStore(_ path: String) async throws -> Store<TodoState, TodoAction> {
        let store = makeTodoStore(storage: try TodoDatabase(path: path))
        _ = await ValueRecorder(store.property).next { $0.saved != nil }
        return store
    }

    private func settled(_ store: Store<TodoState, TodoAction>) async {
        _ = await ValueRecorder(store.property).next { !$0.isSaving && !$0.hasUnsavedChanges }
    }

    @Test("two programs adding to one database keep both additions, and the later one says it merged")
    func bothAdditionsKept() async throws {
        let folder = try TemporaryFolder(prefix: "todo-tests")
        defer { folder.remove() }
        let path = folder.path("todo.sqlite")
        let first = try await loadedStore(path)
        let second = try await loadedStore(path)

        first.send(.addToDos(["Buy milk"]))
        await settled(first)
        second.send(.addToDos(["Call Ada"]))
        await settled(second)

        #expect(titles(try await TodoDatabase(path: path).load()) == ["Call Ada", "Buy milk"])
        #expect(titles(second.state.todos) == ["Call Ada", "Buy milk"])
        #expect(second.state.storageFailure == nil)
        #expect(
            TodoScreen(second.state).saveStatus
                == "Merged with changes from another program (1 to-do added, 0 removed).")
        // The first program never met a change of the other's: it says nothing.
        #expect(TodoScreen(first.state).saveStatus == nil)
    }

    @Test("a removal in one program and an addition in the other are both kept")
    func removalAndAdditionKept() async throws {
        let folder = try TemporaryFolder(prefix: "todo-tests")
        defer { folder.remove() }
        let path = folder.path("todo.sqlite")
        do {
            let seed = try await loadedStore(path)
            seed.send(.addToDos(["one", "two", "three"]))
            await settled(seed)
        }
        let first = try await loadedStore(path)
        let second = try await loadedStore(path)

        first.send(.removeToDo(at: 1))  // "two"
        await settled(first)
        second.send(.addToDos(["four"]))
        await settled(second)
        #expect(titles(second.state.todos) == ["four", "one", "three"])
        #expect(
            TodoScreen(second.state).saveStatus
                == "Merged with changes from another program (0 to-dos added, 1 removed).")

        // The first program's next change meets the second's addition: nothing is dropped.
        first.send(.addToDos(["five"]))
        await settled(first)
        #expect(titles(first.state.todos) == ["five", "four", "one", "three"])
        #expect(titles(try await TodoDatabase(path: path).load()) == ["five", "four", "one", "three"])
        // The next edit clears the notice.
        first.send(.removeToDo(at: 0))
        #expect(TodoScreen(first.state).saveStatus == nil)
    }

    @Test("the same text added by both programs is two to-dos; a to-do removed by both is removed once")
    func duplicatesAndCommonRemovals() async throws {
        let folder = try TemporaryFolder(prefix: "todo-tests")
        defer { folder.remove() }
        let path = folder.path("todo.sqlite")
        do {
            let seed = try await loadedStore(path)
            seed.send(.addToDos(["a", "b", "c"]))
            await settled(seed)
        }
        let first = try await loadedStore(path)
        let second = try await loadedStore(path)

        first.send(.removeToDo(at: 1))
        first.send(.addToDos(["same"]))
        await settled(first)
        second.send(.removeToDo(at: 1))
        second.send(.addToDos(["same"]))
        await settled(second)
        #expect(titles(try await TodoDatabase(path: path).load()) == ["same", "same", "a", "c"])
        #expect(titles(second.state.todos) == ["same", "same", "a", "c"])
    }

    /// Two stores on `path`, which holds the to-dos `titles` (seeded by a third).
    private func twoStores(
        _ path: String, seeded titles: [String]
    ) async throws -> (Store<TodoState, TodoAction>, Store<TodoState, TodoAction>) {
        do {
            let seed = try await loadedStore(path)
            seed.send(.addToDos(titles))
            await settled(seed)
        }
        return (try await loadedStore(path), try await loadedStore(path))
    }

    @Test("one program marks a to-do done, the other renames another: both changes are kept, and said")
    func toggleAndEditMerge() async throws {
        let folder = try TemporaryFolder(prefix: "todo-tests")
        defer { folder.remove() }
        let path = folder.path("todo.sqlite")
        let (first, second) = try await twoStores(path, seeded: ["one", "two"])
        let one = first.state.todos[0].id
        let two = first.state.todos[1].id

        first.send(.todo(id: one, action: .toggle))
        await settled(first)
        second.send(.todo(id: two, action: .editTitle("two, renamed")))
        await settled(second)

        let expected = [
            TodoItem(id: one, title: "one", isDone: true), TodoItem(id: two, title: "two, renamed"),
        ]
        #expect(second.state.todos == expected)
        #expect(try await TodoDatabase(path: path).load() == expected)
        #expect(
            TodoScreen(second.state).saveStatus
                == "Merged with changes from another program (0 to-dos added, 0 removed, 1 changed).")
        // The first program meets the rename at its next save.
        first.send(.todo(id: one, action: .toggle))
        await settled(first)
        #expect(
            first.state.todos == [TodoItem(id: one, title: "one"), TodoItem(id: two, title: "two, renamed")])
    }

    @Test(
        "both programs rename one to-do: the title stored first stays, and the later program says it merged")
    func sameFieldEditedByBoth() async throws {
        let folder = try TemporaryFolder(prefix: "todo-tests")
        defer { folder.remove() }
        let path = folder.path("todo.sqlite")
        let (first, second) = try await twoStores(path, seeded: ["one"])
        let one = first.state.todos[0].id

        first.send(.todo(id: one, action: .editTitle("first's title")))
        await settled(first)
        second.send(.todo(id: one, action: .editTitle("second's title")))
        second.send(.todo(id: one, action: .toggle))
        await settled(second)

        // The title both changed keeps the first save's; the done mark only the second changed is kept.
        let expected = [TodoItem(id: one, title: "first's title", isDone: true)]
        #expect(second.state.todos == expected)
        #expect(try await TodoDatabase(path: path).load() == expected)
        #expect(
            TodoScreen(second.state).saveStatus
                == "Merged with changes from another program (0 to-dos added, 0 removed, 1 changed).")
    }

    @Test("a to-do one program marks done and the other removes is removed")
    func toggleAndRemove() async throws {
        let folder = try TemporaryFolder(prefix: "todo-tests")
        defer { folder.remove() }
        let path = folder.path("todo.sqlite")
        let (first, second) = try await twoStores(path, seeded: ["one", "two"])
        let one = first.state.todos[0].id

        first.send(.todo(id: one, action: .delete))
        await settled(first)
        second.send(.todo(id: one, action: .toggle))
        await settled(second)

        #expect(titles(second.state.todos) == ["two"])
        #expect(titles(try await TodoDatabase(path: path).load()) == ["two"])
        #expect(
            TodoScreen(second.state).saveStatus
                == "Merged with changes from another program (0 to-dos added, 1 removed).")
    }

    @Test(
        "a to-do database another program is creating (GRDB's migrations table, no mark yet) is opened, not refused"
    )
    func databaseBeingCreatedIsOurs() async throws {
        let folder = try TemporaryFolder(prefix: "loom-todo-creating")
        defer { folder.remove() }
        let path = folder.path("todo.sqlite")
        // What the first program has written when a second one starts: GRDB creates its migrations
        // table before the first migration runs, and the mark comes last.
        let creating = try DatabaseQueue(path: path)
        try await creating.write { db in
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        }
        try creating.close()
        let database = try TodoDatabase(path: path)
        #expect(try await database.save(["Buy milk"], over: []) == ["Buy milk"])
    }

    @Test("two programs creating one new database at the same moment both open it")
    func simultaneousCreation() async throws {
        let folder = try TemporaryFolder(prefix: "loom-todo-race")
        defer { folder.remove() }
        for round in 0..<30 {
            let path = folder.path("todo-\(round).sqlite")
            async let first = Task.detached { try TodoDatabase(path: path, busyTimeout: 5) }.value
            async let second = Task.detached { try TodoDatabase(path: path, busyTimeout: 5) }.value
            let (one, two) = try await (first, second)
            _ = try await one.save(["from one"], over: [])
            #expect(titles(try await two.load()) == ["from one"])
        }
    }
}
