import Clocks
import Loom
import LoomTesting
import SearchyCore
import Testing

@MainActor
final class HeadlessSearchView: SearchyView {
    let lifetime = Lifetime()
    let typed = Emitter<String>()
    let chosen = Emitter<SearchResult>()
    var shown = SearchState.idle
    var searchTerm: Signal<String> { typed }
    var selected: Signal<SearchResult> { chosen }
    var display: Binder<SearchState> { Binder(self, \.shown) }
}

/// Answers every search at once with one result named after the term.
struct EchoSearchService: SearchService {
    func search(_ term: String) async throws -> [SearchResult] {
        [
            SearchResult(
                id: Int64(term.count), name: "Song about \(term)", artist: "Artist", album: "Album",
                genre: "Rock",
                milliseconds: 1_000, price: 0.99)
        ]
    }
}

@MainActor
@Suite("Searchy binding (Model-View-Binding)", .timeLimit(.minutes(1)))
struct SearchyBindingTests {
    @Test("typing in the view searches through the model and the view shows the latest results")
    func typingShowsResults() async throws {
        let clock = TestClock()
        let model = SearchyModel(service: EchoSearchService(), clock: clock)
        let view = HeadlessSearchView()
        SearchyBinding.bind(view: view, model: model) { _ in }
        var states = model.state.values.makeAsyncIterator()
        #expect(await states.next() == .idle)
        view.typed.send("love")
        #expect(model.searchTerm.value == "love")
        await clock.waitForSleeper()  // advancing before the debounce sleeps would leave it pending
        await clock.advance(by: SearchyModel.defaultDebounceInterval)
        while let state = await states.next(), state.status != .loaded {}
        #expect(view.shown.term == "love")
        #expect(view.shown.results.map(\.name) == ["Song about love"])
    }

    @Test("choosing a result reaches the selection handler")
    func selectionReachesHandler() throws {
        let model = SearchyModel(service: EchoSearchService(), clock: TestClock())
        let view = HeadlessSearchView()
        var chosen: [String] = []
        SearchyBinding.bind(view: view, model: model) { chosen.append($0.name) }
        let result = SearchResult(
            id: 1, name: "Blue Train", artist: "John Coltrane", album: "Blue Train", genre: "Jazz",
            milliseconds: 643_000, price: 0.99)
        view.chosen.send(result)
        #expect(chosen == ["Blue Train"])
    }

    @Test("releasing the view ends the binding: the model no longer hears the view and is released")
    func viewReleaseEndsBinding() throws {
        var model: SearchyModel? = SearchyModel(service: EchoSearchService(), clock: TestClock())
        var view: HeadlessSearchView? = HeadlessSearchView()
        SearchyBinding.bind(view: view!, model: model!) { _ in }
        let typed = view!.typed
        weak let weakView = view
        weak let weakModel = model
        view = nil
        #expect(weakView == nil)
        typed.send("ignored")
        #expect(model?.searchTerm.value == "")
        model = nil
        #expect(weakModel == nil)
    }
}
