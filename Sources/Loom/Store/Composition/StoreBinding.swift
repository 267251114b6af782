/// Binds one reusable view (a table or collection view cell) to one store at a time: the store of
/// the row it shows now. ``bind(_:render:)`` renders the store's state at once and after each change
/// of it, until the view is bound to another row's store or ``unbind()`` is called (a cell's
/// `prepareForReuse`). The binding holds the store while bound; the store does not hold the binding
/// or the view.
///
/// ```swift
/// let binding = StoreBinding<Row, RowAction>()
/// binding.bind(rowStore) { row in label.text = row.title }
/// binding.store?.send(.toggle)
/// binding.unbind()
/// ```
@MainActor
package final class StoreBinding<State, Action> {
    /// The store bound now, or `nil`.
    package private(set) var store: Store<State, Action>?
    private var token: Token?

    /// An unbound binding.
    package init() {}

    /// Binds to `store`: `render` gets its state now and after each action that changed it (as
    /// ``Store/subscribe(_:)`` reports, for a child store only when its own part changed). Ends the
    /// previous binding first.
    package func bind(_ store: Store<State, Action>, render: @escaping @MainActor (State) -> Void) {
        unbind()
        self.store = store
        render(store.currentState)
        token = store.subscribe { state, _, _ in render(state) }
    }

    /// Ends the binding: `render` is not called again and the store is let go.
    package func unbind() {
        token?.cancel()
        token = nil
        store = nil
    }
}
