import Clocks
@_spi(Testing) import Loom
import LoomTesting
import Testing

enum MergeAction: Equatable {
    case tap
    case response(Int)
    case timer
    case tick
}

/// TCA's merge test (`EffectTests.testMerge`), ported: three commands merged, each sleeping on the test
/// clock for 1, 2 and 3 s before answering; and a timer that ticks each second.
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
        case .tick:
            state += 1
            return state == 3 ? .cancel(id: "timer") : .none
        }
    }
}

@MainActor
@Suite("TestStore timing", .timeLimit(.minutes(2)))
struct TestStoreTimingTests {
    @Test("the clock may be advanced right after send: TCA's merge test passes 500 times in a row")
    func mergeAdvancedRightAfterSend() async {
        for _ in 0..<500 {
            let clock = TestClock()
            let store = TestStore(initialState: 0, reducer: mergeReducer(clock: clock))
            await store.send(.tap)
            await clock.advance(by: .seconds(1))
            await store.receive(.response(1)) { $0 = 1 }
            await clock.advance(by: .seconds(1))
            await store.receive(.response(2)) { $0 = 2 }
            await clock.advance(by: .seconds(1))
            await store.receive(.response(3)) { $0 = 3 }
            await store.finish()
        }
    }

    @Test("the clock may be advanced right after receive: a timer's next sleep is registered, 100 times over")
    func timerAdvancedRightAfterReceive() async {
        for _ in 0..<100 {
            let clock = TestClock()
            let store = TestStore(initialState: 0, reducer: mergeReducer(clock: clock))
            await store.send(.timer)
            await clock.advance(by: .seconds(1))
            await store.receive(.tick) { $0 = 1 }
            await clock.advance(by: .seconds(1))
            await store.receive(.tick) { $0 = 2 }
            await clock.advance(by: .seconds(1))
            await store.receive(.tick) { $0 = 3 }
            await store.finish()
        }
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
