/// One search's results and, when the service knows it, how many tracks match in all (the
/// results stop at the service's limit).
///
/// ```swift
/// let page = try await service.searchPage("love")
/// if let total = page.total, total > page.results.count {
///     print("\(page.results.count) of \(total)")   // "25 of 127"
/// }
/// ```
public struct SearchPage: Sendable, Equatable {
    /// The results, best first.
    public var results: [SearchResult]
    /// How many tracks match in all, or `nil` when the service does not say.
    public var total: Int?

    /// Makes a page.
    public init(results: [SearchResult], total: Int? = nil) {
        self.results = results
        self.total = total
    }
}
