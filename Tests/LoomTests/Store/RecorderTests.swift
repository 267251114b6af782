import Foundation
import Loom
import Testing

@MainActor
@Suite("Store recording and time travel")
struct RecorderTests {
    @Test("the recorder logs every action with the state it produced, including command-sent actions")
    func recordsActionsAndSnapshots() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let recorder = StoreRecorder(store: store)
        store.send(.increment)
        store.send(.echo("x"))
        #expect(recorder.log.actions == [.increment, .echo("x"), .setText("x")])
        #expect(recorder.initialState.count == 0)
        #expect(recorder.entries.map(\.state.count) == [1, 1, 1])
        #expect(recorder.entries.last?.state.text == "x")
        #expect(recorder.position == 3)
    }

    @Test("a Codable log replays into a fresh store and reproduces the state")
    func codableReplay() throws {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let recorder = StoreRecorder(store: store)
        store.send(.increment)
        store.send(.echo("hello"))
        store.send(.increment)
        let data = try JSONEncoder().encode(recorder.log)
        let decoded = try JSONDecoder().decode(ActionLog<CounterAction>.self, from: data)
        #expect(decoded == recorder.log)
        let fresh = Store(initialState: CounterState(), reducer: counterReducer)
        var actions: [CounterAction] = []
        let listener = fresh.addMiddleware(Middleware(after: { action, _, _, _ in actions.append(action) }))
        decoded.replay(into: fresh)
        #expect(fresh.state == store.state)
        // Command-sent actions come from the log, not from running the commands again.
        #expect(actions == [.increment, .echo("hello"), .setText("hello"), .increment])
        listener.cancel()
    }

    @Test("jumping moves the store to any recorded point and back, telling subscribers")
    func jump() throws {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let recorder = StoreRecorder(store: store)
        store.send(.increment)
        store.send(.increment)
        store.send(.setText("t"))
        var seen: [Int] = []
        let token = store.observe(\.count, skipsInitial: true) { seen.append($0) }
        try recorder.jump(to: 1)
        #expect(store.state == CounterState(count: 1))
        try recorder.jump(to: 0)
        #expect(store.state == CounterState())
        try recorder.jump(to: 3)
        #expect(store.state == CounterState(count: 2, text: "t"))
        #expect(seen == [1, 0, 2])
        #expect(recorder.entries.count == 3)
        token.cancel()
    }

    @Test("an action after jumping back discards the recorded future")
    func actionAfterJumpTruncates() throws {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let recorder = StoreRecorder(store: store)
        store.send(.increment)
        store.send(.increment)
        try recorder.jump(to: 1)
        store.send(.decrement)
        #expect(recorder.log.actions == [.increment, .decrement])
        #expect(store.state.count == 0)
    }

    @Test("jumping outside the recording throws positionOutOfRange")
    func jumpOutOfRange() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let recorder = StoreRecorder(store: store)
        store.send(.increment)
        #expect(throws: StoreRecorderError.positionOutOfRange(2, count: 1)) { try recorder.jump(to: 2) }
        #expect(throws: StoreRecorderError.positionOutOfRange(-1, count: 1)) { try recorder.jump(to: -1) }
        #expect(store.state.count == 1)
    }

    @Test("the recorder does not keep itself alive through the store, and stop ends recording")
    func recorderLifetime() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        weak var weakRecorder: StoreRecorder<CounterState, CounterAction>?
        do {
            let recorder = StoreRecorder(store: store)
            weakRecorder = recorder
            store.send(.increment)
        }
        #expect(weakRecorder == nil)
        store.send(.increment)
        let recorder = StoreRecorder(store: store)
        recorder.stop()
        store.send(.increment)
        #expect(recorder.entries.isEmpty)
    }
}
