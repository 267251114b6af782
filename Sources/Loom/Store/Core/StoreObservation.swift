public import Observation

/// What a store needs to take part in Observation, made when something first reads the store
/// through it (``Store/state`` or a member by dynamic member lookup): the registrar, the members read
/// so far, and whether the whole state is tracked.
///
/// A commit tells the registrar about each tracked member that changed (`willSet` before the state is
/// stored, `didSet` after), and about ``Store/state`` when the whole state is tracked and changed.
/// A store that was never read through Observation has no such object and pays nothing for it.
@MainActor
@usableFromInline
final class StoreObservation<State, Action> {
    /// One member of the state read through the store, with how to tell whether it changed (a
    /// closure made where the types are concrete, so the comparison is specialised).
    @usableFromInline
    class Path {
        @usableFromInline var isPending = false
        @usableFromInline let isUnchanged: ((State, State) -> Bool)?

        init(isUnchanged: ((State, State) -> Bool)?) {
            self.isUnchanged = isUnchanged
        }

        @usableFromInline
        func access(_ registrar: ObservationRegistrar, _ store: Store<State, Action>) {}
        @usableFromInline
        func willSet(_ registrar: ObservationRegistrar, _ store: Store<State, Action>) {}
        @usableFromInline
        func didSet(_ registrar: ObservationRegistrar, _ store: Store<State, Action>) {}
    }

    final class TypedPath<Value>: Path {
        let storePath: KeyPath<Store<State, Action>, Value>

        init(storePath: KeyPath<Store<State, Action>, Value>, isUnchanged: ((State, State) -> Bool)?) {
            self.storePath = storePath
            super.init(isUnchanged: isUnchanged)
        }

        override func access(_ registrar: ObservationRegistrar, _ store: Store<State, Action>) {
            registrar.access(store, keyPath: storePath)
        }
        override func willSet(_ registrar: ObservationRegistrar, _ store: Store<State, Action>) {
            registrar.willSet(store, keyPath: storePath)
        }
        override func didSet(_ registrar: ObservationRegistrar, _ store: Store<State, Action>) {
            registrar.didSet(store, keyPath: storePath)
        }
    }

    /// The store observed (it owns this object), the subject of every registrar call. `unowned`: a
    /// commit loads it once.
    @usableFromInline unowned let store: Store<State, Action>
    /// Whether two states are equal, when `State` is `Equatable` (the store's comparison).
    @usableFromInline let stateIsEqual: ((State, State) -> Bool)?
    @usableFromInline let registrar = ObservationRegistrar()
    /// The members read so far, by key path, and in the order they were first read.
    @usableFromInline var paths: [AnyKeyPath: Path] = [:]
    @usableFromInline var pathList: [Path] = []
    /// Whether ``Store/state`` has been read (the whole state is tracked).
    @usableFromInline var tracksWholeState = false
    /// Set when the whole state is first tracked and `State` is an ``ObservableStateValue``: the
    /// identity of a value's registrar, which tells a replaced value from a mutated one.
    @usableFromInline var stateRegistrarID: ((State) -> ObjectIdentifier?)?
    /// `\Store.state`, made once: a generic key path literal is instantiated at run time.
    @usableFromInline lazy var stateKeyPath: KeyPath<Store<State, Action>, State> =
        \Store<State, Action>.state

    init(store: Store<State, Action>) {
        self.store = store
        self.stateIsEqual = store.stateIsEqual
    }

    /// The record of the member at `keyPath`, made on first use.
    @inlinable
    func path<Value>(
        _ keyPath: KeyPath<State, Value>, isUnchanged: @autoclosure () -> ((State, State) -> Bool)?
    )
        -> Path
    {
        if let existing = paths[keyPath] { return existing }
        return register(keyPath, isUnchanged: isUnchanged())
    }

    @usableFromInline
    func register<Value>(_ keyPath: KeyPath<State, Value>, isUnchanged: ((State, State) -> Bool)?) -> Path {
        let storePath = (\Store<State, Action>.stateForObservation).appending(path: keyPath)
        let path = TypedPath(storePath: storePath, isUnchanged: isUnchanged)
        paths[keyPath] = path
        pathList.append(path)
        return path
    }

    /// Reports a read of the whole state, tracking it from now on.
    @usableFromInline
    func accessWholeState() {
        if !tracksWholeState {
            if let type = State.self as? any ObservableStateValue.Type {
                stateRegistrarID = Self.registrarID(of: type)
            }
            tracksWholeState = true
        }
        registrar.access(store, keyPath: stateKeyPath)
    }

    /// Tells the registrar about each tracked member that changed, `willSet` before `set` (which
    /// stores the state, for a root store) and `didSet` after.
    @inlinable
    func commit(_ next: State, previous: State, isRestore: Bool, set: () -> Void) {
        let store = self.store
        for path in pathList where !(path.isUnchanged?(previous, next) ?? false) {
            path.isPending = true
            path.willSet(registrar, store)
        }
        let stateChanged = tracksWholeState && isReplacement(next, previous: previous, isRestore: isRestore)
        if stateChanged { registrar.willSet(store, keyPath: stateKeyPath) }
        set()
        if stateChanged { registrar.didSet(store, keyPath: stateKeyPath) }
        for path in pathList where path.isPending {
            path.isPending = false
            path.didSet(registrar, store)
        }
    }

    /// Whether readers of the whole ``Store/state`` must be told of this commit. For an
    /// `@ObservableState` value, only when the value was replaced (a new registrar, or a time-travel
    /// restore, whose value may share the current value's registrar without its property writes
    /// having been reported): a change made through its properties is reported by its own
    /// registrar, member by member. Otherwise, whenever the state changed (every commit for a state
    /// that is not `Equatable`).
    @inlinable
    func isReplacement(_ next: State, previous: State, isRestore: Bool) -> Bool {
        if let stateRegistrarID, !isRestore {
            return stateRegistrarID(previous) != stateRegistrarID(next)
        }
        return !(stateIsEqual?(previous, next) ?? false)
    }

    /// Reads the registrar identity of a `State` that is an `@ObservableState` value (opened from
    /// the existential once, when the whole state is first tracked).
    static func registrarID<Value: ObservableStateValue>(
        of type: Value.Type
    ) -> (State) -> ObjectIdentifier? {
        { state in (state as? Value)?._$registrar.id }
    }
}
