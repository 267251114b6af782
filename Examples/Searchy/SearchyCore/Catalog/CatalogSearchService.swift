public import ChinookCatalog

/// The offline search service: searches the Chinook catalog (`ChinookCatalog.searchTracks`):
/// every term must
/// match the beginning of a word of the track name, album, artist or composer, ignoring case and
/// diacritics; results are ranked.
///
/// ```swift
/// let service = CatalogSearchService(catalog: try ChinookCatalog(), limit: 20)
/// let results = try await service.search("love")
/// ```
public struct CatalogSearchService: SearchService {
    /// The catalog searched.
    public let catalog: ChinookCatalog
    /// The largest number of results of one search (at least 1).
    public let limit: Int

    /// Searches `catalog`, returning at most `limit` results (values below 1 count as 1).
    public init(catalog: ChinookCatalog, limit: Int = 50) {
        self.catalog = catalog
        self.limit = max(1, limit)
    }

    /// The matching tracks, best first; an empty or blank term gives no results.
    ///
    /// - Throws: ``SearchError/cancelled`` when the task is cancelled,
    ///   ``SearchError/catalog(_:)`` when the database fails.
    public func search(_ term: String) async throws(SearchError) -> [SearchResult] {
        do {
            let matches: [TrackMatch] = try await catalog.searchTracks(matching: term, limit: limit)
            return matches.map(SearchResult.init)
        } catch .cancelled {
            throw .cancelled
        } catch {
            throw .catalog(error)
        }
    }
}
