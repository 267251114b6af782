import Loom
import Observation

// Store benchmarks: send → reducer → subscribers, and through three levels of scoping, each beside an
// in-run hand-written floor (a plain reducer call and a closure array), plus the Observation
// registrar's share.

private struct BenchLeaf: Equatable {
    var value = 0
    var noise = 0
}

private struct BenchMiddle: Equatable {
    var leaf = BenchLeaf()
}

private struct BenchTop: Equatable {
    var middle = BenchMiddle()
}

private struct BenchState: Equatable {
    var count = 0
    var title = "store"
    var top = BenchTop()
}

private enum BenchAction {
    case increment
    case top(TopAction)
    enum TopAction { case middle(MiddleAction) }
    enum MiddleAction { case leaf(LeafAction) }
    enum LeafAction { case increment }
}

@MainActor
private func benchReducer(_ state: inout BenchState, _ action: BenchAction) -> Command<BenchAction> {
    switch action {
    case .increment:
        state.count &+= 1
    case .top(.middle(.leaf(.increment))):
        state.top.middle.leaf.value &+= 1
    }
    return .none
}

/// The floor: the least a store can do. A reducer call on the state and a closure array of
/// subscribers getting (state, previous); no reentrancy queue, no tokens, no middleware, no commands.
private final class FloorStore {
    var state: BenchState
    let reducer: (inout BenchState, BenchAction) -> Void
    var subscribers: [(BenchState, BenchState) -> Void] = []

    init(_ state: BenchState, reducer: @escaping (inout BenchState, BenchAction) -> Void) {
        self.state = state
        self.reducer = reducer
    }

    func send(_ action: BenchAction) {
        let previous = state
        var next = previous
        reducer(&next, action)
        state = next
        for subscriber in subscribers { subscriber(next, previous) }
    }
}

private func floorReducer(_ state: inout BenchState, _ action: BenchAction) {
    switch action {
    case .increment:
        state.count &+= 1
    case .top(.middle(.leaf(.increment))):
        state.top.middle.leaf.value &+= 1
    }
}

private func measureFloor(subscribers: Int, iterations: Int) -> Double {
    let store = FloorStore(BenchState(), reducer: floorReducer)
    for _ in 0..<subscribers { store.subscribers.append { state, _ in blackhole &+= state.count } }
    return nanosecondsPerOperation(iterations: iterations) { n in
        for _ in 0..<n { store.send(.increment) }
    }
}

@MainActor
private func measureStore(subscribers: Int, iterations: Int) -> (time: Double, allocations: Double?) {
    let store = Store(initialState: BenchState(), reducer: benchReducer)
    var tokens: [Token] = []
    for _ in 0..<subscribers { tokens.append(store.subscribe { state, _, _ in blackhole &+= state.count }) }
    let time = nanosecondsPerOperation(iterations: iterations) { n in
        for _ in 0..<n { store.send(.increment) }
    }
    let allocations = allocationsPerOperation(iterations: iterations / 10) { n in
        for _ in 0..<n { store.send(.increment) }
    }
    withExtendedLifetime(tokens) {}
    return (time, allocations)
}

/// The floor for three levels of scoping: three embedding closures in front of the floor store, and
/// one root subscriber that projects the leaf, compares it with the previous leaf, and calls the
/// leaf's closure array.
@MainActor
private func measureFloorScoped(iterations: Int) -> Double {
    nanosecondsPerOperation(iterations: iterations, makeFloorScoped())
}

private func makeFloorScoped() -> MeasuredLoop {
    let store = FloorStore(BenchState(), reducer: floorReducer)
    var leafSubscribers: [(BenchLeaf, BenchLeaf) -> Void] = []
    leafSubscribers.append { leaf, _ in blackhole &+= leaf.value }
    store.subscribers.append { state, previous in
        let new = state.top.middle.leaf
        let old = previous.top.middle.leaf
        if new == old { return }
        for subscriber in leafSubscribers { subscriber(new, old) }
    }
    let toTop: (BenchAction.TopAction) -> Void = { store.send(.top($0)) }
    let toMiddle: (BenchAction.MiddleAction) -> Void = { toTop(.middle($0)) }
    let toLeaf: (BenchAction.LeafAction) -> Void = { toMiddle(.leaf($0)) }
    return { n in
        for _ in 0..<n { toLeaf(.increment) }
    }
}

@MainActor
private func measureStoreScoped(iterations: Int, keyPaths: Bool) -> (time: Double, allocations: Double?) {
    let loop = makeStoreScoped(keyPaths: keyPaths)
    return (
        nanosecondsPerOperation(iterations: iterations, loop),
        allocationsPerOperation(iterations: iterations / 10, loop)
    )
}

@MainActor
private func makeStoreScoped(keyPaths: Bool) -> MeasuredLoop {
    let store = Store(initialState: BenchState(), reducer: benchReducer)
    let leaf: Store<BenchLeaf, BenchAction.LeafAction>
    if keyPaths {
        let top = store.scope(state: \.top, action: BenchAction.top)
        let middle = top.scope(state: \.middle, action: BenchAction.TopAction.middle)
        leaf = middle.scope(state: \.leaf, action: BenchAction.MiddleAction.leaf)
    } else {
        let top = store.scope(state: { $0.top }, action: BenchAction.top, removeDuplicates: ==)
        let middle = top.scope(
            state: { $0.middle }, action: BenchAction.TopAction.middle, removeDuplicates: ==)
        leaf = middle.scope(state: { $0.leaf }, action: BenchAction.MiddleAction.leaf, removeDuplicates: ==)
    }
    let token = leaf.subscribe { state, _, _ in blackhole &+= state.value }
    return { n in
        for _ in 0..<n { leaf.send(.increment) }
        withExtendedLifetime(token) {}
    }
}

/// Sends through a store beside 1,000 unrelated scopes nobody follows: the cost must not grow.
@MainActor
private func measureStoreWithUnrelatedScopes(count: Int, iterations: Int) -> Double {
    let store = Store(initialState: BenchState(), reducer: benchReducer)
    let scopes = (0..<count).map { _ in store.scope(state: \.top, action: BenchAction.top) }
    let token = store.subscribe { state, _, _ in blackhole &+= state.count }
    let time = nanosecondsPerOperation(iterations: iterations) { n in
        for _ in 0..<n { store.send(.increment) }
    }
    withExtendedLifetime((scopes, token)) {}
    return time
}

@MainActor
func runStoreBenchmarks(iterations: Int) {
    var rows: [Row] = []

    let floor1 = measureFloor(subscribers: 1, iterations: iterations)
    let loom1 = measureStore(subscribers: 1, iterations: iterations)
    rows.append(
        Row(
            name: "Store.send → reducer → 1 subscriber", nanoseconds: loom1.time, floorName: "FloorStore",
            floor: floor1, peerName: nil, peer: nil, allocations: loom1.allocations,
            target: "≤ 2× floor, 0 allocs"))

    let floor100 = measureFloor(subscribers: 100, iterations: iterations / 20)
    let loom100 = measureStore(subscribers: 100, iterations: iterations / 20)
    rows.append(
        Row(
            name: "Store.send → reducer → 100 subscribers", nanoseconds: loom100.time,
            floorName: "FloorStore",
            floor: floor100, peerName: nil, peer: nil, allocations: loom100.allocations, target: "≤ 2× floor")
    )

    let floorScoped = measureFloorScoped(iterations: iterations)
    let loomScoped = measureStoreScoped(iterations: iterations, keyPaths: false)
    rows.append(
        Row(
            name: "child.send through 3 levels of scope (closures) → 1 subscriber",
            nanoseconds: loomScoped.time,
            floorName: "FloorStore + 3 embeds + projection", floor: floorScoped, peerName: nil, peer: nil,
            allocations: loomScoped.allocations, target: "≤ 2× floor, 0 allocs"))
    let loomScopedKeyPaths = measureStoreScoped(iterations: iterations, keyPaths: true)
    rows.append(
        Row(
            name: "child.send through 3 levels of scope (key paths) → 1 subscriber",
            nanoseconds: loomScopedKeyPaths.time, floorName: "FloorStore + 3 embeds + projection",
            floor: floorScoped, peerName: "Loom, closures", peer: loomScoped.time,
            allocations: loomScopedKeyPaths.allocations, target: "context: key-path projection cost"))

    let unrelated = measureStoreWithUnrelatedScopes(count: 1_000, iterations: iterations)
    rows.append(
        Row(
            name: "Store.send → 1 subscriber, beside 1,000 unfollowed scopes", nanoseconds: unrelated,
            floorName: "FloorStore", floor: floor1, peerName: "Store without scopes", peer: loom1.time,
            allocations: nil, target: "same as without scopes"))

    let member = measure(storeCountedCases["store.readMember"], iterations: iterations)
    rows.append(
        Row(
            name: "Store.send → 1 subscriber, store.count (the changed member) read once outside tracking",
            nanoseconds: member.time, floorName: "FloorStore", floor: floor1,
            peerName: "Loom, nothing read",
            peer: loom1.time, allocations: member.allocations, target: "≤ 1.2× Loom, nothing read"))
    let unchanged = measure(storeCountedCases["store.readUnchanged"], iterations: iterations)
    rows.append(
        Row(
            name: "Store.send → 1 subscriber, store.title (an unchanged member) read once outside tracking",
            nanoseconds: unchanged.time, floorName: "FloorStore", floor: floor1,
            peerName: "Loom, nothing read",
            peer: loom1.time, allocations: unchanged.allocations, target: "≤ 1.2× Loom, nothing read"))
    let whole = measure(storeCountedCases["store.readState"], iterations: iterations)
    rows.append(
        Row(
            name: "Store.send → 1 subscriber, store.state read once outside tracking",
            nanoseconds: whole.time,
            floorName: "FloorStore", floor: floor1, peerName: "Loom, nothing read", peer: loom1.time,
            allocations: whole.allocations, target: "≤ 1.2× Loom, nothing read"))

    // Tracked: the store beside a plain `@Observable` class holding the same state.
    let reregisterIterations = iterations / 10
    let observableChanged = measure(
        storeCountedCases["observable.state.changed"], iterations: reregisterIterations, fires: 1)
    let trackedChanged = measure(
        storeCountedCases["store.tracked.changed"], iterations: reregisterIterations, fires: 1)
    rows.append(
        Row(
            name: "tracked: withObservationTracking { store.count } then send changing count, per change",
            nanoseconds: trackedChanged.time, floorName: "@Observable class, same state and loop",
            floor: observableChanged.time, peerName: nil, peer: nil, allocations: trackedChanged.allocations,
            target: "≤ 1.0× the @Observable class"))
    let trackedState = measure(
        storeCountedCases["store.tracked.state"], iterations: reregisterIterations, fires: 1)
    rows.append(
        Row(
            name: "tracked: withObservationTracking { store.state } then send changing count, per change",
            nanoseconds: trackedState.time, floorName: "@Observable class, count tracked",
            floor: observableChanged.time, peerName: nil, peer: nil, allocations: trackedState.allocations,
            target: "context"))
    let observableUnchanged = measure(storeCountedCases["observable.state.unchanged"], iterations: iterations)
    let trackedUnchanged = measure(storeCountedCases["store.tracked.unchanged"], iterations: iterations)
    rows.append(
        Row(
            name: "tracked: store.title tracked (once), sends changing count",
            nanoseconds: trackedUnchanged.time, floorName: "@Observable class, same state and loop",
            floor: observableUnchanged.time, peerName: nil, peer: nil,
            allocations: trackedUnchanged.allocations, target: "≤ 1.0× the @Observable class"))

    printTable(title: "Store: send → reducer → subscribers (median of 7 runs, ns per operation)", rows: rows)
    print(
        "\nObservation share of a send after a read outside tracking: "
            + format(member.time - loom1.time) + " ns (store.count read), "
            + format(unchanged.time - loom1.time) + " ns (store.title read), "
            + format(whole.time - loom1.time) + " ns (store.state read).")
    print()
    printResult(
        "store_tracked_changed_member", loom: trackedChanged.time, base: observableChanged.time, limit: 1.0)
    printResult(
        "store_tracked_unchanged_member", loom: trackedUnchanged.time, base: observableUnchanged.time,
        limit: 1.0)
    printResult("store_read_member_outside_tracking", loom: member.time, base: loom1.time, limit: 1.2)
    printResult("store_read_unchanged_outside_tracking", loom: unchanged.time, base: loom1.time, limit: 1.2)
    printResult("store_read_state_outside_tracking", loom: whole.time, base: loom1.time, limit: 1.2)
    printInstructionResult(
        "store_send_one_subscriber", loom: "store.plain", base: "floor.store1", operations: 200_000,
        limit: 1.01)
    printInstructionResult(
        "store_three_scopes", loom: "store.scoped3", base: "floor.scoped3", operations: 200_000, limit: 1.1)
    printInstructionResult(
        "store_three_scopes_key_paths", loom: "store.scoped3.keyPaths", base: "floor.scoped3",
        operations: 200_000, limit: 1.1)
    printInstructionResult(
        "store_tracked_changed_member", loom: "store.tracked.changed", base: "observable.state.changed",
        operations: 20_000, limit: 1.0)
    printInstructionResult(
        "store_tracked_unchanged_member", loom: "store.tracked.unchanged", base: "observable.state.unchanged",
        operations: 200_000, limit: 1.0)
    printInstructionResult(
        "store_read_member_outside_tracking", loom: "store.readMember", base: "store.plain",
        operations: 200_000, limit: 1.2)
    printInstructionResult(
        "store_read_unchanged_outside_tracking", loom: "store.readUnchanged", base: "store.plain",
        operations: 200_000, limit: 1.2)
    printInstructionResult(
        "store_read_state_outside_tracking", loom: "store.readState", base: "store.plain",
        operations: 200_000, limit: 1.2)
}

/// A plain `@Observable` class holding the same state as the store: the peer of the store's
/// Observation.
@Observable
private final class ObservedBenchState {
    var count = 0
    var title = "store"
    var top = BenchTop()
}

/// A store with `subscribers` subscribers, and what was read through it before the loop.
@MainActor
private func makeStoreSend(subscribers: Int, read: (Store<BenchState, BenchAction>) -> Void) -> MeasuredLoop {
    let store = Store(initialState: BenchState(), reducer: benchReducer)
    let tokens = (0..<subscribers).map { _ in store.subscribe { state, _, _ in blackhole &+= state.count } }
    read(store)
    return { count in
        for _ in 0..<count { store.send(.increment) }
        withExtendedLifetime(tokens) {}
    }
}

/// The loops of this group whose instructions are counted, by name.
@MainActor
let storeCountedCases: [String: @MainActor () -> MeasuredLoop] = [
    "store.plain": { makeStoreSend(subscribers: 1) { _ in } },
    "floor.store1": {
        let store = FloorStore(BenchState(), reducer: floorReducer)
        store.subscribers.append { state, _ in blackhole &+= state.count }
        return { n in
            for _ in 0..<n { store.send(.increment) }
        }
    },
    "store.scoped3": { makeStoreScoped(keyPaths: false) },
    "store.scoped3.keyPaths": { makeStoreScoped(keyPaths: true) },
    "floor.scoped3": { makeFloorScoped() },
    "store.readMember": { makeStoreSend(subscribers: 1) { blackhole &+= $0.count } },
    "store.readUnchanged": { makeStoreSend(subscribers: 1) { blackhole &+= $0.title.count } },
    "store.readState": { makeStoreSend(subscribers: 1) { blackhole &+= $0.state.count } },
    "store.tracked.changed": {
        let store = Store(initialState: BenchState(), reducer: benchReducer)
        return { count in
            for _ in 0..<count {
                withObservationTracking {
                    blackhole &+= store.count
                } onChange: {
                    observationFires &+= 1
                }
                store.send(.increment)
            }
        }
    },
    "store.tracked.state": {
        let store = Store(initialState: BenchState(), reducer: benchReducer)
        return { count in
            for _ in 0..<count {
                withObservationTracking {
                    blackhole &+= store.state.count
                } onChange: {
                    observationFires &+= 1
                }
                store.send(.increment)
            }
        }
    },
    "observable.state.changed": {
        let model = ObservedBenchState()
        return { count in
            for _ in 0..<count {
                withObservationTracking {
                    blackhole &+= model.count
                } onChange: {
                    observationFires &+= 1
                }
                model.count &+= 1
            }
        }
    },
    "store.tracked.unchanged": {
        let store = Store(initialState: BenchState(), reducer: benchReducer)
        withObservationTracking {
            blackhole &+= store.title.count
        } onChange: {
            observationFires &+= 1
        }
        return { count in
            for _ in 0..<count { store.send(.increment) }
        }
    },
    "observable.state.unchanged": {
        let model = ObservedBenchState()
        withObservationTracking {
            blackhole &+= model.title.count
        } onChange: {
            observationFires &+= 1
        }
        return { count in
            for _ in 0..<count { model.count &+= 1 }
        }
    },
]
