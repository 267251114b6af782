import Loom
import LoomObservableState
import LoomTesting
import Observation
import Testing

@ObservableState
struct TrackedFeature: Equatable {
    var count = 0
    var title = ""
}

enum TrackedFeatureAction: Equatable {
    case increment
    case setTitle(String)
    case reset
    case nothing
}

@MainActor
func trackedFeatureReducer(
    _ state: inout TrackedFeature, _ action: TrackedFeatureAction
) -> Command<TrackedFeatureAction> {
    switch action {
    case .increment: state.count += 1
    case .setTitle(let title): state.title = title
    case .reset: state = TrackedFeature()
    case .nothing: break
    }
    return .none
}

@ObservableState
struct TrackedChild: Equatable {
    var value = 0
}

@ObservableState
struct TrackedParent: Equatable {
    var child = TrackedChild()
    var other = 0
}

enum TrackedChildAction {
    case bump
}

enum TrackedParentAction {
    case bumpChild
    case bumpOther
}

@MainActor
@Suite("@ObservableState and the store")
struct ObservableStateTests {
    func makeStore() -> Store<TrackedFeature, TrackedFeatureAction> {
        Store(initialState: TrackedFeature(), reducer: trackedFeatureReducer)
    }

    @Test("reading store.state.count tracks count: an action that changes it fires")
    func changingTrackedMemberFires() {
        let store = makeStore()
        let fired = FireCount()
        withObservationTracking {
            _ = store.state.count
        } onChange: {
            fired.bump()
        }
        store.send(.increment)
        #expect(fired.value == 1)
        #expect(store.state.count == 1)
    }

    @Test("reading store.state.count does not fire for a change of title only, nor for no change")
    func changingOtherMemberDoesNotFire() {
        let store = makeStore()
        let fired = FireCount()
        withObservationTracking {
            _ = store.state.count
        } onChange: {
            fired.bump()
        }
        store.send(.setTitle("hello"))
        store.send(.nothing)
        #expect(fired.value == 0)
        #expect(store.state.title == "hello")
        store.send(.increment)
        #expect(fired.value == 1)
    }

    @Test("setting a member to an equal value fires nothing")
    func settingEqualValueDoesNotFire() {
        let store = makeStore()
        store.send(.setTitle("same"))
        let fired = FireCount()
        withObservationTracking {
            _ = store.state.title
        } onChange: {
            fired.bump()
        }
        store.send(.setTitle("same"))
        #expect(fired.value == 0)
        store.send(.setTitle("other"))
        #expect(fired.value == 1)
    }

    @Test("a reducer that replaces the whole state fires, even for an untouched member")
    func replacingWholeStateFires() {
        let store = makeStore()
        let fired = FireCount()
        withObservationTracking {
            _ = store.state.title
        } onChange: {
            fired.bump()
        }
        store.send(.reset)
        #expect(fired.value == 1)
    }

    @Test("after a replacement, the new value's members are tracked")
    func trackingAfterReplacement() {
        let store = makeStore()
        store.send(.reset)
        let fired = FireCount()
        withObservationTracking {
            _ = store.state.count
        } onChange: {
            fired.bump()
        }
        store.send(.setTitle("x"))
        #expect(fired.value == 0)
        store.send(.increment)
        #expect(fired.value == 1)
    }

    @Test("a nested read tracks the nested member, not its siblings in the parent")
    func nestedRead() {
        let store = Store(initialState: TrackedParent()) {
            (state: inout TrackedParent, action: TrackedParentAction) -> Command<TrackedParentAction> in
            switch action {
            case .bumpChild: state.child.value += 1
            case .bumpOther: state.other += 1
            }
            return .none
        }
        let fired = FireCount()
        withObservationTracking {
            _ = store.state.child.value
        } onChange: {
            fired.bump()
        }
        store.send(.bumpOther)
        #expect(fired.value == 0)
        store.send(.bumpChild)
        #expect(fired.value == 1)
        #expect(store.state.child.value == 1)
    }

    @Test("a scoped store's state.member tracks that member of the part only")
    func scopedRead() {
        let store = Store(initialState: TrackedParent()) {
            (state: inout TrackedParent, action: TrackedParentAction) -> Command<TrackedParentAction> in
            switch action {
            case .bumpChild: state.child.value += 1
            case .bumpOther: state.other += 1
            }
            return .none
        }
        let child = store.scope(state: \.child, action: { (_: TrackedChildAction) in .bumpChild })
        let fired = FireCount()
        withObservationTracking {
            _ = child.state.value
        } onChange: {
            fired.bump()
        }
        store.send(.bumpOther)
        #expect(fired.value == 0)
        store.send(.bumpChild)
        #expect(fired.value == 1)
        #expect(child.state.value == 1)
    }

    @Test("time travel back to an earlier copy (same registrar) still fires")
    func restoringEarlierStateFires() throws {
        let store = makeStore()
        let recorder = StoreRecorder(store: store)
        store.send(.increment)
        let fired = FireCount()
        withObservationTracking {
            _ = store.state.count
        } onChange: {
            fired.bump()
        }
        try recorder.jump(to: 0)
        #expect(fired.value == 1)
        #expect(store.state.count == 0)
    }

    @Test("two states with equal members are equal whatever their registrars")
    func equalityIgnoresRegistrar() {
        let a = TrackedFeature(count: 1, title: "a")
        let b = TrackedFeature(count: 1, title: "a")
        #expect(a._$registrar.id != b._$registrar.id)
        #expect(a == b)
        #expect(a != TrackedFeature(count: 2, title: "a"))
        var copy = a
        #expect(copy._$registrar.id == a._$registrar.id)
        copy.title = "b"
        #expect(copy != a)
        #expect(StateRegistrar() == StateRegistrar())
        #expect(StateRegistrar().hashValue == StateRegistrar().hashValue)
    }

    @Test("a TestStore over an @ObservableState state asserts mutations as usual")
    func testStore() async {
        let store = TestStore(initialState: TrackedFeature(), reducer: trackedFeatureReducer)
        await store.send(.increment) { $0.count = 1 }
        await store.send(.setTitle("t")) { $0.title = "t" }
        await store.send(.reset) {
            $0.count = 0
            $0.title = ""
        }
        await store.finish()
    }
}
