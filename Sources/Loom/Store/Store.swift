public import Observation

/// A single source of truth for a feature: a state value changed only by a pure reducer in answer to
/// actions, with the reducer's side effects described as a ``Command`` that the store runs.
///
/// - Subscribers get `(state, previousState, command)` after every action, in subscription order
///   (the article's contract); ``observe(_:skipsInitial:_:)`` follows one derived value and skips
///   repeats (ReSwift's `select` + `skipRepeats`).
/// - Reentrancy: an action sent while another is being processed (from a reducer's command, a
///   subscriber, a middleware or a command) is queued and processed after it, first in first out.
/// - The store takes part in Observation: reading `store.someField` (a member of the state, through
///   dynamic member lookup) inside `withObservationTracking` or a SwiftUI `body` tracks that field
///   only; reading ``state`` tracks the whole state, unless the state is an `@ObservableState`
///   struct (module `LoomObservableState`), in which case `store.state.someField` tracks that
///   field only (and a replacement of the whole value).
/// - ``scope(state:action:)`` makes a child store on a part of the state.
/// - Every command still running is cancelled when the store is released.
///
/// A store is a thin face over a core: a root store's core owns the state and processes actions (one
/// path: middleware, reducer, commit, listeners, command); a scoped store's core reads its part from
/// the root and forwards its actions there. Who follows the store (subscribers, Observation, the
/// ``property`` mirror) is kept in one place, and each kind of follower costs a send something only
/// once it exists.
///
/// ```swift
/// struct Counter: Equatable { var count = 0 }
/// enum CounterAction { case increment, incrementLater }
///
/// let store = Store(initialState: Counter()) { (state: inout Counter, action: CounterAction) in
///     switch action {
///     case .increment:
///         state.count += 1
///         return .none
///     case .incrementLater:
///         return .run { send in
///             try await Task.sleep(for: .seconds(1))
///             send(.increment)
///         }
///     }
/// }
/// let token = store.subscribe { state, previous, _ in print(previous.count, "→", state.count) }
/// store.send(.increment)   // prints "0 → 1"
/// ```
@MainActor
@dynamicMemberLookup
public final class Store<State, Action>: Observable {
    /// The in-place reducer form: mutate the state, return the work to do.
    public typealias Reducer = @MainActor (_ state: inout State, _ action: Action) -> Command<Action>

    /// What does the work behind the face: the root store's core, or a scoped store's (see
    /// ``StoreCore``). The face asks it, never which core it is.
    @usableFromInline let core: any StoreCore<State, Action>
    /// The root core again, typed, or `nil` for a child store: read only where the caller inlines
    /// the root's processing, specialised with its own types (``send(_:)``, and a scope's link to
    /// its root); a call through ``core`` would run it unspecialised.
    @usableFromInline let rootCore: RootCore<State, Action>?
    /// For a child store, its send (forward to the root, then tell its action listeners), made where
    /// it was scoped, specialised with the caller's types: through ``core`` it would run
    /// unspecialised (about 800 more instructions through three levels). A root store's is never
    /// called. Not optional: an optional closure is copied (retained) to be unwrapped at each send.
    @usableFromInline let childSend: @MainActor (Action) -> Void
    /// Who follows this store (shared with the core, which tells them of each commit).
    @usableFromInline let followers: StoreFollowers<State, Action>
    /// Whether two states are equal: `==` for an `Equatable` state, the scope's duplicate test for a
    /// child store, `nil` otherwise (whole-state Observation then fires after every action).
    @usableFromInline let stateIsEqual: ((State, State) -> Bool)?
    /// What tokens and commands refer to weakly (see ``StoreAnchor``).
    private(set) lazy var anchor = StoreAnchor(store: self)

    /// Makes a store from an initial state and an in-place reducer that returns a command.
    ///
    /// ```swift
    /// let store = Store(initialState: TodoState(), reducer: todoReducer)
    /// ```
    ///
    /// For an `Equatable` state, whole-state Observation (reading ``state``) fires only when an action
    /// really changes the state; otherwise after every action.
    public convenience init(
        initialState: State, reducer: @escaping Reducer, middleware: [Middleware<State, Action>] = []
    ) {
        self.init(
            initialState: initialState, reducer: reducer, middleware: middleware,
            isEqual: dynamicEquality(of: State.self))
    }

    init(
        initialState: State, reducer: @escaping Reducer, middleware: [Middleware<State, Action>],
        isEqual: ((State, State) -> Bool)?
    ) {
        let followers = StoreFollowers<State, Action>()
        let root = RootCore(
            initialState: initialState, reducer: reducer, middleware: middleware, followers: followers)
        self.core = root
        self.rootCore = root
        self.childSend = { _ in }
        self.followers = followers
        self.stateIsEqual = isEqual
        root.connect(to: anchor)
    }

    /// Makes a store from an initial state and a reducer in the article's form,
    /// `(State, Action) -> (State, Command?)`.
    ///
    /// ```swift
    /// let store = Store(initialState: State(), reduce: { state, action in
    ///     var state = state
    ///     if case .updateText(let text) = action { state.text = text }
    ///     return (state, nil)
    /// })
    /// ```
    public convenience init(
        initialState: State,
        reduce: @escaping @MainActor (_ state: State, _ action: Action) -> (State, Command<Action>?),
        middleware: [Middleware<State, Action>] = []
    ) {
        self.init(
            initialState: initialState, reducer: Self.inPlace(reduce), middleware: middleware,
            isEqual: dynamicEquality(of: State.self))
    }

    static func inPlace(
        _ reduce: @escaping @MainActor (State, Action) -> (State, Command<Action>?)
    ) -> Reducer {
        { state, action in
            let (next, command) = reduce(state, action)
            state = next
            return command ?? .none
        }
    }

    /// Makes a child store over `core` (see ``scope(state:action:removeDuplicates:)``).
    @usableFromInline
    init(
        scoped core: ScopedCore<State, Action>, isEqual: @escaping (State, State) -> Bool,
        send: @escaping @MainActor (Action) -> Void
    ) {
        self.core = core
        self.childSend = send
        self.rootCore = nil
        self.followers = core.followers
        self.stateIsEqual = isEqual
    }

    /// The current state. Reading it inside `withObservationTracking` (or a SwiftUI `body`) tracks
    /// the whole state; read a member through the store (`store.todos`) to track that member only.
    /// For an `@ObservableState` state (an ``ObservableStateValue``) the read tracks only a
    /// replacement of the whole value (a new registrar, or a time-travel restore), and reading a
    /// member of it (`store.state.todos`) tracks that member through the value's own registrar.
    public var state: State {
        observation.accessWholeState()
        return currentState
    }

    /// The current state, without registering an Observation access.
    @inlinable
    var currentState: State { core.state }

    /// Receives the errors of commands that have no `catch:` handler. By default they are printed.
    /// Commands run in the root store: a child store reads and sets its root store's handler.
    ///
    /// ```swift
    /// store.commandErrorHandler = { error in logger.error("\(error)") }
    /// ```
    public var commandErrorHandler: @MainActor (any Error) -> Void {
        get { core.commands.commandErrorHandler }
        set { core.commands.commandErrorHandler = newValue }
    }

    /// The number of commands still running (asynchronous work, pending debounces and throttle
    /// windows) in the root store: a child store's actions start their commands there, so a child
    /// store reports its root's. For Loom's test tools (`TestStore`) and tests only.
    ///
    /// ```swift
    /// store.send(.load)
    /// #expect(store.inFlightCommandCount == 1)
    /// ```
    package var inFlightCommandCount: Int { core.commands.inFlightCommandCount }

    /// The number of `.run` commands started whose body has not begun yet (for test tools:
    /// `TestStore` waits for it to be 0 after a send, and for the work the bodies awaited on its
    /// executor, see ``runCommands(on:)``); the root store's for a child store.
    package var startingCommandCount: Int { core.commands.startingCommandCount }

    /// The number of pieces of work running under `id` (made cancellable with it) in the root store.
    /// For test tools: `TestStore` gives each send's command an identifier of its own.
    package func inFlightCommandCount(id: AnyHashable) -> Int {
        core.commands.inFlightCommandCount(id: id)
    }

    /// Cancels the work running under `id` in the root store, as a `.cancel(id:)` command would.
    package func cancelCommands(id: AnyHashable) {
        core.commands.cancelCommands(id: id)
    }

    /// Cancels all the work in flight in the root store.
    package func cancelAllCommands() {
        core.commands.cancelAllCommands()
    }

    #if LOOM_TASK_EXECUTOR
    /// Makes the `.run` commands of this store's root store prefer `executor` for what they await
    /// outside the main actor (for test tools: `TestStore` counts that work to know when it has run).
    /// Their bodies still run on the main actor.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    package func runCommands(on executor: any TaskExecutor) {
        core.commands.taskExecutor = executor
    }
    #endif

    /// Sends `action` to the store. If no action is being processed, it is processed now: middleware
    /// `before`, the reducer, then subscribers, middleware `after`, global listeners, and finally the
    /// command is started. If an action is being processed (a reentrant send), it is queued and
    /// processed right after, first in first out. A child store forwards it to its parent, embedded.
    ///
    /// ```swift
    /// store.send(.updateText("Buy milk"))
    /// store.send(.add)
    /// ```
    @inlinable
    @inline(__always)
    public func send(_ action: Action) {
        if let rootCore {
            rootCore.send(action)  // inlined here, specialised with the caller's types
        } else {
            childSend(action)
        }
    }

    /// Replaces the state without an action (time travel): observers and subscribers are told, with
    /// no command; the reducer, middleware and listeners are not involved.
    func restore(_ state: State) {
        core.restore(state)
    }

    /// Processes `action` without starting its command (replaying a log whose command-sent actions
    /// were recorded too).
    func processWithoutCommand(_ action: Action) {
        core.processWithoutCommand(action)
    }

    /// Links a child store to its root's commits once it has a follower (nothing to do for a root).
    func followersChanged() {
        core.followersChanged()
    }

    // MARK: Subscribing

    /// Calls `subscriber` with `(state, previousState, command)` after every action, including
    /// actions that leave the state unchanged; `command` is `nil` when the reducer asked for nothing
    /// (for a child store it is always `nil`: commands belong to the root store). Nothing is sent
    /// when subscribing. The subscription lasts until the token is cancelled or released.
    ///
    /// ```swift
    /// let token = store.subscribe { state, previous, command in
    ///     if state.todos != previous.todos { tableView.reloadData() }
    /// }
    /// ```
    public func subscribe(
        _ subscriber:
            @escaping @MainActor (_ state: State, _ previous: State, _ command: Command<Action>?) -> Void
    ) -> Token {
        let id = followers.addSubscriber(subscriber)
        return token(forSubscriber: id)
    }

    /// Calls `subscriber` with `(state, command)` after every action, like the subscriber that gets
    /// `(state, previous, command)` but without the previous state. Prefer it when the subscriber does
    /// not compare with the previous state: while no subscriber (nor middleware, nor
    /// armed Observation) asks for the previous state, a send keeps no copy of it, and the reducer
    /// changes the state in place, so appending to a large array costs the same as to a small one.
    ///
    /// ```swift
    /// let token = store.subscribe { state, _ in titleLabel.text = "TODO - (\(state.todos.count))" }
    /// ```
    public func subscribe(
        _ subscriber: @escaping @MainActor (_ state: State, _ command: Command<Action>?) -> Void
    ) -> Token {
        let id = followers.addSubscriber(current: subscriber)
        return token(forSubscriber: id)
    }

    /// Links a new subscriber numbered `id` and makes its token.
    private func token(forSubscriber id: Int) -> Token {
        followersChanged()
        // The token refers to the store's anchor and to the entry by number. A child store whose last
        // subscriber left unlinks itself from its parent at the next notification.
        return .onMainActor { [weak anchor] in anchor?.removeSubscriber(id: id) }
    }

    /// Calls `listener` with each action of this store instance (Reflow's per-object listeners),
    /// until the token is cancelled or released; the store does not keep the token's owner, and the
    /// token does not keep the store.
    ///
    /// For a root store: every action it processes, after middleware (so a dropped action is not
    /// reported and a replaced one is reported as replaced), in processing order, after the
    /// subscribers and the global ``StoreActionListeners`` have seen it. For a child store (see
    /// ``scope(state:action:removeDuplicates:)-(KeyPath<State,ChildState>,_,_)``): each action sent through this child, in its own
    /// type, once it has been handed to the root (processed at once, or queued behind the action being
    /// processed); actions sent to the root or to another child are not reported.
    ///
    /// ```swift
    /// let token = todoStore.observeActions { action in
    ///     analytics.track("todo: \(action)")
    /// }
    /// ```
    public func observeActions(_ listener: @escaping @MainActor (_ action: Action) -> Void) -> Token {
        let id = followers.addActionListener(listener)
        return .onMainActor { [weak anchor] in anchor?.removeActionListener(id: id) }
    }

    /// The current subscribers (for tests).
    var subscribers: ContiguousArray<StoreFollowers<State, Action>.Subscriber> { followers.subscribers }

    /// Whether this child store is linked to its parent's notifications (it has subscribers or
    /// observed members). Always `false` for a root store.
    var isAttachedToParent: Bool { core.isAttachedToParent }

    /// Follows one value derived from the state: `observer` gets the current value first (unless
    /// `skipsInitial`), then each new value that is not a duplicate of the previous one.
    ///
    /// ```swift
    /// let token = store.observe({ $0.todos.count }, removeDuplicates: ==) { count in
    ///     title = "TODO - (\(count))"
    /// }
    /// ```
    public func observe<Value>(
        _ transform: @escaping @MainActor (State) -> Value,
        removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
        skipsInitial: Bool = false,
        _ observer: @escaping @MainActor (Value) -> Void
    ) -> Token {
        var last = transform(currentState)
        if !skipsInitial { observer(last) }
        return subscribe { state, _ in
            let value = transform(state)
            if isDuplicate(last, value) { return }
            last = value
            observer(value)
        }
    }

    /// Follows one member of the state, skipping repeats: the current value first (unless
    /// `skipsInitial`), then each change.
    ///
    /// ```swift
    /// let token = store.observe(\.text) { text in print("text is now", text) }
    /// ```
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<State, Value>, skipsInitial: Bool = false,
        _ observer: @escaping @MainActor (Value) -> Void
    ) -> Token {
        observe(
            { $0[keyPath: keyPath] }, removeDuplicates: { $0 == $1 }, skipsInitial: skipsInitial, observer)
    }

    /// Adds a middleware after those given at creation; it stays until the token ends.
    ///
    /// ```swift
    /// let token = store.addMiddleware(Middleware(after: { action, _, _, _ in print(action) }))
    /// ```
    ///
    /// Root stores only: a child store's actions are processed by its root store, so a middleware
    /// of a child store would see nothing. Calling this on a child store is a programming error
    /// (a precondition failure that says so); add the middleware to the root store.
    public func addMiddleware(_ middleware: Middleware<State, Action>) -> Token {
        core.addMiddleware(middleware)
    }
}
