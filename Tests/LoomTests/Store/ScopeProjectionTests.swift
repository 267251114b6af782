import Testing

@testable import Loom

/// Counts the calls of the projections it makes.
private final class ProjectionCounter {
    var calls: [Int]

    init(levels: Int) { calls = Array(repeating: 0, count: levels) }

    func reset() { calls = calls.map { _ in 0 } }
}

@MainActor
@Suite("Scope projections")
struct ScopeProjectionTests {
    /// Three nested scopes of `store`, each counting its projections in `counter.calls[level - 1]`.
    private func countedLevels(
        of store: Store<AppState, AppAction>, counter: ProjectionCounter
    ) -> (
        Store<Level1, Level1Action>, Store<Level2, Level2Action>, Store<Int, Level2Action>
    ) {
        let level1 = store.scope(
            state: { (state: AppState) -> Level1 in
                counter.calls[0] += 1
                return state.nested
            }, action: AppAction.nested, removeDuplicates: ==)
        let level2 = level1.scope(
            state: { (state: Level1) -> Level2 in
                counter.calls[1] += 1
                return state.level2
            }, action: Level1Action.level2, removeDuplicates: ==)
        let level3 = level2.scope(
            state: { (state: Level2) -> Int in
                counter.calls[2] += 1
                return state.value
            }, action: { (action: Level2Action) in action }, removeDuplicates: ==)
        return (level1, level2, level3)
    }

    @Test("three nested followed scopes project each level's part once per send")
    func onePerLevelPerSend() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let counter = ProjectionCounter(levels: 3)
        let (level1, level2, level3) = countedLevels(of: store, counter: counter)
        var seen: [String] = []
        let tokens = [
            level1.subscribe { state, previous, _ in
                seen.append("1: \(previous.level2.value)→\(state.level2.value) noise \(state.noise)")
            },
            level2.subscribe { state, previous, _ in seen.append("2: \(previous.value)→\(state.value)") },
            level3.subscribe { state, previous, _ in seen.append("3: \(previous)→\(state)") },
        ]
        counter.reset()
        level3.send(.increment)
        #expect(counter.calls == [1, 1, 1])
        counter.reset()
        store.send(.other)
        #expect(counter.calls == [1, 1, 1])
        counter.reset()
        level1.send(.noise)
        #expect(counter.calls == [1, 1, 1])
        #expect(seen == ["1: 0→1 noise 0", "2: 0→1", "3: 0→1", "1: 1→1 noise 1"])
        tokens.forEach { $0.cancel() }
    }

    @Test("a followed grandchild alone projects each level once per send, and its previous part is right")
    func grandchildAlone() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let counter = ProjectionCounter(levels: 2)
        let level1 = store.scope(
            state: { (state: AppState) -> Level1 in
                counter.calls[0] += 1
                return state.nested
            }, action: AppAction.nested, removeDuplicates: ==)
        let level2 = level1.scope(
            state: { (state: Level1) -> Level2 in
                counter.calls[1] += 1
                return state.level2
            }, action: Level1Action.level2, removeDuplicates: ==)
        var seen: [String] = []
        let token = level2.subscribe { state, previous, _ in seen.append("\(previous.value)→\(state.value)") }
        counter.reset()
        level2.send(.increment)
        level2.send(.increment)
        #expect(counter.calls == [2, 2])
        #expect(seen == ["0→1", "1→2"])
        token.cancel()
    }

    @Test("levels followed after their grandchild project once per send and tell their subscribers first")
    func intermediateLevelsFollowedLater() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let counter = ProjectionCounter(levels: 3)
        let (level1, level2, level3) = countedLevels(of: store, counter: counter)
        var seen: [String] = []
        var tokens = [level3.subscribe { state, previous, _ in seen.append("3: \(previous)→\(state)") }]
        counter.reset()
        level3.send(.increment)
        #expect(counter.calls == [1, 1, 1])
        tokens.append(
            level1.subscribe { state, previous, _ in
                seen.append("1: \(previous.level2.value)→\(state.level2.value)")
            })
        tokens.append(
            level2.subscribe { state, previous, _ in seen.append("2: \(previous.value)→\(state.value)") })
        counter.reset()
        level3.send(.increment)
        #expect(counter.calls == [1, 1, 1])
        #expect(seen == ["3: 0→1", "1: 1→2", "2: 1→2", "3: 1→2"])
        // The intermediate levels lose their subscribers: the grandchild is still told, each level
        // projected once.
        tokens[1].cancel()
        tokens[2].cancel()
        seen = []
        counter.reset()
        level3.send(.increment)
        #expect(counter.calls == [1, 1, 1])
        #expect(seen == ["3: 2→3"])
        // Nobody follows any more: each level unlinks at the first notification after its last
        // follower or child left (the grandchild, then its parent, then the first level), and a
        // send then projects nothing.
        tokens[0].cancel()
        store.send(.other)
        #expect(!level3.isAttachedToParent && level2.isAttachedToParent)
        store.send(.other)
        #expect(!level2.isAttachedToParent && level1.isAttachedToParent)
        store.send(.other)
        #expect(!level1.isAttachedToParent)
        counter.reset()
        store.send(.other)
        #expect(counter.calls == [0, 0, 0])
        #expect(seen == ["3: 2→3"])
    }

    @Test("two followed grandchildren of an unfollowed level are both told, in the order they were followed")
    func twoGrandchildren() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let level1 = store.scope(state: \.nested, action: AppAction.nested)
        let level2 = level1.scope(state: \.level2, action: Level1Action.level2)
        let first = level2.scope(state: \.value, action: { (action: Level2Action) in action })
        let second = level2.scope(state: \.value, action: { (action: Level2Action) in action })
        var seen: [String] = []
        var tokens = [
            first.subscribe { state, previous, _ in seen.append("first \(previous)→\(state)") },
            second.subscribe { state, previous, _ in seen.append("second \(previous)→\(state)") },
        ]
        level2.send(.increment)
        #expect(seen == ["first 0→1", "second 0→1"])
        tokens[0].cancel()
        level2.send(.increment)
        level2.send(.increment)
        #expect(seen == ["first 0→1", "second 0→1", "second 1→2", "second 2→3"])
        tokens.removeAll()
        level2.send(.increment)
        #expect(seen.count == 4)
    }

    @Test("a scope followed again after a pause reports the part it had when followed again as previous")
    func followedAgain() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let level1 = store.scope(state: \.nested, action: AppAction.nested)
        let level2 = level1.scope(state: \.level2, action: Level1Action.level2)
        var seen: [String] = []
        var token = level2.subscribe { state, previous, _ in seen.append("\(previous.value)→\(state.value)") }
        level2.send(.increment)
        token.cancel()
        level2.send(.increment)  // nobody follows: unlinks
        level2.send(.increment)
        token = level2.subscribe { state, previous, _ in seen.append("\(previous.value)→\(state.value)") }
        level2.send(.increment)
        #expect(seen == ["0→1", "3→4"])
        token.cancel()
    }
}
