import GRDB

/// Another program holding a database file's write lock: an exclusive transaction on a connection of
/// its own (nobody else reads or writes the file) until ``release()``. For tests of what a program does
/// while its database is locked.
///
/// ```swift
/// let lock = try DatabaseLock(path: path)
/// store.send(.add)                          // the save waits, then reports "locked"
/// try lock.release()
/// ```
public final class DatabaseLock {
    private let database: DatabaseQueue
    private var isReleased = false

    /// Opens `path` and takes its exclusive lock.
    public init(path: String) throws {
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true  // the transaction stays open between accesses
        database = try DatabaseQueue(path: path, configuration: configuration)
        try database.writeWithoutTransaction { db in try db.execute(sql: "BEGIN EXCLUSIVE TRANSACTION") }
    }

    /// Ends the transaction (nothing was written) and closes the connection; a second call does nothing.
    public func release() throws {
        guard !isReleased else { return }
        isReleased = true
        try database.writeWithoutTransaction { db in
            if db.isInsideTransaction { try db.execute(sql: "ROLLBACK") }
        }
        try database.close()
    }
}
