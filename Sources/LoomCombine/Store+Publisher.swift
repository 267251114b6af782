public import Loom

extension Store {
    /// The store's state as a Combine publisher: the current state, then the state after every action (and
    /// after a time-travel jump), delivered before `send` returns.
    ///
    /// ```swift
    /// let store = Store(initialState: Notes(), reducer: notesReducer)
    /// let cancellable = store.publisher.map(\.items.count).removeDuplicates().sink { print($0) }
    /// store.send(.add)
    /// ```
    /// It publishes the store's `property` (see ``PropertyPublisher``); it does not keep the store alive
    /// and, like the store, is used on the main actor.
    public var publisher: PropertyPublisher<State> {
        property.publisher
    }
}
