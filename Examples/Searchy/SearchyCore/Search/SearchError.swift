public import ChinookCatalog

/// Why a search failed. ``description`` is a sentence for a person (the command line prints it).
///
/// ```swift
/// do {
///     _ = try await ITunesSearchService(baseURL: url).search("love")
/// } catch let error as SearchError {
///     if case .unreachable = error { print("offline?", error) }
/// }
/// ```
public enum SearchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The service could not be reached (no connection, refused, unknown host, timed out).
    case unreachable(url: String, reason: String)
    /// The service answered with an HTTP status outside 200–299.
    case httpStatus(Int, url: String)
    /// The answer is not the JSON the service speaks.
    case malformedResponse(reason: String)
    /// The search's task was cancelled (a newer search replaced it).
    case cancelled
    /// The base URL is not an absolute http or https URL with a host.
    case invalidBaseURL(String)
    /// The offline catalog failed.
    case catalog(CatalogError)

    /// A sentence that explains the problem.
    public var description: String {
        switch self {
        case .unreachable(let url, let reason): "cannot reach the search service at \(url): \(reason)"
        case .httpStatus(let status, let url):
            "the search service at \(url) answered with HTTP status \(status)"
        case .malformedResponse(let reason): "the search service sent an answer that is not valid: \(reason)"
        case .cancelled: "the search was cancelled"
        case .invalidBaseURL(let text): "not a valid http or https URL: \(text)"
        case .catalog(let error): error.description
        }
    }
}
