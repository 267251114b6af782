/// Why the to-do storage could not be read or written.
///
/// ```swift
/// do { _ = try database.load() } catch { print(error) }
/// // "The to-do database at /home/ada/.local/share/loom/todo.sqlite is damaged …"
/// ```
public enum TodoStorageError: Error, Equatable, Sendable, Codable, CustomStringConvertible {
    /// The file exists but is not a usable SQLite database. It is left untouched.
    case corrupt(path: String, reason: String)
    /// Another program holds a lock on the database; the change stays in memory and is saved with
    /// the next change.
    case locked(path: String)
    /// The database could not be created or opened (a missing permission, a folder in the way…).
    case unavailable(path: String, reason: String)
    /// Any other SQLite failure.
    case failed(path: String, reason: String)

    /// A sentence for the user saying what happened and what to do.
    public var description: String {
        switch self {
        case .corrupt(let path, let reason):
            return """
                The to-do database at \(path) is damaged (\(reason)). It was left untouched: move it \
                away or choose another file with --database or LOOM_TODO_DATABASE.
                """
        case .locked(let path):
            return """
                The to-do database at \(path) is locked by another program. Your to-dos are kept and \
                will be saved with the next change.
                """
        case .unavailable(let path, let reason):
            return "The to-do database at \(path) cannot be opened (\(reason))."
        case .failed(let path, let reason):
            return "The to-do database at \(path) failed (\(reason))."
        }
    }
}
