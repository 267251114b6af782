/// Something that finds tracks for a search term: the offline catalog
/// (``CatalogSearchService``), the iTunes Search API (``ITunesSearchService``), or a fake in
/// tests.
///
/// A service is `Sendable` and may be called concurrently; a search should stop with
/// ``SearchError/cancelled`` when its task is cancelled, so that a newer search can replace it.
///
/// ```swift
/// struct FixedService: SearchService {
///     func search(_ term: String) async throws -> [SearchResult] {
///         term.isEmpty ? [] : [SearchResult(id: 1, name: term, artist: "", album: "", genre: "", milliseconds: 0)]
///     }
/// }
/// let results = try await FixedService().search("love")
/// ```
public protocol SearchService: Sendable {
    /// The results for `term`, best first. The services of this module throw ``SearchError``.
    func search(_ term: String) async throws -> [SearchResult]
    /// The results for `term` and, when the service knows it, the number of all matches (the
    /// results stop at the service's limit). The default calls ``search(_:)`` and knows no total.
    func searchPage(_ term: String) async throws -> SearchPage
}

extension SearchService {
    /// The results of ``search(_:)``, without a total.
    public func searchPage(_ term: String) async throws -> SearchPage {
        SearchPage(results: try await search(term))
    }
}
