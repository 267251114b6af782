import Foundation
import GRDB

/// The user's data read from an old or damaged catalog file: the playlists and their entries, and the
/// tracks' names and composers (what the programs edit; everything else is derived from the bundled
/// data).
///
/// Reading never writes the old file (it is opened read-only) and never fails. It reads around the
/// damage, table by table (each in a read of its own, so a damaged table never stops another) and row
/// by row: a table is read forwards until a damaged page stops it, then from the first row past the
/// damage that can be reached, and back from there, so only the rows on damaged pages are missed.
/// A playlist whose row is on a damaged page but whose entries were read is kept (see
/// ``restore(into:)``).
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

    /// What ``restore(into:)`` put in the new catalog, and what it could not.
    struct Outcome {
        /// The playlists the new catalog holds.
        var playlists = 0
        /// The playlist entries kept.
        var entries = 0
        /// Playlists whose row could not be read, recreated from their entries.
        var recoveredPlaylists: [Int64] = []
        /// Bundled playlists whose row could not be read: they have their bundled names.
        var bundledNamesBack = 0
        /// Entries read but left out: their track or playlist is not in the catalog, or their track
        /// was twice in one playlist.
        var droppedEntries = 0
        /// Tracks that got back the name or composer of the old file.
        var trackEdits = 0
        /// Tracks that could not be read.
        var unreadTracks = 0
    }

    /// The playlists that were read.
    var playlists: [Playlist] = []
    /// The playlist entries that were read.
    var entries: [Entry] = []
    /// The tracks' names and composers that were read.
    var tracks: [TrackText] = []
    /// Whether every row of `playlists` was read.
    var playlistsAreComplete = true
    /// Whether every row of `playlist_tracks` was read.
    var entriesAreComplete = true
    /// Whether the tracks table was read to the end without an error.
    var tracksAreComplete = true

    /// The name of a playlist recreated from its entries.
    static func recoveredName(_ id: Int64) -> String { "Recovered playlist \(id)" }

    /// Reads what can be read of the playlists of the catalog at `path`, waiting for another
    /// program's lock as `busyMode` says.
    static func read(from path: String, busyMode: Database.BusyMode) -> CatalogSalvage {
        var salvage = CatalogSalvage()
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = busyMode
        configuration.label = "ChinookCatalog.salvage"
        guard let database = try? DatabaseQueue(path: path, configuration: configuration) else {
            salvage.playlistsAreComplete = false
            salvage.entriesAreComplete = false
            salvage.tracksAreComplete = false
            return salvage
        }
        defer { try? database.close() }
        // Table by table, each in a read of its own: a damaged page can fail a whole read transaction.
        let playlists = readTable(database, "SELECT rowid, id, name FROM playlists") { row -> Playlist? in
            guard let id = row[1] as Int64?, let name = row[2] as String? else { return nil }
            return Playlist(id: id, name: name)
        }
        salvage.playlists = playlists.values
        salvage.playlistsAreComplete = playlists.isComplete
        let entries = readTable(
            database, "SELECT rowid, playlist_id, track_id, position FROM playlist_tracks"
        ) {
            row -> Entry? in
            guard let rowID = row[0] as Int64?, let playlistID = row[1] as Int64?,
                let trackID = row[2] as Int64?, let position = row[3] as Int64?
            else { return nil }
            return Entry(playlistID: playlistID, trackID: trackID, position: position, rowID: rowID)
        }
        salvage.entries = entries.values
        salvage.entriesAreComplete = entries.isComplete
        let tracks = readTable(database, "SELECT rowid, id, name, composer FROM tracks") {
            row -> TrackText? in
            guard let id = row[1] as Int64?, let name = row[2] as String? else { return nil }
            return TrackText(id: id, name: name, composer: row[3] as String?)
        }
        salvage.tracks = tracks.values
        salvage.tracksAreComplete = tracks.isComplete
        return salvage
    }

    /// The values of the rows of `sql` (which selects `rowid` first) that can be read, and whether
    /// all of them were (a row `value` cannot make sense of counts as unread).
    private static func readTable<Value>(
        _ database: DatabaseQueue, _ sql: String, _ value: (Row) -> Value?
    ) -> (values: [Value], isComplete: Bool) {
        var result: (values: [Value], isComplete: Bool) = ([], false)
        // What was read counts even when ending the read transaction fails on the damaged file.
        try? database.read { db in
            let read = readAll(db, sql)
            let values = read.rows.compactMap(value)
            result = (values, read.isComplete && values.count == read.rows.count)
        }
        return result
    }

    /// Replaces the playlists of a freshly built catalog (in `db`, inside its build transaction)
    /// with the salvaged ones: a salvaged playlist replaces the bundled one with its id (others
    /// are kept: the programs never delete playlists), a playlist whose row could not be read but
    /// whose entries were is recreated as "Recovered playlist <id>" (unless it is a bundled one), and
    /// the playlist entries become exactly the salvaged ones whose playlist and track exist,
    /// renumbered 0, 1, 2… in their old order.
    ///
    /// Tracks get back the names and composers read from the old file where they differ from the
    /// bundled ones (the user's edits; the search index follows through its triggers).
    func restore(into db: Database) throws -> Outcome {
        var outcome = Outcome()
        outcome.trackEdits = try restoreTrackTexts(into: db)
        if !tracksAreComplete {
            let read = Set(tracks.map(\.id))
            outcome.unreadTracks = try Int64.fetchAll(db, sql: "SELECT id FROM tracks").filter {
                !read.contains($0)
            }.count
        }
        try restorePlaylists(into: db, &outcome)
        outcome.playlists = try Int.fetchOne(db, sql: "SELECT count(*) FROM playlists") ?? 0
        return outcome
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

    private func restorePlaylists(into db: Database, _ outcome: inout Outcome) throws {
        let bundled = try Set(Int64.fetchAll(db, sql: "SELECT id FROM playlists"))
        for playlist in playlists {
            try db.execute(
                sql: "INSERT OR REPLACE INTO playlists (id, name) VALUES (?, ?)",
                arguments: [playlist.id, playlist.name])
        }
        let grouped = Dictionary(grouping: entries, by: \.playlistID)
        if !playlistsAreComplete {
            let read = Set(playlists.map(\.id))
            outcome.bundledNamesBack = bundled.subtracting(read).count
            // Playlists whose row was on a damaged page: their entries say they existed.
            for id in grouped.keys.sorted() where !read.contains(id) && !bundled.contains(id) {
                try db.execute(
                    sql: "INSERT INTO playlists (id, name) VALUES (?, ?)",
                    arguments: [id, Self.recoveredName(id)])
                outcome.recoveredPlaylists.append(id)
            }
        }
        try db.execute(sql: "DELETE FROM playlist_tracks")
        let knownPlaylists = try Set(Int64.fetchAll(db, sql: "SELECT id FROM playlists"))
        let knownTracks = try Set(Int64.fetchAll(db, sql: "SELECT id FROM tracks"))
        let statement = try db.makeStatement(
            sql: "INSERT OR IGNORE INTO playlist_tracks (playlist_id, track_id, position) VALUES (?, ?, ?)")
        for playlistID in grouped.keys.sorted() {
            guard let group = grouped[playlistID] else { continue }
            guard knownPlaylists.contains(playlistID) else {
                outcome.droppedEntries += group.count
                continue
            }
            var position = 0
            for entry in group.sorted(by: { ($0.position, $0.rowID) < ($1.position, $1.rowID) }) {
                guard knownTracks.contains(entry.trackID) else {
                    outcome.droppedEntries += 1
                    continue
                }
                try statement.execute(arguments: [playlistID, entry.trackID, position])
                if db.changesCount > 0 {
                    position += 1
                    outcome.entries += 1
                } else {
                    outcome.droppedEntries += 1  // the same track twice in one playlist
                }
            }
        }
    }

    /// The rows of `sql` (which selects `rowid` first), in rowid order, each once, read around damaged
    /// pages: when a forward read stops after rowid `r`, reads are tried from `r + 1`, `r + 2`, `r + 4`…
    /// until one gets past the damage; the rows just before that point are read backwards, and the
    /// forward read goes on from there.
    private static func readAll(_ db: Database, _ sql: String) -> (rows: [Row], isComplete: Bool) {
        var byRowID: [Int64: Row] = [:]
        var last: Int64?
        /// Reads in `direction` where `condition` holds, until the end (true) or an error (false).
        func scan(_ condition: String, _ direction: String, _ arguments: StatementArguments) -> Bool {
            do {
                let cursor = try Row.fetchCursor(
                    db, sql: "\(sql) WHERE \(condition) ORDER BY rowid \(direction)", arguments: arguments)
                while let row = try cursor.next() {
                    guard let rowID = row[0] as Int64? else { continue }
                    byRowID[rowID] = row.copy()
                    if direction == "ASC" { last = rowID }
                }
                return true
            } catch {
                return false
            }
        }
        func isReachable(_ bound: Int64) -> Bool {
            do {
                _ = try Row.fetchOne(
                    db, sql: "\(sql) WHERE rowid >= ? ORDER BY rowid LIMIT 1", arguments: [bound])
                return true
            } catch {
                return false
            }
        }
        var isComplete = true
        var start = Int64.min
        while !scan("rowid >= ?", "ASC", [start]) {
            isComplete = false
            // Past the damage: the first bound after the last row read (and after `start`) that reads.
            let stop = max(last ?? 0, start)
            var step: Int64 = 1
            var resume: Int64?
            while resume == nil {
                let (bound, overflow) = stop.addingReportingOverflow(step)
                if overflow { break }
                if isReachable(bound) {
                    resume = bound
                } else {
                    let (next, tooBig) = step.multipliedReportingOverflow(by: 2)
                    if tooBig { break }
                    step = next
                }
            }
            guard let resume else { break }
            _ = scan("rowid < ? AND rowid > ?", "DESC", [resume, stop])
            start = resume
        }
        return (byRowID.keys.sorted().compactMap { byRowID[$0] }, isComplete)
    }
}
