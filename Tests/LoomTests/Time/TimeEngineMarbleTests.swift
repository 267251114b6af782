import Clocks
@_spi(Testing) import Loom
import LoomTesting
import Testing

/// Plays `input` on a test clock, one tick at a time: the clock is advanced to the tick, the tick's
/// events are sent, then the test waits (yielding, bounded, never sleeping) until the emissions the
/// expected diagram places up to this tick have arrived. Each emission is stamped with the clock's
/// time when it arrived, so an early, late, missing or extra one shows in the returned diagram.
@MainActor
private func play(
    _ input: String, expecting expected: String, clock: TestClock<Duration>,
    send: (Character) -> Void, received: () -> [(tick: Int, value: Character)]
) async -> Marble {
    let input = Marble(input)
    let expected = Marble(expected)
    for tick in 0..<expected.ticks.count {
        await clock.advance(to: .tick(tick))
        if tick < input.ticks.count {
            for value in input.ticks[tick] { send(value) }
        }
        await settle(until: { received().count >= expected.count(through: tick) }, maxYields: 2_000)
    }
    return Marble(length: expected.ticks.count, events: received())
}

private enum MarbleAction {
    case debounced(Character)
    case throttled(Character, ThrottleTrailing)
    case output(Character)
}

/// A store whose commands debounce or throttle `output` actions; what they send is recorded with the
/// clock's time.
@MainActor
private func marbleStore(
    clock: TestClock<Duration>, interval: Int, received: @escaping @MainActor (Character) -> Void
) -> Store<Int, MarbleAction> {
    Store(initialState: 0) { (state: inout Int, action: MarbleAction) in
        switch action {
        case .debounced(let value):
            return .send(.output(value)).debounce(id: "marble", for: marbleTick * interval, clock: clock)
        case .throttled(let value, let trailing):
            return .send(.output(value))
                .throttle(id: "marble", for: marbleTick * interval, clock: clock, trailing: trailing)
        case .output(let value):
            state += 1
            received(value)
            return .none
        }
    }
}

@MainActor
@Suite(
    "Time engine: signals and store commands share one rule (marble diagrams, test clock)",
    .timeLimit(.minutes(1)))
struct TimeEngineMarbleTests {
    @Test(
        "a debounced signal and a debounced command send the same diagram",
        arguments: [
            ("abcd----e---f-g----", 3, "------d----e-----g-"),
            ("a--b--c---", 3, "---a--b--c"),
            ("a-b-c-d--", 2, "--a-b-c-d"),
        ])
    func debounce(input: String, interval: Int, expected: String) async {
        let signalClock = TestClock()
        let emitter = Emitter<Character>()
        var fromSignal: [(tick: Int, value: Character)] = []
        let token = emitter.debounce(for: marbleTick * interval, clock: signalClock).observe {
            fromSignal.append((signalClock.now.tick, $0))
        }
        let signal = await play(
            input, expecting: expected, clock: signalClock, send: { emitter.send($0) },
            received: { fromSignal })
        #expect(signal == Marble(expected))
        token.cancel()

        let commandClock = TestClock()
        var fromCommands: [(tick: Int, value: Character)] = []
        let store = marbleStore(clock: commandClock, interval: interval) {
            fromCommands.append((commandClock.now.tick, $0))
        }
        let commands = await play(
            input, expecting: expected, clock: commandClock, send: { store.send(.debounced($0)) },
            received: { fromCommands })
        #expect(commands == Marble(expected))
        #expect(store.inFlightCommandCount == 0)
    }

    @Test(
        "a throttled signal and a throttled command send the same diagram",
        arguments: [
            ("abcd---e----", 3, "a--c--d--e--"),
            ("a---b------", 3, "a---b------"),
            ("abcdefg----", 2, "a-b-d-f-g--"),
        ])
    func throttle(input: String, interval: Int, expected: String) async {
        let signalClock = TestClock()
        let emitter = Emitter<Character>()
        var fromSignal: [(tick: Int, value: Character)] = []
        let token = emitter.throttle(for: marbleTick * interval, clock: signalClock).observe {
            fromSignal.append((signalClock.now.tick, $0))
        }
        let signal = await play(
            input, expecting: expected, clock: signalClock, send: { emitter.send($0) },
            received: { fromSignal })
        #expect(signal == Marble(expected))
        token.cancel()

        let commandClock = TestClock()
        var fromCommands: [(tick: Int, value: Character)] = []
        let store = marbleStore(clock: commandClock, interval: interval) {
            fromCommands.append((commandClock.now.tick, $0))
        }
        let commands = await play(
            input, expecting: expected, clock: commandClock,
            send: { store.send(.throttled($0, .latest)) }, received: { fromCommands })
        #expect(commands == Marble(expected))
    }

    @Test(
        "each throttle rule means the same on a signal and on a command (issue 20.16)",
        arguments: [
            (ThrottleTrailing.latest, "a--c--d--e--"),
            (.first, "a--b--d--e--"),
            (.drop, "a--d---e----"),
        ])
    func throttleRules(trailing: ThrottleTrailing, expected: String) async {
        let input = "abcd---e----"
        let signalClock = TestClock()
        let emitter = Emitter<Character>()
        var fromSignal: [(tick: Int, value: Character)] = []
        let token = emitter.throttle(for: marbleTick * 3, clock: signalClock, trailing: trailing).observe {
            fromSignal.append((signalClock.now.tick, $0))
        }
        let signal = await play(
            input, expecting: expected, clock: signalClock, send: { emitter.send($0) },
            received: { fromSignal })
        #expect(signal == Marble(expected), "signal")
        token.cancel()

        let commandClock = TestClock()
        var fromCommands: [(tick: Int, value: Character)] = []
        let store = marbleStore(clock: commandClock, interval: 3) {
            fromCommands.append((commandClock.now.tick, $0))
        }
        let commands = await play(
            input, expecting: expected, clock: commandClock,
            send: { store.send(.throttled($0, trailing)) }, received: { fromCommands })
        #expect(commands == Marble(expected), "command")
    }

    @Test("a debounced command is sent once the clock passes its deadline, with no yield after the send")
    func commandDeadlineFixedAtSend() async {
        let clock = TestClock()
        var sent: [Character] = []
        let store = marbleStore(clock: clock, interval: 3) { sent.append($0) }
        store.send(.debounced("a"))
        await clock.advance(to: .tick(2))
        store.send(.debounced("b"))
        await clock.advance(to: .tick(4))
        #expect(sent.isEmpty)
        await clock.advance(to: .tick(5))
        await settle(until: { !sent.isEmpty }, maxYields: 2_000)
        #expect(sent == ["b"])
        #expect(store.inFlightCommandCount == 0)
    }

    @Test("one timer serves a burst: a debounced signal starts no task per event")
    func oneTimerPerBurst() async {
        let clock = TestClock()
        let emitter = Emitter<Int>()
        var sent: [Int] = []
        let token = emitter.debounce(for: .seconds(1), clock: clock).observe { sent.append($0) }
        for value in 0..<1_000 { emitter.send(value) }
        await clock.advance(by: .seconds(1))
        await settle(until: { !sent.isEmpty }, maxYields: 2_000)
        #expect(sent == [999])
        token.cancel()
    }

    @Test("releasing a debounced signal's observation or its store cancels the timer: no late delivery")
    func releaseCancelsTimers() async {
        let clock = TestClock()
        let emitter = Emitter<Int>()
        var sent: [Int] = []
        var token: Token? = emitter.debounce(for: .seconds(1), clock: clock).observe { sent.append($0) }
        emitter.send(1)
        token = nil
        weak var weakStore: Store<Int, MarbleAction>?
        var store: Store<Int, MarbleAction>? = marbleStore(clock: clock, interval: 1) { _ in sent.append(-1) }
        weakStore = store
        store?.send(.debounced("x"))
        store?.send(.throttled("y", .latest))
        store = nil
        #expect(weakStore == nil)
        await clock.advance(by: .seconds(5))
        await clock.run(timeout: .seconds(30))  // the default 500 ms fails under load; a pass returns at once
        // Only the throttle's leading command ran, at once, before the store was released.
        #expect(sent == [-1])
        #expect(token == nil)
    }
}
