import ChinookCatalog
import DatabaseTestSupport
import Foundation
import GRDB
import LoomGRDB
import LoomTesting
import Testing

@Suite("Building and opening the catalog database")
struct CatalogBuildTests {
    private func counts(_ catalog: ChinookCatalog) throws -> [String: Int] {
        try catalog.database.read { db in
            var counts: [String: Int] = [:]
            for table in [
                "artists", "albums", "genres", "media_types", "tracks", "playlists", "playlist_tracks",
            ] {
                counts[table] = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)")
            }
            return counts
        }
    }

    private let expectedCounts = [
        "artists": 275, "albums": 347, "genres": 25, "media_types": 5, "tracks": 3503, "playlists": 18,
        "playlist_tracks": 8715,
    ]

    @Test("first open creates the folder and the database with every row of the bundled data")
    func firstOpenCreates() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("nested/deeper/chinook.sqlite")
        let catalog = try ChinookCatalog(path: path)
        #expect(catalog.opening == .created)
        #expect(catalog.path == path)
        #expect(try counts(catalog) == expectedCounts)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path("nested/deeper")) == [
                "chinook.sqlite"
            ])
    }

    @Test("a second open uses the existing database as is")
    func secondOpenReuses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("chinook.sqlite")
        do {
            let first = try ChinookCatalog(path: path)
            try first.database.write { db in
                try db.execute(sql: "UPDATE playlists SET name = 'Mine' WHERE id = 1")
            }
        }
        let second = try ChinookCatalog(path: path)
        #expect(second.opening == .opened)
        #expect(
            try second.database.read { db in
                try String.fetchOne(db, sql: "SELECT name FROM playlists WHERE id = 1")
            } == "Mine")
    }

    @Test("values are imported exactly: quoted commas, doubled quotes, NULL composers, accents, prices")
    func valuesImportedExactly() throws {
        let catalog = try SharedCatalog.get()
        let tracks = try catalog.database.read { db in
            try Track.filter(keys: [1, 2, 112, 207, 2819]).fetchAll(db)
        }
        let byID = Dictionary(uniqueKeysWithValues: tracks.map { ($0.id, $0) })
        #expect(byID[1]?.composer == "Angus Young, Malcolm Young, Brian Johnson")
        #expect(byID[1]?.name == "For Those About To Rock (We Salute You)")
        #expect(byID[1]?.milliseconds == 343_719)
        #expect(byID[1]?.bytes == 11_170_334)
        #expect(byID[2]?.composer == nil)
        #expect(byID[2]?.mediaTypeID == 2)
        #expect(byID[112]?.composer == "Enotris Johnson/Little Richard/Robert \"Bumps\" Blackwell")
        #expect(byID[207]?.name == "Meditação")
        #expect(byID[2819]?.unitPrice == 1.99)
        let artist = try catalog.database.read { db in try Artist.fetchOne(db, key: 6) }
        #expect(artist?.name == "Antônio Carlos Jobim")
    }

    @Test("playlist entries are numbered 0, 1, 2… inside each playlist, in file order")
    func playlistPositions() throws {
        let catalog = try SharedCatalog.get()
        let gaps = try catalog.database.read { db in
            try Int.fetchOne(
                db,
                sql: """
                    SELECT count(*) FROM (
                      SELECT playlist_id, count(*) AS n, min(position) AS lo, max(position) AS hi,
                             count(DISTINCT position) AS d
                      FROM playlist_tracks GROUP BY playlist_id)
                    WHERE lo != 0 OR hi != n - 1 OR d != n
                    """)
        }
        #expect(gaps == 0)
        let first = try catalog.database.read { db in
            try PlaylistTrack.filter(PlaylistTrack.Columns.playlistID == 1)
                .order(PlaylistTrack.Columns.position).limit(2).fetchAll(db)
        }
        #expect(first.map(\.trackID) == [1, 2])
    }

    @Test("associations follow the foreign keys")
    func associations() throws {
        let catalog = try SharedCatalog.get()
        let albums = try catalog.database.read { db in
            try Artist.filter(key: 1).including(all: Artist.albums).asRequest(of: Row.self).fetchOne(db)
        }
        #expect(albums?.prefetchedRows["albums"]?.count == 2)
    }

    // MARK: - Files that are not ours are never written

    @Test("a file that is not an SQLite database is refused and left untouched (issue 11, data loss 1)")
    func notADatabaseIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("notes.txt")
        let notes = Data("my notes\n".utf8)
        try notes.write(to: URL(fileURLWithPath: path))
        #expect(throws: CatalogError.notADatabase(path: path)) { try ChinookCatalog(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == notes)
        #expect(try folder.contents() == ["notes.txt"])
        let garbage = Data(repeating: 0x5A, count: 10_000)
        try garbage.write(to: URL(fileURLWithPath: path))
        #expect(throws: CatalogError.notADatabase(path: path)) { try ChinookCatalog(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }

    @Test("the environment variable's path gets the same protection as --database")
    func environmentPathIsProtected() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("notes.txt")
        try Data("my notes".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: CatalogError.notADatabase(path: path)) {
            try ChinookCatalog(environment: [ChinookCatalog.environmentVariable: path])
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "my notes")
    }

    @Test("a database of another application is left untouched and reported")
    func foreignDatabaseIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("other.sqlite")
        do {
            let other = try DatabaseQueue(path: path)
            try other.write { db in
                try db.execute(sql: "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me')")
            }
            try other.close()
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: CatalogError.foreignDatabase(path: path)) { try ChinookCatalog(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("a database marked with another application id is refused, even without tables")
    func otherApplicationIDIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("other.sqlite")
        do {
            let other = try DatabaseQueue(path: path)
            try other.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA application_id = 42") }
            try other.close()
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: CatalogError.foreignDatabase(path: path)) { try ChinookCatalog(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("a catalog of a newer schema version is refused and left untouched")
    func newerVersionIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("chinook.sqlite")
        do {
            let catalog = try ChinookCatalog(path: path)
            try catalog.database.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA user_version = 7")
            }
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: CatalogError.newerVersion(path: path, found: 7, supported: 2)) {
            try ChinookCatalog(path: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("a header cut short (50 bytes) cannot be recognised as ours: refused and left untouched")
    func shortHeaderIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("chinook.sqlite")
        _ = try ChinookCatalog(path: path)
        let cut = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(50)
        try cut.write(to: URL(fileURLWithPath: path))
        #expect(throws: CatalogError.notADatabase(path: path)) { try ChinookCatalog(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == cut)
    }

    @Test("an empty file is treated as missing and built")
    func emptyFileIsBuilt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("chinook.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let catalog = try ChinookCatalog(path: path)
        #expect(catalog.opening == .created)
        #expect(try counts(catalog)["tracks"] == 3503)
    }

    @Test("a blank SQLite database (no table, no mark) holds nothing and is built")
    func blankDatabaseIsBuilt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("chinook.sqlite")
        do {
            let blank = try DatabaseQueue(path: path)
            try blank.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA page_size = 1024; VACUUM") }
            try blank.close()
        }
        #expect(try DatabaseFile.inspect(path) == .blank)
        let catalog = try ChinookCatalog(path: path)
        #expect(catalog.opening == .created)
        #expect(try counts(catalog) == expectedCounts)
    }

    // MARK: - Our own catalogs: never replaced silently, edits kept

    /// Edits the playlists the way `library` does: removes, moves and adds entries.
    private func editPlaylists(_ catalog: ChinookCatalog) throws -> [Int64] {
        try catalog.database.write { db in
            try db.execute(sql: "DELETE FROM playlist_tracks WHERE playlist_id = 1 AND position = 0")
            try db.execute(sql: "UPDATE playlist_tracks SET position = position - 1 WHERE playlist_id = 1")
            try db.execute(
                sql: "UPDATE playlist_tracks SET position = 99999 WHERE playlist_id = 1 AND position = 0")
            try db.execute(sql: "UPDATE playlist_tracks SET position = position - 1 WHERE playlist_id = 1")
            let count =
                try Int.fetchOne(db, sql: "SELECT count(*) FROM playlist_tracks WHERE playlist_id = 17") ?? 0
            try db.execute(
                sql: "INSERT INTO playlist_tracks (playlist_id, track_id, position) VALUES (17, 3503, ?)",
                arguments: [count])
        }
        return try entries(of: 1, in: catalog) + [-1] + entries(of: 17, in: catalog)
    }

    private func entries(of playlist: Int64, in catalog: ChinookCatalog) throws -> [Int64] {
        try catalog.database.read { db in
            try Int64.fetchAll(
                db, sql: "SELECT track_id FROM playlist_tracks WHERE playlist_id = ? ORDER BY position",
                arguments: [playlist])
        }
    }

    /// Overwrites page `page` (1-based) of the file at `path` with 4096 bytes of garbage, like
    /// `dd if=/dev/urandom of=PATH bs=4096 seek=PAGE-1 count=1 conv=notrunc`.
    private func damagePage(_ page: Int, of path: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64((page - 1) * 4096))
        var generator = SystemRandomNumberGenerator()
        handle.write(Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }))
    }

    /// Builds a catalog at `path`, lets `edit` change it, closes it, and damages the root page of `table`.
    private func damageRootPage(
        of table: String, at path: String, after edit: (Database) throws -> Void = { _ in }
    ) throws {
        let root: Int?
        do {
            let catalog = try ChinookCatalog(path: path)
            try catalog.database.write(edit)
            root = try catalog.database.read { db in
                try Int.fetchOne(
                    db, sql: "SELECT rootpage FROM sqlite_master WHERE name = ?", arguments: [table])
            }
        }
        try damagePage(try #require(root), of: path)
    }

    @Test(
        "a damaged page (dd seek=30) keeps the playlist edits and the damaged file, and says so (issue 11, data loss 2)"
    )
    func damagedPageKeepsEdits() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("chinook.sqlite")
        let edited = try editPlaylists(try ChinookCatalog(path: path))
        try damagePage(31, of: path)
        let damaged = try Data(contentsOf: URL(fileURLWithPath: path))

        let catalog = try ChinookCatalog(path: path)
        guard case .rebuilt(let repair) = catalog.opening else {
            Issue.record("expected a rebuild, got \(catalog.opening)")
            return
        }
        #expect(repair.reason == .corrupt)
        #expect(repair.isComplete)
        #expect(repair.playlists == 18)
        #expect(repair.entries == 8715)
        // Page 31 holds tracks: their names are the bundled ones again, and the report says so.
        #expect(repair.unreadTracks > 0 && repair.unreadTracks < 3503)
        #expect(repair.description.contains("\(repair.unreadTracks) tracks could not be read"))
        #expect(try entries(of: 1, in: catalog) + [-1] + entries(of: 17, in: catalog) == edited)
        #expect(
            try catalog.database.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") } == ["ok"])
        #expect(try catalog.searchTracks(matching: "rock").isEmpty == false)
        // The damaged file is kept, byte for byte, under a timestamped name next to the new one.
        let files = try folder.contents()
        #expect(files.count == 2)
        #expect(repair.keptFile.hasPrefix(path + ".damaged-"))
        #expect(files.contains((repair.keptFile as NSString).lastPathComponent))
        #expect(try Data(contentsOf: URL(fileURLWithPath: repair.keptFile)) == damaged)
        #expect(repair.description.contains("was rebuilt from the bundled data because it was damaged"))
        #expect(
            repair.description.contains("Your playlists were kept (18 playlists, 8715 playlist entries)."))
        #expect(repair.description.contains("The old file is kept at \(repair.keptFile)."))
        // The next open finds a sound catalog.
        #expect(try ChinookCatalog(path: path).opening == .opened)
    }

    @Test("damaged playlist pages: what reads is kept, and the report says entries may be lost")
    func damagedPlaylistPages() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("chinook.sqlite")
        let root = try ChinookCatalog(path: path).database.read { db in
            try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'playlist_tracks'")
        }
        try damagePage(try #require(root), of: path)
        let catalog = try ChinookCatalog(path: path)
        guard case .rebuilt(let repair) = catalog.opening else {
            Issue.record("expected a rebuild, got \(catalog.opening)")
            return
        }
        #expect(!repair.isComplete)
        #expect(repair.playlists == 18)
        #expect(repair.entries < 8715)
        #expect(try counts(catalog)["playlist_tracks"] == repair.entries)
        #expect(repair.description.contains("Some playlist entries could not be read and may be lost"))
        #expect(FileManager.default.fileExists(atPath: repair.keptFile))
    }

    @Test(
        "a damaged playlists page keeps the user's own playlist with its entries, and says exactly what was kept and lost (issue 20, data loss 2)"
    )
    func damagedPlaylistsPageKeepsUserPlaylist() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("chinook.sqlite")
        try damageRootPage(of: "playlists", at: path) { db in
            try db.execute(sql: "INSERT INTO playlists (id, name) VALUES (19, 'Road trip')")
            try db.execute(
                sql:
                    "INSERT INTO playlist_tracks (playlist_id, track_id, position) VALUES (19, 7, 0), (19, 3, 1)"
            )
        }
        let catalog = try ChinookCatalog(path: path)
        guard case .rebuilt(let repair) = catalog.opening else {
            Issue.record("expected a rebuild, got \(catalog.opening)")
            return
        }
        // The playlist's row is on the damaged page, its entries are not: it is kept, with its entries.
        #expect(try entries(of: 19, in: catalog) == [7, 3])
        let name = try catalog.database.read { db in
            try String.fetchOne(db, sql: "SELECT name FROM playlists WHERE id = 19")
        }
        #expect(name == "Recovered playlist 19")
        #expect(try counts(catalog)["playlist_tracks"] == 8717)
        #expect(repair.entries == 8717)
        #expect(repair.playlists == 19)
        #expect(!repair.isComplete)
        #expect(!repair.description.contains("could not be read and may be lost"))
        #expect(
            repair.description.contains(
                "Kept: 19 playlists, 8717 playlist entries. The playlists' names could not be read: 18 bundled "
                    + "playlists have their names again, and 1 playlist of yours is now called \"Recovered playlist 19\" "
                    + "(the old file keeps the names the damage spared). If you had made a playlist without entries, "
                    + "it is lost. The old file is kept at \(repair.keptFile)."))
    }

    @Test("a truncated catalog is rebuilt, the truncated file kept")
    func truncatedIsRebuilt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("chinook.sqlite")
        _ = try ChinookCatalog(path: path)
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        let half = whole.prefix(whole.count / 2)
        try half.write(to: URL(fileURLWithPath: path))
        let catalog = try ChinookCatalog(path: path)
        guard case .rebuilt(let repair) = catalog.opening else {
            Issue.record("expected a rebuild, got \(catalog.opening)")
            return
        }
        #expect(repair.reason == .corrupt)
        #expect(try counts(catalog)["tracks"] == 3503)
        #expect(try Data(contentsOf: URL(fileURLWithPath: repair.keptFile)) == half)
    }

    @Test("a catalog of an older schema version is upgraded with its playlists, the old file kept")
    func staleVersionIsUpgraded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("chinook.sqlite")
        let edited: [Int64]
        do {
            let catalog = try ChinookCatalog(path: path)
            edited = try editPlaylists(catalog)
            try catalog.database.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA user_version = 0")
            }
        }
        let catalog = try ChinookCatalog(path: path)
        guard case .rebuilt(let repair) = catalog.opening else {
            Issue.record("expected a rebuild, got \(catalog.opening)")
            return
        }
        #expect(repair.reason == .staleVersion(found: 0))
        #expect(repair.isComplete)
        #expect(repair.keptFile.hasPrefix(path + ".version-0-"))
        #expect(repair.description.contains("was upgraded because it had the older schema version 0"))
        #expect(try catalog.database.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") } == 2)
        #expect(try entries(of: 1, in: catalog) + [-1] + entries(of: 17, in: catalog) == edited)
    }

    @Test(
        "a version-1 catalog is upgraded in place: playlists and track edits kept, the index rebuilt and following"
    )
    func versionOneIsUpgradedInPlace() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("chinook.sqlite")
        let edited: [Int64]
        do {
            let catalog = try ChinookCatalog(path: path)
            edited = try editPlaylists(catalog)
            // A version-1 catalog: no triggers, so an edit left the index behind.
            try catalog.database.writeWithoutTransaction { db in
                try db.execute(
                    sql: """
                        DROP TRIGGER tracks_search_insert; DROP TRIGGER tracks_search_update;
                        DROP TRIGGER tracks_search_delete;
                        UPDATE tracks SET name = 'Zyzzyva Anthem' WHERE id = 3;
                        PRAGMA user_version = 1;
                        """)
            }
            #expect(try catalog.searchTracks(matching: "zyzzyva").isEmpty)
        }
        let catalog = try ChinookCatalog(path: path)
        #expect(catalog.opening == .opened)
        #expect(try folder.contents() == ["chinook.sqlite"])
        #expect(try catalog.database.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") } == 2)
        #expect(try entries(of: 1, in: catalog) + [-1] + entries(of: 17, in: catalog) == edited)
        #expect(try catalog.searchTracks(matching: "zyzzyva").map(\.id) == [3])
        try catalog.database.write { db in
            try db.execute(sql: "UPDATE tracks SET name = 'Quuxley Song' WHERE id = 3")
        }
        #expect(try catalog.searchTracks(matching: "quuxley").map(\.id) == [3])
        #expect(try catalog.searchTracks(matching: "zyzzyva").isEmpty)
    }

    @Test(
        "a damaged catalog is rebuilt with the user's track names and composers, and the report counts them")
    func damagedKeepsTrackEdits() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("chinook.sqlite")
        try damageRootPage(of: "playlists", at: path) { db in
            try db.execute(sql: "UPDATE tracks SET name = 'Zyzzyva Anthem' WHERE id = 3")
            try db.execute(sql: "UPDATE tracks SET composer = 'Quuxley' WHERE id = 2")
        }
        let catalog = try ChinookCatalog(path: path)
        guard case .rebuilt(let repair) = catalog.opening else {
            Issue.record("expected a rebuild, got \(catalog.opening)")
            return
        }
        #expect(repair.trackEdits == 2)
        #expect(repair.description.contains("2 track edits (names, composers)"))
        let tracks = try catalog.database.read { db in try Track.fetchAll(db, ids: [2, 3] as [Int64]) }
        #expect(tracks.map(\.name) == ["Balls to the Wall", "Zyzzyva Anthem"])
        #expect(tracks.map(\.composer) == ["Quuxley", "F. Baltes, S. Kaufman, U. Dirkscneider & W. Hoffman"])
        #expect(repair.unreadTracks == 0)
        #expect(try catalog.searchTracks(matching: "zyzzyva").map(\.id) == [3])
        #expect(try catalog.searchTracks(matching: "quuxley").map(\.id) == [2])
    }

    @Test("a catalog with a missing table is rebuilt with its playlists")
    func missingTableIsRebuilt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("chinook.sqlite")
        let edited: [Int64]
        do {
            let catalog = try ChinookCatalog(path: path)
            edited = try editPlaylists(catalog)
            try catalog.database.write { db in try db.execute(sql: "DROP TABLE track_search") }
        }
        let catalog = try ChinookCatalog(path: path)
        guard case .rebuilt(let repair) = catalog.opening else {
            Issue.record("expected a rebuild, got \(catalog.opening)")
            return
        }
        #expect(repair.reason == .incomplete)
        #expect(try catalog.searchTracks(matching: "rock").isEmpty == false)
        #expect(try entries(of: 1, in: catalog) + [-1] + entries(of: 17, in: catalog) == edited)
    }

    @Test("a damaged catalog in a read-only folder is refused, the file untouched")
    func damagedInReadOnlyFolder() throws {
        guard getuid() != 0 else { return }  // root writes anywhere: nothing to check
        let folder = try TemporaryFolder()
        defer {
            chmod(folder.url.path, 0o755)
            folder.remove()
        }
        let path = folder.path("chinook.sqlite")
        _ = try ChinookCatalog(path: path)
        try damagePage(31, of: path)
        let damaged = try Data(contentsOf: URL(fileURLWithPath: path))
        chmod(folder.url.path, 0o555)
        #expect(throws: CatalogError.self) { try ChinookCatalog(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == damaged)
    }

    @Test(
        "a damaged catalog that is read-only is refused, never replaced, nothing written beside it (issue 20, data loss 3)"
    )
    func damagedReadOnlyFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("chinook.sqlite")
        _ = try ChinookCatalog(path: path)
        try damagePage(31, of: path)
        let damaged = try Data(contentsOf: URL(fileURLWithPath: path))
        chmod(path, 0o444)
        let listing = try folder.contents()
        #expect(
            throws: CatalogError.cannotOpen(
                path: path,
                reason: "it was damaged, and it is read-only, so it was left untouched: make it writable to "
                    + "have it rebuilt with your playlists, or choose another path")
        ) {
            try ChinookCatalog(path: path)
        }
        #expect(try folder.contents() == listing)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == damaged)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o444)
    }

    @Test(
        "a sound catalog that is read-only is opened read-only: searches work, nothing is written (issue 20, 3)"
    )
    func soundReadOnlyFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("chinook.sqlite")
        _ = try ChinookCatalog(path: path)
        chmod(path, 0o444)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let listing = try folder.contents()
        let catalog = try ChinookCatalog(path: path)
        #expect(catalog.opening == .opened)
        #expect(try catalog.searchTracks(matching: "rock").isEmpty == false)
        #expect(throws: DatabaseError.self) {
            try catalog.database.write { db in try db.execute(sql: "DELETE FROM playlist_tracks") }
        }
        #expect(try folder.contents() == listing)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("a path that is a folder is a clear error")
    func pathIsAFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(throws: CatalogError.cannotOpen(path: folder.url.path, reason: "it is a folder")) {
            try ChinookCatalog(path: folder.url.path)
        }
    }

    @Test("a file standing where the folder should be is a clear error")
    func folderBlockedByFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(FileManager.default.createFile(atPath: folder.path("blocker"), contents: Data("x".utf8)))
        let blocked = folder.path("blocker")
        #expect(
            throws: CatalogError.cannotCreateDirectory(
                path: blocked, reason: "a file with that name is in the way")
        ) {
            try ChinookCatalog(path: folder.path("blocker/chinook.sqlite"))
        }
        let deeper = folder.path("blocker/a/b")
        #expect(
            throws: CatalogError.cannotCreateDirectory(
                path: deeper, reason: "\(blocked) is a file, not a folder")
        ) {
            try ChinookCatalog(path: folder.path("blocker/a/b/chinook.sqlite"))
        }
    }

    @Test("a folder that cannot be created (in /proc) is a clear error")
    func unwritableLocation() {
        #expect {
            try ChinookCatalog(path: "/proc/loom-test/chinook.sqlite")
        } throws: { error in
            guard case .cannotCreateDirectory(let path, let reason)? = error as? CatalogError else {
                return false
            }
            return path == "/proc/loom-test" && !reason.isEmpty
        }
    }

    @Test("a database locked by another connection is a clear error, not a rebuild")
    func lockedDatabase() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("chinook.sqlite")
        _ = try ChinookCatalog(path: path)
        let lock = try DatabaseLock(path: path)
        #expect(throws: CatalogError.locked(path: path)) {
            try ChinookCatalog(path: path, busyTimeout: 0)
        }
        try lock.release()
        #expect(try ChinookCatalog(path: path).opening == .opened)
    }

    @Test("missing CSV files give a typed error and leave no file behind")
    func missingData() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let empty = try TemporaryFolder()
        defer { empty.remove() }
        let path = folder.path("chinook.sqlite")
        #expect {
            try ChinookCatalog(path: path, data: CatalogData(directory: empty.url))
        } throws: { error in
            guard case .invalidBundledData(let file, let reason)? = error as? CatalogError else {
                return false
            }
            return file == "artists.csv" && reason.hasPrefix("cannot be read")
        }
        #expect(try folder.contents() == [])
    }

    @Test("a malformed CSV gives a typed error naming the file and the record, and leaves no file behind")
    func malformedData() throws {
        let cases: [(file: String, old: String, new: String, reason: String)] = [
            ("tracks.csv", "343719", "3437x9", "record 2: milliseconds is not an integer: 3437x9"),
            ("tracks.csv", "For Those About To Rock (We Salute You)", "", "record 2: name is empty"),
            (
                "albums.csv", "1,For Those About To Rock We Salute You,1", "1,For Those",
                "record 2: 2 fields, expected 3"
            ),
            ("genres.csv", "id,name", "id,label", "the header is id,label, expected id,name"),
            ("artists.csv", "1,AC/DC", "1,AC\"DC", "line 2: a double quote inside an unquoted field"),
            (
                "albums.csv", "1,For Those About To Rock We Salute You,1", "1,For Those,9999",
                "record 2: FOREIGN KEY constraint failed"
            ),
            ("tracks.csv", "0.99", "NaN", "record 2: unit_price is not a number: NaN"),
        ]
        for item in cases {
            let copy = try BundledCopy()
            defer { copy.remove() }
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try copy.replace(item.old, with: item.new, in: item.file)
            #expect(throws: CatalogError.invalidBundledData(file: item.file, reason: item.reason)) {
                try ChinookCatalog(path: folder.path("chinook.sqlite"), data: copy.data)
            }
            #expect(try folder.contents() == [])
        }
    }

    @Test("the bundled data is found and the system SQLite has FTS5")
    func bundledDataAndFTS5() throws {
        let data = try CatalogData.bundled()
        #expect(
            FileManager.default.fileExists(atPath: data.directory.appendingPathComponent("tracks.csv").path))
        let compiled = try DatabaseQueue().read { db in
            try Bool.fetchOne(db, sql: "SELECT sqlite_compileoption_used('ENABLE_FTS5')")
        }
        #expect(compiled == true)
    }

    @Test("an in-memory catalog has no path and says so")
    func inMemory() throws {
        let catalog = try SharedCatalog.get()
        #expect(catalog.path == nil)
        #expect(catalog.opening == .inMemory)
    }

    @Test("error descriptions are sentences that name the path")
    func errorDescriptions() {
        #expect(CatalogError.locked(path: "/x/c.sqlite").description.contains("/x/c.sqlite"))
        #expect(
            CatalogError.invalidLimit(0).description == "the number of results must be at least 1 (got 0)")
        #expect(CatalogOpening.RebuildReason.staleVersion(found: 3).description.contains("3"))
    }
}
