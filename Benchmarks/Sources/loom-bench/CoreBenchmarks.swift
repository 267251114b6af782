import Loom
import Observation
import OpenCombine

/// Property set → observers, and a send through three maps: Loom beside the floor and OpenCombine.
@MainActor
func runCoreBenchmarks(iterations: Int) {
    var rows: [Row] = []

    // Set → 1 observer.
    let floor1 = measureFloorProperty(observers: 1, iterations: iterations)
    let loom1 = measureLoomProperty(observers: 1, iterations: iterations)
    let combine1 = measureCurrentValueSubject(observers: 1, iterations: iterations)
    rows.append(
        Row(
            name: "MutableProperty set → 1 observer", nanoseconds: loom1.time, floorName: "FloorProperty",
            floor: floor1, peerName: "OpenCombine CurrentValueSubject", peer: combine1,
            allocations: loom1.allocations, target: "≤ 1.5× floor, ≥ 3× faster than peer, 0 allocs"))

    // Set → 10 observers.
    let floor10 = measureFloorProperty(observers: 10, iterations: iterations / 4)
    let loom10 = measureLoomProperty(observers: 10, iterations: iterations / 4)
    let combine10 = measureCurrentValueSubject(observers: 10, iterations: iterations / 4)
    rows.append(
        Row(
            name: "MutableProperty set → 10 observers", nanoseconds: loom10.time, floorName: "FloorProperty",
            floor: floor10, peerName: "OpenCombine CurrentValueSubject", peer: combine10,
            allocations: loom10.allocations, target: "≤ 1.5× floor"))
    rows.append(
        Row(
            name: "each extra observer ((10 − 1) / 9)", nanoseconds: (loom10.time - loom1.time) / 9,
            floorName: "FloorProperty", floor: (floor10 - floor1) / 9, peerName: "OpenCombine",
            peer: (combine10 - combine1) / 9, allocations: nil, target: "≤ 40 ns"))

    // Send through a chain of 3 maps → 1 observer.
    let floorChain = measureFloorChain(iterations: iterations)
    let loomChain = measureLoomChain(iterations: iterations)
    let loomPropertyChain = measureLoomPropertyChain(iterations: iterations)
    let combineChain = measureCombineChain(iterations: iterations)
    rows.append(
        Row(
            name: "Emitter send → 3 × map → 1 observer", nanoseconds: loomChain.time,
            floorName: "FloorSignal chain",
            floor: floorChain, peerName: "OpenCombine PassthroughSubject.map³", peer: combineChain,
            allocations: loomChain.allocations, target: "≤ 1.5× floor, 0 allocs"))
    rows.append(
        Row(
            name: "MutableProperty set → 3 × map → 1 observer", nanoseconds: loomPropertyChain.time,
            floorName: "FloorSignal chain", floor: floorChain,
            peerName: "OpenCombine PassthroughSubject.map³",
            peer: combineChain, allocations: loomPropertyChain.allocations, target: "context"))

    // The Observation path, beside the plain path and a plain `@Observable` class.
    let tracked = measureLoomProperty(observers: 1, iterations: iterations, observation: .tracked)
    rows.append(
        Row(
            name: "MutableProperty(observation: .tracked) set → 1 observer, never read",
            nanoseconds: tracked.time, floorName: "FloorProperty", floor: floor1, peerName: "Loom plain path",
            peer: loom1.time, allocations: tracked.allocations,
            target: "context: a set with no read since the last report skips the registrar"))
    let trackedRead = measure(coreCountedCases["property.tracked.readOnce"], iterations: iterations)
    rows.append(
        Row(
            name: "MutableProperty(observation: .tracked) set → 1 observer, value read once outside tracking",
            nanoseconds: trackedRead.time, floorName: "Loom plain path", floor: loom1.time,
            peerName: "@Observable class set, nobody tracking",
            peer: measure(coreCountedCases["observable.set"], iterations: iterations).time,
            allocations: trackedRead.allocations, target: "≤ 1.5× the plain path"))
    let reregisterIterations = iterations / 10
    let observableReregister = measure(
        coreCountedCases["observable.reregister"], iterations: reregisterIterations, fires: 1)
    let trackedReregister = measure(
        coreCountedCases["property.tracked.reregister"], iterations: reregisterIterations, fires: 1)
    rows.append(
        Row(
            name: "tracked: withObservationTracking { read } then set, per change (as SwiftUI)",
            nanoseconds: trackedReregister.time, floorName: "@Observable class, same loop",
            floor: observableReregister.time, peerName: nil, peer: nil,
            allocations: trackedReregister.allocations, target: "≤ 1.0× the @Observable class"))

    printTable(title: "Core: properties and signals (median of 7 runs, ns per operation)", rows: rows)
    print(
        "\nObservation share of a tracked set, re-registered per change: "
            + format(trackedReregister.time - observableReregister.time)
            + " ns more than the @Observable class (the tracking itself is shared).")
    print()
    printResult(
        "property_tracked_reregister", loom: trackedReregister.time, base: observableReregister.time,
        limit: 1.0)
    printResult("property_tracked_untracked", loom: trackedRead.time, base: loom1.time, limit: 1.5)
    printInstructionResult(
        "property_tracked_reregister", loom: "property.tracked.reregister", base: "observable.reregister",
        operations: 20_000, limit: 1.0)
    printInstructionResult(
        "property_tracked_untracked", loom: "property.tracked.readOnce", base: "property.plain",
        operations: 200_000, limit: 1.5)
}

/// Observation fired by the measured loops (onChange closures must be `@Sendable`).
nonisolated(unsafe) var observationFires = 0

/// Times a counted case's loop, and checks that it fired Observation `fires` times per operation.
@MainActor
func measure(
    _ make: (@MainActor () -> MeasuredLoop)?, iterations: Int, fires: Int = 0
) -> (
    time: Double, allocations: Double?
) {
    guard let make else { return (.nan, nil) }
    let loop = make()
    let before = observationFires
    loop(1_000)
    if observationFires - before != fires * 1_000 {
        print(
            "CHECK FAILED: \(observationFires - before) Observation fires for 1,000 operations, expected \(fires * 1_000)"
        )
    }
    let time = nanosecondsPerOperation(iterations: iterations, loop)
    let allocations = allocationsPerOperation(iterations: min(iterations, 100_000), loop)
    return (time, allocations)
}

/// A plain `@Observable` class: the peer of a tracked property.
@Observable
final class ObservedValue {
    var value = 0
}

/// The loops of this group whose instructions are counted, by name.
@MainActor
let coreCountedCases: [String: @MainActor () -> MeasuredLoop] = [
    "property.plain": {
        let property = MutableProperty(0)
        let token = property.observe(skipsInitial: true) { blackhole &+= $0 }
        return { count in
            for index in 0..<count { property.value = index }
            withExtendedLifetime(token) {}
        }
    },
    "property.tracked.readOnce": {
        let property = MutableProperty(0, observation: .tracked)
        let token = property.observe(skipsInitial: true) { blackhole &+= $0 }
        blackhole &+= property.value  // a read outside any tracking scope
        return { count in
            for index in 0..<count { property.value = index }
            withExtendedLifetime(token) {}
        }
    },
    "property.tracked.reregister": {
        let property = MutableProperty(0, observation: .tracked)
        var next = 0
        return { count in
            for _ in 0..<count {
                withObservationTracking {
                    blackhole &+= property.value
                } onChange: {
                    observationFires &+= 1
                }
                next &+= 1
                property.value = next
            }
        }
    },
    "observable.set": {
        let model = ObservedValue()
        var next = 0
        return { count in
            for _ in 0..<count {
                next &+= 1
                model.value = next
            }
        }
    },
    "observable.reregister": {
        let model = ObservedValue()
        var next = 0
        return { count in
            for _ in 0..<count {
                withObservationTracking {
                    blackhole &+= model.value
                } onChange: {
                    observationFires &+= 1
                }
                next &+= 1
                model.value = next
            }
        }
    },
]

private func measureFloorProperty(observers: Int, iterations: Int) -> Double {
    let property = FloorProperty(0)
    var sum = 0
    for _ in 0..<observers { property.handlers.append { sum &+= $0 } }
    let time = nanosecondsPerOperation(iterations: iterations) { count in
        for index in 0..<count { property.value = index }
    }
    blackhole &+= sum
    return time
}

private func measureLoomProperty(
    observers: Int, iterations: Int, observation: ObservationParticipation = .plain
) -> (time: Double, allocations: Double?) {
    let property = MutableProperty(0, observation: observation)
    var sum = 0
    let tokens = (0..<observers).map { _ in property.observe(skipsInitial: true) { sum &+= $0 } }
    let set: (Int) -> Void = { count in
        for index in 0..<count { property.value = index }
    }
    let time = nanosecondsPerOperation(iterations: iterations, set)
    let allocations = allocationsPerOperation(iterations: 100_000, set)
    blackhole &+= sum &+ tokens.count
    return (time, allocations)
}

private func measureCurrentValueSubject(observers: Int, iterations: Int) -> Double {
    let subject = CurrentValueSubject<Int, Never>(0)
    var sum = 0
    let cancellables = (0..<observers).map { _ in subject.sink { sum &+= $0 } }
    let time = nanosecondsPerOperation(iterations: iterations) { count in
        for index in 0..<count { subject.send(index) }
    }
    blackhole &+= sum &+ cancellables.count
    return time
}

private func measureFloorChain(iterations: Int) -> Double {
    let source = FloorSignal<Int>()
    var sum = 0
    source.map { $0 &+ 1 }.map { $0 &* 2 }.map { $0 &- 3 }.handlers.append { sum &+= $0 }
    let time = nanosecondsPerOperation(iterations: iterations) { count in
        for index in 0..<count { source.send(index) }
    }
    blackhole &+= sum
    return time
}

private func measureLoomChain(iterations: Int) -> (time: Double, allocations: Double?) {
    let source = Emitter<Int>()
    var sum = 0
    let token = source.map { $0 &+ 1 }.map { $0 &* 2 }.map { $0 &- 3 }.observe { sum &+= $0 }
    let send: (Int) -> Void = { count in
        for index in 0..<count { source.send(index) }
    }
    let time = nanosecondsPerOperation(iterations: iterations, send)
    let allocations = allocationsPerOperation(iterations: 100_000, send)
    blackhole &+= sum
    token.cancel()
    return (time, allocations)
}

private func measureLoomPropertyChain(iterations: Int) -> (time: Double, allocations: Double?) {
    let source = MutableProperty(0)
    var sum = 0
    let token = source.map { $0 &+ 1 }.map { $0 &* 2 }.map { $0 &- 3 }.observe(skipsInitial: true) {
        sum &+= $0
    }
    let set: (Int) -> Void = { count in
        for index in 0..<count { source.value = index }
    }
    let time = nanosecondsPerOperation(iterations: iterations, set)
    let allocations = allocationsPerOperation(iterations: 100_000, set)
    blackhole &+= sum
    token.cancel()
    return (time, allocations)
}

private func measureCombineChain(iterations: Int) -> Double {
    let subject = PassthroughSubject<Int, Never>()
    var sum = 0
    let cancellable = subject.map { $0 &+ 1 }.map { $0 &* 2 }.map { $0 &- 3 }.sink { sum &+= $0 }
    let time = nanosecondsPerOperation(iterations: iterations) { count in
        for index in 0..<count { subject.send(index) }
    }
    blackhole &+= sum
    cancellable.cancel()
    return time
}
