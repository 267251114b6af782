import Loom
import Testing

@Suite("Contract 1: synchronous, ordered delivery")
struct DeliveryContractTests {
    @Test("setting a property notifies every observer before the setter returns")
    func setNotifiesBeforeReturning() {
        let property = MutableProperty(0)
        var seen: [Int] = []
        let token = property.observe(skipsInitial: true) { seen.append($0) }
        property.value = 1
        #expect(seen == [1])
        property.value = 2
        #expect(seen == [1, 2])
        token.cancel()
    }

    @Test("observers are notified in subscription order")
    func subscriptionOrder() {
        let property = MutableProperty(0)
        var order: [String] = []
        let first = property.observe(skipsInitial: true) { _ in order.append("first") }
        let second = property.observe(skipsInitial: true) { _ in order.append("second") }
        let third = property.observe(skipsInitial: true) { _ in order.append("third") }
        property.value = 1
        #expect(order == ["first", "second", "third"])
        _ = (first, second, third)
    }

    @Test("the new value is readable inside the observer")
    func newValueReadableInObserver() {
        let property = MutableProperty("a")
        var readInside: [String] = []
        let token = property.observe(skipsInitial: true) { _ in readInside.append(property.value) }
        property.value = "b"
        #expect(readInside == ["b"])
        _ = token
    }

    @Test("observe delivers the current value first unless skipsInitial")
    func currentValueFirst() {
        let property = MutableProperty(7)
        var withInitial: [Int] = []
        var withoutInitial: [Int] = []
        let a = property.observe { withInitial.append($0) }
        let b = property.observe(skipsInitial: true) { withoutInitial.append($0) }
        property.value = 8
        #expect(withInitial == [7, 8])
        #expect(withoutInitial == [8])
        _ = (a, b)
    }

    @Test("every set notifies, even with an equal value")
    func equalValuesStillNotify() {
        let property = MutableProperty(1)
        var count = 0
        let token = property.observe(skipsInitial: true) { _ in count += 1 }
        property.value = 1
        property.value = 1
        #expect(count == 2)
        _ = token
    }

    @Test("an emitter delivers to its observers in order, synchronously")
    func emitterDelivery() {
        let emitter = Emitter<String>()
        var log: [String] = []
        let a = emitter.observe { log.append("a:\($0)") }
        let b = emitter.observe { log.append("b:\($0)") }
        emitter.send("x")
        emitter.send("y")
        #expect(log == ["a:x", "b:x", "a:y", "b:y"])
        _ = (a, b)
    }

    @Test("an observer added during a delivery does not receive that delivery twice")
    func observerAddedDuringDelivery() {
        let property = MutableProperty(0)
        var late: [Int] = []
        var lateToken: Token?
        let token = property.observe(skipsInitial: true) { _ in
            if lateToken == nil { lateToken = property.observe { late.append($0) } }
        }
        property.value = 1
        property.value = 2
        #expect(late == [1, 2])
        _ = token
    }

    @Test("an observer cancelled during a delivery is not called again, even later in that delivery")
    func observerCancelledDuringDelivery() {
        let property = MutableProperty(0)
        var secondCalls: [Int] = []
        var second: Token?
        let first = property.observe(skipsInitial: true) { _ in second?.cancel() }
        second = property.observe(skipsInitial: true) { secondCalls.append($0) }
        property.value = 1
        property.value = 2
        #expect(secondCalls.isEmpty)
        _ = first
    }
}
