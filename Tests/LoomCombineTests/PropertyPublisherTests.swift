import Loom
import LoomCombine
import LoomTesting
import Testing

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

@Suite("Property as a Combine publisher")
struct PropertyPublisherTests {
    @Test("a property publishes its current value first, then every change before the setter returns")
    func currentValueFirstThenChanges() {
        let count = MutableProperty(1)
        var seen: [Int] = []
        let cancellable = count.publisher.sink { seen.append($0) }
        #expect(seen == [1])
        count.value = 2
        #expect(seen == [1, 2])
        count.value = 2
        #expect(seen == [1, 2, 2], "every set publishes, as every set notifies")
        cancellable.cancel()
    }

    @Test("the new value is readable from the property inside the subscriber")
    func newValueReadable() {
        let name = MutableProperty("a")
        var readInside: [String] = []
        let cancellable = name.publisher.dropFirst().sink { _ in readInside.append(name.value) }
        name.value = "b"
        #expect(readInside == ["b"])
        cancellable.cancel()
    }

    @Test("subscribers are notified in subscription order, Loom observers and Combine subscribers alike")
    func subscriptionOrder() {
        let count = MutableProperty(0)
        var order: [String] = []
        let first = count.publisher.dropFirst().sink { _ in order.append("sink 1") }
        let observer = count.observe(skipsInitial: true) { _ in order.append("observer") }
        let second = count.publisher.dropFirst().sink { _ in order.append("sink 2") }
        count.value = 1
        #expect(order == ["sink 1", "observer", "sink 2"])
        _ = (first, observer, second)
    }

    @Test(
        "a set made by a subscriber during a delivery is delivered after it, first in first out, to everyone")
    func reentrantSetsAreQueued() {
        let count = MutableProperty(0)
        var log: [String] = []
        let first = count.publisher.sink { value in
            log.append("a\(value)")
            if value == 1 { count.value = 2 }
            if value == 2 { count.value = 3 }
        }
        let second = count.publisher.sink { log.append("b\($0)") }
        log.removeAll()
        count.value = 1
        #expect(log == ["a1", "b1", "a2", "b2", "a3", "b3"])
        #expect(count.value == 3)
        _ = (first, second)
    }

    @Test("Combine operators work on a property's publisher, and a derived property publishes too")
    func operatorsAndDerived() {
        let count = MutableProperty(1)
        var labels: [String] = []
        var evens: [Int] = []
        let a = count.map { "\($0) items" }.publisher.sink { labels.append($0) }
        let b = count.publisher.filter { $0.isMultiple(of: 2) }.removeDuplicates().sink { evens.append($0) }
        count.value = 2
        count.value = 2
        count.value = 3
        count.value = 4
        #expect(labels == ["1 items", "2 items", "2 items", "3 items", "4 items"])
        #expect(evens == [2, 4])
        _ = (a, b)
    }

    // MARK: Demand

    @Test("nothing is observed or sent before the first request, whose first value is the value then")
    func nothingBeforeDemand() {
        let count = MutableProperty(0)
        var reads = 0
        let derived = count.map { value -> Int in
            reads += 1
            return value
        }
        let probe = DemandProbe<Int>(initialDemand: .none)
        derived.publisher.subscribe(probe)
        count.value = 1
        count.value = 2
        #expect(probe.values.isEmpty)
        #expect(reads == 0, "the derived property is not connected until demand comes")
        probe.request(.max(1))
        #expect(probe.values == [2])
    }

    @Test("a subscriber never gets more than it asked for; changes without demand keep only the newest")
    func demandIsHonoured() {
        let count = MutableProperty(0)
        let probe = DemandProbe<Int>(initialDemand: .max(2))
        count.publisher.subscribe(probe)
        count.value = 1
        #expect(probe.values == [0, 1])
        count.value = 2
        count.value = 3
        count.value = 4
        #expect(probe.values == [0, 1], "no demand left")
        probe.request(.max(1))
        #expect(probe.values == [0, 1, 4], "the newest value, once")
        probe.request(.max(1))
        #expect(probe.values == [0, 1, 4], "nothing new to send")
        count.value = 5
        #expect(probe.values == [0, 1, 4, 5])
    }

    @Test("demand returned from receive is added to the outstanding demand")
    func demandFromReceive() {
        let count = MutableProperty(0)
        let probe = DemandProbe<Int>(initialDemand: .max(1))
        probe.demandPerValue = .max(1)
        count.publisher.subscribe(probe)
        for value in 1...5 { count.value = value }
        #expect(probe.values == [0, 1, 2, 3, 4, 5])
    }

    @Test("a request made from inside receive does not deliver recursively")
    func requestInsideReceive() {
        let count = MutableProperty(0)
        let probe = DemandProbe<Int>(initialDemand: .max(1))
        count.publisher.subscribe(probe)
        count.value = 1  // no demand: kept
        var depth = 0
        var maxDepth = 0
        probe.onValue = { value in
            depth += 1
            maxDepth = max(maxDepth, depth)
            if value == 1 { count.value = 2 }  // queued behind this delivery
            probe.request(.max(1))
            depth -= 1
        }
        probe.request(.max(1))
        #expect(probe.values == [0, 1, 2])
        #expect(maxDepth == 1)
    }

    @Test("a request for zero values is ignored")
    func zeroDemandIgnored() {
        let count = MutableProperty(0)
        let probe = DemandProbe<Int>(initialDemand: .none)
        count.publisher.subscribe(probe)
        probe.request(.none)
        count.value = 1
        #expect(probe.values.isEmpty)
        probe.request(.unlimited)
        #expect(probe.values == [1])
    }

    // MARK: Cancellation and completion

    @Test("cancelling from inside a delivery stops it at once, queued values included")
    func cancelInsideDelivery() {
        let count = MutableProperty(0)
        var seen: [Int] = []
        var cancellable: AnyCancellable?
        cancellable = count.publisher.dropFirst().sink { value in
            seen.append(value)
            if value == 1 {
                count.value = 2  // queued behind this delivery
                cancellable?.cancel()
            }
        }
        var others: [Int] = []
        let other = count.publisher.dropFirst().sink { others.append($0) }
        count.value = 1
        count.value = 3
        #expect(seen == [1])
        #expect(others == [1, 2, 3], "the other subscriber still gets everything")
        _ = other
    }

    @Test("cancelling is idempotent and releases the subscriber")
    func cancelReleasesSubscriber() {
        let leaks = LeakTracker()
        let count = MutableProperty(0)
        do {
            let probe = DemandProbe<Int>(initialDemand: .unlimited)
            count.publisher.subscribe(probe)
            leaks.track(probe, "subscriber")
            probe.subscription?.cancel()
            probe.subscription?.cancel()
            count.value = 1
            #expect(probe.values == [0])
            probe.cancel()
        }
        leaks.expectReleased()
    }

    @Test("a request after cancelling delivers nothing and observes nothing")
    func requestAfterCancel() {
        let count = MutableProperty(0)
        var reads = 0
        let derived = count.map { value -> Int in
            reads += 1
            return value
        }
        let probe = DemandProbe<Int>(initialDemand: .none)
        derived.publisher.subscribe(probe)
        let subscription = probe.subscription
        subscription?.cancel()
        subscription?.request(.unlimited)
        count.value = 1
        #expect(probe.values.isEmpty)
        #expect(reads == 0)
    }

    @Test("a subscription that was never requested is released with its subscriber")
    func unrequestedSubscriptionReleased() {
        let leaks = LeakTracker()
        let count = MutableProperty(0)
        do {
            let probe = DemandProbe<Int>(initialDemand: .none)
            count.publisher.subscribe(probe)
            leaks.track(probe, "subscriber")
            probe.cancel()
        }
        leaks.expectReleased()
        withExtendedLifetime(count) {}
    }

    @Test("a mutable property's publisher finishes when the property is released, which nothing keeps alive")
    func finishesWhenPropertyReleased() {
        let leaks = LeakTracker()
        let probe = DemandProbe<Int>(initialDemand: .unlimited)
        do {
            let count = MutableProperty(0)
            leaks.track(count, "property")
            count.publisher.subscribe(probe)
            count.value = 1
        }
        leaks.expectReleased()
        #expect(probe.values == [0, 1])
        #expect(probe.completions == 1)
        #expect(probe.subscription == nil)
    }

    @Test("a sink and its closure are released when the property is released")
    func sinkReleasedWithProperty() {
        let leaks = LeakTracker()
        do {
            let count = MutableProperty(0)
            let marker = Marker()
            leaks.track(marker, "captured by the sink")
            var cancellables = Set<AnyCancellable>()
            count.publisher.sink { _ in withExtendedLifetime(marker) {} }.store(in: &cancellables)
            leaks.track(count, "property")
            cancellables.removeAll()
            count.value = 1
        }
        leaks.expectReleased()
    }

    @Test("a derived property's publisher keeps no root alive and finishes when the root is released")
    func derivedFinishesWithItsRoot() {
        let leaks = LeakTracker()
        let probe = DemandProbe<String>(initialDemand: .unlimited)
        do {
            let count = MutableProperty(0)
            count.map { "\($0)" }.publisher.subscribe(probe)
            count.value = 1
            leaks.track(count, "root property")
        }
        leaks.expectReleased()
        #expect(probe.values == ["0", "1"])
        #expect(probe.completions == 1)
    }

    @Test("subscribing twice gives two independent subscriptions")
    func independentSubscriptions() {
        let count = MutableProperty(0)
        let publisher = count.publisher
        let a = DemandProbe<Int>(initialDemand: .unlimited)
        let b = DemandProbe<Int>(initialDemand: .max(1))
        publisher.subscribe(a)
        publisher.subscribe(b)
        count.value = 1
        a.cancel()
        count.value = 2
        b.request(.max(1))
        #expect(a.values == [0, 1])
        #expect(b.values == [0, 2])
        #expect(publisher.property === count)
    }
}
