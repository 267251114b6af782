import Loom
import LoomTesting
import Testing

@MainActor
@Suite("Store: listeners of one store's actions (Reflow's per-object listeners)")
struct StoreActionListenerTests {
    @Test("a listener of one store gets that store's actions only, in processing order")
    func oneStoreOnly() {
        let first = Store(initialState: CounterState(), reducer: counterReducer)
        let second = Store(initialState: CounterState(), reducer: counterReducer)
        var heard: [CounterAction] = []
        let token = first.observeActions { heard.append($0) }
        first.send(.increment)
        second.send(.decrement)
        first.send(.echo("hi"))
        // .echo's command sent .setText("hi"), processed after it.
        #expect(heard == [.increment, .echo("hi"), .setText("hi")])
        token.cancel()
    }

    @Test(
        "actions are reported after middleware: a dropped one is not, a replaced one is reported as replaced")
    func afterMiddleware() {
        let middleware = Middleware<CounterState, CounterAction>(before: { action, _ in
            switch action {
            case .nothing: return nil
            case .decrement: return .increment
            default: return action
            }
        })
        let store = Store(initialState: CounterState(), reducer: counterReducer, middleware: [middleware])
        var heard: [CounterAction] = []
        let token = store.observeActions { heard.append($0) }
        store.send(.nothing)
        store.send(.decrement)
        #expect(heard == [.increment])
        #expect(store.state.count == 1)
        token.cancel()
    }

    @Test("subscribers, then global listeners, then this store's listeners see an action (Reflow's order)")
    func order() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var log: [String] = []
        let subscriber = store.subscribe { _, _, _ in log.append("subscriber") }
        let global = StoreActionListeners.observe { event in
            if event.storeID == ObjectIdentifier(store) { log.append("global") }
        }
        let local = store.observeActions { _ in log.append("store") }
        store.send(.increment)
        #expect(log == ["subscriber", "global", "store"])
        [subscriber, global, local].forEach { $0.cancel() }
    }

    @Test("a child store's listener gets the actions sent through that child, in the child's type")
    func childStore() {
        let store = Store(initialState: AppState(), reducer: appReducer)
        let child = store.scope(state: \.counter, action: AppAction.counter)
        let sibling = store.scope(state: \.counter, action: AppAction.counter)
        var rootHeard: [AppAction] = []
        var childHeard: [CounterAction] = []
        let rootToken = store.observeActions { rootHeard.append($0) }
        let childToken = child.observeActions { childHeard.append($0) }
        child.send(.increment)
        sibling.send(.decrement)
        store.send(.counter(.setText("root")))
        #expect(childHeard == [.increment])
        #expect(rootHeard == [.counter(.increment), .counter(.decrement), .counter(.setText("root"))])
        rootToken.cancel()
        childToken.cancel()
    }

    @Test("a cancelled or released token stops the listener; cancelling twice is harmless")
    func tokens() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var heard: [String] = []
        let a = store.observeActions { _ in heard.append("a") }
        var b: Token? = store.observeActions { _ in heard.append("b") }
        store.send(.increment)
        a.cancel()
        a.cancel()
        store.send(.increment)
        b = nil
        store.send(.increment)
        #expect(heard == ["a", "b", "b"])
        #expect(b == nil)
    }

    @Test("a listener removed by an earlier listener during a report is not called")
    func removedDuringReport() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var heard: [String] = []
        var second: Token?
        let first = store.observeActions { _ in
            heard.append("first")
            second?.cancel()
        }
        second = store.observeActions { _ in heard.append("second") }
        store.send(.increment)
        #expect(heard == ["first"])
        first.cancel()
    }

    @Test(
        "the token does not keep the store alive, and the store lets the listener's owner go with the token")
    func lifetimes() {
        final class Analytics {
            var events: [CounterAction] = []
        }
        let leaks = LeakTracker()
        var token: Token?
        do {
            let store = Store(initialState: CounterState(), reducer: counterReducer)
            let analytics = Analytics()
            token = store.observeActions { analytics.events.append($0) }
            store.send(.increment)
            #expect(analytics.events == [.increment])
            leaks.track(store, "store")
        }
        // The store is gone although the token lives; cancelling it now finds nothing to remove.
        leaks.expectReleased()
        token?.cancel()

        let store = Store(initialState: CounterState(), reducer: counterReducer)
        do {
            let analytics = Analytics()
            let listening = store.observeActions { analytics.events.append($0) }
            store.send(.increment)
            leaks.track(analytics, "listener's owner")
            listening.cancel()
        }
        leaks.expectReleased()
        store.send(.increment)
    }
}
