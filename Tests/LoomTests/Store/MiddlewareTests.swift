import Loom
import Testing

@MainActor
@Suite("Store middleware and global listeners")
struct MiddlewareTests {
    @Test("middleware sees each action before and after reduction, in order")
    func beforeAndAfter() {
        var log: [String] = []
        let tracer = Middleware<CounterState, CounterAction>(
            before: { action, context in
                log.append("before \(action) at \(context.state.count)")
                return action
            },
            after: { action, state, previous, _ in
                log.append("after \(action) \(previous.count)→\(state.count)")
            })
        let store = Store(initialState: CounterState(), reducer: counterReducer, middleware: [tracer])
        store.send(.increment)
        #expect(log == ["before increment at 0", "after increment 0→1"])
    }

    @Test("middleware can transform an action, drop it, or send more (queued after the current one)")
    func transformDropSendMore() {
        let flip = Middleware<CounterState, CounterAction>(before: { action, _ in
            action == .decrement ? .increment : action
        })
        let dropEmpty = Middleware<CounterState, CounterAction>(before: { action, _ in
            action == .setText("") ? nil : action
        })
        let echo = Middleware<CounterState, CounterAction>(after: { action, _, _, context in
            if action == .increment { context.send(.setText("incremented")) }
        })
        var notified = 0
        let store = Store(
            initialState: CounterState(), reducer: counterReducer, middleware: [flip, dropEmpty, echo])
        let token = store.subscribe { _, _, _ in notified += 1 }
        store.send(.decrement)
        #expect(store.state == CounterState(count: 1, text: "incremented"))
        #expect(notified == 2)
        store.send(.setText(""))
        #expect(store.state.text == "incremented")
        #expect(notified == 2)
        token.cancel()
    }

    @Test("a middleware added later is removed when its token ends")
    func addedMiddlewareToken() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var seen: [CounterAction] = []
        let token = store.addMiddleware(Middleware(after: { action, _, _, _ in seen.append(action) }))
        store.send(.increment)
        token.cancel()
        store.send(.increment)
        #expect(seen == [.increment])
        #expect(store.state.count == 2)
    }

    @Test("global listeners receive the actions of every store")
    func globalListenersSeeAllStores() {
        let first = Store(initialState: CounterState(), reducer: counterReducer)
        let second = Store(initialState: WorkState()) { (_: inout WorkState, _: WorkAction) in .none }
        let ids = [ObjectIdentifier(first), ObjectIdentifier(second)]
        var seen: [String] = []
        let token = StoreActionListeners.observe { event in
            guard ids.contains(event.storeID) else { return }
            seen.append("\(event.action)")
        }
        first.send(.increment)
        second.send(.cancel)
        first.send(.setText("a"))
        #expect(seen == ["increment", "cancel", "setText(\"a\")"])
        token.cancel()
        first.send(.increment)
        #expect(seen.count == 3)
    }

    @Test("a global listener never keeps a store alive, and a released token unregisters")
    func globalListenersDoNotRetainStores() {
        var count = 0
        weak var weakStore: Store<CounterState, CounterAction>?
        var token: Token? = StoreActionListeners.observe { event in
            if event.storeType == Store<CounterState, CounterAction>.self { count += 1 }
        }
        do {
            let store = Store(initialState: CounterState(), reducer: counterReducer)
            store.send(.increment)
            weakStore = store
        }
        #expect(weakStore == nil)
        #expect(count >= 1)
        token = nil
        let before = count
        Store(initialState: CounterState(), reducer: counterReducer).send(.increment)
        #expect(count == before)
        #expect(token == nil)
    }
}
