extension Store {
    /// Reads a member of the state and, under Observation tracking, tracks that member only: a change
    /// to another member does not fire.
    ///
    /// ```swift
    /// withObservationTracking {
    ///     _ = store.text
    /// } onChange: {
    ///     print("text will change")
    /// }
    /// ```
    @inlinable
    public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        let observation = self.observation
        observation.access(
            observation.path(keyPath, isUnchanged: StoreObservation<State, Action>.isUnchanged(keyPath)))
        return currentState[keyPath: keyPath]
    }

    /// Reads a member of the state that is not `Equatable`; under Observation it is reported as
    /// changed after every action.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        let observation = self.observation
        observation.access(observation.path(keyPath, isUnchanged: nil))
        return currentState[keyPath: keyPath]
    }

    /// The store's Observation bookkeeping, made the first time something reads the store through
    /// Observation. That is what makes the store pay for Observation at all: until then, sends skip
    /// the registrar entirely.
    @usableFromInline
    var observation: StoreObservation<State, Action> {
        if let existing = followers.observation { return existing }
        let made = followers.observation(of: self)
        followersChanged()
        return made
    }

    /// The key-path root for observed members; not read through Observation itself.
    @usableFromInline var stateForObservation: State { currentState }
}
