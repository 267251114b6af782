import Loom
import LoomCombine
import OpenCombine

/// A value through the LoomCombine bridge, beside the same value through Loom alone (the floor) and through
/// OpenCombine alone (the peer).
func runCombineBenchmarks(iterations: Int) {
    var rows: [Row] = []

    // Loom source → Combine subscriber.
    let loomAlone = measureLoomObserver(iterations: iterations)
    let combineAlone = measureCurrentValueSubjectSink(iterations: iterations)
    let outward = measurePropertyPublisherSink(iterations: iterations)
    rows.append(
        Row(
            name: "MutableProperty set → .publisher → sink (bridge)", nanoseconds: outward.time,
            floorName: "Loom alone: set → 1 observer", floor: loomAlone,
            peerName: "OpenCombine alone: CurrentValueSubject → sink", peer: combineAlone,
            allocations: outward.allocations, target: "faster than OpenCombine alone, 0 allocs"))

    // Combine source → Loom target.
    let loomSignalAlone = measureEmitterToProperty(iterations: iterations)
    let passthroughAlone = measurePassthroughSink(iterations: iterations)
    let inward = measurePassthroughToProperty(iterations: iterations)
    rows.append(
        Row(
            name: "PassthroughSubject send → `property <~ subject` (bridge)", nanoseconds: inward.time,
            floorName: "Loom alone: `property <~ emitter`", floor: loomSignalAlone,
            peerName: "OpenCombine alone: PassthroughSubject → sink", peer: passthroughAlone,
            allocations: inward.allocations, target: "≤ 1.25× OpenCombine alone, 0 allocs"))

    printTable(
        title: "Combine bridge: one value through LoomCombine (median of 7 runs, ns per operation)",
        rows: rows)
    print(
        "\nBridge / Loom alone: " + String(format: "%.2f×", outward.time / loomAlone) + " out, "
            + String(format: "%.2f×", inward.time / loomSignalAlone) + " in. Bridge / OpenCombine alone: "
            + String(format: "%.2f×", outward.time / combineAlone) + " out, "
            + String(format: "%.2f×", inward.time / passthroughAlone) + " in.")
}

private func measureLoomObserver(iterations: Int) -> Double {
    let property = MutableProperty(0)
    var sum = 0
    let token = property.observe(skipsInitial: true) { sum &+= $0 }
    let time = nanosecondsPerOperation(iterations: iterations) { count in
        for index in 0..<count { property.value = index }
    }
    blackhole &+= sum
    token.cancel()
    return time
}

private func measureCurrentValueSubjectSink(iterations: Int) -> Double {
    let subject = CurrentValueSubject<Int, Never>(0)
    var sum = 0
    let cancellable = subject.sink { sum &+= $0 }
    let time = nanosecondsPerOperation(iterations: iterations) { count in
        for index in 0..<count { subject.send(index) }
    }
    blackhole &+= sum
    cancellable.cancel()
    return time
}

private func measurePropertyPublisherSink(iterations: Int) -> (time: Double, allocations: Double?) {
    let property = MutableProperty(0)
    var sum = 0
    let cancellable = property.publisher.sink { sum &+= $0 }
    let set: (Int) -> Void = { count in
        for index in 0..<count { property.value = index }
    }
    let time = nanosecondsPerOperation(iterations: iterations, set)
    let allocations = allocationsPerOperation(iterations: 100_000, set)
    blackhole &+= sum
    cancellable.cancel()
    return (time, allocations)
}

private func measureEmitterToProperty(iterations: Int) -> Double {
    let emitter = Emitter<Int>()
    let target = MutableProperty(0)
    let token = target <~ emitter
    let time = nanosecondsPerOperation(iterations: iterations) { count in
        for index in 0..<count { emitter.send(index) }
    }
    blackhole &+= target.value
    token.cancel()
    return time
}

private func measurePassthroughSink(iterations: Int) -> Double {
    let subject = PassthroughSubject<Int, Never>()
    let target = MutableProperty(0)
    let cancellable = subject.sink { target.value = $0 }
    let time = nanosecondsPerOperation(iterations: iterations) { count in
        for index in 0..<count { subject.send(index) }
    }
    blackhole &+= target.value
    cancellable.cancel()
    return time
}

private func measurePassthroughToProperty(iterations: Int) -> (time: Double, allocations: Double?) {
    let subject = PassthroughSubject<Int, Never>()
    let target = MutableProperty(0)
    let token = target <~ subject
    let send: (Int) -> Void = { count in
        for index in 0..<count { subject.send(index) }
    }
    let time = nanosecondsPerOperation(iterations: iterations, send)
    let allocations = allocationsPerOperation(iterations: 100_000, send)
    blackhole &+= target.value
    token.cancel()
    return (time, allocations)
}
