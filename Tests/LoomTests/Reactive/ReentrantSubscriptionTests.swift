import Loom
import Testing

/// The exact rule for observers that subscribe (or cancel) while a delivery is in progress: an observer
/// receives the current value when it subscribes (a property, unless `skipsInitial`), then the deliveries
/// of the sets and sends made after it subscribed, each once and in order. A set or send made before it
/// subscribed never reaches it, even when that delivery was still queued, or still on its way through a
/// derived property, when it subscribed.
@Suite("Contracts 1 and 2: observers added during a delivery")
struct ReentrantSubscriptionTests {
    @Test("an observer added during a delivery, after a re-entrant set, receives that value once")
    func issueExample() {
        let property = MutableProperty(0)
        var seen: [Int] = []
        var late: Token?
        let first = property.observe { value in
            if value == 5 {
                property.value = 8
                late = property.observe { seen.append($0) }
            }
        }
        property.value = 5
        #expect(seen == [8])
        property.value = 9
        #expect(seen == [8, 9])
        _ = (first, late)
    }

    @Test("an observer added during a delivery with skipsInitial gets only the sets made after it")
    func skipsInitialDuringDelivery() {
        let property = MutableProperty(0)
        var seen: [Int] = []
        var late: Token?
        let first = property.observe(skipsInitial: true) { value in
            if value == 5 {
                property.value = 8
                late = property.observe(skipsInitial: true) { seen.append($0) }
                property.value = 9
            }
        }
        property.value = 5
        #expect(seen == [9])
        _ = (first, late)
    }

    @Test(
        "an observer added during a delivery, before a re-entrant set, receives that set after its current value"
    )
    func subscribedBeforeReentrantSet() {
        let property = MutableProperty(0)
        var seen: [Int] = []
        var late: Token?
        let first = property.observe(skipsInitial: true) { value in
            if value == 5 {
                late = property.observe { seen.append($0) }
                property.value = 8
            }
        }
        property.value = 5
        #expect(seen == [5, 8])
        _ = (first, late)
    }

    @Test(
        "an observer added to an observed derived property during its source's delivery receives each value once"
    )
    func derivedPropertyAlreadyObserved() {
        let source = MutableProperty(0)
        let derived = source.map { $0 * 10 }
        var earlier: [Int] = []
        var seen: [Int] = []
        var late: Token?
        let observer = derived.observe(skipsInitial: true) { earlier.append($0) }
        let first = source.observe(skipsInitial: true) { value in
            if value == 5 {
                source.value = 8
                late = derived.observe { seen.append($0) }
            }
        }
        source.value = 5
        #expect(seen == [80])
        #expect(earlier == [50, 80])
        source.value = 9
        #expect(seen == [80, 90])
        #expect(earlier == [50, 80, 90])
        _ = (observer, first, late)
    }

    @Test(
        "an observer added to a derived property from inside that property's own delivery receives each value once"
    )
    func derivedPropertyFromItsOwnDelivery() {
        let source = MutableProperty(0)
        let derived = source.map { $0 * 10 }
        var seen: [Int] = []
        var late: Token?
        let first = derived.observe(skipsInitial: true) { value in
            if value == 50 {
                source.value = 8
                late = derived.observe { seen.append($0) }
            }
        }
        source.value = 5
        #expect(seen == [80])
        source.value = 9
        #expect(seen == [80, 90])
        _ = (first, late)
    }

    @Test(
        "an observer that connects a derived property during its source's delivery receives each value once")
    func derivedPropertyFirstObserver() {
        let source = MutableProperty(0)
        let derived = source.map { $0 * 10 }
        var seen: [Int] = []
        var late: Token?
        let first = source.observe(skipsInitial: true) { value in
            if value == 5 {
                source.value = 8
                late = derived.observe { seen.append($0) }
            }
        }
        source.value = 5
        #expect(seen == [80])
        _ = (first, late)
    }

    @Test("an observer added to the end of an observed chain of derived properties receives each value once")
    func derivedChain() {
        let source = MutableProperty(0)
        let tens = source.map { $0 * 10 }
        let plusOne = tens.map { $0 + 1 }
        var seen: [Int] = []
        var late: Token?
        let observers = (tens.observe { _ in }, plusOne.observe { _ in })
        let first = source.observe(skipsInitial: true) { value in
            if value == 5 {
                source.value = 8
                late = plusOne.observe { seen.append($0) }
            }
        }
        source.value = 5
        #expect(seen == [81])
        source.value = 9
        #expect(seen == [81, 91])
        _ = (observers, first, late)
    }

    @Test(
        "a combined property keeps the rule: stale values of one source are skipped, new sets of the other arrive"
    )
    func combineLatestMixedSources() {
        let left = MutableProperty(0)
        let right = MutableProperty("a")
        let both = Property<(Int, String)>.combineLatest(left, right).map { "\($0)\($1)" }
        var seen: [String] = []
        var late: Token?
        let observer = both.observe { _ in }
        let first = left.observe(skipsInitial: true) { value in
            if value == 5 {
                left.value = 8
                late = both.observe { seen.append($0) }
                right.value = "b"  // made after `late` subscribed: it must arrive
            }
        }
        left.value = 5
        #expect(seen == ["8a", "8b"])
        _ = (observer, first, late)
    }

    @Test("an emitter's observer added during a delivery gets only the events sent after it subscribed")
    func emitterObserverAddedDuringDelivery() {
        let emitter = Emitter<Int>()
        var seen: [Int] = []
        var late: Token?
        let first = emitter.observe { value in
            if value == 5 {
                emitter.send(8)
                late = emitter.observe { seen.append($0) }
                emitter.send(9)
            }
        }
        emitter.send(5)
        #expect(seen == [9])
        emitter.send(10)
        #expect(seen == [9, 10])
        _ = (first, late)
    }

    @Test("a derived signal's observer added during a delivery gets only the events sent after it subscribed")
    func derivedSignalObserverAddedDuringDelivery() {
        let emitter = Emitter<Int>()
        let doubled = emitter.map { $0 * 2 }
        var earlier: [Int] = []
        var seen: [Int] = []
        var late: Token?
        let observer = doubled.observe { earlier.append($0) }
        let first = emitter.observe { value in
            if value == 5 {
                emitter.send(8)
                late = doubled.observe { seen.append($0) }
                emitter.send(9)
            }
        }
        emitter.send(5)
        #expect(seen == [18])
        #expect(earlier == [10, 16, 18])
        _ = (observer, first, late)
    }

    @Test(
        "a signal made from a property (primed with its value) gets the value once when added during a delivery"
    )
    func primedSignal() {
        let source = MutableProperty<Int?>(0)
        let values = source.ignoreNil()
        var seen: [Int] = []
        var late: Token?
        let observer = values.observe { _ in }
        let first = source.observe(skipsInitial: true) { value in
            if value == 5 {
                source.value = 8
                late = values.observe { seen.append($0) }
            }
        }
        source.value = 5
        #expect(seen == [8])
        _ = (observer, first, late)
    }

    @Test(
        "an observer cancelled and added again during a delivery is a new observer: the current value, once")
    func removedAndReAdded() {
        let property = MutableProperty(0)
        var seen: [String] = []
        var watched: Token?
        let first = property.observe(skipsInitial: true) { value in
            if value == 5 {
                watched?.cancel()  // before it received 5
                property.value = 8
                watched = property.observe { seen.append("new \($0)") }
            }
        }
        watched = property.observe { seen.append("old \($0)") }
        property.value = 5
        #expect(seen == ["old 0", "new 8"])
        property.value = 9
        #expect(seen == ["old 0", "new 8", "new 9"])
        _ = first
    }

    @Test("an observer cancelled before a queued value is delivered does not receive it")
    func cancelledBeforeQueuedValue() {
        let property = MutableProperty(0)
        var seen: [Int] = []
        var second: Token?
        let first = property.observe(skipsInitial: true) { value in
            if value == 5 {
                property.value = 8
                second?.cancel()
            }
        }
        second = property.observe(skipsInitial: true) { seen.append($0) }
        property.value = 5
        #expect(seen.isEmpty)
        _ = first
    }

    @Test("an observer that joined a derived property during a delivery is released with its token")
    func lateObserverReleased() {
        final class Captured {}
        weak var captured: Captured?
        let source = MutableProperty(0)
        let derived = source.map { $0 + 1 }
        var late: Token?
        var seen: [Int] = []
        let first = source.observe(skipsInitial: true) { value in
            guard value == 1 else { return }
            let object = Captured()
            captured = object
            late = derived.observe { [object] in
                _ = object
                seen.append($0)
            }
        }
        let earlier = derived.observe { _ in }
        source.value = 1
        source.value = 2
        #expect(seen == [2, 3])
        #expect(captured != nil)
        late = nil
        #expect(captured == nil, "the observer's connection of its own ended with its token")
        source.value = 3
        #expect(seen == [2, 3])
        _ = (first, earlier, late)
    }

    @Test("observers of a derived property stay in subscription order after one joined during a delivery")
    func orderAfterLateJoin() {
        let source = MutableProperty(0)
        let derived = source.map { $0 }
        var order: [String] = []
        var late: Token?
        let a = derived.observe(skipsInitial: true) { _ in order.append("a") }
        let first = source.observe(skipsInitial: true) { value in
            if value == 1, late == nil {
                late = derived.observe(skipsInitial: true) { _ in order.append("late") }
            }
        }
        source.value = 1
        let z = derived.observe(skipsInitial: true) { _ in order.append("z") }
        order.removeAll()
        source.value = 2
        #expect(order == ["a", "late", "z"])
        _ = (a, first, late, z)
    }
}

/// Random re-entrant programs against a model of the rule: every observer receives its initial value,
/// then exactly the sets made after it subscribed, in order; a cancelled observer receives a prefix of that.
@Suite("Contracts 1 and 2: random re-entrant programs")
struct ReentrantProgramTests {
    /// A small deterministic generator (no global state, reproducible per seed).
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    final class Harness {
        let source = MutableProperty(0)
        let targets: [(name: String, property: Property<Int>, transform: (Int) -> Int)]
        var sets: [Int] = []
        var observers:
            [(target: Int, after: Int, initial: Int, received: [Int], cancelled: Bool, token: Token?)] =
                []
        var generator: Generator
        var budget = 60
        var nextValue = 1

        init(seed: UInt64) {
            generator = Generator(state: seed)
            let tens = source.map { $0 * 10 }
            let plusOne = tens.map { $0 + 1 }
            let evenOnly = source.removeDuplicates(by: { _, _ in false }).map { $0 * 2 }
            targets = [
                ("source", source, { $0 }), ("tens", tens, { $0 * 10 }),
                ("plusOne", plusOne, { $0 * 10 + 1 }),
                ("twice", evenOnly, { $0 * 2 }),
            ]
        }

        func subscribe() {
            let target = generator.next(targets.count)
            let index = observers.count
            let current = sets.last ?? 0
            observers.append((target, sets.count, targets[target].transform(current), [], false, nil))
            let token = targets[target].property.observe { [unowned self] value in
                self.observers[index].received.append(value)
                self.act()
            }
            observers[index].token = token
        }

        func act() {
            guard budget > 0 else { return }
            budget -= 1
            switch generator.next(6) {
            case 0, 1:
                let value = nextValue
                nextValue += 1
                sets.append(value)
                source.value = value
            case 2, 3:
                subscribe()
            case 4:
                let live = observers.indices.filter { !observers[$0].cancelled && observers[$0].token != nil }
                guard !live.isEmpty else { return }
                let victim = live[generator.next(live.count)]
                observers[victim].cancelled = true
                let token = observers[victim].token
                token?.cancel()
            default:
                break
            }
        }

        func run() {
            for _ in 0..<3 { subscribe() }
            while budget > 0 {
                let value = nextValue
                nextValue += 1
                sets.append(value)
                source.value = value
                budget -= 1
            }
        }
    }

    @Test(
        "every observer receives its current value, then exactly the later sets, once each and in order",
        arguments: 0..<200)
    func randomProgram(seed: Int) {
        let harness = Harness(seed: UInt64(seed) &* 2_654_435_761 &+ 1)
        harness.run()
        for (index, observer) in harness.observers.enumerated() {
            let transform = harness.targets[observer.target].transform
            let expected = [observer.initial] + harness.sets[observer.after...].map(transform)
            if observer.cancelled {
                #expect(
                    Array(expected.prefix(observer.received.count)) == observer.received,
                    "observer \(index) on \(harness.targets[observer.target].name), seed \(seed)")
            } else {
                #expect(
                    observer.received == expected,
                    "observer \(index) on \(harness.targets[observer.target].name), seed \(seed)")
            }
        }
    }
}
