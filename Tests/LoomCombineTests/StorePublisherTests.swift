import Loom
import LoomCombine
import LoomTesting
import Testing

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

private struct Counter: Equatable {
    var count = 0
    var label = ""
}

private enum CounterAction: Equatable { case increment, incrementTwice, setLabel(String) }

@MainActor
private func counterReducer(state: inout Counter, action: CounterAction) -> Command<CounterAction> {
    switch action {
    case .increment:
        state.count += 1
    case .incrementTwice:
        state.count += 1
        return .send(.increment)
    case .setLabel(let label):
        state.label = label
    }
    return .none
}

@MainActor
@Suite("A store's state as a Combine publisher")
struct StorePublisherTests {
    @Test("the publisher sends the current state, then the state after every action, before send returns")
    func stateAfterEveryAction() {
        let store = Store(initialState: Counter(), reducer: counterReducer)
        var counts: [Int] = []
        let cancellable = store.publisher.map(\.count).sink { counts.append($0) }
        #expect(counts == [0])
        store.send(.increment)
        #expect(counts == [0, 1])
        store.send(.setLabel("x"))
        #expect(counts == [0, 1, 1])
        cancellable.cancel()
    }

    @Test("an action sent from a subscriber is processed after the current one, and published in order")
    func reentrantSendFromSubscriber() {
        let store = Store(initialState: Counter(), reducer: counterReducer)
        var counts: [Int] = []
        let cancellable = store.publisher.dropFirst().sink { state in
            counts.append(state.count)
            if state.count == 1 { store.send(.increment) }
        }
        store.send(.increment)
        #expect(counts == [1, 2])
        store.send(.incrementTwice)
        #expect(counts == [1, 2, 3, 4])
        cancellable.cancel()
    }

    @Test("Combine operators narrow the state; removeDuplicates skips unchanged members")
    func narrowedWithOperators() {
        let store = Store(initialState: Counter(), reducer: counterReducer)
        var labels: [String] = []
        let cancellable = store.publisher.map(\.label).removeDuplicates().sink { labels.append($0) }
        store.send(.increment)
        store.send(.setLabel("a"))
        store.send(.setLabel("a"))
        #expect(labels == ["", "a"])
        cancellable.cancel()
    }

    @Test("the publisher does not keep the store alive, and finishes when the store is released")
    func storeReleased() {
        let leaks = LeakTracker()
        let probe = DemandProbe<Counter>(initialDemand: .unlimited)
        do {
            let store = Store(initialState: Counter(), reducer: counterReducer)
            leaks.track(store, "store")
            store.publisher.subscribe(probe)
            store.send(.increment)
        }
        leaks.expectReleased()
        #expect(probe.values.map(\.count) == [0, 1])
        #expect(probe.completions == 1)
    }
}
