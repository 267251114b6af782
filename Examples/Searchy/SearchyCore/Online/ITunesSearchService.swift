public import Foundation

/// The online search service: speaks the iTunes Search API's JSON format
/// (`GET <base>?term=…&media=music&entity=song&limit=…`).
///
/// The base URL is configurable, so the same client talks to Apple's service, to a mirror, or
/// to a local server in tests. Failures are typed (``SearchError``): unreachable, HTTP status,
/// malformed JSON, cancelled. Cancelling the calling task cancels the request; an answer that
/// arrives later is discarded, never returned.
///
/// ```swift
/// let service = ITunesSearchService(baseURL: try ITunesSearchService.baseURL(from: "http://127.0.0.1:8080/search"))
/// let results = try await service.search("love")
/// ```
public struct ITunesSearchService: SearchService {
    /// Apple's endpoint, `https://itunes.apple.com/search`.
    public static let defaultBaseURL = URL(string: "https://itunes.apple.com/search")!  // a valid literal
    /// The largest `limit` the iTunes Search API accepts.
    public static let maximumLimit = 200

    /// The endpoint that receives the query parameters.
    public let baseURL: URL
    /// The number of results asked for (1…``maximumLimit``).
    public let limit: Int
    private let client: HTTPClient

    /// A service at `baseURL` asking for `limit` results (clamped to 1…``maximumLimit``),
    /// giving up after `timeout` seconds without an answer.
    public init(
        baseURL: URL = ITunesSearchService.defaultBaseURL, limit: Int = 50, timeout: TimeInterval = 15
    ) {
        self.baseURL = baseURL
        self.limit = min(max(1, limit), Self.maximumLimit)
        client = HTTPClient(timeout: timeout)
    }

    /// Checks that `text` is an absolute http or https URL with a host, e.g. from a command-line
    /// option.
    ///
    /// ```swift
    /// let url = try ITunesSearchService.baseURL(from: "http://127.0.0.1:8080/search")
    /// ```
    ///
    /// - Throws: ``SearchError/invalidBaseURL(_:)``.
    public static func baseURL(from text: String) throws(SearchError) -> URL {
        guard let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty,
            components.fragment == nil,
            let url = components.url
        else { throw .invalidBaseURL(text) }
        return url
    }

    /// The URL requested for `term`: the base URL with `term`, `media=music`, `entity=song` and
    /// `limit` added to its query.
    public func requestURL(for term: String) -> URL {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
            return baseURL
        }
        var items = components.queryItems ?? []
        items += [
            URLQueryItem(name: "term", value: term),
            URLQueryItem(name: "media", value: "music"),
            URLQueryItem(name: "entity", value: "song"),
            URLQueryItem(name: "limit", value: String(limit)),
        ]
        components.queryItems = items
        // `+` is a space in a query; encode it so that "c++" reaches the service intact.
        components.percentEncodedQuery = components.percentEncodedQuery?
            .replacingOccurrences(of: "+", with: "%2B")
        return components.url ?? baseURL
    }

    /// The tracks for `term` (whitespace trimmed), in the service's order; a blank term gives no
    /// results without a request.
    ///
    /// - Throws: ``SearchError/unreachable(url:reason:)``, ``SearchError/httpStatus(_:url:)``,
    ///   ``SearchError/malformedResponse(reason:)``, ``SearchError/cancelled``.
    public func search(_ term: String) async throws(SearchError) -> [SearchResult] {
        let term = term.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !term.isEmpty else { return [] }
        let url = requestURL(for: term)
        let data: Data
        do {
            data = try await client.get(url)
        } catch {
            switch error {
            case .cancelled: throw .cancelled
            case .status(let status): throw .httpStatus(status, url: baseURL.absoluteString)
            case .unreachable(let reason): throw .unreachable(url: baseURL.absoluteString, reason: reason)
            }
        }
        do {
            return try JSONDecoder().decode(ITunesResponse.self, from: data).searchResults
        } catch {
            throw .malformedResponse(reason: Self.describe(error))
        }
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not JSON" : "bad value at \(path(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "missing \(path(context.codingPath + [key]))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "unexpected type at \(path(context.codingPath))"
        @unknown default:
            return "\(error)"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}
