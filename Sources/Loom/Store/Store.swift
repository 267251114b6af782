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

    @usableFromInline
    final class Subscriber {
        @usableFromInline let callback: @MainActor (State, State, Command<Action>?) -> Void
        @exclusivity(unchecked) @usableFromInline var isActive = true
        let id: Int
        init(id: Int, _ callback: @escaping @MainActor (State, State, Command<Action>?) -> Void) {
            self.id = id
            self.callback = callback
        }
    }

    @usableFromInline
    final class SubscriberList {
        @exclusivity(unchecked) @usableFromInline var entries: ContiguousArray<Subscriber> = []
        /// Whether a notification must go through the store itself (it has observed members or a
        /// mirror property); otherwise a scoped store's part is delivered to this list directly.
        @exclusivity(unchecked) @usableFromInline var needsStore = false
        private var nextID = 0

        init() {}

        func add(_ callback: @escaping @MainActor (State, State, Command<Action>?) -> Void) -> Int {
            nextID &+= 1
            entries.append(Subscriber(id: nextID, callback))
            return nextID
        }

        func remove(id: Int) {
            guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
            entries[index].isActive = false
            entries.remove(at: index)
        }
    }

    final class MiddlewareEntry {
        let middleware: Middleware<State, Action>
        init(_ middleware: Middleware<State, Action>) { self.middleware = middleware }
    }

    /// How a scoped store reaches the root store: `read` projects the root's state to this store's
    /// part, `forward` embeds an action into a root action and sends it to the root, and
    /// `subscribeParts` follows the root's commits as `(part, previous part)`. Each is composed
    /// once at scope time from the parent's, in code specialised with the caller's types, so a
    /// send or a notification through several levels of scoping neither goes through the
    /// intermediate stores nor compares their parts.
    @MainActor
    @usableFromInline
    final class ParentLink {
        @usableFromInline let read: @MainActor () -> State
        @usableFromInline let forward: @MainActor (Action) -> Void
        /// Gets a child's part and its previous value after each commit of the root.
        @usableFromInline typealias PartsReceiver = @MainActor (State, State) -> Void
        @usableFromInline let subscribeParts: @MainActor (@escaping PartsReceiver) -> Token
        /// Subscribes the child to the root; set right after the child is made (it refers to it).
        @usableFromInline var attach: @MainActor () -> Token = { Token.empty }
        /// The store this child was scoped from, kept alive by the child (never the reverse).
        let parent: AnyObject
        @usableFromInline
        init(
            read: @escaping @MainActor () -> State, forward: @escaping @MainActor (Action) -> Void,
            subscribeParts: @escaping @MainActor (@escaping PartsReceiver) -> Token,
            parent: AnyObject
        ) {
            self.read = read
            self.forward = forward
            self.subscribeParts = subscribeParts
            self.parent = parent
        }
    }

    @exclusivity(unchecked) @usableFromInline var rootState: State
    @usableFromInline let reducer: Reducer
    /// The subscribers, in a list of their own: tokens refer to it weakly, and a weak reference
    /// moves its target's reference count to a side table, which would slow down every retain of
    /// the store itself (for example a child store reached from its parent's notification).
    @usableFromInline let subscriberList = SubscriberList()
    @exclusivity(unchecked) @usableFromInline var queue: ContiguousArray<Action> = []
    @exclusivity(unchecked) @usableFromInline var queueHead = 0
    @exclusivity(unchecked) @usableFromInline var isProcessing = false
    @exclusivity(unchecked) @usableFromInline var hasMiddleware = false
    @exclusivity(unchecked) @usableFromInline var isObserved = false
    @exclusivity(unchecked) @usableFromInline var runsCommands = true
    @usableFromInline let forward: (@MainActor (Action) -> Void)?

    var middleware: [MiddlewareEntry] = []
    @usableFromInline let parentLink: ParentLink?
    var parentToken: Token?
    let runner = CommandRunner<Action>()
    @usableFromInline let registrar = ObservationRegistrar()
    @usableFromInline var observedPaths: [AnyKeyPath: ObservedPath] = [:]
    @usableFromInline var observedList: [ObservedPath] = []
    @usableFromInline var isStateObserved = false
    @usableFromInline var stateIsEqual: ((State, State) -> Bool)?
    /// Set when the whole state is first observed and `State` is an ``ObservableStateValue``: the
    /// identity of a value's registrar, which tells a replaced value from a mutated one.
    @usableFromInline var stateRegistrarID: ((State) -> ObjectIdentifier?)?
    /// Set while ``restore(_:)`` commits: a restored value may share the current value's registrar
    /// (both copies of one value) without its property writes having been reported.
    @usableFromInline var isRestoring = false
    /// `\Store.state`, made once: a generic key path literal is instantiated at run time.
    @usableFromInline lazy var stateKeyPath: KeyPath<Store, State> = \Store.state
    @exclusivity(unchecked) @usableFromInline var mirror: MutableProperty<State>?

    /// Makes a store from an initial state and an in-place reducer that returns a command.
    ///
    /// ```swift
    /// let store = Store(initialState: TodoState(), reducer: todoReducer)
    /// ```
    public convenience init(
        initialState: State, reducer: @escaping Reducer, middleware: [Middleware<State, Action>] = []
    ) {
        self.init(initialState: initialState, reducer: reducer, middleware: middleware, isEqual: nil)
    }

    init(
        initialState: State, reducer: @escaping Reducer, middleware: [Middleware<State, Action>],
        isEqual: ((State, State) -> Bool)?
    ) {
        self.rootState = initialState
        self.reducer = reducer
        self.forward = nil
        self.parentLink = nil
        self.middleware = middleware.map(MiddlewareEntry.init)
        self.hasMiddleware = !middleware.isEmpty
        self.stateIsEqual = isEqual
        setUpRunner()
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
            initialState: initialState, reducer: Self.inPlace(reduce), middleware: middleware, isEqual: nil)
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

    @usableFromInline
    init(scopedFrom link: ParentLink, isEqual: @escaping (State, State) -> Bool) {
        let initialState = link.read()
        self.rootState = initialState
        self.reducer = { _, _ in .none }
        self.forward = link.forward
        self.parentLink = link
        self.stateIsEqual = isEqual
    }

    private func setUpRunner() {
        runner.deliver = { [weak self] action in self?.send(action) }
        runner.errorHandler = { [weak self] error in self?.commandErrorHandler(error) }
    }

    /// The current state. Reading it inside `withObservationTracking` (or a SwiftUI `body`) tracks
    /// the whole state; read a member through the store (`store.todos`) to track that member only.
    /// For an `@ObservableState` state (an ``ObservableStateValue``) the read tracks only a
    /// replacement of the whole value (a new registrar, or a time-travel restore), and reading a
    /// member of it (`store.state.todos`) tracks that member through the value's own registrar.
    public var state: State {
        if !isStateObserved { startObservingState() }
        registrar.access(self, keyPath: stateKeyPath)
        return currentState
    }

    /// The current state, without registering an Observation access.
    @inlinable
    var currentState: State {
        if let parentLink { return parentLink.read() }
        return rootState
    }

    /// Receives the errors of commands that have no `catch:` handler. By default they are printed.
    ///
    /// ```swift
    /// store.commandErrorHandler = { error in logger.error("\(error)") }
    /// ```
    public var commandErrorHandler: @MainActor (any Error) -> Void = { error in
        print("Loom.Store: a command failed: \(error)")
    }

    /// The number of commands still running (asynchronous work, pending debounces and throttle
    /// windows). A child store reports its own (always 0: commands run in the root store).
    ///
    /// ```swift
    /// store.send(.load)
    /// #expect(store.inFlightCommandCount == 1)
    /// ```
    public var inFlightCommandCount: Int { runner.inFlightCount }

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
    public func send(_ action: Action) {
        if let forward {
            forward(action)
            return
        }
        if isProcessing {
            queue.append(action)
            return
        }
        isProcessing = true
        process(action)
        if queueHead < queue.count { drainQueue() }
        isProcessing = false
    }

    @usableFromInline
    func drainQueue() {
        while queueHead < queue.count {
            let next = queue[queueHead]
            queueHead += 1
            process(next)
        }
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
    }

    @inlinable
    func process(_ action: Action) {
        if hasMiddleware {
            processWithMiddleware(action)
            return
        }
        let previous = rootState
        var next = previous
        let command = reducer(&next, action)
        commit(next, previous: previous, command: command)
        if !StoreActionListeners.isEmpty { publish(action) }
        if !command.isNone && runsCommands { startCommand(command) }
    }

    @usableFromInline
    func startCommand(_ command: Command<Action>) {
        runner.start(command)
    }

    @usableFromInline
    func processWithMiddleware(_ action: Action) {
        let context = MiddlewareContext(store: self)
        let entries = middleware
        var reduced = action
        for entry in entries {
            guard let transformed = entry.middleware.before(reduced, context) else { return }
            reduced = transformed
        }
        let previous = rootState
        var next = previous
        let command = reducer(&next, reduced)
        commit(next, previous: previous, command: command)
        for entry in entries { entry.middleware.after(reduced, next, previous, context) }
        if !StoreActionListeners.isEmpty { publish(reduced) }
        if !command.isNone && runsCommands { runner.start(command) }
    }

    @inlinable
    func commit(_ next: State, previous: State, command: Command<Action>) {
        if isObserved {
            commitObserved(next, previous: previous)
        } else {
            rootState = next
        }
        deliver(next, previous: previous, command: command.isNone ? nil : command)
    }

    @inlinable
    func deliver(_ state: State, previous: State, command: Command<Action>?) {
        for subscriber in subscriberList.entries where subscriber.isActive {
            subscriber.callback(state, previous, command)
        }
        if let mirror { mirror.value = state }
    }

    @usableFromInline
    func publish(_ action: Action) {
        StoreActionListeners.publish(
            StoreActionEvent(storeID: ObjectIdentifier(self), storeType: Self.self, action: action))
    }

    /// Replaces the state without an action (time travel): observers and subscribers are told, with
    /// no command; the reducer, middleware and listeners are not involved.
    func restore(_ state: State) {
        let previous = currentState
        isRestoring = true
        commit(state, previous: previous, command: .none)
        isRestoring = false
    }

    /// Processes `action` without starting its command (replaying a log whose command-sent actions
    /// were recorded too).
    func processWithoutCommand(_ action: Action) {
        runsCommands = false
        send(action)
        runsCommands = true
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
        let list = subscriberList
        let id = list.add(subscriber)
        attachToParentIfNeeded()
        // The token refers to the list (not the store) and to the entry by number. A child store
        // whose last subscriber left unlinks itself from its parent at the next notification.
        return Token { [weak list] in
            MainActor.assumeIsolated { list?.remove(id: id) }
        }
    }

    /// The current subscribers (for tests).
    var subscribers: ContiguousArray<Subscriber> { subscriberList.entries }

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
        return subscribe { state, _, _ in
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
    public func addMiddleware(_ middleware: Middleware<State, Action>) -> Token {
        let entry = MiddlewareEntry(middleware)
        self.middleware.append(entry)
        hasMiddleware = true
        return Token { [weak self, weak entry] in
            MainActor.assumeIsolated {
                guard let self, let entry else { return }
                self.middleware.removeAll { $0 === entry }
                self.hasMiddleware = !self.middleware.isEmpty
            }
        }
    }
}

extension Store where State: Equatable {
    /// Makes a store for an `Equatable` state: whole-state Observation (reading ``state``) then
    /// fires only when an action really changes the state.
    ///
    /// ```swift
    /// let store = Store(initialState: Counter(), reducer: counterReducer)
    /// ```
    public convenience init(
        initialState: State, reducer: @escaping Reducer, middleware: [Middleware<State, Action>] = []
    ) {
        self.init(initialState: initialState, reducer: reducer, middleware: middleware, isEqual: { $0 == $1 })
    }

    /// Makes a store for an `Equatable` state from a reducer in the article's form.
    ///
    /// ```swift
    /// let store = Store(initialState: State(), reduce: articleReducer)
    /// ```
    public convenience init(
        initialState: State,
        reduce: @escaping @MainActor (_ state: State, _ action: Action) -> (State, Command<Action>?),
        middleware: [Middleware<State, Action>] = []
    ) {
        self.init(
            initialState: initialState, reducer: Self.inPlace(reduce), middleware: middleware,
            isEqual: { $0 == $1 })
    }
}
