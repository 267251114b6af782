import ChinookCatalog
import Clocks
import Foundation
import Loom
import LoomTesting
import SearchyCore
import Testing

/// The Searchy model tests of the original (`SearchyModelTests.swift`), ported: a controllable
/// fake service and a test clock; nothing sleeps.
@MainActor
@Suite("Searchy model", .timeLimit(.minutes(1)))
struct SearchyModelTests {
    private let resultOne = SearchResult(
        id: 1, name: "Stuff", artist: "Artist", album: "Album", genre: "Pop", milliseconds: 1000, price: 0.99)
    private let resultTwo = SearchResult(
        id: 2, name: "Two", artist: "", album: "", genre: "", milliseconds: 0)
    private let resultThree = SearchResult(
        id: 3, name: "Three", artist: "", album: "", genre: "", milliseconds: 0)
    private let debounce = SearchyModel.defaultDebounceInterval

    private func makeModel(_ service: any SearchService, clock: TestClock<Duration>) -> SearchyModel {
        SearchyModel(service: service, clock: clock)
    }

    /// Types `term`, lets the debounce interval pass, and returns the state of its search.
    private func search(
        _ term: String, in model: SearchyModel, recorder: ValueRecorder<SearchState>,
        clock: TestClock<Duration>
    ) async -> SearchState? {
        model.searchTerm.value = term
        await clock.waitForSleeper()
        await clock.advance(by: debounce)
        let trimmed = term.trimmingCharacters(in: .whitespacesAndNewlines)
        return await recorder.next { state in
            trimmed.isEmpty ? state.status == .idle : state.term == trimmed && state.status != .searching
        }
    }

    @Test("\"Stuff\" gives the service's results")
    func stuffGivesResults() async {
        let clock = TestClock()
        let model = makeModel(
            ControlledSearchService(immediate: ["Stuff": .success([resultOne])]), clock: clock)
        let recorder = ValueRecorder(model.state)
        let state = await search("Stuff", in: model, recorder: recorder, clock: clock)
        #expect(state == SearchState(term: "Stuff", results: [resultOne], status: .loaded))
        #expect(model.results.value == [resultOne])
    }

    @Test("\"Stuff\" then \"\" gives no results")
    func emptyTermClears() async {
        let clock = TestClock()
        let service = ControlledSearchService(immediate: ["Stuff": .success([resultOne])])
        let model = makeModel(service, clock: clock)
        let recorder = ValueRecorder(model.state)
        _ = await search("Stuff", in: model, recorder: recorder, clock: clock)
        let state = await search("", in: model, recorder: recorder, clock: clock)
        #expect(state == .idle)
        #expect(model.results.value == [])
        #expect(service.calls == ["Stuff"])
    }

    @Test("\"Stuff\" then whitespace and line breaks gives no results, without a search")
    func whitespaceClears() async {
        let clock = TestClock()
        let service = ControlledSearchService(immediate: ["Stuff": .success([resultOne])])
        let model = makeModel(service, clock: clock)
        let recorder = ValueRecorder(model.state)
        _ = await search("Stuff", in: model, recorder: recorder, clock: clock)
        #expect(await search(" \n  ", in: model, recorder: recorder, clock: clock) == .idle)
        #expect(model.results.value == [])
        #expect(service.calls == ["Stuff"])
    }

    @Test("the term is trimmed before it is searched")
    func termTrimmed() async {
        let clock = TestClock()
        let service = ControlledSearchService(immediate: ["Stuff": .success([resultOne])])
        let model = makeModel(service, clock: clock)
        let recorder = ValueRecorder(model.state)
        let state = await search("  Stuff \n", in: model, recorder: recorder, clock: clock)
        #expect(state?.results == [resultOne])
        #expect(service.calls == ["Stuff"])
    }

    @Test("a failing search gives an error state for that search, and the next search works")
    func errorThenNextSearchWorks() async {
        let clock = TestClock()
        let service = ControlledSearchService(immediate: [
            "Stuff": .success([resultOne]), "BadSearch": .failure(ControlledSearchService.Failure()),
        ])
        let model = makeModel(service, clock: clock)
        let recorder = ValueRecorder(model.state)
        _ = await search("Stuff", in: model, recorder: recorder, clock: clock)
        let failed = await search("BadSearch", in: model, recorder: recorder, clock: clock)
        #expect(failed == SearchState(term: "BadSearch", results: [], status: .failed("the search exploded")))
        #expect(model.results.value == [])
        let again = await search("Stuff", in: model, recorder: recorder, clock: clock)
        #expect(again == SearchState(term: "Stuff", results: [resultOne], status: .loaded))
    }

    @Test("a service that knows the total passes it on: the state says the results are capped")
    func totalIsPassedOn() async {
        struct Paged: SearchService {
            let result: SearchResult
            func search(_ term: String) async throws -> [SearchResult] { [result] }
            func searchPage(_ term: String) async throws -> SearchPage {
                SearchPage(results: [result], total: 127)
            }
        }
        let clock = TestClock()
        let model = makeModel(Paged(result: resultOne), clock: clock)
        let recorder = ValueRecorder(model.state)
        let state = await search("love", in: model, recorder: recorder, clock: clock)
        #expect(state == SearchState(term: "love", results: [resultOne], status: .loaded, total: 127))
        #expect(state?.isCapped == true)
        #expect(SearchState(term: "x", results: [resultOne], status: .loaded).isCapped == false)
    }

    @Test("a SearchError's failed state carries its description")
    func searchErrorMessage() async {
        struct Failing: SearchService {
            func search(_ term: String) async throws -> [SearchResult] {
                throw SearchError.httpStatus(500, url: "http://x/search")
            }
        }
        let clock = TestClock()
        let model = makeModel(Failing(), clock: clock)
        let recorder = ValueRecorder(model.state)
        let state = await search("love", in: model, recorder: recorder, clock: clock)
        #expect(
            state?.status == .failed("the search service at http://x/search answered with HTTP status 500"))
    }

    @Test("out of order: searches 1, 2, 3 answered 2, 3, 1 show only the results of 3")
    func outOfOrderAnswers() async {
        let clock = TestClock()
        let service = ControlledSearchService()
        let model = makeModel(service, clock: clock)
        let recorder = ValueRecorder(model.state)
        for term in ["1", "2", "3"] {
            model.searchTerm.value = term
            await clock.waitForSleeper()
            await clock.advance(by: debounce)
            await service.waitForCall(term)
        }
        await service.answer("2", with: [resultTwo])
        await service.answer("3", with: [resultThree])
        _ = await recorder.next { $0.status == .loaded }
        await service.answer("1", with: [resultOne])
        // Flush: one more search, answered after the stale answer of "1" has returned.
        _ = await search("", in: model, recorder: recorder, clock: clock)

        let loaded = recorder.values.filter { $0.status == .loaded }
        #expect(loaded == [SearchState(term: "3", results: [resultThree], status: .loaded)])
        #expect(
            !recorder.values.contains { $0.results.contains(resultOne) || $0.results.contains(resultTwo) })
        #expect(service.cancelled == ["1", "2"])
    }

    @Test("the term is searched only after 0.33 s without typing, and only the last term of a burst")
    func debounced() async {
        let clock = TestClock()
        let service = ControlledSearchService(immediate: ["love": .success([resultOne])])
        let model = makeModel(service, clock: clock)
        let recorder = ValueRecorder(model.state)
        // A burst of typing: only the last term is searched.
        model.searchTerm.value = "l"
        model.searchTerm.value = "lo"
        model.searchTerm.value = "love"
        await clock.waitForSleeper()
        await clock.advance(by: .milliseconds(329))
        #expect(service.calls.isEmpty)
        #expect(model.state.value == .idle)
        await clock.advance(by: .milliseconds(1))
        _ = await recorder.next { $0.status == .loaded }
        #expect(service.calls == ["love"])
        #expect(SearchyModel.defaultDebounceInterval == .milliseconds(330))
        #expect(model.debounceInterval == .milliseconds(330))
    }

    @Test("while a search runs the state says so and keeps the previous results")
    func searchingKeepsPreviousResults() async {
        let clock = TestClock()
        let service = ControlledSearchService(immediate: ["Stuff": .success([resultOne])])
        let model = makeModel(service, clock: clock)
        let recorder = ValueRecorder(model.state)
        _ = await search("Stuff", in: model, recorder: recorder, clock: clock)
        model.searchTerm.value = "slow"
        await clock.waitForSleeper()
        await clock.advance(by: debounce)
        await service.waitForCall("slow")
        #expect(model.state.value == SearchState(term: "slow", results: [resultOne], status: .searching))
        await service.answer("slow", with: [resultTwo])
        #expect(await recorder.next { $0.status == .loaded }?.results == [resultTwo])
    }

    @Test("a custom debounce interval is honoured")
    func customDebounce() async {
        let clock = TestClock()
        let service = ControlledSearchService(immediate: ["x": .success([resultOne])])
        let model = SearchyModel(service: service, debounce: .seconds(1), clock: clock)
        let recorder = ValueRecorder(model.state)
        model.searchTerm.value = "x"
        await clock.waitForSleeper()
        await clock.advance(by: .milliseconds(999))
        #expect(service.calls.isEmpty)
        await clock.advance(by: .milliseconds(1))
        #expect(await recorder.next { $0.status == .loaded }?.results == [resultOne])
    }

    @Test("the model is released when its owner lets go, and its running search is cancelled")
    func releasedAndCancelled() async {
        let clock = TestClock()
        let service = ControlledSearchService()
        var model: SearchyModel? = makeModel(service, clock: clock)
        weak let weakModel = model
        model?.searchTerm.value = "pending"
        await clock.waitForSleeper()
        await clock.advance(by: debounce)
        await service.waitForCall("pending")
        model = nil
        #expect(weakModel == nil)
        #expect(service.cancelled == ["pending"])
        await service.answer("pending", with: [resultOne])
    }

    @Test("with the iTunes service, a slow stale answer is never shown")
    func slowStaleAnswerNeverShown() async throws {
        let gate = Gate()
        let server = try LocalHTTPServer { request in
            request.query["term"] == "slow"
                ? .json(Fixtures.single(id: 1, name: "Stale"), gate: gate)
                : .json(Fixtures.single(id: 2, name: "Fresh"))
        }
        defer { server.shutdown() }
        let clock = TestClock()
        let model = makeModel(ITunesSearchService(baseURL: server.url("/search"), timeout: 60), clock: clock)
        let recorder = ValueRecorder(model.state)
        model.searchTerm.value = "slow"
        await clock.waitForSleeper()
        await clock.advance(by: debounce)
        await server.waitForRequests(1)
        let fresh = await search("fast", in: model, recorder: recorder, clock: clock)
        #expect(fresh?.results.map(\.name) == ["Fresh"])
        gate.open()
        _ = await search("", in: model, recorder: recorder, clock: clock)
        #expect(!recorder.values.contains { $0.results.contains { $0.name == "Stale" } })
        #expect(!recorder.values.contains { if case .failed = $0.status { true } else { false } })
    }

    @Test("with the catalog service, a search gives ranked catalog tracks and odd text never fails")
    func catalogService() async throws {
        let catalog = try CatalogSearchServiceTests.catalog.get()
        let clock = TestClock()
        let model = makeModel(CatalogSearchService(catalog: catalog, limit: 10), clock: clock)
        let recorder = ValueRecorder(model.state)
        let love = await search("love", in: model, recorder: recorder, clock: clock)
        #expect(love?.status == .loaded)
        #expect(love?.results.count == 10)
        let odd = await search("\"NEAR( -* AND", in: model, recorder: recorder, clock: clock)
        #expect(odd?.status == .loaded)
    }
}
