import ChinookCatalog
import Foundation
import SearchyCore
import Testing

@Suite("Offline search service over the Chinook catalog")
struct CatalogSearchServiceTests {
    static let catalog = Result { () throws(CatalogError) in try ChinookCatalog.inMemory() }

    @Test("results carry the catalog's id, names, genre, composer, duration and price")
    func results() async throws {
        let service = CatalogSearchService(catalog: try Self.catalog.get(), limit: 3)
        let results = try await service.search("for those about to rock")
        #expect(results.count <= 3)
        #expect(
            results.first
                == SearchResult(
                    id: 1, name: "For Those About To Rock (We Salute You)", artist: "AC/DC",
                    album: "For Those About To Rock We Salute You", genre: "Rock", milliseconds: 343_719,
                    price: 0.99, composer: "Angus Young, Malcolm Young, Brian Johnson"))
    }

    @Test("a page says how many tracks match in all when the limit cuts the results")
    func pageTotal() async throws {
        let catalog = try Self.catalog.get()
        let capped = try await CatalogSearchService(catalog: catalog, limit: 25).searchPage("love")
        #expect(capped.results.count == 25)
        #expect(capped.total == 127)
        #expect(try await catalog.countTracks(matching: "love") == 127)
        let whole = try await CatalogSearchService(catalog: catalog, limit: 500).searchPage("love")
        #expect(whole.results.count == 127)
        #expect(whole.total == 127)
        #expect(try await catalog.countTracks(matching: " -- ") == 0)
    }

    @Test("the limit caps the results and is at least 1")
    func limit() async throws {
        let catalog = try Self.catalog.get()
        #expect(try await CatalogSearchService(catalog: catalog, limit: 5).search("love").count == 5)
        #expect(CatalogSearchService(catalog: catalog, limit: 0).limit == 1)
    }

    @Test("a blank term gives no results")
    func blank() async throws {
        let service = CatalogSearchService(catalog: try Self.catalog.get())
        #expect(try await service.search("   ").isEmpty)
    }

    @Test("a search in a cancelled task throws cancelled")
    func cancelled() async throws {
        let service = CatalogSearchService(catalog: try Self.catalog.get())
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await service.search("love")
        }
        await #expect(throws: SearchError.cancelled) { try await task.value }
    }

    @Test("opening the database by path: created, then opened, with a notice when created or rebuilt")
    func openByPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "SearchyCoreTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("chinook.sqlite").path
        let created = try CatalogSearchService(databasePath: path, limit: 5)
        #expect(
            created.openingNotice == "Created the catalog database at \(path) from the bundled Chinook data.")
        let opened = try CatalogSearchService(databasePath: path, limit: 5)
        #expect(opened.openingNotice == nil)
        try opened.catalog.database.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA user_version = 0")
        }
        let rebuilt = try CatalogSearchService(databasePath: path)
        let notice = try #require(rebuilt.openingNotice)
        #expect(
            notice.hasPrefix("The catalog database at \(path) was upgraded because it had the older schema"))
        #expect(notice.contains("Your playlists were kept (18 playlists, 8715 playlist entries)."))
    }

    @Test("a file that is not a catalog is refused and left untouched")
    func notACatalog() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "SearchyCoreTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("notes.txt").path
        try Data("my notes".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: SearchError.catalog(.notADatabase(path: path))) {
            try CatalogSearchService(databasePath: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("my notes".utf8))
    }

    @Test("a database path that cannot be used is a typed catalog error")
    func unusablePath() {
        let folder = FileManager.default.temporaryDirectory.path
        #expect(throws: SearchError.catalog(.cannotOpen(path: folder, reason: "it is a folder"))) {
            try CatalogSearchService(databasePath: folder)
        }
    }

    @Test("catalog errors keep their description")
    func catalogErrorDescription() {
        #expect(
            SearchError.catalog(.locked(path: "/x.sqlite")).description
                == CatalogError.locked(path: "/x.sqlite").description)
    }
}
