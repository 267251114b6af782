import Foundation
import GRDB
import Loom
import LoomTesting
import Testing
import TodoCore

@MainActor
@Suite("Todo: persistence")
struct PersistenceTests {
    @Test("the to-dos survive a restart: a new store on the same file loads them")
    func survivesRestart() async throws {
        let path = (try temporaryFolder() as NSString).appendingPathComponent("nested/todo.sqlite")
        do {
            let store = TestStore(
                initialState: TodoState(), reducer: TodoReducer(storage: try TodoDatabase(path: path)).reduce)
            await store.send(.updateText("Buy milk")) { $0.text = "Buy milk" }
            await store.send(.add) {
                $0.todos = ["Buy milk"]
                $0.text = ""
            }
            await store.send(.updateText("Call Ada")) { $0.text = "Call Ada" }
            await store.send(.add) {
                $0.todos = ["Call Ada", "Buy milk"]
                $0.text = ""
            }
            await store.send(.removeToDo(at: 1)) { $0.todos = ["Call Ada"] }
            await store.finish()
        }
        #expect(FileManager.default.fileExists(atPath: path))
        let restarted = TestStore(
            initialState: TodoState(), reducer: TodoReducer(storage: try TodoDatabase(path: path)).reduce)
        await restarted.send(.loadToDos)
        await restarted.receive(.addToDos(["Call Ada"])) { $0.todos = ["Call Ada"] }
        await restarted.finish()
    }

    @Test("a corrupt database file gives a clear corrupt error and is left untouched")
    func corruptFile() throws {
        let path = (try temporaryFolder() as NSString).appendingPathComponent("todo.sqlite")
        let garbage = Data(repeating: 0x42, count: 4096)
        try garbage.write(to: URL(fileURLWithPath: path))
        #expect {
            _ = try TodoDatabase(path: path)
        } throws: { error in
            guard case .corrupt(let errorPath, _) = error as? TodoStorageError else { return false }
            return errorPath == path && "\(error)".contains("left untouched")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }

    @Test("a locked database gives a locked error, keeps the to-do in memory, and the next save writes it")
    func lockedDatabase() async throws {
        let path = (try temporaryFolder() as NSString).appendingPathComponent("todo.sqlite")
        let database = try TodoDatabase(path: path, busyTimeout: 0)
        var lockerConfiguration = Configuration()
        lockerConfiguration.allowsUnsafeTransactions = true  // it holds a lock across accesses on purpose
        let locker = try DatabaseQueue(path: path, configuration: lockerConfiguration)
        try await locker.writeWithoutTransaction { db in try db.execute(sql: "BEGIN EXCLUSIVE TRANSACTION") }

        let store = TestStore(initialState: TodoState(), reducer: TodoReducer(storage: database).reduce)
        await store.send(.updateText("Buy milk")) { $0.text = "Buy milk" }
        await store.send(.add) {
            $0.todos = ["Buy milk"]
            $0.text = ""
        }
        await store.receive(.storageFailed(.locked(path: path))) {
            $0.problem = .storage(.locked(path: path))
        }
        #expect(store.state.problem?.description.contains("locked by another program") == true)

        try await locker.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
        await store.send(.updateText("Call Ada")) { $0.text = "Call Ada" }
        await store.send(.add) {
            $0.todos = ["Call Ada", "Buy milk"]
            $0.text = ""
            $0.problem = nil
        }
        await store.finish()
        #expect(try TodoDatabase(path: path).load() == ["Call Ada", "Buy milk"])
    }

    @Test("a database that cannot be created gives unavailable")
    func unavailable() throws {
        let folder = try temporaryFolder()
        let blocker = (folder as NSString).appendingPathComponent("file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        #expect {
            _ = try TodoDatabase(path: (blocker as NSString).appendingPathComponent("todo.sqlite"))
        } throws: { error in
            if case .unavailable = error as? TodoStorageError { return true }
            return false
        }
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
