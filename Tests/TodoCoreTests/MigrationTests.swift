import DatabaseTestSupport
import Foundation
import GRDB
import Loom
import LoomTesting
import Testing
import TodoCore

/// Migration v3 adds the to-do items' identifier and done columns to a file with the user's to-dos,
/// additively: every to-do stays, in its order.
@MainActor
@Suite("Todo: migrating a file from before to-do items")
struct MigrationTests {
    /// A to-do database as the version before items wrote it: migrations v1 and v2, and `titles`.
    private func makeVersion2File(_ path: String, titles: [String]) throws {
        let queue = try DatabaseQueue(path: path)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "todo") { table in
                table.column("position", .integer).primaryKey()
                table.column("title", .text).notNull()
            }
        }
        migrator.registerMigration("v2: application id") { db in
            try db.execute(sql: "PRAGMA application_id = \(TodoDatabase.applicationID)")
        }
        try migrator.migrate(queue)
        try queue.write { db in
            for (position, title) in titles.enumerated() {
                try db.execute(
                    sql: "INSERT INTO todo (position, title) VALUES (?, ?)", arguments: [position, title])
            }
        }
        try queue.close()
    }

    @Test("a v2 file with to-dos opens, migrates, and keeps every title in its order, none done")
    func version2FileKeepsToDos() async throws {
        let folder = try TemporaryFolder(prefix: "todo-migration")
        defer { folder.remove() }
        let path = folder.path("todo.sqlite")
        try makeVersion2File(path, titles: ["Buy milk", "Call Ada", "Buy milk"])

        let database = try TodoDatabase(path: path)
        let loaded = try await database.load()
        #expect(
            loaded == [
                TodoItem(id: "v2-0", title: "Buy milk"), TodoItem(id: "v2-1", title: "Call Ada"),
                TodoItem(id: "v2-2", title: "Buy milk"),
            ])
        let columns = try await database.database.read { db in try db.columns(in: "todo").map(\.name) }
        #expect(columns == ["position", "title", "id", "done"])
        let migrations = try await database.database.read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        }
        #expect(migrations == ["v1", "v2: application id", "v3: item id and done"])

        // The migrated to-dos are items: one toggled and saved is done after a restart.
        var toggled = loaded
        toggled[1].isDone = true
        #expect(try await database.save(toggled, over: loaded) == toggled)
        #expect(try await TodoDatabase(path: path).load() == toggled)
    }

    @Test("a damaged v2 file opens unmigrated and untouched: the load says it is damaged, nothing is saved")
    func damagedVersion2File() async throws {
        let folder = try TemporaryFolder(prefix: "todo-migration")
        defer { folder.remove() }
        let path = folder.path("todo.sqlite")
        try makeVersion2File(path, titles: (0..<400).map { "stored to-do number \($0) with some text" })
        let root = try await DatabaseQueue(path: path).read { db in
            try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'todo'")
        }
        try damagePage(try #require(root), of: path)
        let damaged = try Data(contentsOf: URL(fileURLWithPath: path))

        let store = makeTodoStore(storage: try TodoDatabase(path: path))
        let failed = await ValueRecorder(store.property).next { $0.storageFailure != nil }
        guard case .corrupt = failed?.storageFailure else {
            Issue.record("the load did not fail as damaged: \(String(describing: failed?.storageFailure))")
            return
        }
        store.send(.addToDos(["Buy milk"]))
        #expect(!store.state.isSaving)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == damaged)
    }

    @Test("a read-only v2 file is not migrated, and loads with the identifiers the migration would give")
    func readOnlyVersion2File() async throws {
        let folder = try TemporaryFolder(prefix: "todo-migration")
        defer { folder.remove() }
        let path = folder.path("todo.sqlite")
        try makeVersion2File(path, titles: ["Buy milk", "Call Ada"])
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }

        let readOnly = try TodoDatabase(path: path)
        #expect(readOnly.isReadOnly)
        let loaded = try await readOnly.load()
        #expect(loaded == [TodoItem(id: "v2-0", title: "Buy milk"), TodoItem(id: "v2-1", title: "Call Ada")])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)

        // Made writable, the file migrates and its to-dos keep those identifiers: a save over the
        // list loaded read-only merges nothing away.
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        let removed = Array(loaded.dropFirst())
        #expect(try await readOnly.save(removed, over: loaded) == removed)
        #expect(try await TodoDatabase(path: path).load() == removed)
    }
}
