import Loom
import Testing

@Suite("Signals")
struct SignalOperatorTests {
    @Test("map, filter and compactMap transform events")
    func mapFilterCompactMap() {
        let texts = Emitter<String>()
        var numbers: [Int] = []
        let token = texts.compactMap { Int($0) }.filter { $0.isMultiple(of: 2) }.map { $0 * 10 }
            .observe { numbers.append($0) }
        for text in ["1", "2", "x", "4"] { texts.send(text) }
        #expect(numbers == [20, 40])
        _ = token
    }

    @Test("compactMap { $0 } (RxSugar's ignoreNil) unwraps and skips nil events")
    func ignoreNil() {
        let selections = Emitter<Int?>()
        var seen: [Int] = []
        let token = selections.compactMap { $0 }.observe { seen.append($0) }
        selections.send(1)
        selections.send(nil)
        selections.send(3)
        #expect(seen == [1, 3])
        _ = token
    }

    @Test("merge forwards the events of every signal in the order they are sent")
    func merge() {
        let ok = Emitter<String>()
        let cancel = Emitter<String>()
        var seen: [String] = []
        let token = ok.merge(with: cancel).observe { seen.append($0) }
        ok.send("ok")
        cancel.send("cancel")
        ok.send("ok again")
        #expect(seen == ["ok", "cancel", "ok again"])
        _ = token
    }

    @Test("combinePrevious pairs each event with the one before, starting from the initial value")
    func combinePrevious() {
        let positions = Emitter<Int>()
        var pairs: [String] = []
        let token = positions.combinePrevious(0).observe { pairs.append("\($0.previous)->\($0.current)") }
        positions.send(5)
        positions.send(9)
        #expect(pairs == ["0->5", "5->9"])
        _ = token
    }

    @Test("removeDuplicates on a signal skips repeated events")
    func removeDuplicates() {
        let events = Emitter<Int>()
        var seen: [Int] = []
        let token = events.removeDuplicates().observe { seen.append($0) }
        for value in [1, 1, 2, 2, 1] { events.send(value) }
        #expect(seen == [1, 2, 1])
        _ = token
    }

    @Test("hold turns a signal into a property starting at the initial value")
    func hold() {
        let selected = Emitter<Int>()
        let last = selected.hold(-1)
        #expect(last.value == -1)
        selected.send(4)
        #expect(last.value == 4)
        var seen: [Int] = []
        let token = last.observe { seen.append($0) }
        selected.send(5)
        #expect(seen == [4, 5])
        _ = token
    }

    @Test("take(during:) stops forwarding when the lifetime ends")
    func takeDuring() {
        let clicks = Emitter<Int>()
        let lifetime = Lifetime()
        var seen: [Int] = []
        let token = clicks.take(during: lifetime).observe { seen.append($0) }
        clicks.send(1)
        lifetime.end()
        clicks.send(2)
        #expect(seen == [1])
        _ = token
    }

    @Test("a derived signal connects to its source only while observed")
    func lazyConnection() {
        let source = Emitter<Int>()
        var transforms = 0
        let mapped = source.map { value -> Int in
            transforms += 1
            return value
        }
        source.send(1)
        #expect(transforms == 0)
        var token: Token? = mapped.observe { _ in }
        source.send(2)
        #expect(transforms == 1)
        token = nil
        source.send(3)
        #expect(transforms == 1)
        #expect(token == nil)
    }

    @Test("observing a signal made from a property with skipsInitial leaves out the property's current value")
    func primedSignalSkipsInitial() {
        let input = MutableProperty<Int?>(2)
        var all: [Int] = []
        var changesOnly: [Int] = []
        let a = input.ignoreNil().observe { all.append($0) }
        let b = input.ignoreNil().observe(skipsInitial: true) { changesOnly.append($0) }
        input.value = 3
        #expect(all == [2, 3])
        #expect(changesOnly == [3])
        _ = (a, b)
    }

    @Test("a signal whose source sends nothing (Rx's never) sends nothing")
    func never() {
        var seen = 0
        let token = Signal<Int> { _ in Token {} }.observe { _ in seen += 1 }
        #expect(seen == 0)
        _ = token
    }
}
