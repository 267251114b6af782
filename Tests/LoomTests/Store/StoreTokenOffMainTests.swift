import Testing

@testable import Loom

/// A main-actor object's `deinit` may run on any thread, and its `Lifetime` then cancels its store tokens
/// there (the library example's coordinator, released by the test runner off the main actor, stopped the
/// stand-in tests). Such a token removes its follower once the main actor is free, and nothing stops.
@Suite("Store tokens cancelled off the main actor")
@MainActor
struct StoreTokenOffMainTests {
    /// Hands a token to one other task. `@unchecked Sendable` is safe because the test hands it over once and
    /// then only that task touches it, until the task has ended.
    final class Carrier: @unchecked Sendable {
        var token: Token?
    }

    @Test("a subscriber's token cancelled off the main actor removes the subscriber on the main actor")
    func subscriberTokenOffMain() async {
        await #expect(processExitsWith: .success) {
            let removed = await MainActor.run {
                let store = Store(initialState: CounterState(), reducer: counterReducer)
                let carrier = Carrier()
                carrier.token = store.subscribe { _, _, _ in }
                return (store, carrier)
            }
            await Task.detached { removed.1.token = nil }.value
            for _ in 0..<1_000 where await MainActor.run(body: { !removed.0.subscribers.isEmpty }) {
                await Task.yield()
            }
            let count = await MainActor.run { removed.0.subscribers.count }
            if count != 0 { fatalError("the subscriber was not removed") }
        }
    }

    @Test("an action listener's and a followed scope's tokens cancelled off the main actor are removed too")
    func listenerAndScopeTokensOffMain() async {
        await #expect(processExitsWith: .success) {
            let held = await MainActor.run {
                let store = Store(initialState: CounterState(), reducer: counterReducer)
                let child = store.scope(state: \.count, action: { (_: Never) -> CounterAction in })
                let carrier = Carrier()
                carrier.token = Token.batch([
                    store.observeActions { _ in }, child.subscribe { _, _, _ in },
                ])
                return (store, child, carrier)
            }
            await Task.detached { held.2.token = nil }.value
            // The removals wait for the main actor; a child whose last subscriber left unlinks itself from
            // its parent at the parent's next notification.
            for _ in 0..<100 { await Task.yield() }
            let attached = await MainActor.run {
                held.0.send(.increment)
                return held.1.isAttachedToParent
            }
            if attached { fatalError("the child store is still linked to its parent") }
        }
    }

    @Test("a middleware's and a global action listener's tokens cancelled off the main actor are removed too")
    func middlewareAndGlobalListenerTokensOffMain() async {
        await #expect(processExitsWith: .success) {
            let held = await MainActor.run {
                let store = Store(initialState: CounterState(), reducer: counterReducer)
                let calls = Counter()
                let carrier = Carrier()
                carrier.token = Token.batch([
                    store.addMiddleware(Middleware(after: { _, _, _, _ in calls.middleware += 1 })),
                    StoreActionListeners.observe { _ in calls.listener += 1 },
                ])
                store.send(.increment)
                return (store, calls, carrier)
            }
            await Task.detached { held.2.token = nil }.value
            // The removals wait for the main actor, which runs them before this later job.
            for _ in 0..<100 { await Task.yield() }
            let counts = await MainActor.run {
                held.0.send(.increment)
                return (held.1.middleware, held.1.listener)
            }
            if counts != (1, 1) { fatalError("still called after the tokens were released: \(counts)") }
        }
    }

    /// How often the middleware and the listener were called (main actor only).
    @MainActor
    final class Counter {
        var middleware = 0
        var listener = 0
    }
}
