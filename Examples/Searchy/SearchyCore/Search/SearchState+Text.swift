extension SearchState {
    /// A sentence saying where the search is, for a status line or a navigation prompt (any front-end:
    /// the words are the same on every screen).
    ///
    /// ```swift
    /// SearchState.idle.statusText                                            // "Type to search"
    /// SearchState(term: "love", results: [], status: .searching).statusText  // "Searching “love”…"
    /// ```
    public var statusText: String {
        switch status {
        case .idle: "Type to search"
        case .searching: "Searching “\(term)”…"
        case .loaded: "\(results.count) result\(results.count == 1 ? "" : "s") for “\(term)”"
        case .failed: "Search for “\(term)” failed"
        }
    }

    /// What an empty list of results says: nothing before a search, "Searching…" while it runs, "No
    /// results" once it found nothing. A failed search shows ``failureText`` instead of the list.
    ///
    /// ```swift
    /// SearchState(term: "zzz", results: [], status: .loaded).emptyListText   // "No results"
    /// ```
    public var emptyListText: String {
        switch status {
        case .idle: ""
        case .searching: "Searching…"
        case .loaded, .failed: "No results"
        }
    }

    /// The error row of a failed search ("⚠ Search failed: …"), `nil` otherwise.
    ///
    /// ```swift
    /// SearchState(term: "x", results: [], status: .failed("offline")).failureText
    /// // "⚠ Search failed: offline"
    /// ```
    public var failureText: String? {
        if case .failed(let message) = status { "⚠ Search failed: \(message)" } else { nil }
    }
}
