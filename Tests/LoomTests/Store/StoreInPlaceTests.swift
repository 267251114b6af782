import LoomTesting
import Testing

@testable import Loom

/// A state with a large member, and where the reducer's last append left its elements.
private struct ListState: Equatable {
    var items: [Int]
    var title = "list"

    init() {
        items = []
        items.reserveCapacity(128)
    }
}

private enum ListAction: Equatable {
    case append(Int)
    case retitle(String)
}

/// Where the reducer found the array's elements before and after its change: the same address
/// when the array was changed in place, another one when the store's copy made it copy its elements.
@MainActor
private final class BufferProbe {
    var moves = 0

    func reducer() -> Store<ListState, ListAction>.Reducer {
        { [self] state, action in
            switch action {
            case .append(let value):
                let before = state.items.withUnsafeBufferPointer { $0.baseAddress }
                state.items.append(value)
                let after = state.items.withUnsafeBufferPointer { $0.baseAddress }
                if before != nil && before != after { moves += 1 }
            case .retitle(let title):
                state.title = title
            }
            return .none
        }
    }
}

@MainActor
@Suite("Store sends change the state in place")
struct StoreInPlaceTests {
    @Test("with no follower, a reducer's append changes the array in place (no copy of the state)")
    func noFollower() {
        let probe = BufferProbe()
        let store = Store(initialState: ListState(), reducer: probe.reducer())
        store.send(.append(0))
        for value in 1...20 { store.send(.append(value)) }
        #expect(probe.moves == 0)
        #expect(store.state.items == Array(0...20))
    }

    @Test("subscribers of the current state, observe and a followed scope over another part cost no copy")
    func currentStateFollowers() {
        let probe = BufferProbe()
        let store = Store(initialState: ListState(), reducer: probe.reducer())
        store.send(.append(0))
        var counts: [Int] = []
        var titles: [String] = []
        let title = store.scope(state: \.title, action: { (title: String) in ListAction.retitle(title) })
        let tokens = [
            store.subscribe { state, command in
                counts.append(state.items.count)
                #expect(command == nil)
            },
            store.observe({ $0.items.count }, removeDuplicates: ==, skipsInitial: true) { _ in },
            title.subscribe { state, previous, _ in titles.append("\(previous)→\(state)") },
        ]
        for value in 1...5 { store.send(.append(value)) }
        title.send("done")
        #expect(probe.moves == 0)
        #expect(counts == [2, 3, 4, 5, 6, 6])
        #expect(titles == ["list→done"])
        tokens.forEach { $0.cancel() }
    }

    @Test("a subscriber that asks for the previous state gets it right, and the copy ends when it leaves")
    func previousWhileAsked() {
        let probe = BufferProbe()
        let store = Store(initialState: ListState(), reducer: probe.reducer())
        store.send(.append(0))
        var seen: [String] = []
        let token = store.subscribe { state, previous, _ in
            seen.append("\(previous.items.count)→\(state.items.count)")
        }
        store.send(.append(1))
        store.send(.append(2))
        #expect(seen == ["1→2", "2→3"])
        #expect(probe.moves == 2)
        token.cancel()
        probe.moves = 0
        for value in 3...10 { store.send(.append(value)) }
        #expect(probe.moves == 0)
    }

    @Test("middleware and armed Observation still get the previous state; once disarmed, sends are in place")
    func middlewareAndObservation() {
        let probe = BufferProbe()
        let store = Store(initialState: ListState(), reducer: probe.reducer())
        store.send(.append(0))
        var audited: [String] = []
        let middleware = store.addMiddleware(
            Middleware(after: { _, state, previous, _ in
                audited.append("\(previous.items.count)→\(state.items.count)")
            }))
        store.send(.append(1))
        #expect(audited == ["1→2"])
        middleware.cancel()
        let tracker = ObservationProbe { _ = store.items }
        store.send(.append(2))
        #expect(tracker.changes == 1)
        // Nothing read since: the read armed `items` for sixteen reports (see
        // `observationReportsPerRead`); then Observation compares nothing and sends are in place again.
        for value in 3...17 { store.send(.append(value)) }
        probe.moves = 0
        for value in 18...40 { store.send(.append(value)) }
        #expect(probe.moves == 0)
        #expect(store.state.items == Array(0...40))
    }
}
