import Clocks
@_spi(Testing) import Loom
import LoomTesting
import Testing

enum MergeAction: Equatable {
    case tap
    case response(Int)
    case timer
    case offMainThenSleep
    case tick
}

/// TCA's merge test (`EffectTests.testMerge`), ported: three commands merged, each sleeping on the test
/// clock for 1, 2 and 3 s before answering; a timer that ticks each second; and three commands that
/// each work outside the main actor, take three steps on the main actor, then sleep for 1, 2 and 3 s
/// and tick.
@MainActor
private func mergeReducer(clock: TestClock<Duration>) -> Store<Int, MergeAction>.Reducer {
    { state, action in
        switch action {
        case .tap:
            return .merge(
                .run { send in
                    try await clock.sleep(for: .seconds(1))
                    send(.response(1))
                },
                .run { send in
                    try await clock.sleep(for: .seconds(2))
                    send(.response(2))
                },
                .run { send in
                    try await clock.sleep(for: .seconds(3))
                    send(.response(3))
                })
        case .response(let value):
            state = value
            return .none
        case .timer:
            return .run { send in
                while true {
                    try await Task.sleep(for: .seconds(1), clock: clock)
                    send(.tick)
                }
            }
            .cancellable(id: "timer")
        case .offMainThenSleep:
            return .merge(
                (1...3).map { seconds in
                    .run { send in
                        _ = await workOffTheMainActor()
                        await stepOnTheMainActor()
                        await stepOnTheMainActor()
                        await stepOnTheMainActor()
                        try await clock.sleep(for: .seconds(seconds))
                        send(.tick)
                    }
                })
        case .tick:
            state += 1
            return state == 3 ? .cancel(id: "timer") : .none
        }
    }
}

/// Work outside the main actor before a sleep: a `.run` body that awaits it leaves the main actor, comes
/// back, and only then sleeps on the clock.
@concurrent func workOffTheMainActor() async -> Int {
    (1...10).reduce(0, +)
}

/// A step on the main actor: with a task executor, the call is queued on the main actor.
@MainActor
func stepOnTheMainActor() async {}

/// Makes a test store on `mergeReducer`, sends `action`, then three times advances the clock by one
/// second right away and receives the action that sets the state to 1, 2 and 3; repeats it all
/// `times` times.
@MainActor
private func advanceRightAway(
    after action: MergeAction, times: Int, receiving answer: (Int) -> MergeAction
) async {
    for _ in 0..<times {
        let clock = TestClock()
        let store = TestStore(initialState: 0, reducer: mergeReducer(clock: clock))
        await store.send(action)
        for second in 1...3 {
            await clock.advance(by: .seconds(1))
            await store.receive(answer(second)) { $0 = second }
        }
        await store.finish()
    }
}

@MainActor
@Suite("TestStore timing", .timeLimit(.minutes(2)))
struct TestStoreTimingTests {
    @Test("the clock may be advanced right after send: TCA's merge test passes 500 times in a row")
    func mergeAdvancedRightAfterSend() async {
        await advanceRightAway(after: .tap, times: 500) { .response($0) }
    }

    @Test("the clock may be advanced right after receive: a timer's next sleep is registered, 50 times over")
    func timerAdvancedRightAfterReceive() async {
        await advanceRightAway(after: .timer, times: 50) { _ in .tick }
    }

    @Test("a sleep after work off and then on the main actor is registered when send returns, 50 times")
    func sleepAfterWorkOffTheMainActor() async {
        await advanceRightAway(after: .offMainThenSleep, times: 50) { _ in .tick }
    }

    @Test("a command resumed from a test clock's sleep continues on the main actor")
    func resumedCommandIsOnTheMainActor() async {
        let clock = TestClock()
        var isolatedAfterSleep: [Bool] = []
        let store = TestStore(initialState: 0) { (state: inout Int, action: MergeAction) in
            switch action {
            case .tap:
                return .run { send in
                    try await clock.sleep(for: .seconds(1))
                    MainActor.preconditionIsolated()
                    isolatedAfterSleep.append(true)
                    send(.response(1))
                }
            case .response(let value):
                state = value
                return .none
            default:
                return .none
            }
        }
        await store.send(.tap)
        await clock.advance(by: .seconds(1))
        await store.receive(.response(1)) { $0 = 1 }
        await store.finish()
        #expect(isolatedAfterSleep == [true])
    }
}
