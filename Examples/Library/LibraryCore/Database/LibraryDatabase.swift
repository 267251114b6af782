public import ChinookCatalog
public import Foundation
public import GRDB

/// The library's data: the Chinook catalog in SQLite, read for each screen, and written when a
/// playlist is edited: ``save(_:toPlaylist:)`` runs off the main actor, one transaction per save.
///
/// Changes made by another connection (another process, or a second `DatabaseQueue` on the same
/// file) are detected with SQLite's `PRAGMA data_version`: ``hasExternalChanges()`` says whether one
/// was committed since the last check, and the coordinator then reloads what is shown.
///
/// ```swift
/// let store = try LibraryStore.open(path: "~/chinook.sqlite")
/// let artists = try store.artists()
/// let entries = try await store.save([.remove(trackID: 1)], toPlaylist: 5)
/// ```
@MainActor
public final class LibraryStore {
    /// The database.
    public let database: DatabaseQueue
    /// What the user must be told about opening the catalog: it was created, or it was damaged or
    /// outdated and rebuilt with the playlists and track edits kept and the old file set aside (see
    /// `CatalogRepair`); `nil` when an existing catalog was opened as is.
    public private(set) var openingNotice: String?
    private var lastDataVersion: Int?

    /// The playlist edits not saved yet, saved in order off the main actor.
    public let playlistEdits: PlaylistEditQueue

    /// A store over an open catalog database.
    public init(database: DatabaseQueue) {
        self.database = database
        playlistEdits = PlaylistEditQueue { [database] edits, playlistID throws(LibraryError) in
            try await Self.save(edits, toPlaylist: playlistID, in: database)
        }
        lastDataVersion = try? dataVersion()
    }

    /// A store over a catalog; ``openingNotice`` says how the catalog was opened.
    public convenience init(catalog: ChinookCatalog) {
        self.init(database: catalog.database)
        switch catalog.opening {
        case .opened, .inMemory:
            openingNotice = nil
        case .created:
            openingNotice =
                "Created the catalog database at \(catalog.path ?? "memory") from the bundled data."
        case .rebuilt(let repair):
            openingNotice = repair.description
        }
    }

    /// Opens (creating it on first use) the catalog at `path`, or at the catalog's default path
    /// (`LOOM_CHINOOK_DATABASE`, then the data folder) when `path` is `nil`. An access waits up to
    /// `busyTimeout` seconds for another program's lock before failing (0 fails at once).
    public static func open(
        path: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
        busyTimeout: TimeInterval = 1
    ) throws(LibraryError) -> LibraryStore {
        do {
            return LibraryStore(
                catalog: try ChinookCatalog(path: path, environment: environment, busyTimeout: busyTimeout))
        } catch {
            throw .catalog(error.description)
        }
    }

    /// Creates the catalog database at `path` if it does not exist yet (or rebuilds a damaged one of
    /// ours, keeping its playlists and track edits), without opening a store: for installers and test fixtures. A
    /// file that is not a catalog is never written: that throws.
    public nonisolated static func prepareDatabase(at path: String) throws(LibraryError) {
        do {
            _ = try ChinookCatalog(path: path, environment: [:])
        } catch {
            throw .catalog(error.description)
        }
    }

    /// A store over a fresh in-memory catalog (nothing touches the disk).
    public static func inMemory() throws(LibraryError) -> LibraryStore {
        do {
            return LibraryStore(catalog: try ChinookCatalog.inMemory())
        } catch {
            throw .catalog(error.description)
        }
    }

    // MARK: - External changes

    /// Whether another connection committed a change since the last call (or since the store was
    /// made). This connection's own writes do not count. The check runs on GRDB's queue: while another
    /// program holds a lock it waits (up to the busy timeout) without blocking the main actor.
    public func hasExternalChanges() async throws(LibraryError) -> Bool {
        let version: Int
        do {
            version = try await database.read { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
        } catch {
            throw Self.mapped(error)
        }
        defer { lastDataVersion = version }
        return lastDataVersion.map { $0 != version } ?? false
    }

    private func dataVersion() throws(LibraryError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
    }

    // MARK: - Reads

    /// Every artist with its number of albums, by name.
    public func artists() throws(LibraryError) -> [ArtistRow] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT artists.id, artists.name, COUNT(albums.id) AS albumCount
                    FROM artists LEFT JOIN albums ON albums.artist_id = artists.id
                    GROUP BY artists.id
                    ORDER BY artists.name COLLATE NOCASE, artists.id
                    """
            ).map { ArtistRow(id: $0["id"], name: $0["name"], albumCount: $0["albumCount"]) }
        }
    }

    /// The name of an artist.
    public func artistName(id: Int64) throws(LibraryError) -> String {
        guard let name = try name(in: "artists", id: id) else { throw .unknownArtist(id) }
        return name
    }

    /// The tracks of an artist's albums, by album title then track id.
    public func albumTracks(artistID: Int64) throws(LibraryError) -> [AlbumTrackRow] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT tracks.id, tracks.name, albums.id AS albumID, albums.title, tracks.milliseconds
                    FROM tracks JOIN albums ON albums.id = tracks.album_id
                    WHERE albums.artist_id = ?
                    ORDER BY albums.title COLLATE NOCASE, albums.id, tracks.id
                    """, arguments: [artistID]
            ).map {
                AlbumTrackRow(
                    id: $0["id"], name: $0["name"], albumID: $0["albumID"], albumTitle: $0["title"],
                    milliseconds: $0["milliseconds"])
            }
        }
    }

    /// An artist's albums (with or without tracks), by title then id.
    public func albums(artistID: Int64) throws(LibraryError) -> [AlbumRow] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT id, title FROM albums WHERE artist_id = ?
                    ORDER BY title COLLATE NOCASE, id
                    """, arguments: [artistID]
            ).map { AlbumRow(id: $0["id"], title: $0["title"]) }
        }
    }

    /// The tracks of one album, by track id.
    public func albumTracks(albumID: Int64) throws(LibraryError) -> [AlbumTrackRow] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT tracks.id, tracks.name, albums.id AS albumID, albums.title, tracks.milliseconds
                    FROM tracks JOIN albums ON albums.id = tracks.album_id
                    WHERE albums.id = ?
                    ORDER BY tracks.id
                    """, arguments: [albumID]
            ).map {
                AlbumTrackRow(
                    id: $0["id"], name: $0["name"], albumID: $0["albumID"], albumTitle: $0["title"],
                    milliseconds: $0["milliseconds"])
            }
        }
    }

    /// A track with its artist, album and genre.
    public func track(id: Int64) throws(LibraryError) -> TrackMatch {
        let match = try read { db in
            try TrackMatch.fetchOne(
                db,
                sql: """
                    SELECT tracks.id, tracks.name, artists.name AS artist, albums.title AS album,
                           genres.name AS genre, tracks.composer, tracks.milliseconds, tracks.unit_price
                    FROM tracks
                    JOIN albums ON albums.id = tracks.album_id
                    JOIN artists ON artists.id = albums.artist_id
                    JOIN genres ON genres.id = tracks.genre_id
                    WHERE tracks.id = ?
                    """, arguments: [id])
        }
        guard let match else { throw .unknownTrack(id) }
        return match
    }

    /// A track's row as stored (what the track detail edits).
    ///
    /// - Throws: ``LibraryError/unknownTrack(_:)`` for an unknown id.
    public func trackRecord(id: Int64) throws(LibraryError) -> Track {
        guard let track = try read({ db in try Track.fetchOne(db, id: id) }) else { throw .unknownTrack(id) }
        return track
    }

    /// Every playlist with its number of tracks, by name.
    public func playlists() throws(LibraryError) -> [PlaylistRow] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT playlists.id, playlists.name, COUNT(playlist_tracks.track_id) AS trackCount
                    FROM playlists LEFT JOIN playlist_tracks ON playlist_tracks.playlist_id = playlists.id
                    GROUP BY playlists.id
                    ORDER BY playlists.name COLLATE NOCASE, playlists.id
                    """
            ).map { PlaylistRow(id: $0["id"], name: $0["name"], trackCount: $0["trackCount"]) }
        }
    }

    /// The name of a playlist.
    public func playlistName(id: Int64) throws(LibraryError) -> String {
        guard let name = try name(in: "playlists", id: id) else { throw .unknownPlaylist(id) }
        return name
    }

    /// The `name` column of row `id` of `table` (one of this store's own table names, never user input).
    private func name(in table: String, id: Int64) throws(LibraryError) -> String? {
        try read { db in
            try String.fetchOne(db, sql: "SELECT name FROM \(table) WHERE id = ?", arguments: [id])
        }
    }

    /// The tracks of a playlist, in playlist order.
    public func playlistEntries(playlistID: Int64) throws(LibraryError) -> [TrackRow] {
        try read { db in try Self.entries(playlistID, db) }
    }

    /// The tracks not in a playlist (what can be added), by name.
    public func tracks(notInPlaylist playlistID: Int64) throws(LibraryError) -> [TrackRow] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT tracks.id, tracks.name, artists.name AS artist
                    FROM tracks
                    JOIN albums ON albums.id = tracks.album_id
                    JOIN artists ON artists.id = albums.artist_id
                    WHERE tracks.id NOT IN (SELECT track_id FROM playlist_tracks WHERE playlist_id = ?)
                    ORDER BY tracks.name COLLATE NOCASE, tracks.id
                    """, arguments: [playlistID]
            ).map { TrackRow(id: $0["id"], name: $0["name"], artist: $0["artist"]) }
        }
    }

    // MARK: - Playlist edits (saved off the main actor, one transaction per save)

    /// Saves edits of a playlist in one transaction on GRDB's queue, off the main actor (while another
    /// program holds a lock, the save waits up to the busy timeout without blocking the caller's actor),
    /// and returns the playlist's entries after them, read in the same transaction.
    ///
    /// Each edit is applied to what the database holds (``PlaylistEdit/apply(to:)``): an edit that no
    /// longer applies changes nothing. On failure nothing is written.
    ///
    /// ```swift
    /// let entries = try await store.save([.remove(trackID: 3)], toPlaylist: 1)
    /// ```
    /// - Throws: ``LibraryError/unknownPlaylist(_:)``, ``LibraryError/unknownTrack(_:)`` for an added
    ///   track that does not exist, ``LibraryError/database(_:)`` (locked, read-only, …).
    public nonisolated func save(
        _ edits: [PlaylistEdit], toPlaylist playlistID: Int64
    ) async throws(LibraryError) -> [TrackRow] {
        try await Self.save(edits, toPlaylist: playlistID, in: database)
    }

    /// ``save(_:toPlaylist:)`` on `database` (what ``playlistEdits`` calls: it holds the database, not
    /// the store).
    private nonisolated static func save(
        _ edits: [PlaylistEdit], toPlaylist playlistID: Int64, in database: DatabaseQueue
    ) async throws(LibraryError) -> [TrackRow] {
        do {
            return try await database.write { db in
                try Self.requirePlaylist(playlistID, db)
                let old = try Self.entries(playlistID, db)
                for case .add(let track) in edits where !old.contains(where: { $0.id == track.id }) {
                    guard try Self.fetchInt(db, "SELECT COUNT(*) FROM tracks WHERE id = ?", [track.id]) > 0
                    else { throw LibraryError.unknownTrack(track.id) }
                }
                let new = PlaylistEdit.apply(edits, to: old)
                let kept = Set(new.map(\.id))
                for track in old where !kept.contains(track.id) {
                    try Self.execute(
                        db, "DELETE FROM playlist_tracks WHERE playlist_id = ? AND track_id = ?",
                        [playlistID, track.id])
                }
                let oldPositions = Dictionary(
                    old.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
                for (position, track) in new.enumerated() where oldPositions[track.id] != position {
                    try Self.execute(
                        db,
                        oldPositions[track.id] == nil
                            ? "INSERT INTO playlist_tracks (position, playlist_id, track_id) VALUES (?, ?, ?)"
                            : "UPDATE playlist_tracks SET position = ? WHERE playlist_id = ? AND track_id = ?",
                        [position, playlistID, track.id])
                }
                return try Self.entries(playlistID, db)
            }
        } catch {
            throw Self.mapped(error)
        }
    }

    // MARK: - Helpers

    /// The tracks of a playlist, in playlist order.
    private nonisolated static func entries(_ playlistID: Int64, _ db: Database) throws -> [TrackRow] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT tracks.id, tracks.name, artists.name AS artist
                FROM playlist_tracks
                JOIN tracks ON tracks.id = playlist_tracks.track_id
                JOIN albums ON albums.id = tracks.album_id
                JOIN artists ON artists.id = albums.artist_id
                WHERE playlist_tracks.playlist_id = ?
                ORDER BY playlist_tracks.position, tracks.id
                """, arguments: [playlistID]
        ).map { TrackRow(id: $0["id"], name: $0["name"], artist: $0["artist"]) }
    }

    private nonisolated static func requirePlaylist(_ playlistID: Int64, _ db: Database) throws(LibraryError)
    {
        guard try fetchInt(db, "SELECT COUNT(*) FROM playlists WHERE id = ?", [playlistID]) > 0 else {
            throw .unknownPlaylist(playlistID)
        }
    }

    private nonisolated static func fetchInt(
        _ db: Database, _ sql: String, _ arguments: StatementArguments
    ) throws(LibraryError) -> Int {
        do {
            return try Int.fetchOne(db, sql: sql, arguments: arguments) ?? 0
        } catch {
            throw mapped(error)
        }
    }

    private nonisolated static func execute(
        _ db: Database, _ sql: String, _ arguments: StatementArguments
    ) throws(LibraryError) {
        do {
            try db.execute(sql: sql, arguments: arguments)
        } catch {
            throw mapped(error)
        }
    }

    private func read<T>(_ body: (Database) throws -> T) throws(LibraryError) -> T {
        do {
            return try database.read(body)
        } catch {
            throw Self.mapped(error)
        }
    }

    private nonisolated static func mapped(_ error: any Error) -> LibraryError {
        if let error = error as? LibraryError { return error }
        if let error = error as? DatabaseError { return .database(error.message ?? "\(error.resultCode)") }
        return .database(String(describing: error))
    }
}
