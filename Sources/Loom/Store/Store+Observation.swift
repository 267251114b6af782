import Observation

extension Store {
    /// One member of the state read through the store under Observation, with how to tell whether it
    /// changed.
    class ObservedPath {
        var isPending = false
        func changed(_ old: State, _ new: State) -> Bool { true }
        func access(_ store: Store) {}
        func willSet(_ store: Store) {}
        func didSet(_ store: Store) {}
    }

    final class TypedObservedPath<Value>: ObservedPath {
        let path: KeyPath<State, Value>
        let storePath: KeyPath<Store, Value>
        let isEqual: ((Value, Value) -> Bool)?

        init(path: KeyPath<State, Value>, storePath: KeyPath<Store, Value>, isEqual: ((Value, Value) -> Bool)?) {
            self.path = path
            self.storePath = storePath
            self.isEqual = isEqual
        }

        override func changed(_ old: State, _ new: State) -> Bool {
            guard let isEqual else { return true }
            return !isEqual(old[keyPath: path], new[keyPath: path])
        }
        override func access(_ store: Store) { store.registrar.access(store, keyPath: storePath) }
        override func willSet(_ store: Store) { store.registrar.willSet(store, keyPath: storePath) }
        override func didSet(_ store: Store) { store.registrar.didSet(store, keyPath: storePath) }
    }

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
    public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        observedPath(keyPath, isEqual: { $0 == $1 }).access(self)
        return currentState[keyPath: keyPath]
    }

    /// Reads a member of the state that is not `Equatable`; under Observation it is reported as
    /// changed after every action.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        observedPath(keyPath, isEqual: nil).access(self)
        return currentState[keyPath: keyPath]
    }

    /// The observed-path record for `keyPath`, made on first use. Registration is what makes the
    /// store pay for Observation at all: until a member is read through the store, sends skip the
    /// registrar entirely.
    private func observedPath<Value>(_ keyPath: KeyPath<State, Value>, isEqual: ((Value, Value) -> Bool)?)
        -> ObservedPath
    {
        if let existing = observedPaths[keyPath] { return existing }
        let storePath = (\Store.stateForObservation).appending(path: keyPath)
        let observed = TypedObservedPath(path: keyPath, storePath: storePath, isEqual: isEqual)
        observedPaths[keyPath] = observed
        observedList.append(observed)
        isObserved = true
        attachToParentIfNeeded()
        return observed
    }

    /// The key-path root for observed members; not read through Observation itself.
    var stateForObservation: State { currentState }

    func startObservingState() {
        isStateObserved = true
        isObserved = true
        attachToParentIfNeeded()
    }

    /// Stores `next` (for a root store) and tells the registrar about each observed member that
    /// changed, `willSet` before and `didSet` after.
    @usableFromInline
    func commitObserved(_ next: State, previous: State) {
        for observed in observedList where observed.changed(previous, next) {
            observed.isPending = true
            observed.willSet(self)
        }
        let stateChanged = isStateObserved && !(stateIsEqual?(previous, next) ?? false)
        if stateChanged { registrar.willSet(self, keyPath: stateKeyPath) }
        if parentLink == nil { rootState = next }
        if stateChanged { registrar.didSet(self, keyPath: stateKeyPath) }
        for observed in observedList where observed.isPending {
            observed.isPending = false
            observed.didSet(self)
        }
    }
}
