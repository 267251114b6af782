public import Foundation
public import GRDB
package import LoomGRDB

/// The Chinook music catalog (3,503 tracks of a real iTunes library) in an SQLite database,
/// with a full-text search of tracks.
///
/// Opening a catalog creates its database on first use: the bundled CSV files (see
/// ``CatalogData``) are imported in one transaction into a new file, which then takes the place
/// of ``path`` atomically.
///
/// A file that is not one of our catalogs is never written: text or any other file that is not an
/// SQLite database, an SQLite database of another application (its `application_id` is not the
/// catalog's), and a catalog of a newer schema version are refused with a ``CatalogError``. A
/// catalog of ours that is damaged, incomplete or of an older version holds the user's playlist
/// edits, so it is never replaced silently: a new catalog is built from the bundled data with the
/// playlists read from the old file (as far as they can be read), the old file is kept aside
/// untouched with a timestamped name, and ``opening`` is ``CatalogOpening/rebuilt(_:)`` with a
/// ``CatalogRepair`` that says so. A read-only file (see `DatabaseFile.isReadOnly(_:)`) is never
/// written: a sound one is opened read-only (searches work, edits fail), and one that would need a
/// rebuild is refused with ``CatalogError/cannotOpen(path:reason:)``, left in place untouched.
///
/// Where the database lives, first match wins:
/// 1. the `path` argument (a leading `~/` is expanded);
/// 2. the environment variable `LOOM_CHINOOK_DATABASE` (``environmentVariable``);
/// 3. `$XDG_DATA_HOME/loom/chinook.sqlite` when `XDG_DATA_HOME` is an absolute path;
/// 4. on Apple platforms, `~/Library/Application Support/loom/chinook.sqlite`;
/// 5. `$HOME/.local/share/loom/chinook.sqlite`;
/// 6. `loom/chinook.sqlite` in the temporary folder.
///
/// It is a data folder rather than a cache folder because the `library` example edits the
/// playlists in place. Missing folders are created.
///
/// ```swift
/// let catalog = try ChinookCatalog()                       // default path
/// let matches = try catalog.searchTracks(matching: "love", limit: 10)
/// let albums = try catalog.database.read { db in try Album.fetchCount(db) }  // 347
/// ```
///
/// The catalog is `Sendable`: GRDB's `DatabaseQueue` serializes every access.
public final class ChinookCatalog: Sendable {
    /// The environment variable that overrides the default database path.
    public static let environmentVariable = "LOOM_CHINOOK_DATABASE"

    /// The database file, or `nil` for an in-memory catalog.
    public let path: String?
    /// The database, for reads and writes through GRDB (records: ``Artist``, ``Album``,
    /// ``Genre``, ``MediaType``, ``Track``, ``Playlist``, ``PlaylistTrack``).
    ///
    /// The full-text index (`track_search`) is filled when the database is built and follows every
    /// later change of `tracks` (its triggers); it does not follow renamed albums or artists.
    public let database: DatabaseQueue
    /// What was found at ``path`` when the catalog opened.
    public let opening: CatalogOpening

    private init(path: String?, database: DatabaseQueue, opening: CatalogOpening) {
        self.path = path
        self.database = database
        self.opening = opening
    }

    /// Opens the catalog database, creating or rebuilding it from `data` when needed.
    ///
    /// - Parameters:
    ///   - path: The database file; `nil` picks the default path (see the type's documentation).
    ///   - environment: The environment that may override the default path.
    ///   - data: The CSV files to build from; `nil` uses ``CatalogData/bundled()``, looked up only
    ///     when a build is needed.
    ///   - busyTimeout: How long to wait, in seconds, for another connection's lock before
    ///     throwing ``CatalogError/locked(path:)``; 0 fails at once.
    /// - Throws: ``CatalogError``: the folder cannot be created, the file cannot be opened or
    ///   written, it is locked, it belongs to another application, or the data is missing or
    ///   invalid.
    public convenience init(
        path: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        data: CatalogData? = nil,
        busyTimeout: TimeInterval = 1
    ) throws(CatalogError) {
        let path = Self.databasePath(for: path, environment: environment)
        let configuration = Self.configuration(busyTimeout: busyTimeout)
        try Self.prepareFolder(for: path)
        switch try Self.inspect(path, configuration: configuration) {
        case .complete(let database):
            self.init(path: path, database: database, opening: .opened)
        case .missing:
            let database = try Self.build(at: path, data: data, configuration: configuration)
            self.init(path: path, database: database, opening: .created)
        case .rebuild(let reason):
            guard !DatabaseFile.isReadOnly(path) else {
                throw .cannotOpen(
                    path: path,
                    reason:
                        "\(reason), and it is read-only, so it was left untouched: make it writable to have it "
                        + "rebuilt with your playlists, or choose another path")
            }
            let (database, repair) = try Self.rebuild(
                at: path, because: reason, data: data, configuration: configuration)
            self.init(path: path, database: database, opening: .rebuilt(repair))
        }
    }

    /// Builds a catalog in memory from `data` (the bundled files by default): nothing touches
    /// the disk. Handy for tests and previews.
    ///
    /// ```swift
    /// let catalog = try ChinookCatalog.inMemory()
    /// ```
    public static func inMemory(data: CatalogData? = nil) throws(CatalogError) -> ChinookCatalog {
        let data = try resolved(data)
        do {
            let database = try DatabaseQueue(configuration: configuration(busyTimeout: 0))
            try database.write { db in try populate(db, from: data) }
            return ChinookCatalog(path: nil, database: database, opening: .inMemory)
        } catch {
            throw mapped(error, path: ":memory:")
        }
    }

    // MARK: - Paths

    /// The database path used when no path is given: the environment variable, then the data
    /// folder of the platform (see the type's documentation).
    ///
    /// ```swift
    /// ChinookCatalog.defaultPath(environment: ["HOME": "/home/ada"])
    /// // "/home/ada/.local/share/loom/chinook.sqlite"
    /// ```
    public static func defaultPath(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        location.defaultPath(environment: environment)
    }

    /// The absolute database path that ``init(path:environment:data:busyTimeout:)`` uses for
    /// `path`: `nil` or empty gives ``defaultPath(environment:)``; a leading `~/` is expanded
    /// with `HOME`; a relative path is taken from the current folder.
    ///
    /// ```swift
    /// ChinookCatalog.databasePath(for: "~/music.sqlite", environment: ["HOME": "/home/ada"])
    /// // "/home/ada/music.sqlite"
    /// ```
    public static func databasePath(
        for path: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        location.path(for: path, environment: environment)
    }

    /// The catalog's place in Loom's embedded-database convention.
    package static let location = DatabaseLocation(
        fileName: "chinook.sqlite", environmentVariable: environmentVariable)

    /// Creates the folder that holds `path`, and checks that `path` is not a folder itself.
    private static func prepareFolder(for path: String) throws(CatalogError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .cannotOpen(path: path, reason: "it is a folder")
        }
        let folder = (path as NSString).deletingLastPathComponent
        if manager.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw .cannotCreateDirectory(path: folder, reason: "a file with that name is in the way")
            }
            return
        }
        if let obstacle = obstacle(above: folder) {
            throw .cannotCreateDirectory(path: folder, reason: obstacle)
        }
        // mkdir(2) for each missing folder, so the reason is the system's own (e.g. "Permission denied").
        var missing: [String] = []
        var current = folder
        while !current.isEmpty, current != "/", !manager.fileExists(atPath: current) {
            missing.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        for path in missing.reversed() where mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw .cannotCreateDirectory(path: folder, reason: String(cString: strerror(errno)))
        }
    }

    /// A file standing where a folder of `path` should be, if any.
    private static func obstacle(above path: String) -> String? {
        var current = path
        while current != "/" && !current.isEmpty {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: current, isDirectory: &isDirectory) {
                return isDirectory.boolValue ? nil : "\(current) is a file, not a folder"
            }
            current = (current as NSString).deletingLastPathComponent
        }
        return nil
    }

    // MARK: - Opening and building

    /// What a look at one of our catalogs found.
    private enum Verdict {
        case complete
        case upgrade(from: Int32)
        case rebuild(CatalogOpening.RebuildReason)
    }

    private enum Inspection {
        case complete(DatabaseQueue)
        case missing
        case rebuild(CatalogOpening.RebuildReason)
    }

    private static func configuration(busyTimeout: TimeInterval) -> Configuration {
        var configuration = Configuration()
        configuration.label = "ChinookCatalog"
        configuration.busyMode = busyTimeout > 0 ? .timeout(busyTimeout) : .immediateError
        return configuration
    }

    /// Looks at the file at `path` and decides whether it can be used as is. Never writes a file
    /// that is not one of our catalogs: those throw.
    private static func inspect(
        _ path: String, configuration: Configuration
    ) throws(CatalogError) -> Inspection {
        let contents: DatabaseFile.Contents
        do {
            contents = try DatabaseFile.inspect(path)
        } catch {
            throw .cannotOpen(path: path, reason: error.reason)
        }
        switch contents {
        case .nothing, .blank:
            return .missing
        case .notSQLite:
            throw .notADatabase(path: path)
        case .sqlite(let header):
            guard header.applicationID == CatalogSchema.applicationID else {
                throw .foreignDatabase(path: path)
            }
            guard header.userVersion <= CatalogSchema.version else {
                throw .newerVersion(
                    path: path, found: Int(header.userVersion), supported: Int(CatalogSchema.version))
            }
        }
        // One of our catalogs: is it complete and sound? A read-only one is only ever read.
        let isReadOnly = DatabaseFile.isReadOnly(path)
        var configuration = configuration
        configuration.readonly = isReadOnly
        do {
            let database = try DatabaseQueue(path: path, configuration: configuration)
            let verdict: Verdict = try database.read { db in
                let version = try Int32.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                let tables = try Set(
                    String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
                guard version == CatalogSchema.version || CatalogSchema.upgradable.contains(version) else {
                    return .rebuild(.staleVersion(found: Int(version)))
                }
                guard tables.isSuperset(of: CatalogSchema.tables) else { return .rebuild(.incomplete) }
                let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
                guard check == ["ok"] else { return .rebuild(.corrupt) }
                return version == CatalogSchema.version ? .complete : .upgrade(from: version)
            }
            switch verdict {
            case .complete:
                return .complete(database)
            case .upgrade(let version):
                // Only the derived part changes (the search index and its triggers): in place, in one
                // transaction, keeping every row of the user's. A read-only file is searched as it is.
                if !isReadOnly {
                    try database.write { db in try CatalogSchema.upgrade(db, from: version) }
                }
                return .complete(database)
            case .rebuild(let reason):
                try database.close()
                return .rebuild(reason)
            }
        } catch let error as DatabaseError
            where error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
        {
            return .rebuild(.corrupt)
        } catch {
            throw mapped(error, path: path)
        }
    }

    /// Builds a new catalog next to `path`, then moves it to `path`.
    private static func build(
        at path: String, data: CatalogData?, configuration: Configuration
    ) throws(CatalogError) -> DatabaseQueue {
        let temporary = try buildAside(of: path, data: data, configuration: configuration) { _ in }
        let manager = FileManager.default
        // A journal left by an empty file must never be applied to the new one.
        for suffix in ["-journal", "-wal", "-shm"] {
            try? manager.removeItem(atPath: path + suffix)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(atPath: temporary)
            throw .cannotOpen(path: path, reason: reason)
        }
        return try open(path, configuration: configuration)
    }

    /// Rebuilds one of our catalogs that is damaged, incomplete or outdated: the new catalog gets
    /// the bundled data and the playlists read from the old file, the old file (with its journal)
    /// is kept aside untouched, and the new one takes its place.
    private static func rebuild(
        at path: String, because reason: CatalogOpening.RebuildReason, data: CatalogData?,
        configuration: Configuration
    ) throws(CatalogError) -> (DatabaseQueue, CatalogRepair) {
        let salvage = CatalogSalvage.read(from: path, busyMode: configuration.busyMode)
        var outcome = CatalogSalvage.Outcome()
        let temporary = try buildAside(of: path, data: data, configuration: configuration) { db in
            outcome = try salvage.restore(into: db)
        }
        let label =
            switch reason {
            case .staleVersion(let found): "version-\(found)"
            case .corrupt, .incomplete: "damaged"
            }
        let kept: String
        do {
            kept = try DatabaseFile.moveAside(path, label: label)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw .cannotOpen(path: path, reason: "the old file could not be kept aside (\(error.reason))")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = rename(kept, path)
            try? FileManager.default.removeItem(atPath: temporary)
            throw .cannotOpen(path: path, reason: reason)
        }
        let repair = CatalogRepair(
            path: path, reason: reason, keptFile: kept, salvage: salvage, outcome: outcome)
        return (try open(path, configuration: configuration), repair)
    }

    /// Builds a complete catalog in a new file next to `path` (in one transaction, with `finish`
    /// run last inside it) and returns the new file's path.
    private static func buildAside(
        of path: String, data: CatalogData?, configuration: Configuration,
        finish: (Database) throws -> Void
    ) throws(CatalogError) -> String {
        let data = try resolved(data)
        let manager = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        guard access(folder, W_OK) == 0 else {
            throw .cannotOpen(
                path: path,
                reason: "the folder \(folder) is not writable (\(String(cString: strerror(errno))))")
        }
        let temporary = path + ".building-" + UUID().uuidString
        do {
            let database = try DatabaseQueue(path: temporary, configuration: configuration)
            try database.write { db in
                try populate(db, from: data)
                try finish(db)
            }
            try database.close()
        } catch {
            try? manager.removeItem(atPath: temporary)
            try? manager.removeItem(atPath: temporary + "-journal")
            throw mapped(error, path: path)
        }
        return temporary
    }

    private static func open(
        _ path: String, configuration: Configuration
    ) throws(CatalogError) -> DatabaseQueue {
        do {
            return try DatabaseQueue(path: path, configuration: configuration)
        } catch {
            throw mapped(error, path: path)
        }
    }

    private static func resolved(_ data: CatalogData?) throws(CatalogError) -> CatalogData {
        if let data { return data }
        return try CatalogData.bundled()
    }

    /// Creates the schema, imports the data, indexes it and marks the database complete.
    /// Runs inside one transaction.
    private static func populate(_ db: Database, from data: CatalogData) throws {
        try CatalogSchema.create(db)
        try CatalogImporter(data: data).importAll(into: db)
        try CatalogSchema.index(db)
        try CatalogSchema.mark(db)
    }

    /// The catalog error for any error thrown while opening or building at `path`.
    static func mapped(_ error: any Error, path: String) -> CatalogError {
        if let error = error as? CatalogError { return error }
        if error is CancellationError { return .cancelled }
        guard let error = error as? DatabaseError else {
            return .cannotOpen(path: path, reason: reason(of: error))
        }
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return .locked(path: path)
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY, .SQLITE_AUTH, .SQLITE_IOERR, .SQLITE_FULL:
            return .cannotOpen(path: path, reason: error.message ?? "\(error.resultCode)")
        case .SQLITE_INTERRUPT:
            return .cancelled
        default:
            return .queryFailed(reason: error.message ?? "\(error.resultCode)")
        }
    }

    private static func reason(of error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }

    // MARK: - Queries

    private static let matchColumns = """
        SELECT tracks.id, tracks.name, artists.name AS artist, albums.title AS album, genres.name AS genre,
               tracks.composer, tracks.milliseconds, tracks.unit_price
        """

    private static let searchSQL = """
        \(matchColumns)
        FROM \(CatalogSchema.searchTable)
        JOIN tracks ON tracks.id = \(CatalogSchema.searchTable).rowid
        JOIN albums ON albums.id = tracks.album_id
        JOIN artists ON artists.id = albums.artist_id
        JOIN genres ON genres.id = tracks.genre_id
        WHERE \(CatalogSchema.searchTable) MATCH ?
        ORDER BY bm25(\(CatalogSchema.searchTable), 10.0, 4.0, 4.0, 1.0), tracks.name, tracks.id
        LIMIT ?
        """

    private static let trackSQL = """
        \(matchColumns)
        FROM tracks
        JOIN albums ON albums.id = tracks.album_id
        JOIN artists ON artists.id = albums.artist_id
        JOIN genres ON genres.id = tracks.genre_id
        WHERE tracks.id = ?
        """

    /// Searches tracks by name, album title, artist name and composer.
    ///
    /// Every whitespace-separated term of `text` must match the beginning of a word in one of
    /// those fields, ignoring case and diacritics ("beyonce" finds "Beyoncé", "lo" finds "Love").
    /// Any text is safe: quotes, `*`, `-`, parentheses and the words AND, OR, NOT, NEAR are taken
    /// literally. A term without a letter or a digit is ignored; text without any term gives no
    /// results. Results are ranked by relevance (BM25; a match in the track name weighs most),
    /// then by name and id.
    ///
    /// ```swift
    /// let matches = try catalog.searchTracks(matching: "beatles love", limit: 20)
    /// ```
    ///
    /// - Throws: ``CatalogError/invalidLimit(_:)`` when `limit` < 1,
    ///   ``CatalogError/queryFailed(reason:)`` when SQLite fails.
    public func searchTracks(matching text: String, limit: Int = 50) throws(CatalogError) -> [TrackMatch] {
        guard limit >= 1 else { throw .invalidLimit(limit) }
        guard let query = FullTextQuery(text: text) else { return [] }
        do {
            return try database.read { db in
                try TrackMatch.fetchAll(db, sql: Self.searchSQL, arguments: [query.matchExpression, limit])
            }
        } catch {
            throw Self.mapped(error, path: path ?? ":memory:")
        }
    }

    /// Searches tracks without blocking the caller: the same as the synchronous
    /// ``searchTracks(matching:limit:)``, with ``CatalogError/cancelled`` when the task is
    /// cancelled.
    ///
    /// ```swift
    /// let matches = try await catalog.searchTracks(matching: "love")
    /// ```
    public func searchTracks(
        matching text: String, limit: Int = 50
    ) async throws(CatalogError) -> [TrackMatch] {
        guard limit >= 1 else { throw .invalidLimit(limit) }
        guard let query = FullTextQuery(text: text) else { return [] }
        let expression = query.matchExpression
        do {
            return try await database.read { db in
                try TrackMatch.fetchAll(db, sql: Self.searchSQL, arguments: [expression, limit])
            }
        } catch {
            throw Self.mapped(error, path: path ?? ":memory:")
        }
    }

    /// The number of tracks ``searchTracks(matching:limit:)`` finds for `text` without a limit.
    ///
    /// ```swift
    /// let total = try await catalog.countTracks(matching: "love")   // 127 (the search shows 50)
    /// ```
    public func countTracks(matching text: String) async throws(CatalogError) -> Int {
        guard let query = FullTextQuery(text: text) else { return 0 }
        let expression = query.matchExpression
        do {
            return try await database.read { db in
                try Int.fetchOne(
                    db,
                    sql:
                        "SELECT count(*) FROM \(CatalogSchema.searchTable) WHERE \(CatalogSchema.searchTable) MATCH ?",
                    arguments: [expression]) ?? 0
            }
        } catch {
            throw Self.mapped(error, path: path ?? ":memory:")
        }
    }

    /// The track with this id, with its artist, album and genre names, or `nil` if there is none.
    ///
    /// ```swift
    /// let first = try catalog.track(id: 1)  // "For Those About To Rock (We Salute You)"
    /// ```
    public func track(id: Int64) throws(CatalogError) -> TrackMatch? {
        do {
            return try database.read { db in try TrackMatch.fetchOne(db, sql: Self.trackSQL, arguments: [id])
            }
        } catch {
            throw Self.mapped(error, path: path ?? ":memory:")
        }
    }
}
