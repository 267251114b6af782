import ChinookCatalog
import SearchyCore
import Testing

@Suite("Offline search service over the Chinook catalog")
struct CatalogSearchServiceTests {
    static let catalog = Result { () throws(CatalogError) in try ChinookCatalog.inMemory() }

    @Test("results carry the catalog's id, names, genre, duration and price")
    func results() async throws {
        let service = CatalogSearchService(catalog: try Self.catalog.get(), limit: 3)
        let results = try await service.search("for those about to rock")
        #expect(results.count <= 3)
        #expect(
            results.first
                == SearchResult(
                    id: 1, name: "For Those About To Rock (We Salute You)", artist: "AC/DC",
                    album: "For Those About To Rock We Salute You", genre: "Rock", milliseconds: 343_719,
                    price: 0.99))
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

    @Test("catalog errors keep their description")
    func catalogErrorDescription() {
        #expect(
            SearchError.catalog(.locked(path: "/x.sqlite")).description
                == CatalogError.locked(path: "/x.sqlite").description)
    }
}
