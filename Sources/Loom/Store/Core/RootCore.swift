/// The core of a root store: it owns the state and does the work of a send, in one path.
///
/// A send while no action is being processed is processed at once; a send while one is (from a
/// subscriber, a middleware or a `.send` command) is queued and processed right after, first in
/// first out. Processing an action: middleware `before` (which may replace or drop it), the reducer
/// (on the state in place when nobody asks for the previous state, else on a copy), the commit (Observation, the state stored, subscribers, the property),
/// middleware `after`, global listeners, this store's action listeners, and the command, started by
/// the ``CommandRunner``.
@MainActor
@usableFromInline
final class RootCore<State, Action>: StoreCore, StoreCommands {
    /// A middleware, by reference, so its token can remove that one.
    @usableFromInline @MainActor
    final class MiddlewareEntry {
        @usableFromInline let middleware: Middleware<State, Action>
        init(_ middleware: Middleware<State, Action>) { self.middleware = middleware }
    }

    @exclusivity(unchecked) @usableFromInline var state: State
    @usableFromInline let reducer: Store<State, Action>.Reducer
    @usableFromInline let followers: StoreFollowers<State, Action>
    @exclusivity(unchecked) @usableFromInline var queue: ContiguousArray<Action> = []
    @exclusivity(unchecked) @usableFromInline var queueHead = 0
    @exclusivity(unchecked) @usableFromInline var isProcessing = false
    @exclusivity(unchecked) var middleware: [MiddlewareEntry]
    /// Whether any middleware is installed (read on every send, so a flag rather than the array).
    @exclusivity(unchecked) @usableFromInline var hasMiddleware: Bool
    /// The middleware of the action being processed: one added meanwhile sees the next action.
    var processingMiddleware: [MiddlewareEntry] = []
    /// False while a log is replayed: the actions its commands sent are in the log already.
    @exclusivity(unchecked) @usableFromInline var runsCommands = true
    @usableFromInline let runner = CommandRunner<Action>()
    /// Receives the errors of commands that have no `catch:` handler.
    @usableFromInline var commandErrorHandler: @MainActor (any Error) -> Void = { error in
        print("Loom.Store: a command failed: \(error)")
    }
    /// The identity of the store this core serves, for global listeners (set by the store once it
    /// exists; a listener never gets the store itself).
    @usableFromInline var storeID: ObjectIdentifier

    /// Connects the command runner to the store this core serves, through its anchor (held weakly):
    /// actions that commands send go to the store, and so do the errors no `catch:` handler took.
    func connect(to anchor: StoreAnchor<State, Action>) {
        self.anchor = anchor
        storeID = ObjectIdentifier(anchor.store)
        runner.deliver = { [weak anchor] action in anchor?.send(action) }
        runner.errorHandler = { [weak anchor] error in anchor?.report(error) }
    }

    init(
        initialState: State, reducer: @escaping Store<State, Action>.Reducer,
        middleware: [Middleware<State, Action>], followers: StoreFollowers<State, Action>
    ) {
        self.state = initialState
        self.reducer = reducer
        self.followers = followers
        self.middleware = middleware.map(MiddlewareEntry.init)
        self.hasMiddleware = !middleware.isEmpty
        self.storeID = ObjectIdentifier(RootCore.self)
    }

    /// Processes `action` now, or queues it when an action is being processed. Always inlined, like
    /// ``process(_:)``, into the store's `send`.
    @inlinable
    @inline(__always)
    func send(_ action: Action) {
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

    /// The one processing path; see the type's discussion. Always inlined into ``send(_:)`` (and so
    /// into the store's `send` in the client): a call here would make the caller retain the core.
    @inlinable
    @inline(__always)
    func process(_ action: Action) {
        var action = action
        let hasMiddleware = self.hasMiddleware
        if hasMiddleware {
            guard let reduced = before(action) else { return }
            action = reduced
        }
        let command: Command<Action>
        if hasMiddleware || followers.previousWanted > 0 || followers.isObservationArmed {
            command = processKeepingPrevious(action, hasMiddleware: hasMiddleware)
        } else {
            // Nobody asks for the previous state: the reducer changes the stored state in place (a
            // copy kept here would make its change of a large member copy that member).
            command = reducer(&state, action)
            // Two calls rather than `command.isNone ? nil : command`, which copies (retains) the
            // command for nothing on the common path.
            if command.isNone {
                followers.deliver(state, command: nil)
            } else {
                followers.deliver(state, command: command)
            }
        }
        if !StoreActionListeners.isEmpty { publish(action) }
        if !followers.actionListeners.isEmpty { followers.publish(action) }
        if !command.isNone && runsCommands { startCommand(command) }
    }

    /// The reducer on a copy of the state, the commit and the middleware `after`, for a send where
    /// someone asks for the previous state (a subscriber, a middleware, or Observation comparing
    /// members): it pays for the copy.
    @inlinable
    @inline(__always)
    func processKeepingPrevious(_ action: Action, hasMiddleware: Bool) -> Command<Action> {
        let previous = state
        var next = previous
        let command = reducer(&next, action)
        commit(next, previous: previous, command: command.isNone ? nil : command)
        if hasMiddleware { after(action, next, previous) }
        return command
    }

    /// Stores `next` and tells the followers: Observation around the store, then subscribers and the
    /// property.
    @inlinable
    func commit(_ next: State, previous: State, command: Command<Action>?) {
        if let observation = followers.observation, observation.armedCount > 0 {
            commitObserved(next, previous: previous, observation: observation, isRestore: false)
        } else {
            state = next
        }
        followers.deliver(next, previous: previous, command: command)
    }

    @inlinable
    @inline(never)
    func commitObserved(
        _ next: State, previous: State, observation: StoreObservation<State, Action>, isRestore: Bool
    ) {
        let reported = observation.willCommit(next, previous: previous, isRestore: isRestore)
        state = next
        if reported { observation.didCommit() }
    }

    /// Runs the middleware `before` hooks in order; `nil` when one of them dropped the action.
    @usableFromInline
    func before(_ action: Action) -> Action? {
        let entries = middleware
        processingMiddleware = entries
        let context = MiddlewareContext(core: self)
        var reduced = action
        for entry in entries {
            guard let transformed = entry.middleware.before(reduced, context) else {
                processingMiddleware = []
                return nil
            }
            reduced = transformed
        }
        return reduced
    }

    /// Runs the middleware `after` hooks of the action being processed, in order.
    @usableFromInline
    func after(_ action: Action, _ state: State, _ previous: State) {
        let entries = processingMiddleware
        processingMiddleware = []
        let context = MiddlewareContext(core: self)
        for entry in entries { entry.middleware.after(action, state, previous, context) }
    }

    // Specialised in the client, but kept out of `process`: a small send path inlines.
    @inlinable
    @inline(never)
    func startCommand(_ command: Command<Action>) {
        runner.start(command)
    }

    @usableFromInline
    func publish(_ action: Action) {
        StoreActionListeners.publish(
            StoreActionEvent(storeID: storeID, storeType: Store<State, Action>.self, action: action))
    }

    /// Replaces the state without an action (time travel): followers are told, with no command.
    @usableFromInline
    func restore(_ restored: State) {
        let previous = state
        if let observation = followers.observation {
            commitObserved(restored, previous: previous, observation: observation, isRestore: true)
        } else {
            state = restored
        }
        followers.deliver(restored, previous: previous, command: nil)
    }

    /// Processes `action` without starting its command.
    @usableFromInline
    func processWithoutCommand(_ action: Action) {
        runsCommands = false
        send(action)
        runsCommands = true
    }

    /// Adds a middleware after the others; the token removes it.
    @usableFromInline
    func addMiddleware(_ middleware: Middleware<State, Action>) -> Token {
        let entry = MiddlewareEntry(middleware)
        self.middleware.append(entry)
        hasMiddleware = true
        return .onMainActor { [weak anchor, weak entry] in
            guard let anchor, let entry else { return }
            anchor.removeMiddleware(entry)
        }
    }

    // MARK: StoreCore

    /// The store's anchor, which tokens refer to weakly (set by ``connect(to:)``).
    weak var anchor: StoreAnchor<State, Action>?

    @usableFromInline var commands: any StoreCommands { self }
    @usableFromInline var isAttachedToParent: Bool { false }
    @usableFromInline func followersChanged() {}

    // MARK: StoreCommands

    @usableFromInline var inFlightCommandCount: Int { runner.inFlightCount }
    @usableFromInline var startingCommandCount: Int { runner.startingCount }
    @usableFromInline func inFlightCommandCount(id: AnyHashable) -> Int { runner.inFlightCount(id: id) }
    @usableFromInline func cancelCommands(id: AnyHashable) { runner.cancel(id: id) }
    @usableFromInline func cancelAllCommands() { runner.cancelAll() }
    @usableFromInline var taskExecutor: AnyObject? {
        get { runner.taskExecutor }
        set { runner.taskExecutor = newValue }
    }

    /// Removes a middleware added before.
    func removeMiddleware(_ entry: MiddlewareEntry) {
        middleware.removeAll { $0 === entry }
        hasMiddleware = !middleware.isEmpty
    }
}
