import Loom
import Testing

@Suite("Derived properties")
struct PropertyOperatorTests {
    @Test("map stays in step with its source, on read and on delivery")
    func map() {
        let count = MutableProperty(2)
        let text = count.map { "\($0) tracks" }
        #expect(text.value == "2 tracks")
        var seen: [String] = []
        let token = text.observe { seen.append($0) }
        count.value = 3
        #expect(seen == ["2 tracks", "3 tracks"])
        #expect(text.value == "3 tracks")
        _ = token
    }

    @Test("map by key path")
    func mapKeyPath() {
        let words = MutableProperty("abc")
        #expect(words.map(\.count).value == 3)
    }

    @Test("combineLatest delivers the latest pair when either side changes")
    func combineLatest() {
        let name = MutableProperty("")
        let message = MutableProperty("")
        let canSend = Property.combineLatest(name, message).map { !$0.isEmpty && !$1.isEmpty }
        var seen: [Bool] = []
        let token = canSend.observe { seen.append($0) }
        name.value = "Ada"
        message.value = "Hi"
        message.value = ""
        #expect(seen == [false, false, true, false])
        _ = token
    }

    @Test("combineLatest of three properties")
    func combineLatestThree() {
        let a = MutableProperty(1)
        let b = MutableProperty(2)
        let c = MutableProperty(3)
        let sum = Property.combineLatest(a, b, c).map { $0 + $1 + $2 }
        var seen: [Int] = []
        let token = sum.observe { seen.append($0) }
        c.value = 10
        a.value = 0
        #expect(seen == [6, 13, 12])
        _ = token
    }

    @Test("removeDuplicates skips values equal to the previous one")
    func removeDuplicates() {
        let query = MutableProperty("a")
        var seen: [String] = []
        let token = query.removeDuplicates().observe { seen.append($0) }
        query.value = "a"
        query.value = "b"
        query.value = "b"
        query.value = "a"
        #expect(seen == ["a", "b", "a"])
        _ = token
    }

    @Test("combinePrevious delivers (previous, current): 42 then 11 then 1337")
    func combinePrevious() {
        let value = MutableProperty(42)
        var pairs: [String] = []
        let token = value.combinePrevious().observe { pairs.append("\($0.previous)->\($0.current)") }
        value.value = 11
        value.value = 1337
        #expect(pairs == ["42->11", "11->1337"])
        _ = token
    }

    @Test("ignoreNil: 2 passes, nil is skipped, 3 passes")
    func ignoreNil() {
        let input = MutableProperty<Int?>(2)
        let output = MutableProperty(0)
        let token = output <~ input.ignoreNil()
        #expect(output.value == 2)
        input.value = nil
        #expect(output.value == 2)
        input.value = 3
        #expect(output.value == 3)
        _ = token
    }

    @Test("a constant property never changes and a read-only view (map { $0 }) follows its source")
    func constantAndReadOnlyView() {
        #expect(Property(constant: 5).value == 5)
        let source = MutableProperty(1)
        let view = source.map { $0 }
        var seen: [Int] = []
        let token = view.observe { seen.append($0) }
        source.value = 2
        #expect(seen == [1, 2])
        _ = token
    }

    @Test("a change in place through value changes the value and notifies once")
    func changeInPlace() {
        let items = MutableProperty([1, 2])
        var notifications = 0
        let token = items.observe(skipsInitial: true) { _ in notifications += 1 }
        items.value.append(3)
        #expect(items.value == [1, 2, 3])
        #expect(notifications == 1)
        _ = token
    }

    @Test("changes is a signal with no current value")
    func changes() {
        let property = MutableProperty(1)
        var seen: [Int] = []
        let token = property.changes.observe { seen.append($0) }
        property.value = 2
        #expect(seen == [2])
        _ = token
    }
}
