/// What Searchy shows: the latest search's term, its results, and whether it is running, done
/// or failed.
///
/// While a new search runs, ``results`` keeps the previous results so the list does not flash;
/// a failed search has no results and a ``Status/failed(_:)`` message for an error row.
///
/// ```swift
/// switch model.state.value.status {
/// case .idle: print("Type to search")
/// case .searching: print("Searching \(model.state.value.term)…")
/// case .loaded: print("\(model.state.value.results.count) results")
/// case .failed(let message): print("Search failed: \(message)")
/// }
/// ```
public struct SearchState: Sendable, Equatable {
    /// Where the latest search is.
    public enum Status: Sendable, Equatable {
        /// The term is empty: nothing to search.
        case idle
        /// The search for ``SearchState/term`` is running.
        case searching
        /// The search for ``SearchState/term`` finished; ``SearchState/results`` are its results.
        case loaded
        /// The search for ``SearchState/term`` failed with this message.
        case failed(String)
    }

    /// The trimmed term of the latest search ("" when idle).
    public var term: String
    /// The results to show.
    public var results: [SearchResult]
    /// Where the latest search is.
    public var status: Status
    /// How many tracks match in all, when the service says (``results`` stop at its limit).
    public var total: Int?

    /// Creates a state.
    public init(term: String, results: [SearchResult], status: Status, total: Int? = nil) {
        self.term = term
        self.results = results
        self.status = status
        self.total = total
    }

    /// Whether more tracks match than ``results`` holds (the service's limit cut them).
    public var isCapped: Bool { (total ?? 0) > results.count }

    /// No term, no results.
    public static let idle = SearchState(term: "", results: [], status: .idle)
}
