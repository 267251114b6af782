/// What holders outside a store refer to weakly: subscription and middleware tokens, and the
/// command runner (for the actions and errors of commands). It dies with its store, so a late token
/// or action finds nothing.
///
/// It is an object of its own because a weak reference moves its target's reference count to a side
/// table, which makes every later retain and release of the target slower: neither the store nor its
/// core nor its followers is ever the target of a weak reference, and this object is never retained
/// on the send path.
@MainActor
final class StoreAnchor<State, Action> {
    /// The store (it owns this object).
    unowned let store: Store<State, Action>

    init(store: Store<State, Action>) {
        self.store = store
    }

    /// Sends an action that a command sent.
    func send(_ action: Action) {
        store.send(action)
    }

    /// Reports an error no `catch:` handler took.
    func report(_ error: any Error) {
        store.commandErrorHandler(error)
    }

    /// Removes the subscriber numbered `id`.
    func removeSubscriber(id: Int) {
        store.followers.removeSubscriber(id: id)
    }

    /// Removes the action listener numbered `id`.
    func removeActionListener(id: Int) {
        store.followers.removeActionListener(id: id)
    }

    /// Removes a middleware (of a root store).
    func removeMiddleware(_ entry: RootCore<State, Action>.MiddlewareEntry) {
        store.rootCore?.removeMiddleware(entry)
    }
}
