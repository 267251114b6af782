import Loom
import Testing

@Suite("Contract 2: reentrancy")
struct ReentrancyContractTests {
    @Test("a set made inside an observer is queued and delivered after the current delivery, FIFO")
    func setInsideObserverIsQueued() {
        let property = MutableProperty(0)
        var first: [Int] = []
        var second: [Int] = []
        let a = property.observe(skipsInitial: true) { value in
            first.append(value)
            if value == 1 {
                property.value = 2
                property.value = 3
            }
        }
        let b = property.observe(skipsInitial: true) { second.append($0) }
        property.value = 1
        // Every observer sees 1 before anyone sees 2: nothing is reordered or dropped.
        #expect(first == [1, 2, 3])
        #expect(second == [1, 2, 3])
        #expect(property.value == 3)
        _ = (a, b)
    }

    @Test("a send made inside an observer is queued: no deadlock, crash, drop or reordering")
    func sendInsideObserverIsQueued() {
        let emitter = Emitter<Int>()
        var log: [String] = []
        let a = emitter.observe { value in
            log.append("a\(value)")
            if value < 3 { emitter.send(value + 1) }
        }
        let b = emitter.observe { log.append("b\($0)") }
        emitter.send(1)
        #expect(log == ["a1", "b1", "a2", "b2", "a3", "b3"])
        _ = (a, b)
    }

    @Test("a re-entrant set makes the newest value readable at once while deliveries stay in order")
    func reentrantValueReadable() {
        let property = MutableProperty(0)
        var readAfterSet: Int?
        let token = property.observe(skipsInitial: true) { value in
            if value == 1 {
                property.value = 5
                readAfterSet = property.value
            }
        }
        property.value = 1
        #expect(readAfterSet == 5)
        _ = token
    }

    @Test("setting another property from an observer delivers that one synchronously")
    func crossPropertyNesting() {
        let source = MutableProperty(0)
        let mirror = MutableProperty(0)
        var log: [String] = []
        let a = source.observe(skipsInitial: true) { value in
            log.append("source \(value)")
            mirror.value = value * 10
            log.append("after mirror")
        }
        let b = mirror.observe(skipsInitial: true) { log.append("mirror \($0)") }
        source.value = 1
        #expect(log == ["source 1", "mirror 10", "after mirror"])
        _ = (a, b)
    }

    @Test("a derived property re-entering its own source keeps every observer in order")
    func derivedReentrancy() {
        let source = MutableProperty(1)
        let doubled = source.map { $0 * 2 }
        var seen: [Int] = []
        let token = doubled.observe(skipsInitial: true) { value in
            seen.append(value)
            if value == 4 { source.value = 3 }
        }
        source.value = 2
        #expect(seen == [4, 6])
        _ = token
    }
}
