import DatabaseTestSupport
import Foundation
import GRDB
import Loom
import LoomGRDB
import LoomTesting
import Testing
import TodoCore

@MainActor
@Suite("Todo: persistence")
struct PersistenceTests {
    @Test("the to-dos survive a restart: a new store on the same file loads them")
    func survivesRestart() async throws {
        let folder = try TemporaryFolder(prefix: "todo-tests")
        defer { folder.remove() }
        let path = folder.path("nested/todo.sqlite")
        do {
            let store = makeTodoStore(storage: try TodoDatabase(path: path))
            _ = await ValueRecorder(store.property).next { $0.saved != nil }
            store.send(.updateText("Buy milk"))
            store.send(.add)
            store.send(.updateText("Call Ada"))
            store.send(.add)
            store.send(.removeToDo(at: 1))
            #expect(titles(store.state.todos) == ["Call Ada"])
            _ = await ValueRecorder(store.property).next { !$0.isSaving && !$0.hasUnsavedChanges }
            #expect(store.state.storageFailure == nil)
        }
        #expect(FileManager.default.fileExists(atPath: path))
        let restarted = makeTodoStore(storage: try TodoDatabase(path: path))
        _ = await ValueRecorder(restarted.property).next { $0.saved != nil }
        #expect(titles(restarted.state.todos) == ["Call Ada"])
        #expect(restarted.state.storageFailure == nil)
    }

    @Test("a file that is not SQLite is refused and left untouched")
    func notSQLite() throws {
        let folder = try TemporaryFolder(prefix: "todo-tests")
        defer { folder.remove() }
        let path = folder.path("notes.txt")
        let notes = Data("my notes\n".utf8)
        try notes.write(to: URL(fileURLWithPath: path))
        #expect(throws: TodoStorageError.notATodoDatabase(path: path, reason: "it is not an SQLite database"))
        {
            _ = try TodoDatabase(path: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == notes)
    }

    @Test("another program's SQLite database (the catalog, say) is refused and left untouched")
    func anotherProgramsDatabase() throws {
        let folder = try TemporaryFolder(prefix: "todo-tests")
        defer { folder.remove() }
        for (name, setup) in [
            ("catalog.sqlite", "PRAGMA application_id = 1282371437; CREATE TABLE playlists (id, name)"),
            ("notes.sqlite", "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me')"),
            ("mixed.sqlite", "CREATE TABLE todo (position, title); CREATE TABLE notes (body TEXT)"),
        ] {
            let path = folder.path(name)
            let other = try DatabaseQueue(path: path)
            try other.writeWithoutTransaction { db in try db.execute(sql: setup) }
            try other.close()
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(
                throws: TodoStorageError.notATodoDatabase(
                    path: path, reason: "it is a database of another program")
            ) {
                _ = try TodoDatabase(path: path)
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "\(name)")
        }
    }

    @Test("a to-do database from before the application id is recognised, loaded and marked")
    func legacyFileIsUpgraded() async throws {
        let folder = try TemporaryFolder(prefix: "todo-tests")
        defer { folder.remove() }
        let path = folder.path("todo.sqlite")
        do {
            // What the previous version wrote: GRDB's migration "v1" and the todo table, no mark.
            let legacy = try DatabaseQueue(path: path)
            var migrator = DatabaseMigrator()
            migrator.registerMigration("v1") { db in
                try db.create(table: "todo") { table in
                    table.column("position", .integer).primaryKey()
                    table.column("title", .text).notNull()
                }
                try db.execute(sql: "INSERT INTO todo VALUES (0, 'old one')")
            }
            try migrator.migrate(legacy)
            try legacy.close()
        }
        guard case .sqlite(let before) = try DatabaseFile.inspect(path) else {
            Issue.record("the legacy file is not SQLite")
            return
        }
        #expect(before.applicationID == 0)
        let database = try TodoDatabase(path: path)
        #expect(titles(try await database.load()) == ["old one"])
        guard case .sqlite(let after) = try DatabaseFile.inspect(path) else {
            Issue.record("the upgraded file is not SQLite")
            return
        }
        #expect(after.applicationID == TodoDatabase.applicationID)
    }

    @Test(
        "a partly damaged database: the load fails, new to-dos stay on screen unsaved, the file is untouched (issue 11, data loss 3)"
    )
    func partlyDamaged() async throws {
        let folder = try TemporaryFolder(prefix: "todo-tests")
        defer { folder.remove() }
        let path = folder.path("todo.sqlite")
        do {
            let database = try TodoDatabase(path: path)
            _ = try await database.save(
                (0..<400).map {
                    TodoItem(id: "\($0)", title: "to-do number \($0) with some text to fill pages")
                },
                over: [])
        }
        let root = try await DatabaseQueue(path: path).read { db in
            try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'todo'")
        }
        try damagePage(try #require(root), of: path)
        let damaged = try Data(contentsOf: URL(fileURLWithPath: path))

        let store = makeTodoStore(storage: try TodoDatabase(path: path))
        _ = await ValueRecorder(store.property).next { $0.storageFailure != nil }
        guard case .corrupt(let errorPath, _) = store.state.storageFailure else {
            Issue.record("expected a corrupt error, got \(String(describing: store.state.storageFailure))")
            return
        }
        #expect(errorPath == path)
        store.send(.updateText("Buy milk"))
        store.send(.add)
        #expect(titles(store.state.todos) == ["Buy milk"])
        #expect(store.state.hasUnsavedChanges)
        #expect(!store.state.isSaving)
        #expect(TodoScreen(store.state).saveStatus?.hasPrefix("Not saved: 1 to-do on screen only") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == damaged)
    }

    @Test(
        "a locked database: the save fails without blocking the main actor, and the next change saves (issue 11, 4)"
    )
    func lockedDatabase() async throws {
        let folder = try TemporaryFolder(prefix: "todo-tests")
        defer { folder.remove() }
        let path = folder.path("todo.sqlite")
        // A long busy timeout: a save that waited on the main actor would stall this test's
        // main-actor work below for 60 s.
        let database = try TodoDatabase(path: path, busyTimeout: 60)
        let store = makeTodoStore(storage: database)
        _ = await ValueRecorder(store.property).next { $0.saved != nil }
        let locker = try DatabaseLock(path: path)

        store.send(.updateText("Buy milk"))
        store.send(.add)
        #expect(store.state.saving.map(titles) == ["Buy milk"])
        // The save now waits for the lock on GRDB's queue. The main actor is free: typing goes on.
        var typed = 0
        for text in ["C", "Ca", "Cal", "Call"] {
            await Task.yield()
            store.send(.updateText(text))
            typed += 1
        }
        #expect(typed == 4)
        #expect(store.state.text == "Call")
        #expect(store.state.saving.map(titles) == ["Buy milk"])
        #expect(store.state.saved.map(titles) == [])

        try locker.release()
        _ = await ValueRecorder(store.property).next { !$0.isSaving }
        #expect(store.state.saved.map(titles) == ["Buy milk"])
        #expect(titles(try await TodoDatabase(path: path).load()) == ["Buy milk"])
    }

    @Test("a lock that outlasts the busy timeout: not saved, said on screen, saved by the next change")
    func lockTimesOut() async throws {
        let folder = try TemporaryFolder(prefix: "todo-tests")
        defer { folder.remove() }
        let path = folder.path("todo.sqlite")
        let database = try TodoDatabase(path: path, busyTimeout: 0)
        let store = makeTodoStore(storage: database)
        _ = await ValueRecorder(store.property).next { $0.saved != nil }
        let locker = try DatabaseLock(path: path)
        store.send(.addToDos(["Buy milk"]))
        _ = await ValueRecorder(store.property).next { !$0.isSaving }
        #expect(store.state.storageFailure == .locked(path: path))
        #expect(
            TodoScreen(store.state).saveStatus?.hasPrefix(
                "Not saved: The to-do database at \(path) is locked") == true)
        try locker.release()
        store.send(.addToDos(["Call Ada"]))
        _ = await ValueRecorder(store.property).next { !$0.isSaving }
        #expect(store.state.storageFailure == nil)
        #expect(TodoScreen(store.state).saveStatus == nil)
        #expect(titles(try await TodoDatabase(path: path).load()) == ["Call Ada", "Buy milk"])
    }

    @Test("a read-only folder opens the list read-only: it loads and saves say read-only")
    func readOnlyFolder() async throws {
        guard getuid() != 0 else { return }  // root writes anywhere; the end-to-end test drops privileges
        let folder = try TemporaryFolder(prefix: "todo-tests")
        defer { folder.remove() }
        let path = folder.path("todo.sqlite")
        _ = try await TodoDatabase(path: path).save(["kept"], over: [])
        chmod(folder.path, 0o555)
        defer { chmod(folder.path, 0o755) }
        let database = try TodoDatabase(path: path)
        #expect(database.isReadOnly)
        #expect(titles(try await database.load()) == ["kept"])
        await #expect(throws: TodoStorageError.readOnly(path: path)) {
            try await database.save(["new"], over: ["kept"])
        }
    }

    @Test("a database that cannot be created gives unavailable")
    func unavailable() throws {
        let folder = try TemporaryFolder(prefix: "todo-tests")
        defer { folder.remove() }
        let blocker = folder.path("file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        #expect {
            _ = try TodoDatabase(path: (blocker as NSString).appendingPathComponent("todo.sqlite"))
        } throws: { error in
            if case .unavailable = error as? TodoStorageError { return true }
            return false
        }
    }

    @Test("the descriptions never promise what the program does not do")
    func descriptions() {
        let locked = TodoStorageError.locked(path: "/x/todo.sqlite")
        #expect(locked.description == "The to-do database at /x/todo.sqlite is locked by another program.")
        #expect(!locked.description.contains("will be saved"))
        #expect(TodoStorageError.readOnly(path: "/x").description == "The to-do database at /x is read-only.")
    }

    @Test("the default path follows the embedded-database conventions")
    func defaultPath() {
        #expect(
            TodoDatabase.defaultPath(environment: [
                "LOOM_TODO_DATABASE": "/srv/t.sqlite", "HOME": "/home/ada",
            ])
                == "/srv/t.sqlite")
        #expect(
            TodoDatabase.defaultPath(environment: ["LOOM_TODO_DATABASE": "~/t.sqlite", "HOME": "/home/ada"])
                == "/home/ada/t.sqlite")
        #expect(
            TodoDatabase.defaultPath(environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/ada"])
                == "/xdg/loom/todo.sqlite")
        #if !canImport(Darwin)
        #expect(
            TodoDatabase.defaultPath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/ada"])
                == "/home/ada/.local/share/loom/todo.sqlite")
        #endif
        #expect(TodoDatabase.databasePath(for: "/a/b.sqlite", environment: [:]) == "/a/b.sqlite")
    }
}
