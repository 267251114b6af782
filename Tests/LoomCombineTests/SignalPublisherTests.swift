import Loom
import LoomCombine
import LoomTesting
import Testing

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

@Suite("Signal as a Combine publisher")
struct SignalPublisherTests {
    @Test("a signal publishes every event before send returns, with no current value")
    func eventsBeforeSendReturns() {
        let taps = Emitter<Int>()
        var seen: [Int] = []
        let cancellable = taps.publisher.sink { seen.append($0) }
        #expect(seen.isEmpty)
        taps.send(1)
        #expect(seen == [1])
        taps.send(2)
        #expect(seen == [1, 2])
        cancellable.cancel()
    }

    @Test("an event sent by a subscriber during a delivery is delivered after it, in order, to everyone")
    func reentrantSendsAreQueued() {
        let events = Emitter<String>()
        var log: [String] = []
        let first = events.publisher.sink { event in
            log.append("a:\(event)")
            if event == "x" {
                events.send("y")
                events.send("z")
            }
        }
        let second = events.publisher.sink { log.append("b:\($0)") }
        events.send("x")
        #expect(log == ["a:x", "b:x", "a:y", "b:y", "a:z", "b:z"])
        _ = (first, second)
    }

    @Test("a signal made from a property primes a new subscriber at its first request, like a new observer")
    func primedSignal() {
        let input = MutableProperty<Int?>(2)
        let probe = DemandProbe<Int>(initialDemand: .none)
        input.ignoreNil().publisher.subscribe(probe)
        input.value = 3
        #expect(probe.values.isEmpty)
        probe.request(.max(2))
        #expect(probe.values == [3], "the property's value when observation starts")
        input.value = nil
        input.value = 4
        input.value = 5
        #expect(probe.values == [3, 4])
    }

    @Test("events that find no demand are dropped; later events go to the new demand")
    func eventsWithoutDemandAreDropped() {
        let taps = Emitter<Int>()
        let probe = DemandProbe<Int>(initialDemand: .max(1))
        taps.publisher.subscribe(probe)
        taps.send(1)
        taps.send(2)
        taps.send(3)
        #expect(probe.values == [1])
        probe.request(.max(2))
        #expect(probe.values == [1], "dropped events are not replayed")
        taps.send(4)
        taps.send(5)
        taps.send(6)
        #expect(probe.values == [1, 4, 5])
    }

    @Test("a signal is not observed before the first request")
    func nothingBeforeDemand() {
        let taps = Emitter<Int>()
        var mapped = 0
        let derived = taps.map { value -> Int in
            mapped += 1
            return value
        }
        let probe = DemandProbe<Int>(initialDemand: .none)
        derived.publisher.subscribe(probe)
        taps.send(1)
        #expect(mapped == 0)
        probe.request(.unlimited)
        taps.send(2)
        #expect(probe.values == [2])
        #expect(mapped == 1)
    }

    @Test("cancelling from inside a delivery drops the events queued behind it")
    func cancelInsideDelivery() {
        let events = Emitter<Int>()
        var seen: [Int] = []
        var cancellable: AnyCancellable?
        cancellable = events.publisher.sink { value in
            seen.append(value)
            events.send(value + 10)
            cancellable?.cancel()
        }
        events.send(1)
        events.send(2)
        #expect(seen == [1])
    }

    @Test("an emitter's publisher finishes when the emitter is released")
    func finishesWhenEmitterReleased() {
        let leaks = LeakTracker()
        let probe = DemandProbe<Int>(initialDemand: .unlimited)
        do {
            let taps = Emitter<Int>()
            leaks.track(taps, "emitter")
            taps.publisher.subscribe(probe)
            taps.send(1)
        }
        leaks.expectReleased()
        #expect(probe.values == [1])
        #expect(probe.completions == 1)
    }

    @Test("a derived signal's publisher keeps no root emitter alive and finishes when it is released")
    func derivedFinishesWithItsRoot() {
        let leaks = LeakTracker()
        let probe = DemandProbe<Int>(initialDemand: .unlimited)
        do {
            let taps = Emitter<Int>()
            leaks.track(taps, "root emitter")
            taps.filter { $0 > 1 }.map { $0 * 10 }.publisher.subscribe(probe)
            taps.send(1)
            taps.send(2)
        }
        leaks.expectReleased()
        #expect(probe.values == [20])
        #expect(probe.completions == 1)
    }

    @Test("a signal publisher subscribed to and cancelled leaves nothing behind")
    func cancelledLeavesNothing() {
        let leaks = LeakTracker()
        do {
            let taps = Emitter<Int>()
            let probe = DemandProbe<Int>(initialDemand: .unlimited)
            taps.map { $0 * 2 }.publisher.subscribe(probe)
            leaks.track(taps, "emitter")
            leaks.track(probe, "subscriber")
            taps.send(1)
            probe.cancel()
            taps.send(2)
            #expect(probe.values == [2])
        }
        leaks.expectReleased()
    }

    @Test("Lifetime.ended as a publisher fires once when the lifetime ends")
    func lifetimeEnded() {
        let lifetime = Lifetime()
        var ended = 0
        let cancellable = lifetime.ended.publisher.sink { ended += 1 }
        lifetime.end()
        lifetime.end()
        #expect(ended == 1)
        cancellable.cancel()
    }
}
