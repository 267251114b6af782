public import Foundation
public import GRDB

/// The to-do list saved in an SQLite database through GRDB: the same embedded-database conventions
/// as `searchy`'s catalog. The file is created if missing (with its folders); an existing file that
/// is not a database is never overwritten: opening or using it throws
/// ``TodoStorageError/corrupt(path:reason:)``.
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
/// try database.save(["Buy milk", "Call Ada"])
/// try database.load()                               // ["Buy milk", "Call Ada"]
/// ```
///
/// It is `Sendable`: GRDB's `DatabaseQueue` serializes every access.
public final class TodoDatabase: TodoPersisting {
    /// The environment variable that overrides the default database path.
    public static let environmentVariable = "LOOM_TODO_DATABASE"

    /// The database file, or `nil` for an in-memory database.
    public let path: String?
    /// The database, for direct GRDB access (table `todo(position, title)`).
    public let database: DatabaseQueue

    private var pathDescription: String { path ?? ":memory:" }

    /// Opens (creating if needed) the database at `path`, or at ``defaultPath(environment:)``.
    /// - Parameters:
    ///   - path: The file; `nil` or empty uses the default path.
    ///   - environment: Where the default path's variables come from.
    ///   - busyTimeout: How long a write waits for another program's lock before failing with
    ///     ``TodoStorageError/locked(path:)`` (0 fails at once).
    /// - Throws: ``TodoStorageError/corrupt(path:reason:)`` when the file is not a database,
    ///   ``TodoStorageError/locked(path:)`` when another program holds a lock,
    ///   ``TodoStorageError/unavailable(path:reason:)`` when it cannot be created or opened.
    public init(
        path: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
        busyTimeout: TimeInterval = 1
    ) throws(TodoStorageError) {
        let resolved = Self.databasePath(for: path, environment: environment)
        self.path = resolved
        let folder = (resolved as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .unavailable(path: resolved, reason: "cannot create the folder \(folder)")
        }
        do {
            database = try DatabaseQueue(path: resolved, configuration: Self.configuration(busyTimeout))
        } catch {
            throw Self.mapped(error, path: resolved)
        }
        try migrate()
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
        self.database = database
        try migrate()
    }

    private static func configuration(_ busyTimeout: TimeInterval) -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = busyTimeout > 0 ? .timeout(busyTimeout) : .immediateError
        configuration.label = "todo"
        return configuration
    }

    private func migrate() throws(TodoStorageError) {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "todo") { table in
                table.column("position", .integer).primaryKey()
                table.column("title", .text).notNull()
            }
        }
        do {
            try migrator.migrate(database)
        } catch {
            throw Self.mapped(error, path: pathDescription)
        }
    }

    /// The saved to-dos, newest first.
    /// - Throws: ``TodoStorageError`` (corrupt, locked or failed).
    public func load() throws(TodoStorageError) -> [String] {
        do {
            return try database.read { db in
                try String.fetchAll(db, sql: "SELECT title FROM todo ORDER BY position")
            }
        } catch {
            throw Self.mapped(error, path: pathDescription)
        }
    }

    /// Replaces the saved list with `todos` in one transaction: on failure the file keeps the
    /// previous list, and the caller keeps `todos`.
    /// - Throws: ``TodoStorageError`` (corrupt, locked or failed).
    public func save(_ todos: [String]) throws(TodoStorageError) {
        do {
            try database.write { db in
                try db.execute(sql: "DELETE FROM todo")
                for (position, title) in todos.enumerated() {
                    try db.execute(
                        sql: "INSERT INTO todo (position, title) VALUES (?, ?)", arguments: [position, title])
                }
            }
        } catch {
            throw Self.mapped(error, path: pathDescription)
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
        if let override = environment[environmentVariable], !override.isEmpty {
            return absolute(override, environment: environment)
        }
        let relative = "loom/todo.sqlite"
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return (dataHome as NSString).appendingPathComponent(relative)
        }
        #if canImport(Darwin)
        if let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)
            .first
        {
            return support.appendingPathComponent(relative).path
        }
        #endif
        if let home = environment["HOME"], home.hasPrefix("/") {
            return (home as NSString).appendingPathComponent(".local/share/" + relative)
        }
        return (NSTemporaryDirectory() as NSString).appendingPathComponent(relative)
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
        guard let path, !path.isEmpty else { return defaultPath(environment: environment) }
        return absolute(path, environment: environment)
    }

    private static func absolute(_ path: String, environment: [String: String]) -> String {
        if path.hasPrefix("~/"), let home = environment["HOME"] {
            return (home as NSString).appendingPathComponent(String(path.dropFirst(2)))
        }
        if path.hasPrefix("/") { return path }
        return (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
    }

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
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY:
            return .unavailable(path: path, reason: reason)
        default:
            return .failed(path: path, reason: reason)
        }
    }
}
