import Loom

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

private enum StoreObservation {
    case none, changedMember, unchangedMember, wholeState
}

@MainActor
private func measureStore(
    subscribers: Int, iterations: Int, observation: StoreObservation = .none
) -> (time: Double, allocations: Double?) {
    let store = Store(initialState: BenchState(), reducer: benchReducer)
    var tokens: [Token] = []
    for _ in 0..<subscribers { tokens.append(store.subscribe { state, _, _ in blackhole &+= state.count }) }
    switch observation {
    case .none: break
    case .changedMember: blackhole &+= store.count  // registers the member with the registrar
    case .unchangedMember: blackhole &+= store.title.count
    case .wholeState: blackhole &+= store.state.count
    }
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
private func measureFloorScoped(iterations: Int) -> Double {
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
    return nanosecondsPerOperation(iterations: iterations) { n in
        for _ in 0..<n { toLeaf(.increment) }
    }
}

@MainActor
private func measureStoreScoped(iterations: Int, keyPaths: Bool) -> (time: Double, allocations: Double?) {
    let store = Store(initialState: BenchState(), reducer: benchReducer)
    let leaf: Store<BenchLeaf, BenchAction.LeafAction>
    if keyPaths {
        let top = store.scope(state: \.top, action: BenchAction.top)
        let middle = top.scope(state: \.middle, action: BenchAction.TopAction.middle)
        leaf = middle.scope(state: \.leaf, action: BenchAction.MiddleAction.leaf)
    } else {
        let top = store.scope(state: { $0.top }, action: BenchAction.top)
        let middle = top.scope(state: { $0.middle }, action: BenchAction.TopAction.middle)
        leaf = middle.scope(state: { $0.leaf }, action: BenchAction.MiddleAction.leaf)
    }
    let token = leaf.subscribe { state, _, _ in blackhole &+= state.value }
    let time = nanosecondsPerOperation(iterations: iterations) { n in
        for _ in 0..<n { leaf.send(.increment) }
    }
    let allocations = allocationsPerOperation(iterations: iterations / 10) { n in
        for _ in 0..<n { leaf.send(.increment) }
    }
    withExtendedLifetime(token) {}
    return (time, allocations)
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

    let member = measureStore(subscribers: 1, iterations: iterations, observation: .changedMember)
    rows.append(
        Row(
            name: "Store.send → 1 subscriber, the changed member observed (store.count read)",
            nanoseconds: member.time, floorName: "FloorStore", floor: floor1,
            peerName: "Loom, nothing observed",
            peer: loom1.time, allocations: member.allocations, target: "context: the registrar's cost"))
    let unchanged = measureStore(subscribers: 1, iterations: iterations, observation: .unchangedMember)
    rows.append(
        Row(
            name: "Store.send → 1 subscriber, an unchanged member observed (store.title read)",
            nanoseconds: unchanged.time, floorName: "FloorStore", floor: floor1,
            peerName: "Loom, nothing observed",
            peer: loom1.time, allocations: unchanged.allocations, target: "context: the comparison's cost"))

    let whole = measureStore(subscribers: 1, iterations: iterations, observation: .wholeState)
    rows.append(
        Row(
            name: "Store.send → 1 subscriber, whole state observed (store.state read)",
            nanoseconds: whole.time,
            floorName: "FloorStore", floor: floor1, peerName: "Loom, nothing observed", peer: loom1.time,
            allocations: whole.allocations, target: "context: the registrar's cost"))

    printTable(title: "Store: send → reducer → subscribers (median of 7 runs, ns per operation)", rows: rows)
    print(
        "\nObservation registrar share of a send: "
            + format(member.time - loom1.time) + " ns of " + format(member.time)
            + " ns when an observed member changed (willSet + didSet); "
            + format(unchanged.time - loom1.time) + " ns of " + format(unchanged.time)
            + " ns when the observed member did not change (comparison only); "
            + format(whole.time - loom1.time) + " ns of " + format(whole.time)
            + " ns with the whole state observed; 0 when nothing was ever read through Observation.")
}
