import LoomTesting
import Observation
import Testing

@testable import Loom

struct AppState: Equatable {
    var counter = CounterState()
    var other = 0
    var nested = Level1()
}

struct Level1: Equatable {
    var level2 = Level2()
    var noise = 0
}

struct Level2: Equatable {
    var value = 0
    var noise = 0
}

enum AppAction: Equatable {
    case counter(CounterAction)
    case other
    case nested(Level1Action)
}

enum Level1Action: Equatable {
    case level2(Level2Action)
    case noise
}

enum Level2Action: Equatable {
    case increment
    case noise
}

@MainActor
func appReducer(_ state: inout AppState, _ action: AppAction) -> Command<AppAction> {
    switch action {
    case .counter(let action):
        return counterReducer(&state.counter, action).map(AppAction.counter)
    case .other:
        state.other += 1
    case .nested(.noise):
        state.nested.noise += 1
    case .nested(.level2(.increment)):
        state.nested.level2.value += 1
    case .nested(.level2(.noise)):
        state.nested.level2.noise += 1
    }
    return .none
}

@MainActor
@Suite("Store scoping")
struct ScopeTests {
    @Test("a child store reads its part and sends embedded actions through the parent")
    func childReadsAndSends() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let child = store.scope(state: \.counter, action: AppAction.counter)
        child.send(.increment)
        #expect(store.state.counter.count == 1)
        #expect(child.state.count == 1)
        child.send(.echo("hi"))
        #expect(child.state.text == "hi")
    }

    @Test("child subscribers are notified only when their part changes")
    func childNotifiedOnlyForItsPart() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let child = store.scope(state: \.counter, action: AppAction.counter)
        var calls: [(Int, Int)] = []
        let token = child.subscribe { state, previous, command in
            calls.append((previous.count, state.count))
            #expect(command == nil)
        }
        store.send(.other)
        store.send(.other)
        #expect(calls.isEmpty)
        child.send(.increment)
        #expect(calls.count == 1)
        #expect(calls.first.map { [$0.0, $0.1] } == [0, 1])
        token.cancel()
    }

    @Test("three levels of scoping deliver only the changes of the innermost part")
    func threeLevels() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let level1 = store.scope(state: \.nested, action: AppAction.nested)
        let level2 = level1.scope(state: \.level2, action: Level1Action.level2)
        let values = level2.scope(state: \.value, action: { (action: Level2Action) in action })
        var seen: [Int] = []
        let token = values.subscribe { state, _, _ in seen.append(state) }
        values.send(.increment)
        level2.send(.noise)
        level1.send(.noise)
        store.send(.other)
        values.send(.increment)
        #expect(seen == [1, 2])
        #expect(store.state.nested.level2 == Level2(value: 2, noise: 1))
        token.cancel()
    }

    @Test("three levels scoped with closures, and mixed with key paths, deliver the innermost changes")
    func threeLevelsWithClosures() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let level1 = store.scope(state: { $0.nested }, action: AppAction.nested, removeDuplicates: ==)
        let level2 = level1.scope(state: { $0.level2 }, action: Level1Action.level2, removeDuplicates: ==)
        let values = level2.scope(
            state: { $0.value }, action: { (action: Level2Action) in action }, removeDuplicates: ==)
        let mixed = store.scope(state: \.nested, action: AppAction.nested)
            .scope(state: { $0.level2 }, action: Level1Action.level2, removeDuplicates: ==)
            .scope(state: \.value, action: { (action: Level2Action) in action })
        var seen: [Int] = []
        var seenMixed: [Int] = []
        let token = values.subscribe { state, _, _ in seen.append(state) }
        let mixedToken = mixed.subscribe { state, _, _ in seenMixed.append(state) }
        values.send(.increment)
        level2.send(.noise)
        mixed.send(.increment)
        level1.send(.noise)
        #expect(seen == [1, 2])
        #expect(seenMixed == [1, 2])
        #expect(values.state == 2)
        #expect(mixed.state == 2)
        token.cancel()
        mixedToken.cancel()
    }

    @Test("key-path scopes read stored parts of any type and computed parts, through several levels")
    func keyPathScopesOfStoredAndComputedParts() {
        struct Inner: Equatable {
            var names: [String] = []
            var label = "a"
            var count: Int { names.count }
        }
        struct Outer: Equatable {
            var flag = false
            var inner = Inner()
        }
        enum OuterAction { case add(String), relabel(String) }
        let store = Store(initialState: Outer()) { (state: inout Outer, action: OuterAction) in
            switch action {
            case .add(let name): state.inner.names.append(name)
            case .relabel(let label): state.inner.label = label
            }
            return .none
        }
        let inner = store.scope(state: \.inner, action: { (action: OuterAction) in action })
        let names = inner.scope(state: \.names, action: { (action: OuterAction) in action })
        let count = inner.scope(state: \.count, action: { (action: OuterAction) in action })
        let label = store.scope(state: \.inner.label, action: { (action: OuterAction) in action })
        var seenNames: [[String]] = []
        var seenCounts: [Int] = []
        var seenLabels: [String] = []
        let tokens = [
            names.subscribe { state, _, _ in seenNames.append(state) },
            count.subscribe { state, _, _ in seenCounts.append(state) },
            label.subscribe { state, _, _ in seenLabels.append(state) },
        ]
        names.send(.add("x"))
        count.send(.relabel("b"))
        label.send(.add("y"))
        #expect(seenNames == [["x"], ["x", "y"]])
        #expect(seenCounts == [1, 2])
        #expect(seenLabels == ["b"])
        #expect(names.state == ["x", "y"])
        #expect(label.state == "b")
        tokens.forEach { $0.cancel() }
    }

    @Test("an intermediate scope and its own child are both notified, each of its own part")
    func intermediateAndInnermostBothFollow() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let level1 = store.scope(state: \.nested, action: AppAction.nested)
        let level2 = level1.scope(state: \.level2, action: Level1Action.level2)
        var level1Seen: [Int] = []
        var level2Seen: [Int] = []
        let token1 = level1.subscribe { state, previous, _ in
            level1Seen.append(state.noise * 10 + state.level2.value)
            #expect(previous != state)
        }
        let token2 = level2.subscribe { state, _, _ in level2Seen.append(state.value) }
        level2.send(.increment)
        level1.send(.noise)
        store.send(.other)
        #expect(level1Seen == [1, 11])
        #expect(level2Seen == [1])
        token1.cancel()
        token2.cancel()
    }

    @Test("a grandchild keeps its parent scope and the root alive")
    func grandchildKeepsAncestors() {
        weak var weakRoot: Store<AppState, AppAction>?
        weak var weakLevel1: Store<Level1, Level1Action>?
        var level2: Store<Level2, Level2Action>?
        do {
            let store = Store(initialState: AppState(), reducer: appReducer)
            let level1 = store.scope(state: \.nested, action: AppAction.nested)
            weakRoot = store
            weakLevel1 = level1
            level2 = level1.scope(state: \.level2, action: Level1Action.level2)
        }
        #expect(weakRoot != nil)
        #expect(weakLevel1 != nil)
        level2?.send(.increment)
        #expect(level2?.state.value == 1)
        level2 = nil
        #expect(weakLevel1 == nil)
        #expect(weakRoot == nil)
    }

    @Test("scopes nobody follows are not linked to the parent, so they add nothing to a send")
    func unfollowedScopesCostNothing() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let scopes = (0..<1000).map { _ in store.scope(state: \.counter, action: AppAction.counter) }
        var calls = 0
        let probe = store.subscribe { _, _, _ in calls += 1 }
        store.send(.other)
        #expect(calls == 1)
        #expect(scopes.allSatisfy { $0.currentState.count == 0 })
        #expect(store.subscribers.count == 1)
        #expect(scopes.filter(\.isAttachedToParent).isEmpty)
        let followed = scopes[0]
        let token = followed.subscribe { _, _, _ in }
        #expect(store.subscribers.count == 2)
        store.send(.counter(.increment))
        #expect(scopes[1].currentState.count == 1)
        token.cancel()
        // A child whose last subscriber left unlinks itself at the next notification.
        store.send(.counter(.increment))
        #expect(store.subscribers.count == 1)
        #expect(!followed.isAttachedToParent)
        probe.cancel()
    }

    @Test("reading a child's state (which Observation may track) links it to its parent")
    func readingStateLinksChild() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let child = store.scope(state: \.counter, action: AppAction.counter)
        #expect(!child.isAttachedToParent)
        _ = child.state
        #expect(child.isAttachedToParent)
    }

    @Test("a released child store is deallocated and stops following its parent")
    func childIsReleased() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        weak var weakChild: Store<CounterState, CounterAction>?
        var calls = 0
        do {
            let child = store.scope(state: \.counter, action: AppAction.counter)
            let token = child.subscribe { _, _, _ in calls += 1 }
            child.send(.increment)
            weakChild = child
            Bag().insert(token)
        }
        #expect(weakChild == nil)
        store.send(.counter(.increment))
        #expect(calls == 1)
    }

    @Test("a child keeps its parent alive; the parent is released with its last child")
    func childKeepsParent() {
        weak var weakParent: Store<AppState, AppAction>?
        var child: Store<CounterState, CounterAction>?
        do {
            let store = Store(initialState: AppState(), reducer: appReducer)
            weakParent = store
            child = store.scope(state: \.counter, action: AppAction.counter)
        }
        #expect(weakParent != nil)
        child?.send(.increment)
        #expect(child?.state.count == 1)
        child = nil
        #expect(weakParent == nil)
    }

    @Test("Observation on a child store tracks the child's member only")
    func childObservation() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let child = store.scope(state: \.counter, action: AppAction.counter)
        let probe = ObservationProbe { _ = child.count }
        store.send(.other)
        child.send(.setText("x"))
        #expect(probe.changes == 0)
        child.send(.increment)
        #expect(probe.changes == 1)
    }

    @Test("a subscribed child that later gets a property or an observed member updates them too")
    func subscribedChildLaterObserved() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let child = store.scope(state: \.counter, action: AppAction.counter)
        var seen: [Int] = []
        let token = child.subscribe { state, _, _ in seen.append(state.count) }
        store.send(.counter(.increment))
        var mirrored: [Int] = []
        let mirrorToken = child.property.map(\.count).observe { mirrored.append($0) }
        let probe = ObservationProbe { _ = child.count }
        store.send(.counter(.increment))
        #expect(seen == [1, 2])
        #expect(mirrored == [1, 2])
        #expect(probe.changes == 1)
        token.cancel()
        mirrorToken.cancel()
    }

    @Test("a child store's property follows its part")
    func childProperty() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let child = store.scope(state: \.counter, action: AppAction.counter)
        var counts: [Int] = []
        let token = child.property.map(\.count).observe { counts.append($0) }
        store.send(.counter(.increment))
        store.send(.other)
        #expect(counts == [0, 1])
        token.cancel()
    }
}
