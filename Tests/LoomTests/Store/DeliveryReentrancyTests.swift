import Testing

@testable import Loom

/// An object a subscriber captures, to see when the subscriber's closure is released.
private final class Captured {}

/// Tokens that a subscriber cancels.
private final class TokenList {
    var tokens: [Token] = []
}

/// Subscribers that change the subscriber list of a store (or of a store up the chain) while it is
/// delivering: contract 2 (re-entrancy) and contract 3 (lifetime), for a root store and for a leaf
/// reached through three nested scopes (the path a delivery takes without retaining each subscriber).
@MainActor
@Suite("Store delivery re-entrancy")
struct DeliveryReentrancyTests {
    /// A leaf store three scopes below `store`, on `nested.level2.value`.
    private func leaf(of store: Store<AppState, AppAction>) -> Store<Int, Level2Action> {
        store.scope(state: \.nested, action: AppAction.nested)
            .scope(state: \.level2, action: Level1Action.level2)
            .scope(state: \.value, action: { (action: Level2Action) in action })
    }

    @Test("a root subscriber that cancels itself during delivery is called once, the next one still is")
    func rootSelfCancel() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var log: [String] = []
        var first: Token?
        first = store.subscribe { state, _, _ in
            log.append("first \(state.count)")
            first?.cancel()
        }
        let second = store.subscribe { state, _ in log.append("second \(state.count)") }
        store.send(.increment)
        store.send(.increment)
        #expect(log == ["first 1", "second 1", "second 2"])
        #expect(store.subscribers.count == 1)
        second.cancel()
    }

    @Test("a cancelled subscriber's closure is released once the delivery that cancelled it ends")
    func cancelledClosureReleasedAfterDelivery() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        weak var watched: Captured?
        var token: Token?
        var releasedDuringDelivery: Bool?
        do {
            let captured = Captured()
            watched = captured
            token = store.subscribe { _, _ in
                withExtendedLifetime(captured) {}
                token?.cancel()
                token = nil
            }
        }
        let checker = store.subscribe { _, _ in releasedDuringDelivery = watched == nil }
        store.send(.increment)
        #expect(releasedDuringDelivery == false)
        #expect(watched == nil)
        checker.cancel()
    }

    @Test("a leaf subscriber three scopes down that cancels itself is called once, the next one still is")
    func leafSelfCancel() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let leaf = leaf(of: store)
        var log: [String] = []
        var first: Token?
        first = leaf.subscribe { state, previous, _ in
            log.append("first \(previous)→\(state)")
            first?.cancel()
        }
        let second = leaf.subscribe { state, previous, _ in log.append("second \(previous)→\(state)") }
        leaf.send(.increment)
        leaf.send(.increment)
        #expect(log == ["first 0→1", "second 0→1", "second 1→2"])
        #expect(leaf.subscribers.count == 1)
        second.cancel()
    }

    @Test("a leaf subscriber that cancels a later one is not followed by it, also through three scopes")
    func leafCancelsLater() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let leaf = leaf(of: store)
        var log: [String] = []
        var later: Token?
        let first = leaf.subscribe { state, _, _ in
            log.append("first \(state)")
            later?.cancel()
        }
        later = leaf.subscribe { state, _, _ in log.append("later \(state)") }
        let last = leaf.subscribe { state, _, _ in log.append("last \(state)") }
        leaf.send(.increment)
        leaf.send(.increment)
        #expect(log == ["first 1", "last 1", "first 2", "last 2"])
        first.cancel()
        last.cancel()
    }

    @Test("a store released by its own subscriber during delivery finishes the delivery, then goes")
    func storeReleasedDuringDelivery() {
        let root = Store(initialState: AppState(), reducer: appReducer)
        var leafStore: Store<Int, Level2Action>? = leaf(of: root)
        weak let released = leafStore
        var log: [String] = []
        let leafTokens = TokenList()
        leafTokens.tokens.append(
            leafStore!.subscribe { state, _, _ in
                log.append("first \(state)")
                leafTokens.tokens.removeAll()
                leafStore = nil
            })
        let second = leafStore?.subscribe { state, _, _ in log.append("second \(state)") }
        var rootStore: Store<CounterState, CounterAction>? = Store(
            initialState: CounterState(), reducer: counterReducer)
        let rootTokens = TokenList()
        rootTokens.tokens.append(
            rootStore!.subscribe { state, _ in
                log.append("root \(state.count)")
                rootTokens.tokens.removeAll()
                rootStore = nil
            })
        let rootSecond = rootStore?.subscribe { state, _ in log.append("root second \(state.count)") }
        // The leaf hears the root's send through its parent link: nothing else holds it meanwhile.
        root.send(.nested(.level2(.increment)))
        rootStore?.send(.increment)
        #expect(log == ["first 1", "second 1", "root 1", "root second 1"])
        #expect(released == nil)
        #expect(rootStore == nil)
        second?.cancel()
        rootSecond?.cancel()
        root.send(.other)
    }

    @Test("a leaf subscriber cancelling every token during delivery stops the rest, and the scopes unlink")
    func leafCancelsEverything() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let leaf = leaf(of: store)
        var log: [String] = []
        let list = TokenList()
        list.tokens.append(leaf.subscribe { state, _, _ in log.append("a \(state)") })
        list.tokens.append(
            leaf.subscribe { state, _, _ in
                log.append("b \(state)")
                list.tokens.forEach { $0.cancel() }
            })
        list.tokens.append(leaf.subscribe { state, _, _ in log.append("c \(state)") })
        leaf.send(.increment)
        leaf.send(.increment)
        #expect(log == ["a 1", "b 1"])
        #expect(leaf.subscribers.isEmpty)
        #expect(!leaf.isAttachedToParent)
        // One level unlinks per notification.
        store.send(.other)
        store.send(.other)
        #expect(store.subscribers.isEmpty)
        #expect(log == ["a 1", "b 1"])
    }

    @Test("a subscriber added during delivery is not told of that action, and is told of the next")
    func addedDuringDelivery() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var log: [String] = []
        var added: [Token] = []
        let first = store.subscribe { state, _, _ in
            log.append("first \(state.count)")
            if added.isEmpty {
                added.append(store.subscribe { state, _, _ in log.append("added \(state.count)") })
            }
        }
        store.send(.increment)
        store.send(.increment)
        #expect(log == ["first 1", "first 2", "added 2"])
        first.cancel()
        added.forEach { $0.cancel() }
    }

    @Test("a leaf subscriber added during delivery three scopes down is told of the next change only")
    func leafAddedDuringDelivery() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let leaf = leaf(of: store)
        var log: [String] = []
        var added: [Token] = []
        let first = leaf.subscribe { state, previous, _ in
            log.append("first \(previous)→\(state)")
            if added.isEmpty {
                added.append(
                    leaf.subscribe { state, previous, _ in log.append("added \(previous)→\(state)") }
                )
            }
        }
        leaf.send(.increment)
        leaf.send(.increment)
        #expect(log == ["first 0→1", "first 1→2", "added 1→2"])
        first.cancel()
        added.forEach { $0.cancel() }
    }

    @Test("a leaf subscriber following the levels above it during delivery re-links the entry that runs it")
    func relinkDuringDelivery() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let level1 = store.scope(state: \.nested, action: AppAction.nested)
        let level2 = level1.scope(state: \.level2, action: Level1Action.level2)
        let leaf = level2.scope(state: \.value, action: { (action: Level2Action) in action })
        var log: [String] = []
        var levelTokens: [Token] = []
        let token = leaf.subscribe { state, _, _ in
            log.append("leaf \(state)")
            if levelTokens.isEmpty {
                levelTokens.append(
                    level1.subscribe { state, _, _ in log.append("level1 \(state.level2.value)") }
                )
                levelTokens.append(level2.subscribe { state, _, _ in log.append("level2 \(state.value)") })
            }
        }
        let tail = leaf.subscribe { state, _, _ in log.append("tail \(state)") }
        leaf.send(.increment)
        #expect(log == ["leaf 1", "tail 1"])
        log = []
        leaf.send(.increment)
        #expect(log == ["level1 2", "level2 2", "leaf 2", "tail 2"])
        levelTokens.forEach { $0.cancel() }
        log = []
        leaf.send(.increment)
        #expect(log == ["leaf 3", "tail 3"])
        token.cancel()
        tail.cancel()
    }

    @Test(
        "a send from a leaf subscriber is processed after the delivery; every subscriber sees both in order")
    func leafSendDuringDelivery() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let leaf = leaf(of: store)
        var log: [String] = []
        let first = leaf.subscribe { state, previous, _ in
            log.append("first \(previous)→\(state)")
            if state == 1 { leaf.send(.increment) }
        }
        let second = leaf.subscribe { state, previous, _ in log.append("second \(previous)→\(state)") }
        let root = store.subscribe { state, _ in log.append("root \(state.nested.level2.value)") }
        leaf.send(.increment)
        #expect(log == ["first 0→1", "second 0→1", "root 1", "first 1→2", "second 1→2", "root 2"])
        first.cancel()
        second.cancel()
        root.cancel()
    }

    @Test("a restore made by a subscriber is delivered at once, and who it cancels is skipped after it")
    func nestedDeliveryCancels() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var log: [String] = []
        var third: Token?
        let first = store.subscribe { state, _, _ in
            log.append("first \(state.count)")
            if state.count == 1 { store.restore(CounterState(count: 10)) }
        }
        let second = store.subscribe { state, _, _ in
            log.append("second \(state.count)")
            if state.count == 10 { third?.cancel() }
        }
        third = store.subscribe { state, _, _ in log.append("third \(state.count)") }
        store.send(.increment)
        #expect(log == ["first 1", "first 10", "second 10", "second 1"])
        #expect(store.subscribers.count == 2)
        store.send(.increment)
        #expect(log.suffix(2) == ["first 11", "second 11"])
        first.cancel()
        second.cancel()
    }
}
