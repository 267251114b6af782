import Loom

// Time benchmarks: the cost of one event that a debounce or a throttle holds back (the common case:
// typing, scrolling), through a signal and through a store's command, each beside an in-run floor
// that only reads the clock and keeps the value. The interval is an hour, so nothing fires while
// measuring; the work measured is the bookkeeping per event.

private let hour = Duration.seconds(3_600)

/// The floor: the least a debounce or a throttle can do per held-back event: read the clock, work out
/// a deadline, and keep the value.
private func measureFloorTime(iterations: Int) -> Double {
    let clock = ContinuousClock()
    let source = FloorSignal<Int>()
    var pending: (value: Int, deadline: ContinuousClock.Instant)?
    source.handlers.append { value in pending = (value, clock.now.advanced(by: hour)) }
    let time = nanosecondsPerOperation(iterations: iterations) { count in
        for index in 0..<count { source.send(index) }
    }
    blackhole &+= pending?.value ?? 0
    return time
}

@MainActor
private func measureSignal(
    iterations: Int, _ operator: (Signal<Int>) -> Signal<Int>
) -> (time: Double, allocations: Double?) {
    let source = Emitter<Int>()
    var sum = 0
    let token = `operator`(source).observe { sum &+= $0 }
    source.send(-1)  // a throttle lets the first event through and opens its window
    let send: (Int) -> Void = { count in
        for index in 0..<count { source.send(index) }
    }
    let time = nanosecondsPerOperation(iterations: iterations, send)
    let allocations = allocationsPerOperation(iterations: iterations / 10, send)
    token.cancel()
    blackhole &+= sum
    return (time, allocations)
}

private struct TimeState: Equatable {
    var count = 0
    var sent = 0
}

private enum TimeAction {
    case debounced(Int)
    case throttled(Int)
    case apply(Int)
}

/// The store floor: a reducer call, one subscriber, then the floor's clock read and kept value.
private final class FloorTimedStore {
    var state = TimeState()
    var subscribers: [(TimeState, TimeState) -> Void] = []
    var pending: [Int: (value: Int, deadline: ContinuousClock.Instant)] = [:]
    let clock = ContinuousClock()

    func send(_ value: Int) {
        let previous = state
        var next = previous
        next.sent &+= 1
        state = next
        for subscriber in subscribers { subscriber(next, previous) }
        pending[0] = (value, clock.now.advanced(by: hour))
    }
}

private func measureFloorTimedStore(iterations: Int) -> Double {
    let store = FloorTimedStore()
    store.subscribers.append { state, _ in blackhole &+= state.sent }
    return nanosecondsPerOperation(iterations: iterations) { count in
        for index in 0..<count { store.send(index) }
    }
}

@MainActor
private func measureTimedStore(iterations: Int, throttled: Bool) -> (time: Double, allocations: Double?) {
    let clock = ContinuousClock()
    let store = Store(initialState: TimeState()) { (state: inout TimeState, action: TimeAction) in
        switch action {
        case .debounced(let value):
            state.sent &+= 1
            return .send(.apply(value)).debounce(id: 0, for: hour, clock: clock)
        case .throttled(let value):
            state.sent &+= 1
            return .send(.apply(value)).throttle(id: 1, for: hour, clock: clock, trailing: .latest)
        case .apply(let value):
            state.count &+= value
            return .none
        }
    }
    let token = store.subscribe { state, _, _ in blackhole &+= state.sent }
    if throttled { store.send(.throttled(-1)) }  // opens the window
    let send: (Int) -> Void = { count in
        for index in 0..<count { store.send(throttled ? .throttled(index) : .debounced(index)) }
    }
    let time = nanosecondsPerOperation(iterations: iterations, send)
    let allocations = allocationsPerOperation(iterations: iterations / 10, send)
    withExtendedLifetime(token) {}
    return (time, allocations)
}

@MainActor
func runTimeBenchmarks(iterations: Int) {
    var rows: [Row] = []
    let floor = measureFloorTime(iterations: iterations)
    let clock = ContinuousClock()

    let debounce = measureSignal(iterations: iterations) { $0.debounce(for: hour, clock: clock) }
    rows.append(
        Row(
            name: "Emitter send → debounce (held back)", nanoseconds: debounce.time,
            floorName: "clock read + kept value", floor: floor, peerName: nil, peer: nil,
            allocations: debounce.allocations, target: "context: per-event bookkeeping"))

    let throttle = measureSignal(iterations: iterations) { $0.throttle(for: hour, clock: clock) }
    rows.append(
        Row(
            name: "Emitter send → throttle (inside the window)", nanoseconds: throttle.time,
            floorName: "clock read + kept value", floor: floor, peerName: nil, peer: nil,
            allocations: throttle.allocations, target: "context: per-event bookkeeping"))

    let storeFloor = measureFloorTimedStore(iterations: iterations)
    let debounced = measureTimedStore(iterations: iterations, throttled: false)
    rows.append(
        Row(
            name: "Store.send → .debounce command (held back)", nanoseconds: debounced.time,
            floorName: "FloorStore + clock read + kept value", floor: storeFloor, peerName: nil, peer: nil,
            allocations: debounced.allocations, target: "context: per-command bookkeeping"))

    let throttled = measureTimedStore(iterations: iterations, throttled: true)
    rows.append(
        Row(
            name: "Store.send → .throttle command (inside the window)", nanoseconds: throttled.time,
            floorName: "FloorStore + clock read + kept value", floor: storeFloor, peerName: nil, peer: nil,
            allocations: throttled.allocations, target: "context: per-command bookkeeping"))

    printTable(
        title: "Time: debounce and throttle, per held-back event (median of 7 runs, ns per operation)",
        rows: rows)
}
