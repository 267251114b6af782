import Clocks
@_spi(Testing) import Loom
import LoomTesting
import Testing

/// A store whose reducer logs every action, answers `"start"` with `command` and `"stop"` with a
/// cancellation of `"chain"`.
@MainActor
private func loggingStore(answeringStartWith command: Command<String>) -> Store<[String], String> {
    Store(initialState: [String]()) { (log: inout [String], action: String) in
        log.append(action)
        switch action {
        case "start": return command
        case "stop": return .cancel(id: "chain")
        default: return .none
        }
    }
}

@MainActor
@Suite("Concatenate keeps the order of .send", .timeLimit(.minutes(1)))
struct ConcatenateOrderTests {
    @Test("concatenated .send commands are processed before any action sent later, like .send")
    func concatenatedSendsComeFirst() {
        let store = loggingStore(answeringStartWith: .concatenate(.send("a"), .send("b")))
        store.send("start")
        store.send("later")
        #expect(store.state == ["start", "a", "b", "later"])
        #expect(store.inFlightCommandCount == 0)
    }

    @Test("synchronous elements nested in merge, cancellable or concatenate run at once, in order")
    func nestedSynchronousElementsComeFirst() {
        let store = loggingStore(
            answeringStartWith: .concatenate(
                .merge(.send("a"), .send("b")),
                .send("c").cancellable(id: "c"),
                .concatenate(.send("d"), .send("e"))))
        store.send("start")
        store.send("later")
        #expect(store.state == ["start", "a", "b", "c", "d", "e", "later"])
    }

    @Test("leading .send commands come first; the elements after the first asynchronous one wait for it")
    func asynchronousElementStartsTheWait() async {
        let clock = TestClock()
        let store = loggingStore(
            answeringStartWith: .concatenate(
                .send("a"),
                .run { send in
                    try await clock.sleep(for: .seconds(1))
                    send("slept")
                },
                .send("b")))
        store.send("start")
        store.send("later")
        #expect(store.state == ["start", "a", "later"])
        await clock.waitForSleeper()
        await clock.advance(by: .seconds(1))
        await settle(until: { store.state == ["start", "a", "later", "slept", "b"] })
        #expect(store.state == ["start", "a", "later", "slept", "b"])
        await settle(until: { store.inFlightCommandCount == 0 })
        #expect(store.inFlightCommandCount == 0)
    }

    @Test("the first asynchronous element starts at once, as it would alone")
    func firstAsynchronousElementStartsAtOnce() async {
        let store = loggingStore(
            answeringStartWith: .concatenate(
                .send("a"), .merge(.send("b"), .run { send in send("run") }), .send("c")))
        store.send("start")
        store.send("later")
        #expect(store.state == ["start", "a", "b", "later"])
        await settle(until: { store.state.count == 6 })
        #expect(store.state == ["start", "a", "b", "later", "run", "c"])
    }

    @Test("cancelling a concatenation stops the elements after its leading synchronous ones")
    func cancellingStopsTheRest() async {
        let clock = TestClock()
        let store = loggingStore(
            answeringStartWith: .concatenate(
                .send("a"),
                .run { send in
                    try await clock.sleep(for: .seconds(1))
                    send("slept")
                },
                .send("b")
            )
            .cancellable(id: "chain"))
        store.send("start")
        #expect(store.state == ["start", "a"])
        await clock.waitForSleeper()
        store.send("stop")
        await clock.advance(by: .seconds(1))
        await settle()
        #expect(store.state == ["start", "a", "stop"])
        #expect(store.inFlightCommandCount == 0)
    }
}
