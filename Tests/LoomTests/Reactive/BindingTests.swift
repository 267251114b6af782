import Loom
import LoomTesting
import Testing

@Suite("Bindings: <~ and ++")
struct BindingTests {
    @Test("Major Tom: a property bound to a signal takes its events until the token is cancelled")
    func majorTom() {
        let transmissions = Emitter<String>()
        let received = MutableProperty("")
        let token = received <~ transmissions
        transmissions.send("Major Tom")
        #expect(received.value == "Major Tom")
        token.cancel()
        transmissions.send("Ground Control")
        #expect(received.value == "Major Tom")
    }

    @Test("a property bound to a property takes its current value, then its changes")
    func propertyToProperty() {
        let source = MutableProperty("Major Tom")
        let target = MutableProperty("")
        let token = target <~ source
        #expect(target.value == "Major Tom")
        source.value = "Ground Control"
        #expect(target.value == "Ground Control")
        _ = token
    }

    @Test("optional widening: an optional target takes a non-optional source")
    func optionalWidening() {
        let source = MutableProperty("Major Tom")
        let target = MutableProperty<String?>(nil)
        let events = Emitter<String>()
        let bag = Bag() ++ target <~ source ++ target <~ events
        #expect(target.value == "Major Tom")
        events.send("Ground Control")
        #expect(target.value == "Ground Control")
        let label = Label()
        let labelToken = Binder(label, \.optionalText) <~ source
        #expect(label.optionalText == "Major Tom")
        _ = (bag, labelToken)
    }

    @Test("bag ++ d1 <~ s1 ++ d2 <~ s2 chains two bindings that end together")
    func chainedBindingsEndTogether() {
        let s1 = MutableProperty(0)
        let s2 = Emitter<Int>()
        let d1 = MutableProperty(0)
        let d2 = MutableProperty(0)
        var bag = Bag()
        bag ++ d1 <~ s1 ++ d2 <~ s2
        s1.value = 4
        s2.send(5)
        #expect(d1.value == 4)
        #expect(d2.value == 5)
        bag = Bag()  // the old bag is released and cancels both bindings
        s1.value = 6
        s2.send(7)
        #expect(d1.value == 4)
        #expect(d2.value == 5)
        _ = bag
    }

    @Test("a closure can be a binding target")
    func closureTargets() {
        let source = MutableProperty(1)
        var seen: [Int] = []
        let token = { seen.append($0) } <~ source
        source.value = 2
        #expect(seen == [1, 2])
        _ = token
    }

    @Test("a binder with an update closure writes into its object")
    func binderClosure() {
        let label = Label()
        let count = MutableProperty(3)
        let token = Binder(label) { label, value in label.text = "#\(value)" } <~ count
        count.value = 4
        #expect(label.text == "#4")
        _ = token
    }

    @Test("a binding to an already released object ends at once")
    func binderToReleasedObject() {
        var label: Label? = Label()
        let binder = Binder(label!, \.text)
        label = nil
        let source = MutableProperty("x")
        let token = binder <~ source
        #expect(token.isCancelled)
        #expect(!binder.isAlive)
    }
}

@Suite("Key-path bindings (Mvce style)")
struct KeyPathBindingTests {
    final class CounterModel: BindableModel {
        let count = MutableProperty(0)
        let title = MutableProperty("Counter")
    }

    @Test("bind(\\.count, to:at:) pushes the current value, then every change, through a transform")
    func bindWithTransform() {
        let model = CounterModel()
        let label = Label()
        let token = model.bind(\.count, to: label, at: \.text) { String($0) }
        #expect(label.text == "0")
        model.count.value = 1
        #expect(label.text == "1")
        _ = token
    }

    @Test("skipsInitial: no initial push; the first change is pushed")
    func skipsInitial() {
        let model = CounterModel()
        let label = Label()
        label.text = "untouched"
        let token = model.bind(\.title, skipsInitial: true, to: label, at: \.text)
        #expect(label.text == "untouched")
        model.title.value = "Changed"
        #expect(label.text == "Changed")
        _ = token
    }

    @Test("an optional member takes the value through the at:transform: form with { $0 }")
    func bindToOptionalMember() {
        let model = CounterModel()
        let label = Label()
        let token = model.bind(\.title, to: label, at: \.optionalText) { $0 }
        #expect(label.optionalText == "Counter")
        model.title.value = "Changed"
        #expect(label.optionalText == "Changed")
        _ = token
    }

    @Test("the using: form calls the binder with the target and the value")
    func usingForm() {
        let model = CounterModel()
        let label = Label()
        let token = model.bind(\.count, to: label) { label, count in label.text = "count=\(count)" }
        model.count.value = 5
        #expect(label.text == "count=5")
        _ = token
    }

    @Test("Mvce's transform:to:using: written as one using: closure transforms, then writes")
    func transformUsingForm() {
        let model = CounterModel()
        let label = Label()
        var calls = 0
        let token = model.bind(\.count, to: label) { label, count in
            calls += 1
            label.text = "\(count) taps"
        }
        #expect(label.text == "0 taps")
        model.count.value = 2
        #expect(label.text == "2 taps")
        #expect(calls == 2)
        token.cancel()
        model.count.value = 3
        #expect(label.text == "2 taps")
    }

    @Test("the using: form with skipsInitial pushes only changes")
    func transformUsingSkipsInitial() {
        let model = CounterModel()
        let label = Label()
        label.text = "untouched"
        let token = model.bind(\.title, skipsInitial: true, to: label) {
            $0.text = $1.uppercased()
        }
        #expect(label.text == "untouched")
        model.title.value = "Changed"
        #expect(label.text == "CHANGED")
        _ = token
    }

    @Test("the using: form keeps neither the model nor the target alive")
    func transformUsingLifetimes() {
        let leaks = LeakTracker()
        var token: Token?
        do {
            let model = CounterModel()
            let label = Label()
            token = model.bind(\.count, to: label) { $0.text = "\($1 * 2)" }
            leaks.track(model, "model")
            leaks.track(label, "label")
        }
        leaks.expectReleased()
        token?.cancel()
    }

    final class PlayerModel: BindableModel {
        let finished = Emitter<String>()
    }

    @Test("a model's signal binds by key path like its properties: nothing now, then every event")
    func bindSignalByKeyPath() {
        let model = PlayerModel()
        let label = Label()
        label.text = "untouched"
        let token = model.bind(\.finished, to: label, at: \.text)
        #expect(label.text == "untouched")
        model.finished.send("Hells Bells")
        #expect(label.text == "Hells Bells")
        token.cancel()
        model.finished.send("Back in Black")
        #expect(label.text == "Hells Bells")
    }

    @Test("a key-path binding keeps neither the model nor the target alive")
    func keyPathBindingLifetimes() {
        var model: CounterModel? = CounterModel()
        var label: Label? = Label()
        let token = model!.bind(\.count, to: label!, at: \.optionalText) { String($0) }
        let leaks = LeakTracker()
        leaks.track(model, "model")
        leaks.track(label, "label")
        model = nil
        label = nil
        leaks.expectReleased()
        token.cancel()
    }
}
