import Clocks
@_spi(Testing) import Loom
import LoomTesting
import Testing

struct Feature: Equatable {
    var count = 0
    var text = ""
    var results: [String] = []
}

enum FeatureAction: Equatable {
    case increment
    case setText(String)
    case search(String)
    case loaded([String])
    case load
    case startTimer
    case tick
    case both
}

@MainActor
func featureReducer(clock: TestClock<Duration>) -> Store<Feature, FeatureAction>.Reducer {
    { state, action in
        switch action {
        case .increment:
            state.count += 1
            return .none
        case .setText(let text):
            state.text = text
            return .none
        case .search(let query):
            state.text = query
            return .run { send in send(.loaded([query.uppercased()])) }
                .debounce(id: "search", for: .milliseconds(300), clock: clock)
        case .loaded(let results):
            state.results = results
            return .none
        case .load:
            return .run { send in
                try await clock.sleep(for: .seconds(1))
                send(.loaded(["a", "b"]))
            }
        case .startTimer:
            return .run { send in
                while true {
                    try await clock.sleep(for: .seconds(1))
                    send(.tick)
                }
            }
        case .tick:
            state.count += 1
            return .none
        case .both:
            return .merge(.send(.increment), .send(.setText("both")))
        }
    }
}

@MainActor
@Suite("TestStore")
struct TestStoreTests {
    @Test("send with the expected mutation passes; receive asserts actions sent by commands")
    func passingFlow() async {
        let clock = TestClock()
        let store = TestStore(initialState: Feature(), reducer: featureReducer(clock: clock))
        await store.send(.increment) { $0.count = 1 }
        await store.send(.load)
        await clock.advance(by: .seconds(1))
        await store.receive(.loaded(["a", "b"])) { $0.results = ["a", "b"] }
        await store.finish()
        #expect(store.state.results == ["a", "b"])
    }

    @Test("works with the test clock for debounced commands")
    func debounced() async {
        let clock = TestClock()
        let store = TestStore(initialState: Feature(), reducer: featureReducer(clock: clock))
        await store.send(.search("a")) { $0.text = "a" }
        await clock.advance(by: .milliseconds(100))
        await store.send(.search("ab")) { $0.text = "ab" }
        await clock.advance(by: .milliseconds(300))
        await store.receive(.loaded(["AB"])) { $0.results = ["AB"] }
        await store.finish()
    }

    @Test("synchronously sent actions are received too, in order")
    func synchronousReceive() async {
        let store = TestStore(initialState: Feature(), reducer: featureReducer(clock: TestClock()))
        await store.send(.both)
        await store.receive(.increment) { $0.count = 1 }
        await store.receive(.setText("both")) { $0.text = "both" }
        await store.finish()
    }

    @Test("expected failure: a wrong expected mutation fails with a readable diff")
    func wrongMutationFails() async {
        let store = TestStore(initialState: Feature(), reducer: featureReducer(clock: TestClock()))
        await withKnownIssue("expected: the failure above is what this test checks") {
            await store.send(.increment) { $0.count = 2 }
        } matching: { issue in
            let text = issue.description
            return text.contains("does not match") && text.contains("count: 2") && text.contains("count: 1")
        }
    }

    @Test("expected failure: an unasserted change fails in exhaustive mode")
    func unassertedChangeFails() async {
        let store = TestStore(initialState: Feature(), reducer: featureReducer(clock: TestClock()))
        await withKnownIssue("expected: the failure above is what this test checks") {
            await store.send(.increment)
        }
    }

    @Test("expected failure: receiving a different action than the expected one fails")
    func wrongReceivedActionFails() async {
        let store = TestStore(initialState: Feature(), reducer: featureReducer(clock: TestClock()))
        await store.send(.both)
        await withKnownIssue("expected: the failure above is what this test checks") {
            await store.receive(.setText("both"))
        } matching: {
            $0.description.contains("unexpected action")
        }
        store.skipReceivedActions()
    }

    @Test("expected failure: receive fails when nothing arrives (the clock was not advanced)")
    func receiveNothingFails() async {
        let clock = TestClock()
        let store = TestStore(initialState: Feature(), reducer: featureReducer(clock: clock))
        store.yieldLimit = 20
        await store.send(.load)
        await withKnownIssue("expected: the failure above is what this test checks") {
            await store.receive(.loaded(["a", "b"]))
        } matching: {
            $0.description.contains("received no action")
        }
        await clock.advance(by: .seconds(1))
        await store.receive(.loaded(["a", "b"])) { $0.results = ["a", "b"] }
        await store.finish()
    }

    @Test("expected failure: finish fails when received actions were not asserted")
    func finishFailsOnUnassertedActions() async {
        let store = TestStore(initialState: Feature(), reducer: featureReducer(clock: TestClock()))
        await store.send(.both)
        await withKnownIssue("expected: the failure above is what this test checks") {
            await store.finish()
        } matching: {
            $0.description.contains("not asserted")
        }
    }

    @Test("expected failure: finish fails when commands are still running")
    func finishFailsOnRunningCommands() async {
        let clock = TestClock()
        let store = TestStore(initialState: Feature(), reducer: featureReducer(clock: clock))
        store.yieldLimit = 20
        await store.send(.startTimer)
        await clock.advance(by: .seconds(1))
        await store.receive(.tick) { $0.count = 1 }
        await withKnownIssue("expected: the failure above is what this test checks") {
            await store.finish()
        } matching: {
            $0.description.contains("still running")
        }
    }

    @Test("expected failure: sending while received actions are unasserted fails in exhaustive mode")
    func sendWithPendingReceivedFails() async {
        let store = TestStore(initialState: Feature(), reducer: featureReducer(clock: TestClock()))
        await store.send(.both)
        await withKnownIssue("expected: the failure above is what this test checks") {
            await store.send(.increment) { $0.count = 2 }
        } matching: {
            $0.description.contains("Must handle 2 received")
        }
        store.skipReceivedActions()
    }

    @Test("expected failure: a send that reports unasserted received actions leaves them for a later receive")
    func failedSendKeepsReceivedActions() async {
        let store = TestStore(initialState: Feature(), reducer: featureReducer(clock: TestClock()))
        await store.send(.both)
        await withKnownIssue("expected: the failure above is what this test checks") {
            await store.send(.setText("later")) { $0.text = "later" }
        } matching: {
            $0.description.contains("Must handle 2 received")
        }
        #expect(store.receivedActions == [.increment, .setText("both")])
        await store.receive(.increment) { $0.count = 1 }
        await store.receive(.setText("both")) { $0.text = "both" }
        #expect(store.state == Feature(count: 1, text: "later"))
        await store.send(.increment) { $0.count = 2 }
        await store.finish()
    }

    @Test(
        "expected failure (at the end): non-exhaustive mode checks only what is asserted and skips other received actions, but a wrong assertion still fails"
    )
    func nonExhaustive() async {
        let clock = TestClock()
        let store = TestStore(initialState: Feature(), reducer: featureReducer(clock: clock))
        store.exhaustivity = .off
        await store.send(.both)
        await store.receive(.setText("both")) { $0.text = "both" }
        await store.send(.increment) { $0.count = 2 }
        await store.send(.startTimer)
        await clock.advance(by: .seconds(2))
        await store.receive(.tick)
        await store.finish()
        #expect(store.store.inFlightCommandCount == 1)
        await withKnownIssue("expected: the failure above is what this test checks") {
            await store.send(.increment) { $0.count = 99 }
        }
    }

    @Test("the article form of reducer works in a TestStore")
    func articleForm() async {
        let store = TestStore(
            initialState: Feature(),
            reduce: { (state: Feature, action: FeatureAction) -> (Feature, Command<FeatureAction>?) in
                var state = state
                if case .setText(let text) = action { state.text = text }
                return (state, nil)
            })
        await store.send(.setText("x")) { $0.text = "x" }
    }

    @Test("the logging middleware prints the action and a readable state diff")
    func loggingMiddleware() {
        var lines: [String] = []
        let store = Store(
            initialState: Feature(), reducer: featureReducer(clock: TestClock()),
            middleware: [.logging(name: "feature") { lines.append($0) }])
        store.send(.setText("milk"))
        store.send(.setText("milk"))
        #expect(lines.count == 2)
        #expect(lines[0].contains("[feature] received action:"))
        #expect(lines[0].contains("FeatureAction.setText(\"milk\")"))
        #expect(lines[0].contains("−   text: \"\""))
        #expect(lines[0].contains("+   text: \"milk\""))
        #expect(lines[1].contains("(no state change)"))
    }
}

@MainActor
@Suite("TestStore lifetime")
struct TestStoreLifetimeTests {
    @Test("a test store and its store are released when the test lets go")
    func released() async {
        weak var weakTestStore: TestStore<Feature, FeatureAction>?
        weak var weakStore: Store<Feature, FeatureAction>?
        do {
            let store = TestStore(initialState: Feature(), reducer: featureReducer(clock: TestClock()))
            await store.send(.increment) { $0.count = 1 }
            weakTestStore = store
            weakStore = store.store
        }
        #expect(weakTestStore == nil)
        #expect(weakStore == nil)
    }
}
