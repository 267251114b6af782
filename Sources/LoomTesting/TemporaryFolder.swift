public import Foundation

/// A new, empty folder under the system's temporary folder, for the files and databases of one test.
/// ``remove()`` deletes it with everything in it (a database's `-wal` and `-shm` files too); so does
/// releasing the object, in case a test forgets.
///
/// ```swift
/// @Test func survivesRestart() throws {
///     let folder = try TemporaryFolder()
///     defer { folder.remove() }
///     let database = try DatabaseQueue(path: folder.path("todo.sqlite"))
///     …
/// }
/// ```
///
/// Keep the folder in a variable for as long as its files are used (the `defer` above does).
public final class TemporaryFolder: Sendable {
    /// The folder.
    public let url: URL

    /// Creates the folder, named `prefix` and a UUID.
    ///
    /// ```swift
    /// let folder = try TemporaryFolder(prefix: "catalog-tests")
    /// ```
    public init(prefix: String = "loom-tests") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        remove()
    }

    /// The folder's path.
    public var path: String { url.path }

    /// The path of `name` (a file or a relative path) inside the folder.
    ///
    /// ```swift
    /// let path = folder.path("nested/todo.sqlite")
    /// ```
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The URL of `name` (a file or a relative path) inside the folder.
    public func url(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The names of the entries at the top of the folder, sorted.
    public func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    /// Deletes the folder and everything in it (nothing happens if it is gone already).
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
