public import Loom

/// The state of a declarative Searchy screen (SwiftUI): a ``SearchyView`` whose data in is kept where
/// Observation sees it and whose intent out comes from the text field and the taps, plus where the
/// screen is (a navigator: the search, then a chosen result's details).
///
/// Made with a model, it binds itself to it with ``SearchyBinding`` for as long as it lives; choosing
/// a result pushes its details. A SwiftUI view only reads ``state``, writes ``term`` and calls
/// ``choose(_:)``:
///
/// ```swift
/// let screen = SearchyViewState(model: model)
/// screen.term.value = "love"        // the model searches, debounced
/// screen.state.results              // the results, once the search answered
/// screen.choose(screen.state.results[0])   // navigator: [.search, .result(…)]
/// ```
@MainActor
public final class SearchyViewState: SearchyView {
    /// Owns the binding's connections: they end with this object.
    public let lifetime = Lifetime()
    /// Where the screen is: the search, then a chosen result's details.
    public let navigator = Navigator<SearchyRoute>(root: .search)
    private let shown = MutableProperty(SearchState.idle, observation: .tracked)
    private let typed = MutableProperty("", observation: .tracked)
    private let chosen = Emitter<SearchResult>()

    /// A screen over `model`, bound to it at once (``SearchyBinding``) for as long as it lives.
    public init(model: SearchyModel) {
        SearchyBinding.bind(view: self, model: model) { [weak navigator] result in
            navigator?.value.push(.result(result))
        }
    }

    /// What to show: the latest search's term, results and status (tracked under Observation).
    public var state: SearchState { shown.value }

    /// The text field's text: reading it is what was typed (tracked), writing it is the user typing (a
    /// write equal to the current text is dropped, so it searches nothing).
    public var term: TwoWayBinding<String> { TwoWayBinding(typed) }

    /// The user chose `result`: the binding pushes its details.
    public func choose(_ result: SearchResult) {
        chosen.send(result)
    }

    /// The term as the user edits it (intent).
    public var searchTerm: Signal<String> { typed.changes }
    /// The result the user chose (intent).
    public var selected: Signal<SearchResult> { chosen }
    /// Where the binding puts the state to show.
    public var display: Binder<SearchState> { Binder(self) { $0.shown.value = $1 } }
}
