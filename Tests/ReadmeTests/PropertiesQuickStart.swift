import Loom
import Testing

/// The README's "Properties, signals and bindings" block, verbatim.
func propertiesQuickStart() -> (shown: [String], count: Int) {
    let count = MutableProperty(0)
    let label = count.map { "\($0) tracks" }  // a derived, read-only Property<String>

    let bag = Bag()
    var shown: [String] = []
    bag ++ { shown.append($0) } <~ label  // current value now, then every change

    count.value = 3  // delivered before the setter returns
    // shown == ["0 tracks", "3 tracks"]

    let taps = Emitter<Int>()  // events with no current value
    bag ++ count <~ taps.filter { $0 > 0 }  // a signal binds like a property
    taps.send(7)  // count.value == 7
    return (shown, count.value)
}

@Test("README: properties quick start does what its comments say")
func propertiesQuickStartRuns() {
    let result = propertiesQuickStart()
    #expect(result.shown == ["0 tracks", "3 tracks", "7 tracks"])
    #expect(result.count == 7)
}
