import ChinookCatalog
import GRDB
import Testing

@Suite("The full-text index follows the tracks table")
struct CatalogSearchIndexTests {
    private func ids(_ catalog: ChinookCatalog, _ text: String) throws -> [Int64] {
        try catalog.searchTracks(matching: text, limit: 50).map(\.id)
    }

    @Test("a renamed track is found by its new name and no longer by its old one")
    func rename() throws {
        let catalog = try ChinookCatalog.inMemory()
        #expect(try ids(catalog, "Fast As a Shark").contains(3))
        try catalog.database.write { db in
            try db.execute(sql: "UPDATE tracks SET name = 'Zyzzyva Anthem' WHERE id = 3")
        }
        #expect(try ids(catalog, "zyzzyva") == [3])
        #expect(try !ids(catalog, "Fast As a Shark").contains(3))
        #expect(try catalog.searchTracks(matching: "zyzzyva restless accept").map(\.id) == [3])
    }

    @Test("a new composer is searched; the other columns of the row stay indexed")
    func composer() throws {
        let catalog = try ChinookCatalog.inMemory()
        try catalog.database.write { db in
            try db.execute(sql: "UPDATE tracks SET composer = 'Quuxley' WHERE id = 2")
            try db.execute(sql: "UPDATE tracks SET composer = NULL WHERE id = 3")
        }
        #expect(try ids(catalog, "quuxley") == [2])
        #expect(try ids(catalog, "Accept balls").contains(2))
        #expect(try ids(catalog, "Fast As a Shark").contains(3))
    }

    @Test("a deleted track leaves the index; a track inserted again is found")
    func deleteAndInsert() throws {
        let catalog = try ChinookCatalog.inMemory()
        let track = try #require(try catalog.database.read { db in try Track.fetchOne(db, id: 2) })
        try catalog.database.write { db in _ = try Track.deleteOne(db, id: 2) }
        #expect(try !ids(catalog, "Balls to the Wall").contains(2))
        #expect(try catalog.track(id: 2) == nil)
        try catalog.database.write { db in try track.insert(db) }
        #expect(try ids(catalog, "Balls to the Wall").contains(2))
        let count = try catalog.database.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM track_search WHERE rowid = 2")
        }
        #expect(count == 1)
    }

    @Test("a new catalog indexes every track once")
    func indexedOnce() throws {
        let catalog = try ChinookCatalog.inMemory()
        let (tracks, indexed) = try catalog.database.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT count(*) FROM tracks"),
                try Int.fetchOne(db, sql: "SELECT count(*) FROM track_search")
            )
        }
        #expect(tracks == indexed)
        #expect((tracks ?? 0) > 3000)
    }
}
