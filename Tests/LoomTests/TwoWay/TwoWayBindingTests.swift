import Loom
import LoomTesting
import Observation
import Testing

struct EditForm {
    var text = ""
    var count = 0
    var tags: [EditTag] = []
}

/// A member that is not `Equatable`.
struct EditTag {
    var name: String
}

enum EditFormAction {
    case setText(String), setCount(Int), setTags([EditTag])
}

@MainActor
func editFormReducer(_ state: inout EditForm, _ action: EditFormAction) -> Command<EditFormAction> {
    switch action {
    case .setText(let text): state.text = text
    case .setCount(let count): state.count = count
    case .setTags(let tags): state.tags = tags
    }
    return .none
}

@MainActor
@Suite("Two-way bindings: what a control reads and writes")
struct TwoWayBindingTests {
    @Test("a store member is read through the store and written by sending an action")
    func storeMember() {
        let store = Store(initialState: EditForm(), reducer: editFormReducer)
        var sent: [String] = []
        let token = store.subscribe { state, _, _ in sent.append(state.text) }
        let text = TwoWayBinding(store, \.text, send: EditFormAction.setText)
        #expect(text.value == "")
        text.value = "Buy milk"
        #expect(store.text == "Buy milk")
        #expect(text.value == "Buy milk")
        #expect(sent == ["Buy milk"])
        token.cancel()
    }

    @Test("writing an Equatable member's current value sends no action")
    func storeDedup() {
        let store = Store(initialState: EditForm(text: "Buy milk"), reducer: editFormReducer)
        var actions = 0
        let token = store.subscribe { _, _, _ in actions += 1 }
        let text = TwoWayBinding(store, \.text, send: EditFormAction.setText)
        text.value = "Buy milk"
        #expect(actions == 0)
        text.value = "Call Ada"
        text.value = "Call Ada"
        #expect(actions == 1)
        token.cancel()
    }

    @Test("a member that is not Equatable sends an action on every write")
    func storeNonEquatable() {
        let store = Store(initialState: EditForm(), reducer: editFormReducer)
        var actions = 0
        let token = store.subscribe { _, _, _ in actions += 1 }
        let tags = TwoWayBinding(store, \.tags, send: EditFormAction.setTags)
        tags.value = [EditTag(name: "a")]
        tags.value = [EditTag(name: "a")]
        #expect(actions == 2)
        #expect(tags.value.map(\.name) == ["a"])
        token.cancel()
    }

    @Test("reading a store binding under Observation tracks that member only")
    func storeTracking() {
        let store = Store(initialState: EditForm(), reducer: editFormReducer)
        let text = TwoWayBinding(store, \.text, send: EditFormAction.setText)
        let probe = ObservationProbe { _ = text.value }
        store.send(.setCount(3))
        #expect(probe.changes == 0)
        text.value = "Buy milk"
        #expect(probe.changes == 1)
    }

    @Test("a property is read and set; an Equatable property's current value is not set again")
    func property() {
        let name = MutableProperty("Ada", observation: .tracked)
        var seen: [String] = []
        let token = name.observe(skipsInitial: true) { seen.append($0) }
        let binding = TwoWayBinding(name)
        #expect(binding.value == "Ada")
        binding.value = "Ada"
        #expect(seen == [])
        binding.value = "Grace"
        #expect(name.value == "Grace")
        #expect(seen == ["Grace"])
        token.cancel()
    }

    @Test("a property of values that are not Equatable is set on every write")
    func propertyNonEquatable() {
        let tags = MutableProperty([EditTag(name: "a")])
        var notifications = 0
        let token = tags.observe(skipsInitial: true) { _ in notifications += 1 }
        let binding = TwoWayBinding(tags)
        binding.value = [EditTag(name: "a")]
        binding.value = [EditTag(name: "a")]
        #expect(notifications == 2)
        token.cancel()
    }

    @Test("reading a tracked property's binding under Observation tracks the property")
    func propertyTracking() {
        let name = MutableProperty("Ada", observation: .tracked)
        let binding = TwoWayBinding(name)
        let probe = ObservationProbe { _ = binding.value }
        name.value = "Grace"
        #expect(probe.changes == 1)
    }

    @Test("get and set closures: Equatable values drop repeated writes, others pass every write on")
    func closures() {
        var volume = 0.5
        var writes = 0
        let equatable = TwoWayBinding(
            get: { volume },
            set: {
                volume = $0
                writes += 1
            })
        equatable.value = 0.5
        equatable.value = 0.8
        #expect(writes == 1)
        #expect(volume == 0.8)

        var tag = EditTag(name: "a")
        var tagWrites = 0
        let plain = TwoWayBinding(
            get: { tag },
            set: {
                tag = $0
                tagWrites += 1
            })
        plain.value = EditTag(name: "a")
        #expect(tagWrites == 1)

        let custom = TwoWayBinding(get: { tag }, set: { tag = $0 }, removeDuplicates: { $0.name == $1.name })
        custom.value = EditTag(name: "a")
        custom.value = EditTag(name: "b")
        #expect(tag.name == "b")
    }

    @Test("a binding made in generic code still drops a repeated write of an Equatable value")
    func genericEquatableDropsRepeats() {
        var value = 3
        var writes = 0
        func make<Value>(
            get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
        ) -> TwoWayBinding<Value> {
            TwoWayBinding(get: get, set: set)
        }
        let binding = make(
            get: { value },
            set: {
                value = $0
                writes += 1
            })
        binding.value = 3
        #expect(writes == 0)
        binding.value = 4
        #expect(writes == 1)
        #expect(value == 4)
    }

    @Test("map reads a part and writes it back into the whole")
    func map() {
        let store = Store(initialState: EditForm(count: 3), reducer: editFormReducer)
        var actions = 0
        let token = store.subscribe { _, _, _ in actions += 1 }
        let count = TwoWayBinding(store, \.count, send: EditFormAction.setCount)
        let isZero = count.map(get: { $0 == 0 }, set: { count, isZero in count = isZero ? 0 : max(count, 1) })
        #expect(isZero.value == false)
        isZero.value = false  // writes 3 back: equal to the current count, nothing sent
        #expect(actions == 0)
        isZero.value = true
        #expect(store.count == 0)
        #expect(isZero.value)
        #expect(actions == 1)
        token.cancel()
    }

    @Test("a binding keeps its store alive only as long as it lives")
    func lifetime() {
        let leaks = LeakTracker()
        do {
            let store = Store(initialState: EditForm(), reducer: editFormReducer)
            let binding = TwoWayBinding(store, \.text, send: EditFormAction.setText)
            leaks.track(store, "store")
            leaks.track(binding, "binding")
            binding.value = "x"
        }
        leaks.expectReleased()
    }
}
