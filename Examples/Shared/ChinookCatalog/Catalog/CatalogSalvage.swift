import Foundation
import GRDB

/// The user's data read from an old or damaged catalog file: the playlists and their entries, and the
/// tracks' names and composers (what the programs edit; everything else is derived from the bundled
/// data).
///
/// Reading never writes the old file (it is opened read-only) and never fails: each table is read
/// forwards until a damaged page stops it, then backwards from its end, so only the rows on
/// damaged pages are missed; ``isComplete`` says whether anything was missed.
struct CatalogSalvage {
    struct Playlist {
        var id: Int64
        var name: String
    }

    struct Entry {
        var playlistID: Int64
        var trackID: Int64
        var position: Int64
        var rowID: Int64
    }

    struct TrackText {
        var id: Int64
        var name: String
        var composer: String?
    }

    /// The playlists that were read.
    var playlists: [Playlist] = []
    /// The playlist entries that were read.
    var entries: [Entry] = []
    /// The tracks' names and composers that were read.
    var tracks: [TrackText] = []
    /// Whether the playlists and their entries were read to the end without an error.
    var isComplete = true
    /// Whether the tracks table was read to the end without an error.
    var tracksAreComplete = true

    /// Reads what can be read of the playlists of the catalog at `path`, waiting for another
    /// program's lock as `busyMode` says.
    static func read(from path: String, busyMode: Database.BusyMode) -> CatalogSalvage {
        var salvage = CatalogSalvage()
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = busyMode
        configuration.label = "ChinookCatalog.salvage"
        guard let database = try? DatabaseQueue(path: path, configuration: configuration) else {
            salvage.isComplete = false
            salvage.tracksAreComplete = false
            return salvage
        }
        defer { try? database.close() }
        do {
            try database.read { db in
                let playlistRows = readAll(db, "SELECT rowid, id, name FROM playlists")
                let entryRows = readAll(
                    db, "SELECT rowid, playlist_id, track_id, position FROM playlist_tracks")
                salvage.isComplete = playlistRows.isComplete && entryRows.isComplete
                salvage.playlists = playlistRows.rows.compactMap { row in
                    guard let id = row[1] as Int64?, let name = row[2] as String? else { return nil }
                    return Playlist(id: id, name: name)
                }
                salvage.entries = entryRows.rows.compactMap { row in
                    guard let rowID = row[0] as Int64?, let playlistID = row[1] as Int64?,
                        let trackID = row[2] as Int64?, let position = row[3] as Int64?
                    else { return nil }
                    return Entry(playlistID: playlistID, trackID: trackID, position: position, rowID: rowID)
                }
                if salvage.playlists.count != playlistRows.rows.count
                    || salvage.entries.count != entryRows.rows.count
                {
                    salvage.isComplete = false
                }
            }
        } catch {
            salvage.isComplete = false
        }
        // The tracks in a read of their own: a damaged page there can fail the whole read transaction.
        do {
            try database.read { db in
                let trackRows = readAll(db, "SELECT rowid, id, name, composer FROM tracks")
                salvage.tracks = trackRows.rows.compactMap { row in
                    guard let id = row[1] as Int64?, let name = row[2] as String? else { return nil }
                    return TrackText(id: id, name: name, composer: row[3] as String?)
                }
                salvage.tracksAreComplete =
                    trackRows.isComplete && salvage.tracks.count == trackRows.rows.count
            }
        } catch {
            salvage.tracksAreComplete = false
        }
        return salvage
    }

    /// The rows of `sql` (which selects `rowid` first), read forwards by rowid and, if that stops
    /// early, backwards from the end; each row once.
    private static func readAll(_ db: Database, _ sql: String) -> (rows: [Row], isComplete: Bool) {
        var byRowID: [Int64: Row] = [:]
        var order: [Int64] = []
        func scan(_ direction: String) -> Bool {
            do {
                let cursor = try Row.fetchCursor(db, sql: "\(sql) ORDER BY rowid \(direction)")
                while let row = try cursor.next() {
                    guard let rowID = row[0] as Int64? else { continue }
                    if byRowID[rowID] == nil { order.append(rowID) }
                    byRowID[rowID] = row.copy()
                }
                return true
            } catch {
                return false
            }
        }
        if scan("ASC") { return (order.compactMap { byRowID[$0] }, true) }
        _ = scan("DESC")
        return (order.sorted().compactMap { byRowID[$0] }, false)
    }

    /// Replaces the playlists of a freshly built catalog (in `db`, inside its build transaction)
    /// with the salvaged ones: a salvaged playlist replaces the bundled one with its id (others
    /// are kept: the programs never delete playlists), and the playlist entries become exactly
    /// the salvaged ones whose playlist and track exist, renumbered 0, 1, 2… in their old order.
    ///
    /// Tracks get back the names and composers read from the old file where they differ from the
    /// bundled ones (the user's edits; the search index follows through its triggers).
    ///
    /// - Returns: The number of entries kept (entries that were dropped make ``isComplete`` false),
    ///   the number of tracks whose edited name or composer was restored, and the number of tracks that
    ///   could not be read (any edit of theirs is only in the old file).
    mutating func restore(into db: Database) throws -> (entries: Int, trackEdits: Int, unreadTracks: Int) {
        let trackEdits = try restoreTrackTexts(into: db)
        var unreadTracks = 0
        if !tracksAreComplete {
            let read = Set(tracks.map(\.id))
            unreadTracks = try Int64.fetchAll(db, sql: "SELECT id FROM tracks").filter { !read.contains($0) }
                .count
        }
        return (try restorePlaylists(into: db), trackEdits, unreadTracks)
    }

    private func restoreTrackTexts(into db: Database) throws -> Int {
        let statement = try db.makeStatement(
            sql:
                "UPDATE tracks SET name = ?, composer = ? WHERE id = ? AND (name IS NOT ? OR composer IS NOT ?)"
        )
        var restored = 0
        for track in tracks {
            try statement.execute(arguments: [
                track.name, track.composer, track.id, track.name, track.composer,
            ])
            restored += db.changesCount
        }
        return restored
    }

    private mutating func restorePlaylists(into db: Database) throws -> Int {
        for playlist in playlists {
            try db.execute(
                sql: "INSERT OR REPLACE INTO playlists (id, name) VALUES (?, ?)",
                arguments: [playlist.id, playlist.name])
        }
        try db.execute(sql: "DELETE FROM playlist_tracks")
        let knownPlaylists = try Set(Int64.fetchAll(db, sql: "SELECT id FROM playlists"))
        let knownTracks = try Set(Int64.fetchAll(db, sql: "SELECT id FROM tracks"))
        let grouped = Dictionary(grouping: entries, by: \.playlistID)
        let statement = try db.makeStatement(
            sql: "INSERT OR IGNORE INTO playlist_tracks (playlist_id, track_id, position) VALUES (?, ?, ?)")
        var kept = 0
        for playlistID in grouped.keys.sorted() {
            guard knownPlaylists.contains(playlistID), let group = grouped[playlistID] else {
                isComplete = false
                continue
            }
            var position = 0
            for entry in group.sorted(by: { ($0.position, $0.rowID) < ($1.position, $1.rowID) }) {
                guard knownTracks.contains(entry.trackID) else {
                    isComplete = false
                    continue
                }
                try statement.execute(arguments: [playlistID, entry.trackID, position])
                if db.changesCount > 0 {
                    position += 1
                    kept += 1
                } else {
                    isComplete = false  // the same track twice in one playlist
                }
            }
        }
        return kept
    }
}
