public import Foundation
public import GRDB
package import LoomGRDB

/// The to-do list saved in an SQLite database through GRDB: the same embedded-database conventions
/// as `searchy`'s catalog.
///
/// A file that is not a to-do database is never written: text or any file that is not SQLite, and
/// an SQLite database of another program, are refused with
/// ``TodoStorageError/notATodoDatabase(path:reason:)``. A to-do database is marked with
/// `PRAGMA application_id` = ``applicationID``; files written before the mark existed (an unmarked
/// database holding only the `todo` table and GRDB's migrations) are recognised and marked. A
/// missing file, an empty one or an SQLite database without any table is created (with its
/// folders). A read-only file (one the program may not write, or one without any write permission:
/// made read-only on purpose, which even root respects) is opened read-only and never written: the
/// list loads, and ``isReadOnly`` says that saves fail. Each save looks again: once the user made the
/// file writable, the save reopens it for writing and succeeds.
///
/// Two programs may share the file: a save runs in one immediate transaction that reads the stored
/// list first; when another program changed it since this one last loaded or saved, both programs'
/// changes are merged (see ``save(_:over:)``) and nothing of either is lost.
///
/// Loading and saving are asynchronous and run on GRDB's queue, off the main actor: while another
/// program holds a lock, a save waits (up to the busy timeout) without blocking typing.
///
/// Where the database lives, first match wins:
/// 1. the `path` argument (a leading `~/` is expanded);
/// 2. the environment variable `LOOM_TODO_DATABASE` (``environmentVariable``);
/// 3. `$XDG_DATA_HOME/loom/todo.sqlite` when `XDG_DATA_HOME` is an absolute path;
/// 4. on Apple platforms, `~/Library/Application Support/loom/todo.sqlite`;
/// 5. `$HOME/.local/share/loom/todo.sqlite`;
/// 6. `loom/todo.sqlite` in the temporary folder.
///
/// ```swift
/// let database = try TodoDatabase()                 // default path
/// let milk = TodoItem(id: "1", title: "Buy milk")
/// try await database.save([milk], over: [])
/// try await database.load()                         // [milk]
/// ```
///
/// It is `Sendable`: GRDB's `DatabaseQueue` serializes every access, and the connection is replaced
/// under a lock.
public final class TodoDatabase: TodoPersisting {
    /// The environment variable that overrides the default database path.
    public static let environmentVariable = "LOOM_TODO_DATABASE"
    /// The `PRAGMA application_id` of a to-do database: "LoTD" in ASCII.
    public static let applicationID: Int32 = 0x4C6F_5444

    /// The database file, or `nil` for an in-memory database.
    public let path: String?
    /// The database, for direct GRDB access (table `todo(position, title, id, done)`; a file from
    /// before identifiers had `todo(position, title)`, and migration v3 added the two columns, giving
    /// each stored to-do the identifier `v2-<position>`, not done): the current connection
    /// (read-only while the file is, replaced by a writable one when a save finds it writable again).
    public var database: DatabaseQueue { connection.queue }
    /// Whether the file can only be read, as far as the last open or save found: saves throw
    /// ``TodoStorageError/readOnly(path:)`` until the file is writable again.
    public var isReadOnly: Bool { connection.isReadOnly }

    private let connection: TodoConnection
    private let busyTimeout: TimeInterval

    private var pathDescription: String { path ?? ":memory:" }

    /// Opens (creating if needed) the database at `path`, or at ``defaultPath(environment:)``.
    /// - Parameters:
    ///   - path: The file; `nil` or empty uses the default path.
    ///   - environment: Where the default path's variables come from.
    ///   - busyTimeout: How long an access waits for another program's lock before failing with
    ///     ``TodoStorageError/locked(path:)`` (0 fails at once).
    /// - Throws: ``TodoStorageError/notATodoDatabase(path:reason:)`` when the file is not ours
    ///   (it is left untouched), ``TodoStorageError/corrupt(path:reason:)`` when SQLite finds it
    ///   damaged, ``TodoStorageError/locked(path:)`` when another program holds a lock,
    ///   ``TodoStorageError/unavailable(path:reason:)`` when it cannot be created or opened.
    public init(
        path: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
        busyTimeout: TimeInterval = 1
    ) throws(TodoStorageError) {
        let resolved = Self.databasePath(for: path, environment: environment)
        self.path = resolved
        self.busyTimeout = busyTimeout
        let folder = (resolved as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .unavailable(path: resolved, reason: "cannot create the folder \(folder)")
        }
        let exists = try Self.checkOwnership(of: resolved, busyTimeout: busyTimeout)
        let isReadOnly = exists && DatabaseFile.isReadOnly(resolved)
        let queue = try Self.open(resolved, readOnly: isReadOnly, busyTimeout: busyTimeout)
        connection = TodoConnection(queue: queue, isReadOnly: isReadOnly)
    }

    /// Opens the file: read-only (it must hold the `todo` table), or writable and migrated.
    private static func open(
        _ path: String, readOnly: Bool, busyTimeout: TimeInterval
    ) throws(TodoStorageError) -> DatabaseQueue {
        var configuration = configuration(busyTimeout)
        configuration.readonly = readOnly
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration)
        } catch {
            throw mapped(error, path: path)
        }
        if readOnly {
            try requireSchema(queue, path: path)
        } else {
            try migrate(queue, path: path)
        }
        return queue
    }

    /// An in-memory database (for tests and previews).
    ///
    /// ```swift
    /// let database = try TodoDatabase.inMemory()
    /// ```
    public static func inMemory() throws(TodoStorageError) -> TodoDatabase {
        do {
            return try TodoDatabase(inMemory: DatabaseQueue(configuration: configuration(0)))
        } catch let error as TodoStorageError {
            throw error
        } catch {
            throw mapped(error, path: ":memory:")
        }
    }

    private init(inMemory database: DatabaseQueue) throws(TodoStorageError) {
        self.path = nil
        self.busyTimeout = 0
        try Self.migrate(database, path: ":memory:")
        connection = TodoConnection(queue: database, isReadOnly: false)
    }

    private static func configuration(_ busyTimeout: TimeInterval) -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = busyTimeout > 0 ? .timeout(busyTimeout) : .immediateError
        configuration.label = "todo"
        return configuration
    }

    /// Throws unless the file at `path` is missing, blank, or a to-do database (marked, or an
    /// unmarked one of ours from before the mark); returns whether a file is there. Never writes.
    private static func checkOwnership(
        of path: String, busyTimeout: TimeInterval
    ) throws(TodoStorageError) -> Bool {
        let contents: DatabaseFile.Contents
        do {
            contents = try DatabaseFile.inspect(path)
        } catch {
            throw .unavailable(path: path, reason: error.reason)
        }
        switch contents {
        case .nothing:
            return false
        case .blank:
            return true
        case .notSQLite:
            throw .notATodoDatabase(path: path, reason: "it is not an SQLite database")
        case .sqlite(let header) where header.applicationID == applicationID:
            return true
        case .sqlite(let header) where header.isUnmarked && !header.usesWAL:
            // A file from before the mark holds the `todo` table and GRDB's migrations, and nothing else;
            // one another copy of `todo` is creating right now may hold only GRDB's migrations table (GRDB
            // creates it before the first migration, and the mark comes last), or no table yet.
            // (It never used WAL: a file in WAL mode is another program's, and is not opened, since
            // SQLite would create `-wal` and `-shm` files beside it.)
            var configuration = configuration(busyTimeout)
            configuration.readonly = true
            let tables: Set<String>
            do {
                let reader = try DatabaseQueue(path: path, configuration: configuration)
                defer { try? reader.close() }
                tables = try reader.read { db in
                    try Set(String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
                }
            } catch {
                throw mapped(error, path: path)
            }
            guard tables.isSubset(of: ["todo", "grdb_migrations"]) else {
                throw .notATodoDatabase(path: path, reason: "it is a database of another program")
            }
            return true
        case .sqlite:
            throw .notATodoDatabase(path: path, reason: "it is a database of another program")
        }
    }

    private static func migrate(_ database: DatabaseQueue, path: String) throws(TodoStorageError) {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "todo") { table in
                table.column("position", .integer).primaryKey()
                table.column("title", .text).notNull()
            }
        }
        migrator.registerMigration("v2: application id") { db in
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
        }
        // Additive: the user's to-dos stay, in their order, each with an identifier and not done. A damaged
        // file is not migrated (nor written at all): it opens as it is, its load fails and says so, and
        // nothing is saved before a load succeeds.
        migrator.registerMigration("v3: item id and done") { db in
            let check: [String]
            do {
                check = try String.fetchAll(db, sql: "PRAGMA quick_check")
            } catch let error as DatabaseError
                where [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode.primaryResultCode)
            {
                throw DamagedFile()
            }
            guard check == ["ok"] else { throw DamagedFile() }
            try db.alter(table: "todo") { table in
                table.add(column: "id", .text)
                table.add(column: "done", .boolean).notNull().defaults(to: false)
            }
            try db.execute(sql: "UPDATE todo SET id = \(legacyID) WHERE id IS NULL")
        }
        // Two copies of `todo` may create one new file at the same moment. GRDB reads which migrations
        // were applied outside their transactions, so the later one can run a migration the earlier one
        // has just committed and fail (the table exists, or the migration is already recorded): run again,
        // and the migrator skips what is applied. A real failure fails every attempt.
        var attempts = 0
        while true {
            do {
                try migrator.migrate(database)
                return
            } catch is DamagedFile {
                return
            } catch let error as DatabaseError
                where [.SQLITE_ERROR, .SQLITE_CONSTRAINT].contains(error.resultCode) && attempts < 3
            {
                attempts += 1
            } catch {
                throw mapped(error, path: path)
            }
        }
    }

    /// Thrown by a migration that found the file damaged: the file stays as it is (see ``migrate``).
    private struct DamagedFile: Error {}

    /// A read-only file cannot be migrated: it must already hold the `todo` table.
    private static func requireSchema(_ database: DatabaseQueue, path: String) throws(TodoStorageError) {
        do {
            guard try database.read({ db in try db.tableExists("todo") }) else {
                throw TodoStorageError.readOnly(path: path)
            }
        } catch {
            throw mapped(error, path: path)
        }
    }

    /// The saved to-dos, newest first. Runs off the main actor.
    /// - Throws: ``TodoStorageError`` (corrupt, locked or failed).
    public func load() async throws(TodoStorageError) -> [TodoItem] {
        do {
            return try await database.read { db in try Self.fetchList(db) }
        } catch {
            throw Self.mapped(error, path: pathDescription)
        }
    }

    /// Saves `todos` in one immediate transaction, off the main actor, and returns the list the file
    /// now holds. The transaction reads the stored list first: when it is still `saved` (the list this
    /// program last loaded or saved), `todos` replaces it; when another program changed it since,
    /// its changes and this program's (from `saved` to `todos`) are merged, the merged list is written
    /// and returned. On failure the file keeps the previous list, and the caller keeps `todos`.
    ///
    /// A read-only file is never written; a save looks again, and reopens the file for writing once
    /// the user made it writable.
    ///
    /// ```swift
    /// // Another program added "Call Ada" since this one loaded [].
    /// try await database.save([milk], over: [])   // [milk, ada]
    /// ```
    /// - Throws: ``TodoStorageError`` (read-only, corrupt, locked or failed).
    public func save(_ todos: [TodoItem], over saved: [TodoItem]) async throws(TodoStorageError) -> [TodoItem]
    {
        let database = try writableDatabase()
        do {
            return try await database.writeWithoutTransaction { db in
                var stored = todos
                try db.inTransaction(.immediate) {
                    let current = try Self.fetchList(db)
                    if current != saved {
                        stored = TodoMerge.merge(base: saved, mine: todos, theirs: current)
                    }
                    if stored != current {
                        try db.execute(sql: "DELETE FROM todo")
                        for (position, item) in stored.enumerated() {
                            try db.execute(
                                sql: "INSERT INTO todo (position, id, title, done) VALUES (?, ?, ?, ?)",
                                arguments: [position, item.id, item.title, item.isDone])
                        }
                    }
                    return .commit
                }
                return stored
            }
        } catch {
            throw Self.mapped(error, path: pathDescription)
        }
    }

    /// The connection to write with: throws ``TodoStorageError/readOnly(path:)`` while the file is
    /// read-only; reopens it for writing when it became writable since it was opened read-only.
    private func writableDatabase() throws(TodoStorageError) -> DatabaseQueue {
        guard let path else { return database }
        if DatabaseFile.isReadOnly(path) {
            connection.markReadOnly()
            throw .readOnly(path: path)
        }
        let busyTimeout = busyTimeout
        return try connection.writable { () throws(TodoStorageError) in
            try Self.open(path, readOnly: false, busyTimeout: busyTimeout)
        }
    }

    /// The identifier of a to-do stored without one (by a program from before identifiers), in SQL:
    /// `v2-<position>`, the same one migration v3 gives, so a read-only file made writable later keeps
    /// its to-dos' identifiers.
    private static let legacyID = "'v2-' || position"

    /// The stored to-dos, newest first; a read-only file from before identifiers (not migrated) has
    /// no `id` and `done` columns: its to-dos get the identifiers migration v3 would give, not done.
    private static func fetchList(_ db: Database) throws -> [TodoItem] {
        let hasItemColumns = try db.columns(in: "todo").contains { $0.name == "id" }
        let sql =
            hasItemColumns
            ? "SELECT coalesce(id, \(legacyID)) AS id, title, done FROM todo ORDER BY position"
            : "SELECT \(legacyID) AS id, title, 0 AS done FROM todo ORDER BY position"
        return try Row.fetchAll(db, sql: sql).map { row in
            TodoItem(id: row["id"], title: row["title"], isDone: row["done"])
        }
    }

    // MARK: - Paths

    /// The database path used when no path is given (see the type's documentation).
    ///
    /// ```swift
    /// TodoDatabase.defaultPath(environment: ["HOME": "/home/ada"])
    /// // "/home/ada/.local/share/loom/todo.sqlite"
    /// ```
    public static func defaultPath(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        location.defaultPath(environment: environment)
    }

    /// The absolute path used for `path`: `nil` or empty gives ``defaultPath(environment:)``; a
    /// leading `~/` is expanded with `HOME`; a relative path is taken from the current folder.
    ///
    /// ```swift
    /// TodoDatabase.databasePath(for: "~/todo.sqlite", environment: ["HOME": "/home/ada"])
    /// // "/home/ada/todo.sqlite"
    /// ```
    public static func databasePath(
        for path: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        location.path(for: path, environment: environment)
    }

    /// The to-do list's place in Loom's embedded-database convention (shared with the catalog).
    package static let location = DatabaseLocation(
        fileName: "todo.sqlite", environmentVariable: environmentVariable)

    static func mapped(_ error: any Error, path: String) -> TodoStorageError {
        if let storageError = error as? TodoStorageError { return storageError }
        guard let databaseError = error as? DatabaseError else {
            return .failed(path: path, reason: "\(error)")
        }
        let reason = databaseError.message ?? "\(databaseError.resultCode)"
        switch databaseError.resultCode.primaryResultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            return .corrupt(path: path, reason: reason)
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return .locked(path: path)
        case .SQLITE_READONLY:
            return .readOnly(path: path)
        case .SQLITE_CANTOPEN, .SQLITE_PERM:
            return .unavailable(path: path, reason: reason)
        default:
            return .failed(path: path, reason: reason)
        }
    }
}
