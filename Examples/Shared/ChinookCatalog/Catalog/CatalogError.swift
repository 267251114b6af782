/// Why the catalog could not be opened, built or searched.
///
/// Every case carries what a person needs to fix the problem; ``description`` says it in one
/// sentence, suitable for a command-line error message. A file that is not one of our catalogs
/// (``notADatabase(path:)``, ``foreignDatabase(path:)``, ``newerVersion(path:found:supported:)``)
/// is never written.
///
/// ```swift
/// do {
///     let catalog = try ChinookCatalog(path: "/proc/chinook.sqlite")
/// } catch {
///     print(error)  // cannot create the folder /proc for the catalog database: …
/// }
/// ```
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder that should hold the database does not exist and cannot be created.
    case cannotCreateDirectory(path: String, reason: String)
    /// The database file cannot be opened or written (a folder, no permission, read-only).
    case cannotOpen(path: String, reason: String)
    /// Another connection holds a lock on the database.
    case locked(path: String)
    /// The file is a valid SQLite database of another application; it is left untouched.
    case foreignDatabase(path: String)
    /// The file is not an SQLite database at all (text, an image, a damaged header); it is left
    /// untouched.
    case notADatabase(path: String)
    /// The file is a catalog written by a newer version of this program; it is left untouched.
    case newerVersion(path: String, found: Int, supported: Int)
    /// The bundled CSV files were not found in any of the searched places.
    case bundledDataMissing(searched: [String])
    /// A bundled CSV file is malformed or does not match the schema.
    case invalidBundledData(file: String, reason: String)
    /// The system SQLite was built without the FTS5 full-text search extension.
    case fullTextSearchUnavailable
    /// A search asked for fewer than one result.
    case invalidLimit(Int)
    /// A query failed inside SQLite.
    case queryFailed(reason: String)
    /// The task that ran the query was cancelled.
    case cancelled

    /// A sentence that explains the problem.
    public var description: String {
        switch self {
        case .cannotCreateDirectory(let path, let reason):
            "cannot create the folder \(path) for the catalog database: \(reason)"
        case .cannotOpen(let path, let reason):
            "cannot open the catalog database at \(path): \(reason)"
        case .locked(let path):
            "the catalog database at \(path) is locked by another program; try again later"
        case .foreignDatabase(let path):
            "\(path) is a database of another application, not a catalog; it was left untouched: "
                + "choose another path with --database or LOOM_CHINOOK_DATABASE"
        case .notADatabase(let path):
            "\(path) is not a catalog database (it is not an SQLite database); it was left untouched: "
                + "choose another path with --database or LOOM_CHINOOK_DATABASE"
        case .newerVersion(let path, let found, let supported):
            "the catalog database at \(path) has schema version \(found), newer than this program's "
                + "(\(supported)); it was left untouched: use a newer program or another path"
        case .bundledDataMissing(let searched):
            "the bundled Chinook data was not found (searched: \(searched.joined(separator: ", ")))"
        case .invalidBundledData(let file, let reason):
            "the bundled Chinook file \(file) is invalid: \(reason)"
        case .fullTextSearchUnavailable:
            "the system SQLite has no FTS5 full-text search; install an SQLite built with FTS5"
        case .invalidLimit(let limit):
            "the number of results must be at least 1 (got \(limit))"
        case .queryFailed(let reason):
            "the catalog query failed: \(reason)"
        case .cancelled:
            "the catalog query was cancelled"
        }
    }
}
