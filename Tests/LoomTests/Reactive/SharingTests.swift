import Loom
import LoomTesting
import Testing

/// A source of events that counts how often it is started and stopped.
final class CountingSource {
    private(set) var starts = 0
    private(set) var stops = 0
    private var send: ((Int) -> Void)?

    lazy var signal = Signal<Int> { [unowned self] send in
        starts += 1
        self.send = send
        return Token { [unowned self] in
            stops += 1
            self.send = nil
        }
    }

    var isRunning: Bool { send != nil }

    func emit(_ value: Int) { send?(value) }
}

@Suite("Sharing: one upstream connection for every observer")
struct SharingTests {
    @Test("two observers of a derived signal connect upstream once and run the transform once per event")
    func derivedSignalConnectsOnce() {
        let source = CountingSource()
        var transforms = 0
        let doubled = source.signal.map { value -> Int in
            transforms += 1
            return value * 2
        }
        var first: [Int] = []
        var second: [Int] = []
        let a = doubled.observe { first.append($0) }
        let b = doubled.observe { second.append($0) }
        #expect(source.starts == 1)
        source.emit(1)
        source.emit(2)
        #expect(first == [2, 4])
        #expect(second == [2, 4])
        #expect(transforms == 2, "once per event, not once per observer")
        a.cancel()
        #expect(source.stops == 0, "still observed")
        b.cancel()
        #expect(source.stops == 1, "disconnected with the last observer")
    }

    @Test("a chain shared by two observers connects each level once")
    func chainConnectsOnce() {
        let source = CountingSource()
        let chain = source.signal.filter { $0 > 0 }.compactMap { $0 % 2 == 0 ? $0 : nil }
        var seen: [[Int]] = [[], [], []]
        let tokens = (0..<3).map { index in chain.observe { seen[index].append($0) } }
        for value in [-2, 1, 2, 3, 4] { source.emit(value) }
        #expect(source.starts == 1)
        #expect(seen == [[2, 4], [2, 4], [2, 4]])
        _ = tokens
    }

    @MainActor
    @Test("two observers of a flatMapLatest signal start one call per event")
    func flatMapLatestRunsOnce() async {
        let terms = Emitter<String>()
        var calls: [String] = []
        let results = terms.flatMapLatest { term -> String in
            calls.append(term)
            return term.uppercased()
        } recover: { _ in
            nil
        }
        var first: [String] = []
        var second: [String] = []
        let a = results.observe { first.append($0) }
        let b = results.observe { second.append($0) }
        terms.send("love")
        await settle(until: { !second.isEmpty })
        #expect(calls == ["love"])
        #expect(first == ["LOVE"])
        #expect(second == ["LOVE"])
        _ = (a, b)
    }
}

@Suite("Signals over sources of your own")
struct CustomSourceSignalTests {
    @Test("the source starts with the first observer and stops with the last")
    func startsAndStops() {
        let source = CountingSource()
        #expect(source.starts == 0)
        var seen: [Int] = []
        var token: Token? = source.signal.observe { seen.append($0) }
        #expect(source.starts == 1)
        source.emit(7)
        #expect(seen == [7])
        token = nil
        #expect(source.stops == 1)
        #expect(!source.isRunning)
        source.emit(8)
        #expect(seen == [7])
        _ = token
    }

    @Test("observing again after the last observer left starts the source again")
    func restarts() {
        let source = CountingSource()
        source.signal.observe { _ in }.cancel()
        let token = source.signal.observe { _ in }
        #expect(source.starts == 2)
        #expect(source.stops == 1)
        _ = token
    }

    @Test("a send made by an observer during a delivery is queued, first in first out")
    func reentrantSend() {
        let source = CountingSource()
        var log: [Int] = []
        let token = source.signal.observe { value in
            log.append(value)
            if value == 1 { source.emit(2) }
        }
        let other = source.signal.observe { log.append($0 * 10) }
        source.emit(1)
        #expect(log == [1, 10, 2, 20])
        _ = (token, other)
    }

    @Test("the signal does not keep its observers' captures alive after the source stops")
    func releasesObservers() {
        final class Captured {}
        let leaks = LeakTracker()
        let source = CountingSource()
        var token: Token?
        do {
            let captured = Captured()
            leaks.track(captured, "what the observer captured")
            token = source.signal.observe { [captured] _ in _ = captured }
        }
        token = nil
        leaks.expectReleased()
        _ = token
    }
}
