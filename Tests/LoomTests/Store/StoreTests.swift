import Loom
import LoomTesting
import Observation
import Testing

@MainActor
@Suite("Store")
struct StoreTests {
    @Test("an in-place reducer changes the state and subscribers get state, previous and command")
    func inPlaceReducerNotifiesSubscribers() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var calls: [(CounterState, CounterState, Bool)] = []
        let token = store.subscribe { state, previous, command in
            calls.append((state, previous, command != nil))
        }
        store.send(.increment)
        #expect(store.state.count == 1)
        #expect(calls.count == 1)
        #expect(calls[0].0 == CounterState(count: 1))
        #expect(calls[0].1 == CounterState(count: 0))
        #expect(calls[0].2 == false)
        store.send(.echo("hi"))
        #expect(calls.count == 3)
        #expect(calls[1].2 == true)
        #expect(calls[2].0.text == "hi")
        token.cancel()
    }

    @Test("the article's reducer form (State, Action) -> (State, Command?) works")
    func articleReducerForm() {
        let store = Store(
            initialState: CounterState(),
            reduce: {
                (state: CounterState, action: CounterAction) -> (CounterState, Command<CounterAction>?) in
                var state = state
                if case .setText(let text) = action { state.text = text }
                if case .echo(let text) = action { return (state, .send(.setText(text))) }
                return (state, nil)
            })
        var commands: [Bool] = []
        let token = store.subscribe { _, _, command in commands.append(command != nil) }
        store.send(.setText("123"))
        #expect(store.state.text == "123")
        store.send(.echo("321"))
        #expect(store.state.text == "321")
        #expect(commands == [false, true, false])
        token.cancel()
    }

    @Test("subscribers are called after every action, even when nothing changed, and not on subscribe")
    func subscribersCalledAlways() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var count = 0
        let token = store.subscribe { _, _, _ in count += 1 }
        #expect(count == 0)
        store.send(.nothing)
        store.send(.nothing)
        #expect(count == 2)
        token.cancel()
    }

    @Test("subscribers are called in subscription order and a cancelled or released token stops them")
    func subscriptionOrderAndTokens() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var log: [String] = []
        let a = store.subscribe { _, _, _ in log.append("a") }
        var b: Token? = store.subscribe { _, _, _ in log.append("b") }
        let c = store.subscribe { _, _, _ in log.append("c") }
        store.send(.increment)
        #expect(log == ["a", "b", "c"])
        log = []
        a.cancel()
        a.cancel()
        store.send(.increment)
        #expect(log == ["b", "c"])
        log = []
        b = nil
        store.send(.increment)
        #expect(log == ["c"])
        #expect(b == nil)
        c.cancel()
    }

    @Test("a subscriber cancelled by an earlier subscriber during delivery is not called")
    func cancelDuringDelivery() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var log: [String] = []
        var second: Token?
        let first = store.subscribe { _, _, _ in
            log.append("first")
            second?.cancel()
        }
        second = store.subscribe { _, _, _ in log.append("second") }
        store.send(.increment)
        #expect(log == ["first"])
        first.cancel()
    }

    @Test("observe follows a derived value: current value first, then changes only, skipping repeats")
    func observeSkipsRepeats() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var counts: [Int] = []
        let token = store.observe(\.count) { counts.append($0) }
        store.send(.increment)
        store.send(.setText("x"))
        store.send(.nothing)
        store.send(.increment)
        #expect(counts == [0, 1, 2])
        var texts: [Int] = []
        let lengths = store.observe({ $0.text.count }, removeDuplicates: ==, skipsInitial: true) {
            texts.append($0)
        }
        store.send(.setText("ab"))
        store.send(.setText("cd"))
        store.send(.setText("abc"))
        #expect(texts == [2, 3])
        token.cancel()
        lengths.cancel()
    }

    @Test("an action sent from a subscriber is queued and processed after the current one, FIFO")
    func reentrantSendFromSubscriberIsFIFO() {
        var reduced: [CounterAction] = []
        let store = Store(initialState: CounterState()) {
            (state: inout CounterState, action: CounterAction) in
            reduced.append(action)
            return counterReducer(&state, action)
        }
        var seen: [(Int, String)] = []
        let first = store.subscribe { state, _, _ in
            seen.append((state.count, "first"))
            if state.count == 1 {
                store.send(.increment)
                store.send(.setText("after"))
            }
        }
        let second = store.subscribe { state, _, _ in seen.append((state.count, "second")) }
        store.send(.increment)
        #expect(reduced == [.increment, .increment, .setText("after")])
        // Both subscribers see the first action before anything queued is processed.
        #expect(seen.map(\.1) == ["first", "second", "first", "second", "first", "second"])
        #expect(seen.map(\.0) == [1, 1, 2, 2, 2, 2])
        #expect(store.state == CounterState(count: 2, text: "after"))
        first.cancel()
        second.cancel()
    }

    @Test("actions sent by a .send command and by a reducer's queued work keep FIFO order")
    func reentrantSendFromCommandIsFIFO() {
        var reduced: [CounterAction] = []
        let store = Store(initialState: CounterState()) {
            (state: inout CounterState, action: CounterAction) in
            reduced.append(action)
            return counterReducer(&state, action)
        }
        let token = store.subscribe { _, _, _ in
            if reduced.count == 1 { store.send(.increment) }
        }
        store.send(.echo("a"))
        // .echo's subscriber-sent .increment was queued before the command's .setText started.
        #expect(reduced == [.echo("a"), .increment, .setText("a")])
        token.cancel()
    }

    @Test("the store is released when its owner lets go, with subscribers, middleware and property")
    func storeIsReleased() {
        weak var weakStore: Store<CounterState, CounterAction>?
        var tokens: [Token] = []
        do {
            let store = Store(initialState: CounterState(), reducer: counterReducer)
            tokens.append(store.subscribe { _, _, _ in })
            tokens.append(store.addMiddleware(Middleware()))
            tokens.append(store.property.observe { _ in })
            store.send(.increment)
            weakStore = store
        }
        #expect(weakStore == nil)
        tokens.forEach { $0.cancel() }
    }

    @Test("the state is a Loom property that binds with <~")
    func stateAsProperty() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let title = MutableProperty("")
        let token = title <~ store.property.map { "count \($0.count)" }
        #expect(title.value == "count 0")
        store.send(.increment)
        #expect(title.value == "count 1")
        #expect(store.property.value.count == 1)
        token.cancel()
    }

    @Test("Observation: reading store.text tracks text only; changing count does not fire")
    func observationTracksOnlyTheMemberRead() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let probe = ObservationProbe { _ = store.text }
        store.send(.increment)
        store.send(.nothing)
        #expect(probe.changes == 0)
        store.send(.setText("hello"))
        #expect(probe.changes == 1)
    }

    @Test("Observation: reading store.count fires when count changes, with the new value readable after")
    func observationFiresOnChange() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let probe = ObservationProbe { _ = store.count }
        store.send(.setText("x"))
        #expect(probe.changes == 0)
        store.send(.increment)
        #expect(probe.changes == 1)
        #expect(store.count == 1)
    }

    @Test(
        "Observation: reading store.state tracks the whole state, and an action that changes nothing does not fire"
    )
    func observationOfWholeState() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let probe = ObservationProbe { _ = store.state }
        store.send(.nothing)
        #expect(probe.changes == 0)
        store.send(.setText("y"))
        #expect(probe.changes == 1)
    }

    @Test("Observation: a tracker that reads store.count again after every change is told of every change")
    func observationReregistering() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let probe = ObservationProbe { _ = store.count }
        for round in 1...3 {
            if round > 1 { probe.track { _ = store.count } }
            store.send(.increment)
        }
        #expect(probe.changes == 3)
    }

    @Test(
        "Observation: a send made inside the tracking closure after the read does not keep the next change from the tracker"
    )
    func observationSendInsideTracking() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let probe = ObservationProbe {
            _ = store.count
            store.send(.increment)
        }
        #expect(probe.changes == 0)
        store.send(.increment)
        #expect(probe.changes == 1)
    }

    @Test(
        "Observation: sends changing the member inside the tracking closure after the read, up to fifteen, do not keep the next change from the tracker"
    )
    func observationManySendsInsideTracking() {
        for sendsInside in [2, 15] {
            let store = Store(initialState: CounterState(), reducer: counterReducer)
            let probe = ObservationProbe {
                _ = store.count
                for _ in 1...sendsInside { store.send(.increment) }
            }
            #expect(probe.changes == 0)
            store.send(.increment)
            #expect(probe.changes == 1, "after \(sendsInside) sends inside the tracking closure")
        }
    }

    @Test(
        "Observation: members and the whole state read with nobody tracking still tell trackers installed later"
    )
    func observationReadOutsideTracking() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        _ = store.count
        _ = store.text
        _ = store.state
        for _ in 1...5 { store.send(.increment) }
        let countFired = ObservationProbe { _ = store.count }
        let textFired = ObservationProbe { _ = store.text }
        let stateFired = ObservationProbe { _ = store.state }
        store.send(.increment)
        #expect(countFired.changes == 1)
        #expect(textFired.changes == 0)
        #expect(stateFired.changes == 1)
        store.send(.setText("changed"))
        #expect(textFired.changes == 1)
    }

    @Test(
        "Observation: with more members read than have short registrar names, each member still fires only for its own change"
    )
    func observationManyMembers() {
        let store = Store(initialState: WideState(), reducer: wideReducer)
        for index in 0..<70 { _ = store[dynamicMember: \WideState.values[index]] }
        _ = store.first
        let late = ObservationProbe { _ = store.last }
        let early = ObservationProbe { _ = store[dynamicMember: \WideState.values[2]] }
        let beyond = ObservationProbe { _ = store[dynamicMember: \WideState.values[66]] }
        store.send(.set(index: 66, value: 1))
        #expect(beyond.changes == 1)
        #expect(early.changes == 0)
        #expect(late.changes == 0)
        #expect(store[dynamicMember: \WideState.values[66]] == 1)
        store.send(.set(index: 2, value: 5))
        #expect(early.changes == 1)
        #expect(late.changes == 0)
        store.send(.setLast(9))
        #expect(late.changes == 1)
        #expect(store.last == 9)
    }

    @Test(
        "Observation: two stores whose members were read in the same order do not tell each other's trackers")
    func observationStoresAreSeparate() {
        let first = Store(initialState: CounterState(), reducer: counterReducer)
        let second = Store(initialState: CounterState(), reducer: counterReducer)
        let firstCount = ObservationProbe { _ = first.count }
        let secondCount = ObservationProbe { _ = second.count }
        second.send(.increment)
        #expect(firstCount.changes == 0)
        #expect(secondCount.changes == 1)
        first.send(.increment)
        #expect(firstCount.changes == 1)
    }

    @Test("Observation: stored, computed and nested members read through the store have the current value")
    func observationReadsCurrentValues() {
        let store = Store(initialState: WideState(), reducer: wideReducer)
        #expect(store.first == "first")
        #expect(store.total == 0)
        #expect(store.nested.label == "nested")
        store.send(.set(index: 1, value: 4))
        store.send(.setLast(3))
        #expect(store.total == 4)
        #expect(store.last == 3)
        #expect(store.first == "first")
        let total = ObservationProbe { _ = store.total }
        store.send(.set(index: 0, value: 2))
        #expect(total.changes == 1)
        #expect(store.total == 6)
    }
}

/// A state with a string before the members read (so they sit at a nonzero offset), an array read
/// member by member, a computed member and a nested one.
private struct WideState: Equatable {
    struct Nested: Equatable {
        var label = "nested"
    }
    var first = "first"
    var values = Array(repeating: 0, count: 80)
    var last = 0
    var nested = Nested()
    var total: Int { values.reduce(0, +) }
}

private enum WideAction {
    case set(index: Int, value: Int)
    case setLast(Int)
}

@MainActor
private func wideReducer(_ state: inout WideState, _ action: WideAction) -> Command<WideAction> {
    switch action {
    case .set(let index, let value): state.values[index] = value
    case .setLast(let value): state.last = value
    }
    return .none
}
