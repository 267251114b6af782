public import Loom

/// Searchy's model: a search term in, the latest search's results out.
///
/// Write the term into ``searchTerm`` (a view binds it: `model.searchTerm <~ view.searchTerm`).
/// The model trims whitespace and line breaks, waits until the term has been still for
/// ``debounceInterval`` (0.33 s by default, on an injectable clock), then searches the service:
/// - an empty term clears the results (no search);
/// - a new term cancels the search still running for the previous one, and only the latest
///   search's results ever arrive, even when an older search answers last;
/// - a failing search gives a ``SearchState/Status/failed(_:)`` state for that term, and the next
///   search runs as usual.
///
/// ```swift
/// let model = SearchyModel(service: CatalogSearchService(catalog: try ChinookCatalog()))
/// let token = model.results.observe { results in print(results.map(\.name)) }
/// model.searchTerm.value = "love"   // 0.33 s later: the tracks matching "love"
/// ```
///
/// The model lives on the main actor. Its observations end, and a running search is cancelled,
/// when the model is released.
@MainActor
public final class SearchyModel {
    /// The debounce interval used when none is given: 0.33 s, as in the original Searchy.
    public static let defaultDebounceInterval: Duration = .milliseconds(330)

    /// The term typed by the user (input).
    public let searchTerm = MutableProperty("")
    /// The latest search's term, results and status (output).
    public let state: Property<SearchState>
    /// The results to show (output): ``SearchState/results`` of ``state``.
    public let results: Property<[SearchResult]>
    /// How long the term must stay still before it is searched.
    public let debounceInterval: Duration

    private let bag = Bag()

    /// What a finished search produced.
    private enum Outcome {
        case cleared
        case loaded(term: String, page: SearchPage)
        case failed(term: String, message: String)
    }

    /// A model searching `service`, debouncing the term by `debounce` on `clock`.
    ///
    /// - Parameters:
    ///   - service: Where the results come from.
    ///   - debounce: How long the term must stay still before it is searched.
    ///   - clock: The clock that measures the debounce; tests pass a `TestClock`.
    public init(
        service: any SearchService,
        debounce: Duration = SearchyModel.defaultDebounceInterval,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        debounceInterval = debounce
        let storage = MutableProperty(SearchState.idle)
        state = storage.map { $0 }
        results = storage.map(\.results)

        let terms = searchTerm.changes
            .map { $0.trimmingWhitespace() }
            .debounce(for: debounce, clock: clock)
        let outcomes = terms.flatMapLatest { term -> Outcome in
            guard !term.isEmpty else { return .cleared }
            do {
                return .loaded(term: term, page: try await service.searchPage(term))
            } catch {
                return .failed(term: term, message: (error as? SearchError)?.description ?? "\(error)")
            }
        } recover: { _ in
            nil  // never used: the transform turns every error into an outcome
        }

        bag
            ++ terms.observe { term in
                storage.value =
                    term.isEmpty
                    ? .idle : SearchState(term: term, results: storage.value.results, status: .searching)
            }
            ++ outcomes.observe { outcome in
                switch outcome {
                case .cleared:
                    storage.value = .idle
                case .loaded(let term, let page):
                    storage.value = SearchState(
                        term: term, results: page.results, status: .loaded, total: page.total)
                case .failed(let term, let message):
                    storage.value = SearchState(term: term, results: [], status: .failed(message))
                }
            }
    }
}

extension String {
    /// The string without leading and trailing whitespace and line breaks.
    fileprivate func trimmingWhitespace() -> String {
        let isSpace = { (character: Character) in character.isWhitespace || character.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
        else {
            return ""
        }
        return String(self[first...last])
    }
}
