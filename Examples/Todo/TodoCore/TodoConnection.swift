import Foundation
import GRDB

/// The current connection of a ``TodoDatabase``: read-only while the file is, replaced by a
/// writable one when a save finds the file writable again (the user ran `chmod u+w`).
///
/// `@unchecked Sendable` is safe because its two members are only read and replaced while holding
/// `lock`, and a `DatabaseQueue` is itself `Sendable`.
final class TodoConnection: @unchecked Sendable {
    private let lock = NSLock()
    private var current: DatabaseQueue
    private var readOnly: Bool

    init(queue: DatabaseQueue, isReadOnly: Bool) {
        current = queue
        readOnly = isReadOnly
    }

    /// The connection to read with.
    var queue: DatabaseQueue { lock.withLock { current } }

    /// Whether the file was read-only at the last look.
    var isReadOnly: Bool { lock.withLock { readOnly } }

    /// Records that the file is read-only now (a save found it so).
    func markReadOnly() { lock.withLock { readOnly = true } }

    /// The connection to write with: the current one if it is writable, else the one `reopen` opens
    /// (which takes its place; the read-only one closes when the last read that uses it is done).
    func writable(
        reopening reopen: () throws(TodoStorageError) -> DatabaseQueue
    ) throws(TodoStorageError) -> DatabaseQueue {
        lock.lock()
        defer { lock.unlock() }
        guard current.configuration.readonly else {
            readOnly = false
            return current
        }
        let reopened = try reopen()
        current = reopened
        readOnly = false
        return reopened
    }
}
