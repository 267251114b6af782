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
        let path = observation.path(
            keyPath, isUnchanged: StoreObservation<State, Action>.isUnchanged(keyPath))
        observation.access(path)
        return read(keyPath, at: path.offset)
    }

    /// Reads a member of the state that is not `Equatable`; under Observation it is reported as
    /// changed after every action.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        let observation = self.observation
        let path = observation.path(keyPath, isUnchanged: nil)
        observation.access(path)
        return read(keyPath, at: path.offset)
    }

    /// The member of the current state at `keyPath`, read at `offset` when it is known (the
    /// member's offset in `State`, from `MemoryLayout.offset(of:)`), else through the key path.
    @inlinable
    func read<Value>(_ keyPath: KeyPath<State, Value>, at offset: Int?) -> Value {
        guard let offset else { return currentState[keyPath: keyPath] }
        return Self.load(Value.self, from: currentState, at: offset)
    }

    /// The value at `offset` in `state` (`nonisolated`: a closure inferred `@MainActor` checks the
    /// executor at every call).
    @inlinable
    nonisolated static func load<Value>(_: Value.Type, from state: State, at offset: Int) -> Value {
        withUnsafePointer(to: state) { state in
            UnsafeRawPointer(state).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
        }
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
