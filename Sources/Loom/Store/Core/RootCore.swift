/// The core of a root store: it owns the state and does the work of a send, in one path.
///
/// A send while no action is being processed is processed at once; a send while one is (from a
/// subscriber, a middleware or a `.send` command) is queued and processed right after, first in
/// first out. Processing an action: middleware `before` (which may replace or drop it), the reducer
/// on a copy of the state, the commit (Observation, the state stored, subscribers, the property),
/// middleware `after`, global listeners, and the command, started by the ``CommandRunner``.
@MainActor
@usableFromInline
final class RootCore<State, Action> {
    /// A middleware, by reference, so its token can remove that one.
    @usableFromInline
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
    @exclusivity(unchecked) @usableFromInline var middleware: [MiddlewareEntry]
    /// False while a log is replayed: the actions its commands sent are in the log already.
    @exclusivity(unchecked) @usableFromInline var runsCommands = true
    let runner = CommandRunner<Action>()
    /// Receives the errors of commands that have no `catch:` handler.
    var commandErrorHandler: @MainActor (any Error) -> Void = { error in
        print("Loom.Store: a command failed: \(error)")
    }
    /// The identity of the store this core serves, for global listeners (set by the store once it
    /// exists; a listener never gets the store itself).
    @usableFromInline var storeID: ObjectIdentifier

    init(
        initialState: State, reducer: @escaping Store<State, Action>.Reducer,
        middleware: [Middleware<State, Action>], followers: StoreFollowers<State, Action>
    ) {
        self.state = initialState
        self.reducer = reducer
        self.followers = followers
        self.middleware = middleware.map(MiddlewareEntry.init)
        self.storeID = ObjectIdentifier(RootCore.self)
        runner.deliver = { [weak self] action in self?.send(action) }
        runner.errorHandler = { [weak self] error in self?.commandErrorHandler(error) }
    }

    /// Processes `action` now, or queues it when an action is being processed.
    @inlinable
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

    /// The one processing path; see the type's discussion.
    @inlinable
    func process(_ action: Action) {
        var action = action
        // The middleware of this action: one added while it is processed sees the next one.
        let entries = middleware.isEmpty ? nil : middleware
        if let entries {
            guard let reduced = before(action, entries) else { return }
            action = reduced
        }
        let previous = state
        var next = previous
        let command = reducer(&next, action)
        followers.commit(next, previous: previous, command: command.isNone ? nil : command) { state = next }
        if let entries { after(action, next, previous, entries) }
        if !StoreActionListeners.isEmpty { publish(action) }
        if !command.isNone && runsCommands { startCommand(command) }
    }

    /// Runs the middleware `before` hooks in order; `nil` when one of them dropped the action.
    @usableFromInline
    func before(_ action: Action, _ entries: [MiddlewareEntry]) -> Action? {
        let context = MiddlewareContext(core: self)
        var reduced = action
        for entry in entries {
            guard let transformed = entry.middleware.before(reduced, context) else { return nil }
            reduced = transformed
        }
        return reduced
    }

    @usableFromInline
    func after(_ action: Action, _ state: State, _ previous: State, _ entries: [MiddlewareEntry]) {
        let context = MiddlewareContext(core: self)
        for entry in entries { entry.middleware.after(action, state, previous, context) }
    }

    @usableFromInline
    func startCommand(_ command: Command<Action>) {
        runner.start(command)
    }

    @usableFromInline
    func publish(_ action: Action) {
        StoreActionListeners.publish(
            StoreActionEvent(storeID: storeID, storeType: Store<State, Action>.self, action: action))
    }

    /// Replaces the state without an action (time travel): followers are told, with no command.
    func restore(_ restored: State) {
        followers.commit(restored, previous: state, command: nil, isRestore: true) { state = restored }
    }

    /// Processes `action` without starting its command.
    func processWithoutCommand(_ action: Action) {
        runsCommands = false
        send(action)
        runsCommands = true
    }

    /// Adds a middleware after the others; it stays until the token ends.
    func addMiddleware(_ middleware: Middleware<State, Action>) -> Token {
        let entry = MiddlewareEntry(middleware)
        self.middleware.append(entry)
        return Token { [weak self, weak entry] in
            MainActor.assumeIsolated {
                guard let self, let entry else { return }
                self.middleware.removeAll { $0 === entry }
            }
        }
    }
}
