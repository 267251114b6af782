/// Where a Searchy screen is: the search, or one result's details. The SwiftUI screen's navigator
/// (``SearchyViewState/navigator``) and the terminal's hold these.
///
/// ```swift
/// let navigator = Navigator<SearchyRoute>(root: .search)
/// navigator.value.push(.result(blueTrain))   // navigator.value.stack == [.search, .result(blueTrain)]
/// ```
public enum SearchyRoute: Hashable, Sendable {
    /// The search field and its results.
    case search
    /// One result's details.
    case result(SearchResult)
}
