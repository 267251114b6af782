public import Observation

extension Store {
    /// One member of the state read through the store under Observation, with how to tell whether it
    /// changed (a closure made where the types are concrete, so the comparison is specialised).
    @usableFromInline
    class ObservedPath {
        @usableFromInline var isPending = false
        @usableFromInline let isUnchanged: ((State, State) -> Bool)?

        init(isUnchanged: ((State, State) -> Bool)?) {
            self.isUnchanged = isUnchanged
        }

        @usableFromInline
        func access(_ store: Store) {}
        @usableFromInline
        func willSet(_ store: Store) {}
        @usableFromInline
        func didSet(_ store: Store) {}
    }

    final class TypedObservedPath<Value>: ObservedPath {
        let storePath: KeyPath<Store, Value>

        init(storePath: KeyPath<Store, Value>, isUnchanged: ((State, State) -> Bool)?) {
            self.storePath = storePath
            super.init(isUnchanged: isUnchanged)
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
    @inlinable
    public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        if let existing = observedPaths[keyPath] {
            existing.access(self)
        } else {
            registerObservedPath(keyPath, isUnchanged: { $0[keyPath: keyPath] == $1[keyPath: keyPath] })
                .access(self)
        }
        return currentState[keyPath: keyPath]
    }

    /// Reads a member of the state that is not `Equatable`; under Observation it is reported as
    /// changed after every action.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        (observedPaths[keyPath] ?? registerObservedPath(keyPath, isUnchanged: nil)).access(self)
        return currentState[keyPath: keyPath]
    }

    /// Makes the observed-path record for `keyPath`, on first use. Registration is what makes the
    /// store pay for Observation at all: until a member is read through the store, sends skip the
    /// registrar entirely.
    @usableFromInline
    func registerObservedPath<Value>(
        _ keyPath: KeyPath<State, Value>, isUnchanged: ((State, State) -> Bool)?
    ) -> ObservedPath {
        let storePath = (\Store.stateForObservation).appending(path: keyPath)
        let observed = TypedObservedPath(storePath: storePath, isUnchanged: isUnchanged)
        observedPaths[keyPath] = observed
        observedList.append(observed)
        isObserved = true
        subscriberList.needsStore = true
        attachToParentIfNeeded()
        return observed
    }

    /// The key-path root for observed members; not read through Observation itself.
    var stateForObservation: State { currentState }

    func startObservingState() {
        if let type = State.self as? any ObservableStateValue.Type {
            stateRegistrarID = Self.registrarID(of: type)
        }
        isStateObserved = true
        isObserved = true
        subscriberList.needsStore = true
        attachToParentIfNeeded()
    }

    /// Stores `next` (for a root store) and tells the registrar about each observed member that
    /// changed, `willSet` before and `didSet` after.
    @inlinable
    func commitObserved(_ next: State, previous: State) {
        for observed in observedList where !(observed.isUnchanged?(previous, next) ?? false) {
            observed.isPending = true
            observed.willSet(self)
        }
        let stateChanged = isStateObserved && isReplacement(next, previous: previous)
        if stateChanged { registrar.willSet(self, keyPath: stateKeyPath) }
        if parentLink == nil { rootState = next }
        if stateChanged { registrar.didSet(self, keyPath: stateKeyPath) }
        for observed in observedList where observed.isPending {
            observed.isPending = false
            observed.didSet(self)
        }
    }

    /// Whether readers of the whole ``state`` must be told of this commit. For an `@ObservableState`
    /// value, only when the value was replaced (a new registrar, or a time-travel restore): a change
    /// made through its properties is reported by its own registrar, member by member. Otherwise,
    /// whenever the state changed (every commit for a state that is not `Equatable`).
    @inlinable
    func isReplacement(_ next: State, previous: State) -> Bool {
        if let stateRegistrarID, !isRestoring {
            return stateRegistrarID(previous) != stateRegistrarID(next)
        }
        return !(stateIsEqual?(previous, next) ?? false)
    }

    /// Reads the registrar identity of a `State` that is an `@ObservableState` value (opened from
    /// the existential once, when the whole state is first observed).
    static func registrarID<Value: ObservableStateValue>(
        of type: Value.Type
    ) -> (State) -> ObjectIdentifier? {
        { state in (state as? Value)?._$registrar.id }
    }
}
