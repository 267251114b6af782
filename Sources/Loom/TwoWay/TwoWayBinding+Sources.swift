extension TwoWayBinding {
    /// A member of a store's state, written by sending an action: reading is `store.member` (tracked
    /// member by member under Observation), writing sends `action(newValue)`.
    ///
    /// ```swift
    /// let text = TwoWayBinding(store, \.text, send: TodoAction.updateText)
    /// ```
    ///
    /// Every write sends an action; for an `Equatable` member a write equal to the current value sends
    /// nothing.
    public convenience init<State, Action>(
        _ store: Store<State, Action>, _ keyPath: KeyPath<State, Value>,
        send action: @escaping (Value) -> Action
    ) {
        self.init(get: { store[dynamicMember: keyPath] }, set: { store.send(action($0)) })
    }

    /// A mutable property: reading is `property.value` (tracked under Observation when the property
    /// is `.tracked`), writing sets it and notifies the property's observers; for an `Equatable` value a
    /// write equal to the current value is dropped.
    ///
    /// ```swift
    /// let volume = MutableProperty(0.5, observation: .tracked)
    /// TwoWayBinding(volume).value = 0.8
    /// ```
    public convenience init(_ property: MutableProperty<Value>) {
        self.init(get: { property.value }, set: { property.value = $0 })
    }
}

extension TwoWayBinding where Value: Equatable {
    /// A member of a store's state, written by sending an action; a write equal to the current value
    /// sends nothing, and reading under Observation tracks the member by value (a change of another member
    /// does not count).
    ///
    /// ```swift
    /// let text = TwoWayBinding(store, \.text, send: TodoAction.updateText)
    /// text.value = store.text   // nothing is sent
    /// ```
    public convenience init<State, Action>(
        _ store: Store<State, Action>, _ keyPath: KeyPath<State, Value>,
        send action: @escaping (Value) -> Action
    ) {
        self.init(get: { store[dynamicMember: keyPath] }, set: { store.send(action($0)) })
    }
}
