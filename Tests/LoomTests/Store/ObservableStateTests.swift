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
        let probe = ObservationProbe { _ = store.state.count }
        store.send(.increment)
        #expect(probe.changes == 1)
        #expect(store.state.count == 1)
    }

    @Test("reading store.state.count does not fire for a change of title only, nor for no change")
    func changingOtherMemberDoesNotFire() {
        let store = makeStore()
        let probe = ObservationProbe { _ = store.state.count }
        store.send(.setTitle("hello"))
        store.send(.nothing)
        #expect(probe.changes == 0)
        #expect(store.state.title == "hello")
        store.send(.increment)
        #expect(probe.changes == 1)
    }

    @Test("setting a member to an equal value fires nothing")
    func settingEqualValueDoesNotFire() {
        let store = makeStore()
        store.send(.setTitle("same"))
        let probe = ObservationProbe { _ = store.state.title }
        store.send(.setTitle("same"))
        #expect(probe.changes == 0)
        store.send(.setTitle("other"))
        #expect(probe.changes == 1)
    }

    @Test("a reducer that replaces the whole state fires, even for an untouched member")
    func replacingWholeStateFires() {
        let store = makeStore()
        let probe = ObservationProbe { _ = store.state.title }
        store.send(.reset)
        #expect(probe.changes == 1)
    }

    @Test("after a replacement, the new value's members are tracked")
    func trackingAfterReplacement() {
        let store = makeStore()
        store.send(.reset)
        let probe = ObservationProbe { _ = store.state.count }
        store.send(.setTitle("x"))
        #expect(probe.changes == 0)
        store.send(.increment)
        #expect(probe.changes == 1)
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
        let probe = ObservationProbe { _ = store.state.child.value }
        store.send(.bumpOther)
        #expect(probe.changes == 0)
        store.send(.bumpChild)
        #expect(probe.changes == 1)
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
        let probe = ObservationProbe { _ = child.state.value }
        store.send(.bumpOther)
        #expect(probe.changes == 0)
        store.send(.bumpChild)
        #expect(probe.changes == 1)
        #expect(child.state.value == 1)
    }

    @Test("time travel back to an earlier copy (same registrar) still fires")
    func restoringEarlierStateFires() throws {
        let store = makeStore()
        let recorder = StoreRecorder(store: store)
        store.send(.increment)
        let probe = ObservationProbe { _ = store.state.count }
        try recorder.jump(to: 0)
        #expect(probe.changes == 1)
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
