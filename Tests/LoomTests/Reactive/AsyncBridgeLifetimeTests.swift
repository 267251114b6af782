import Loom
import LoomTesting
import Testing

/// Contract 3 for the AsyncSequence bridge: `.values` of any source, root or derived, never keeps the root
/// alive; the sequence ends when the root is released, whether or not the consumer is still iterating.
@MainActor
@Suite("Contract 3: lifetime of .values over derived sources")
struct AsyncBridgeLifetimeTests {
    /// Collects `stream` until it ends; `nil` if it has not ended once every value already sent was
    /// consumed (the release of a root finishes its streams synchronously, so a few turns are plenty).
    /// The consumer is cancelled then, so a test never hangs on a stream that does not end.
    static func collectUntilEnd(_ stream: AsyncStream<Int>) async -> [Int]? {
        final class Collected {
            var values: [Int] = []
            var ended = false
        }
        let collected = Collected()
        let consumer = Task { @MainActor in
            for await value in stream { collected.values.append(value) }
            collected.ended = true
        }
        for _ in 0..<100 where !collected.ended { await Task.yield() }
        consumer.cancel()
        await consumer.value
        return collected.ended ? collected.values : nil
    }

    /// A derived source's `.values`, built from a root property.
    struct PropertyCase: CustomTestStringConvertible, Sendable {
        let name: String
        let expected: [Int]
        let make: @MainActor @Sendable (MutableProperty<Int>) -> AsyncStream<Int>
        var testDescription: String { name }
    }

    nonisolated static let propertyCases: [PropertyCase] = [
        PropertyCase(name: "the root itself", expected: [1, 2]) { $0.values },
        PropertyCase(name: "map", expected: [2, 4]) { $0.map { $0 * 2 }.values },
        PropertyCase(name: "map of map", expected: [3, 5]) { $0.map { $0 * 2 }.map { $0 + 1 }.values },
        PropertyCase(name: "removeDuplicates", expected: [1, 2]) { $0.removeDuplicates().values },
        PropertyCase(name: "read-only view", expected: [1, 2]) { $0.map { $0 }.values },
        PropertyCase(name: "combineLatest", expected: [2, 4, 4]) { source in
            Property<(Int, Int)>.combineLatest(source, source.map { $0 }).map { $0 + $1 }.values
        },
        PropertyCase(name: "changes", expected: [2]) { $0.changes.values },
        PropertyCase(name: "combinePrevious", expected: [2]) { $0.combinePrevious().map(\.current).values },
        PropertyCase(name: "ignoreNil", expected: [1, 2]) { $0.map { Optional($0) }.ignoreNil().values },
        // The held property observes the signal while the property exists: here, not after `.values`.
        PropertyCase(name: "changes.hold", expected: [0]) { $0.changes.hold(0).values },
        PropertyCase(name: "changes.map.filter", expected: [6]) {
            $0.changes.map { $0 * 3 }.filter { _ in true }.values
        },
    ]

    @Test("the values of a derived property end when the root is released", arguments: propertyCases)
    func derivedPropertyValuesEnd(_ testCase: PropertyCase) async {
        let leaks = LeakTracker()
        var source: MutableProperty<Int>? = MutableProperty(1)
        leaks.track(source!, "the root property")
        let stream = testCase.make(source!)
        source?.value = 2
        source = nil
        leaks.expectReleased()
        #expect(await Self.collectUntilEnd(stream) == testCase.expected)
    }

    @Test(
        "cancelling the consumer of a derived property's values lets the root be released",
        arguments: propertyCases)
    func cancelledConsumerReleasesRoot(_ testCase: PropertyCase) async {
        let leaks = LeakTracker()
        var source: MutableProperty<Int>? = MutableProperty(1)
        leaks.track(source!, "the root property")
        let stream = testCase.make(source!)
        let started = AsyncStream<Void>.makeStream()
        let consumer = Task { @MainActor in
            started.continuation.yield()
            for await _ in stream {}
        }
        var waiting = started.stream.makeAsyncIterator()
        await waiting.next()
        consumer.cancel()
        await consumer.value
        source = nil  // no further change: nothing gets to notice that the consumer is gone
        leaks.expectReleased()
    }

    @Test("the values of a derived signal end when its emitter is released")
    func derivedSignalValuesEnd() async {
        let leaks = LeakTracker()
        var emitter: Emitter<Int>? = Emitter()
        leaks.track(emitter!, "the emitter")
        let stream = emitter!.filter { $0 > 1 }.map { $0 * 10 }.values
        emitter?.send(1)
        emitter?.send(2)
        emitter = nil
        leaks.expectReleased()
        #expect(await Self.collectUntilEnd(stream) == [20])
    }

    @Test("the values of merged signals end when every emitter is released")
    func mergedSignalValuesEnd() async {
        let leaks = LeakTracker()
        var left: Emitter<Int>? = Emitter()
        var right: Emitter<Int>? = Emitter()
        leaks.track(left!, "left")
        leaks.track(right!, "right")
        let stream = left!.merge(with: right!).combinePrevious(0).map { $0.current }.values
        left?.send(1)
        right?.send(2)
        left = nil
        right = nil
        leaks.expectReleased()
        #expect(await Self.collectUntilEnd(stream) == [1, 2])
    }

    @Test("an observation of a derived property does not keep its root alive; it ends with the root")
    func derivedObservationEndsWithRoot() {
        let leaks = LeakTracker()
        var source: MutableProperty<Int>? = MutableProperty(1)
        leaks.track(source!, "the root property")
        var seen: [Int] = []
        let token = source!.map { $0 * 2 }.observe { seen.append($0) }
        source?.value = 2
        source = nil
        leaks.expectReleased()
        #expect(seen == [2, 4])
        token.cancel()  // a no-op now, and no crash
    }

    @Test("a derived signal's values stop at the source's next change once the consumer is gone")
    func abandonedDerivedIterationRemoved() async {
        let leaks = LeakTracker()
        let source = MutableProperty(0)
        do {
            final class Captured {}
            let captured = Captured()
            leaks.track(captured, "what the abandoned consumer captured")
            var iterator: AsyncStream<Int>.Iterator? = source.map { [captured] in
                _ = captured; return $0
            }.values
                .makeAsyncIterator()
            #expect(await iterator?.next() == 0)
            iterator = nil
        }
        source.value = 1
        leaks.expectReleased()
    }
}
