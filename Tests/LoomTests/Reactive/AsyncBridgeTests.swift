import Loom
import LoomTesting
import Testing

@MainActor
@Suite("AsyncSequence bridge")
struct AsyncBridgeTests {
    @Test("a property's values start with the current value, then every change")
    func propertyValues() async {
        let count = MutableProperty(1)
        var iterator = count.values.makeAsyncIterator()
        count.value = 2
        count.value = 3
        #expect(await iterator.next() == 1)
        #expect(await iterator.next() == 2)
        #expect(await iterator.next() == 3)
    }

    @Test("a signal's values end when its emitter is released")
    func signalValuesEnd() async {
        var emitter: Emitter<Int>? = Emitter()
        let stream = emitter!.values
        emitter?.send(1)
        emitter = nil
        var collected: [Int] = []
        for await value in stream { collected.append(value) }
        #expect(collected == [1])
    }

    @Test("a binding source of your own is an AsyncSequence too: its values, ending when it lets go")
    func customSourceValues() async {
        final class Relay: BindingSource {
            let storage = MutableProperty(1)
            func observe(skipsInitial: Bool, _ observer: @escaping (Int) -> Void) -> Token {
                storage.observe(skipsInitial: skipsInitial, observer)
            }
        }
        var relay: Relay? = Relay()
        let stream = relay!.values
        relay?.storage.value = 2
        relay = nil
        var collected: [Int] = []
        for await value in stream { collected.append(value) }
        #expect(collected == [1, 2])
    }

    @Test("an abandoned iteration is removed at the next change")
    func abandonedIterationRemoved() async {
        final class Tracker {}
        let count = MutableProperty(0)
        var stream: AsyncStream<Int>? = count.values
        var iterator = stream?.makeAsyncIterator()
        #expect(await iterator?.next() == 0)
        iterator = nil
        stream = nil
        count.value = 1  // the observation notices the consumer is gone and removes itself
        var seen: [Int] = []
        let token = count.observe(skipsInitial: true) { seen.append($0) }
        count.value = 2
        #expect(seen == [2])
        _ = token
    }

    @Test("any AsyncSequence can drive a binding")
    func asyncSequenceDrivesBinding() async {
        let (updates, continuation) = AsyncStream<String>.makeStream()
        let status = MutableProperty("idle")
        let token = status <~ updates
        continuation.yield("loading")
        continuation.yield("done")
        continuation.finish()
        await settle(until: { status.value == "done" })
        #expect(status.value == "done")
        _ = token
    }

    @Test("cancelling an AsyncSequence binding stops it")
    func cancellingAsyncBinding() async {
        let (updates, continuation) = AsyncStream<Int>.makeStream()
        var seen: [Int] = []
        let token = { (value: Int) in seen.append(value) } <~ updates
        continuation.yield(1)
        await settle(until: { !seen.isEmpty })
        token.cancel()
        continuation.yield(2)
        await settle(rounds: 10)
        #expect(seen == [1])
        continuation.finish()
    }
}
