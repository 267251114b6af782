/// Why the to-do storage could not be opened, read or written. Each description is one sentence
/// that says what happened; the screen and the command line add what the user can do.
///
/// ```swift
/// do { _ = try await database.load() } catch { print(error) }
/// // "The to-do database at /home/ada/.local/share/loom/todo.sqlite is damaged (…)."
/// ```
public enum TodoStorageError: Error, Equatable, Sendable, Codable, CustomStringConvertible {
    /// The file is one of ours but SQLite finds it damaged. It is left untouched.
    case corrupt(path: String, reason: String)
    /// The file is not a to-do database (not SQLite, or another program's database). It is never
    /// written.
    case notATodoDatabase(path: String, reason: String)
    /// Another program holds a lock on the database.
    case locked(path: String)
    /// The database can only be read (the file or its folder is read-only).
    case readOnly(path: String)
    /// The database could not be created or opened (a missing permission, a folder in the way…).
    case unavailable(path: String, reason: String)
    /// Any other SQLite failure.
    case failed(path: String, reason: String)

    /// The database file the error is about.
    public var path: String {
        switch self {
        case .corrupt(let path, _), .notATodoDatabase(let path, _), .locked(let path), .readOnly(let path),
            .unavailable(let path, _), .failed(let path, _):
            path
        }
    }

    /// One sentence saying what happened.
    public var description: String {
        switch self {
        case .corrupt(let path, let reason):
            "The to-do database at \(path) is damaged (\(reason)); it was left untouched."
        case .notATodoDatabase(let path, let reason):
            "\(path) is not a to-do database (\(reason)); it was left untouched."
        case .locked(let path):
            "The to-do database at \(path) is locked by another program."
        case .readOnly(let path):
            "The to-do database at \(path) is read-only."
        case .unavailable(let path, let reason):
            "The to-do database at \(path) cannot be opened (\(reason))."
        case .failed(let path, let reason):
            "The to-do database at \(path) failed (\(reason))."
        }
    }

    /// What the user can do about it, when saving failed while the program runs.
    public var remedy: String {
        switch self {
        case .locked:
            "The next change tries again; ctrl-s tries now."
        case .readOnly:
            "Make it writable, then ctrl-s saves (so does the next change); or start todo with another file (--database)."
        case .corrupt, .notATodoDatabase:
            "Move it away, or start todo with another file (--database)."
        case .unavailable, .failed:
            "ctrl-s tries again."
        }
    }
}
