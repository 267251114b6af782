public import ChinookCatalog
public import Foundation

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

    /// Opens (creating or rebuilding when needed) the catalog database at `databasePath`, or at
    /// the default path when `nil` (see `ChinookCatalog`: `LOOM_CHINOOK_DATABASE`, then
    /// `$XDG_DATA_HOME/loom/chinook.sqlite` or `~/.local/share/loom/chinook.sqlite`).
    ///
    /// ```swift
    /// let service = try CatalogSearchService(databasePath: nil, limit: 25)
    /// if let notice = service.openingNotice { print(notice) }
    /// ```
    ///
    /// - Throws: ``SearchError/catalog(_:)`` with the reason (unwritable folder, locked file,
    ///   a database of another application…).
    public init(
        databasePath: String?, limit: Int = 50,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(SearchError) {
        do {
            self.init(catalog: try ChinookCatalog(path: databasePath, environment: environment), limit: limit)
        } catch {
            throw .catalog(error)
        }
    }

    /// A sentence saying that the catalog database was just created, or rebuilt because it was
    /// damaged or outdated (what was kept and where the old file is), or `nil` when an existing
    /// database was opened.
    public var openingNotice: String? {
        let path = catalog.path ?? "memory"
        switch catalog.opening {
        case .opened, .inMemory: return nil
        case .created: return "Created the catalog database at \(path) from the bundled Chinook data."
        case .rebuilt(let repair): return repair.description
        }
    }

    /// The matching tracks, best first, and how many match in all (counted only when the results
    /// reach the limit).
    ///
    /// - Throws: ``SearchError/cancelled`` when the task is cancelled,
    ///   ``SearchError/catalog(_:)`` when the database fails.
    public func searchPage(_ term: String) async throws(SearchError) -> SearchPage {
        let results = try await search(term)
        guard results.count >= limit else { return SearchPage(results: results, total: results.count) }
        do {
            return SearchPage(results: results, total: try await catalog.countTracks(matching: term))
        } catch .cancelled {
            throw .cancelled
        } catch {
            throw .catalog(error)
        }
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
