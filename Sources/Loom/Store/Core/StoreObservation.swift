public import Observation

/// What a store needs to take part in Observation, made when something first reads the store
/// through it (``Store/state`` or a member by dynamic member lookup): the registrar, the members read
/// so far, and whether the whole state is tracked.
///
/// A commit tells the registrar about each tracked member that changed (`willSet` before the state is
/// stored, `didSet` after), and about ``Store/state`` when the whole state is tracked and changed.
/// A store that was never read through Observation has no such object and pays nothing for it.
///
/// Only a member read since it was last reported is reported (it is *armed* by the read). Every
/// Observation tracker is installed by a read and answers one change: `withObservationTracking`
/// cancels itself when it fires, and SwiftUI reads the member again when it re-runs the body. So a
/// member nobody read since its last report has nobody left to tell, and a store read once outside
/// any tracking scope (a controller reading `store.state`) stops paying for Observation after its
/// next changes. A read arms a member for `observationReportsPerRead` reports (the rule tracked
/// properties keep too; see there why more than one).
@MainActor
@usableFromInline
final class StoreObservation<State, Action> {
    /// One member of the state read through the store, with how to tell whether it changed and how
    /// to report it to the registrar (closures made where the types are concrete, so the comparison
    /// and the registrar's calls are specialised: no generic metadata is looked up per report).
    @usableFromInline
    final class Path {
        @exclusivity(unchecked) @usableFromInline var isPending = false
        /// How many more changes of this member are reported (set by a read; see the type's note).
        @exclusivity(unchecked) @usableFromInline var reportsLeft: UInt8 = 0
        @usableFromInline let isUnchanged: ((State, State) -> Bool)?
        /// The key path the registrar knows this member by, when it is one of the first
        /// ``StoreMemberKeys/count`` members read (see ``StoreMemberKeys``); else `nil`, and
        /// ``report`` names the store and the member.
        @usableFromInline let key: KeyPath<StoreMemberKeys, UInt8>?
        /// The member's offset in `State` when it is a stored property: the store reads it there
        /// (a key-path read is a generic runtime call).
        @usableFromInline let offset: Int?
        /// Tells the registrar of a read of this member, or of its `willSet` or `didSet`, when it has
        /// no ``key``.
        @usableFromInline let report:
            (@MainActor (StoreObservationEvent, ObservationRegistrar, Store<State, Action>) -> Void)?

        @inlinable
        init(
            isUnchanged: ((State, State) -> Bool)?,
            key: KeyPath<StoreMemberKeys, UInt8>?,
            offset: Int?,
            report:
                (@MainActor (StoreObservationEvent, ObservationRegistrar, Store<State, Action>) -> Void)?
        ) {
            self.isUnchanged = isUnchanged
            self.key = key
            self.offset = offset
            self.report = report
        }
    }

    /// The store observed (it owns this object), the subject of every registrar call. `unowned`: a
    /// commit loads it once.
    @usableFromInline unowned let store: Store<State, Action>
    /// Whether two states are equal, when `State` is `Equatable` (the store's comparison).
    @usableFromInline let stateIsEqual: ((State, State) -> Bool)?
    @usableFromInline let registrar = ObservationRegistrar()
    /// The members read so far, by key path, and in the order they were first read.
    @exclusivity(unchecked) @usableFromInline var paths: [AnyKeyPath: Path] = [:]
    @exclusivity(unchecked) @usableFromInline var pathList: [Path] = []
    /// The member read last and its key path: a view reads the same member again and again, and
    /// comparing key-path identities is cheaper than hashing one.
    @exclusivity(unchecked) @usableFromInline var lastKeyPath: AnyKeyPath?
    @exclusivity(unchecked) @usableFromInline var lastPath: Path?
    /// Whether ``Store/state`` has been read (the whole state is tracked).
    @exclusivity(unchecked) @usableFromInline var tracksWholeState = false
    /// Whether the whole state was told `willSet` in the commit under way.
    @exclusivity(unchecked) @usableFromInline var isWholeStatePending = false
    /// How many more changes of the whole state are reported (set by a read of ``Store/state``).
    @exclusivity(unchecked) @usableFromInline var wholeStateReportsLeft: UInt8 = 0
    /// How many members (and the whole state) are armed: when none is, a commit only stores.
    @exclusivity(unchecked) @usableFromInline var armedCount = 0
    /// Set when the whole state is first tracked and `State` is an ``ObservableStateValue``: the
    /// identity of a value's registrar, which tells a replaced value from a mutated one.
    @exclusivity(unchecked) @usableFromInline var stateRegistrarID: ((State) -> ObjectIdentifier?)?
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
        if let lastPath, lastKeyPath === keyPath { return lastPath }
        let found = paths[keyPath] ?? register(keyPath, isUnchanged: isUnchanged())
        lastKeyPath = keyPath
        lastPath = found
        return found
    }

    /// Whether a member is the same in two states: compared in place through its offset when it is
    /// a stored property (a key-path read is a generic runtime call), else through the key path.
    @inlinable
    nonisolated static func isUnchanged<Value: Equatable>(
        _ keyPath: KeyPath<State, Value>
    ) -> (State, State) -> Bool {
        guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
            return { $0[keyPath: keyPath] == $1[keyPath: keyPath] }
        }
        return { previous, next in
            withUnsafePointer(to: previous) { previous in
                withUnsafePointer(to: next) { next in
                    UnsafeRawPointer(previous).advanced(by: offset).assumingMemoryBound(to: Value.self)
                        .pointee
                        == UnsafeRawPointer(next).advanced(by: offset).assumingMemoryBound(to: Value.self)
                        .pointee
                }
            }
        }
    }

    /// Reports a read of the member `path` to the registrar, arming it for the next changes.
    @inlinable
    func access(_ path: Path) {
        if path.reportsLeft == 0 { armedCount += 1 }
        path.reportsLeft = observationReportsPerRead
        report(.access, path)
    }

    /// Tells the registrar of a read of the member `path`, or of its `willSet` or `didSet`.
    @inlinable
    func report(_ event: StoreObservationEvent, _ path: Path) {
        if let key = path.key {
            let subject = StoreMemberKeys.shared
            switch event {
            case .access: registrar.access(subject, keyPath: key)
            case .willSet: registrar.willSet(subject, keyPath: key)
            case .didSet: registrar.didSet(subject, keyPath: key)
            }
        } else if let report = path.report {
            report(event, registrar, store)
        }
    }

    @inlinable
    func register<Value>(_ keyPath: KeyPath<State, Value>, isUnchanged: ((State, State) -> Bool)?) -> Path {
        let path: Path
        let offset = MemoryLayout<State>.offset(of: keyPath)
        if pathList.count < StoreMemberKeys.count {
            path = Path(
                isUnchanged: isUnchanged, key: StoreMemberKeys.keyPaths[pathList.count], offset: offset,
                report: nil)
        } else {
            let storePath = (\Store<State, Action>.stateForObservation).appending(path: keyPath)
            path = Path(isUnchanged: isUnchanged, key: nil, offset: offset) { event, registrar, store in
                switch event {
                case .access: registrar.access(store, keyPath: storePath)
                case .willSet: registrar.willSet(store, keyPath: storePath)
                case .didSet: registrar.didSet(store, keyPath: storePath)
                }
            }
        }
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
        if wholeStateReportsLeft == 0 { armedCount += 1 }
        wholeStateReportsLeft = observationReportsPerRead
        registrar.access(store, keyPath: stateKeyPath)
    }

    /// Tells the registrar about each armed member that changed, `willSet` before `set` (which
    /// stores the state, for a root store) and `didSet` after.
    @inlinable
    func commit(_ next: State, previous: State, isRestore: Bool, set: () -> Void) {
        guard armedCount > 0 else {
            set()
            return
        }
        let reported = willCommit(next, previous: previous, isRestore: isRestore)
        set()
        if reported { didCommit() }
    }

    /// The first half of a commit, before the state is stored: `willSet` for each armed member that
    /// changed (then for the whole state), each disarmed by one report. Returns whether it reported
    /// anything, that is whether ``didCommit()`` must follow the store.
    @inlinable
    func willCommit(_ next: State, previous: State, isRestore: Bool) -> Bool {
        var reported = false
        // By index, over the members known when the commit began (a tracker told `willSet` may
        // read a new member meanwhile), and `unowned(unsafe)`: `pathList` only grows, and this
        // object holds its members for its lifetime, so no member is released under the loop (a
        // strong local retained and released each one at every send).
        let count = pathList.count
        var index = 0
        while index < count {
            unowned(unsafe) let path = pathList[index]
            index += 1
            guard path.reportsLeft > 0 else { continue }
            if let isUnchanged = path.isUnchanged, isUnchanged(previous, next) { continue }
            path.isPending = true
            path.reportsLeft -= 1
            if path.reportsLeft == 0 { armedCount -= 1 }
            report(.willSet, path)
            reported = true
        }
        if wholeStateReportsLeft > 0 && isReplacement(next, previous: previous, isRestore: isRestore) {
            isWholeStatePending = true
            wholeStateReportsLeft -= 1
            if wholeStateReportsLeft == 0 { armedCount -= 1 }
            registrar.willSet(store, keyPath: stateKeyPath)
            reported = true
        }
        return reported
    }

    /// The second half of a commit that reported something, after the state is stored: `didSet` for
    /// the whole state, then for each member told `willSet`.
    @inlinable
    func didCommit() {
        if isWholeStatePending {
            isWholeStatePending = false
            registrar.didSet(store, keyPath: stateKeyPath)
        }
        let count = pathList.count
        var index = 0
        while index < count {
            unowned(unsafe) let path = pathList[index]
            index += 1
            guard path.isPending else { continue }
            path.isPending = false
            report(.didSet, path)
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

/// What a store reports to the Observation registrar about one member.
@usableFromInline
enum StoreObservationEvent {
    case access, willSet, didSet
}
