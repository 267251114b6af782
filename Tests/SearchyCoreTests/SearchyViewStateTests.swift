import Clocks
import Loom
import LoomTesting
import Observation
import SearchyCore
import Testing

@MainActor
@Suite("Searchy's declarative view state (Model-View-Binding for SwiftUI)", .timeLimit(.minutes(1)))
struct SearchyViewStateTests {
    static let blueTrain = SearchResult(
        id: 1, name: "Blue Train", artist: "John Coltrane", album: "Blue Train", genre: "Jazz",
        milliseconds: 643_000, price: 0.99)

    @Test("typing searches through the binding, and the state shows the latest results")
    func typing() async throws {
        let clock = TestClock()
        let model = SearchyModel(service: EchoSearchService(), clock: clock)
        let screen = SearchyViewState(model: model)
        #expect(screen.state == .idle)
        screen.term.value = "love"
        #expect(screen.term.value == "love")
        #expect(model.searchTerm.value == "love")
        await clock.waitForSleeper()
        await clock.advance(by: SearchyModel.defaultDebounceInterval)
        var states = model.state.values.makeAsyncIterator()
        while let state = await states.next(), state.status != .loaded {}
        #expect(screen.state.term == "love")
        #expect(screen.state.results.map(\.name) == ["Song about love"])
    }

    @Test("writing the term it already has is no edit: the model hears nothing")
    func sameTerm() {
        let model = SearchyModel(service: EchoSearchService(), clock: TestClock())
        let screen = SearchyViewState(model: model)
        var terms: [String] = []
        let token = model.searchTerm.observe(skipsInitial: true) { terms.append($0) }
        screen.term.value = "jazz"
        screen.term.value = "jazz"
        #expect(terms == ["jazz"])
        token.cancel()
    }

    @Test("the state and the term take part in Observation")
    func tracked() {
        let model = SearchyModel(service: EchoSearchService(), clock: TestClock())
        let screen = SearchyViewState(model: model)
        let probe = ObservationProbe {
            _ = screen.state
            _ = screen.term.value
        }
        screen.term.value = "jazz"
        #expect(probe.changes == 1)
        probe.track { _ = screen.state }
        screen.display.receive(SearchState(term: "jazz", results: [], status: .searching))
        #expect(probe.changes == 2)
    }

    @Test("choosing a result pushes its details; the back button pops them")
    func navigation() {
        let screen = SearchyViewState(model: SearchyModel(service: EchoSearchService(), clock: TestClock()))
        #expect(screen.navigator.value.stack == [.search])
        screen.choose(Self.blueTrain)
        #expect(screen.navigator.value.stack == [.search, .result(Self.blueTrain)])
        screen.navigator.path.value = []
        #expect(screen.navigator.value.stack == [.search])
    }

    @Test("releasing the view state ends the binding; the model is released with it")
    func lifetime() {
        let leaks = LeakTracker()
        do {
            let model = SearchyModel(service: EchoSearchService(), clock: TestClock())
            let screen = SearchyViewState(model: model)
            screen.choose(Self.blueTrain)
            leaks.track(model, "model")
            leaks.track(screen, "view state")
            leaks.track(screen.navigator, "navigator")
        }
        leaks.expectReleased()
    }
}
