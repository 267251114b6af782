/// The work a reducer asks the store to do after it has changed the state: nothing, send an action,
/// run asynchronous work that sends actions back, or a combination of those.
///
/// A reducer stays pure: it describes the work as a value and the ``Store`` runs it. Asynchronous work
/// runs on the main actor (it may `await` work elsewhere), and every action it sends goes through the
/// store like any other, in order. Work can be cancelled by identifier, debounced or throttled on an
/// injected clock, and every piece of work still running is cancelled when the store is released.
///
/// ```swift
/// enum SearchAction { case queryChanged(String), resultsLoaded([String]) }
///
/// func reduce(_ state: inout SearchState, _ action: SearchAction) -> Command<SearchAction> {
///     switch action {
///     case .queryChanged(let query):
///         state.query = query
///         return .run { send in
///             send(.resultsLoaded(try await catalog.search(query)))
///         }
///         .debounce(id: "search", for: .milliseconds(300), clock: clock)
///     case .resultsLoaded(let results):
///         state.results = results
///         return .none
///     }
/// }
/// ```
public struct Command<Action> {
    @usableFromInline
    indirect enum Operation {
        case none
        case send(Action)
        case run(
            @MainActor (Send<Action>) async throws -> Void,
            handler: (@MainActor (any Error, Send<Action>) -> Void)?)
        case merge([Command])
        case concatenate([Command])
        case cancellable(id: AnyHashable, cancelInFlight: Bool, Command)
        case cancel(id: AnyHashable)
        case debounce(id: AnyHashable, duration: Duration, clock: any Clock<Duration>, Command)
        case throttle(
            id: AnyHashable, duration: Duration, clock: any Clock<Duration>, trailing: ThrottleTrailing,
            Command)
        case perform(Any)
        case report(any Error)
    }

    @usableFromInline
    let operation: Operation

    @usableFromInline
    init(_ operation: Operation) {
        self.operation = operation
    }

    /// No work.
    ///
    /// ```swift
    /// case .textChanged(let text):
    ///     state.text = text
    ///     return .none
    /// ```
    @inlinable
    public static var none: Command { Command(.none) }

    /// Whether this command does nothing.
    @inlinable
    public var isNone: Bool {
        if case .none = operation { return true }
        return false
    }

    /// Sends `action` to the store right after the current action, before any action sent later.
    ///
    /// ```swift
    /// case .addTapped:
    ///     return .send(.add([state.text]))
    /// ```
    public static func send(_ action: Action) -> Command {
        Command(.send(action))
    }

    /// Runs asynchronous work on the main actor; `send` delivers actions back to the store.
    ///
    /// Actions sent after the work was cancelled (or after the store was released) are dropped. An
    /// error other than `CancellationError` goes to `handler`, or, without one, to the store's
    /// ``Store/commandErrorHandler``.
    ///
    /// ```swift
    /// return .run { send in
    ///     send(.loaded(try await storage.load()))
    /// } catch: { error, send in
    ///     send(.failed("\(error)"))
    /// }
    /// ```
    public static func run(
        _ operation: @escaping @MainActor (_ send: Send<Action>) async throws -> Void,
        catch handler: (@MainActor (_ error: any Error, _ send: Send<Action>) -> Void)? = nil
    ) -> Command {
        Command(.run(operation, handler: handler))
    }

    /// Runs all `commands` at the same time.
    ///
    /// ```swift
    /// return .merge(.send(.started), .run { send in send(.loaded(try await load())) })
    /// ```
    public static func merge(_ commands: Command...) -> Command {
        merge(commands)
    }

    /// Runs all `commands` at the same time.
    public static func merge(_ commands: [Command]) -> Command {
        let work = commands.filter { !$0.isNone }
        if work.isEmpty { return .none }
        if work.count == 1 { return work[0] }
        return Command(.merge(work))
    }

    /// Runs `commands` one after the other: each starts when the previous one has finished.
    ///
    /// Each element keeps its own timing: elements that finish at once (`.send`, `.cancel`, an
    /// application command, and merges or concatenations of them) run right away, so the actions of a
    /// leading run of `.send`s are processed, like ``send(_:)``'s, right after the current action and
    /// before any action sent later; the first element that starts asynchronous work starts at once
    /// too, as it would alone; only the elements after it wait for it to finish.
    ///
    /// ```swift
    /// return .concatenate(.run { _ in try await storage.save(todos) }, .send(.saved))
    /// ```
    public static func concatenate(_ commands: Command...) -> Command {
        concatenate(commands)
    }

    /// Runs `commands` one after the other: each starts when the previous one has finished (see
    /// the variadic form).
    public static func concatenate(_ commands: [Command]) -> Command {
        let work = commands.filter { !$0.isNone }
        if work.isEmpty { return .none }
        if work.count == 1 { return work[0] }
        return Command(.concatenate(work))
    }

    /// Makes this command cancellable with `id`; with `cancelInFlight`, starting it first cancels any
    /// work still running under the same identifier (only the latest wins).
    ///
    /// ```swift
    /// return .run { send in send(.results(try await search(query))) }
    ///     .cancellable(id: "search", cancelInFlight: true)
    /// ```
    public func cancellable(id: some Hashable, cancelInFlight: Bool = false) -> Command {
        if isNone && !cancelInFlight { return self }
        return Command(.cancellable(id: AnyHashable(id), cancelInFlight: cancelInFlight, self))
    }

    /// Cancels all work running under `id`, including a pending debounce or throttle.
    ///
    /// ```swift
    /// case .stopTapped:
    ///     return .cancel(id: "timer")
    /// ```
    public static func cancel(id: some Hashable) -> Command {
        Command(.cancel(id: AnyHashable(id)))
    }

    /// Starts this command only once `duration` has passed on `clock` without another command with
    /// the same `id`; each new one restarts the wait and replaces the pending one.
    ///
    /// ```swift
    /// return .send(.search(query)).debounce(id: "query", for: .milliseconds(300), clock: clock)
    /// ```
    public func debounce(id: some Hashable, for duration: Duration, clock: any Clock<Duration>) -> Command {
        Command(.debounce(id: AnyHashable(id), duration: duration, clock: clock, self))
    }

    /// Starts at most one command with `id` per `duration` on `clock`: the first starts at once and
    /// opens a window; `trailing` says which command that arrives during the window starts when it
    /// ends, opening the next window (``ThrottleTrailing/latest``, the default, or
    /// ``ThrottleTrailing/first``), or that they are dropped (``ThrottleTrailing/drop``). The rules mean
    /// the same for `Signal.throttle(for:clock:trailing:)`.
    ///
    /// ```swift
    /// return .send(.save).throttle(id: "autosave", for: .seconds(1), clock: clock, trailing: .latest)
    /// ```
    public func throttle(
        id: some Hashable, for duration: Duration, clock: any Clock<Duration>,
        trailing: ThrottleTrailing = .latest
    ) -> Command {
        Command(.throttle(id: AnyHashable(id), duration: duration, clock: clock, trailing: trailing, self))
    }

    /// An application's own command value, which the store does not run: it is handed to the
    /// subscribers, and one of them performs it (the article's form, where the subscriber gets
    /// `(state, previous, command)` with the app's command type). Subscribe with
    /// ``Store/subscribe(commands:_:)`` to receive it typed.
    ///
    /// Loom's own commands and the app's can be combined with `.merge` or `.concatenate`: the store
    /// runs the first, subscribers perform the second, with the action that returned them. Cancellation, debounce and throttle describe
    /// work the store runs; they do not apply to an app command (subscribers do not find one inside
    /// them).
    ///
    /// ```swift
    /// enum TodoCommand { case loadToDos, save([String]) }
    ///
    /// case .add(let item):
    ///     state.todos.append(item)
    ///     return .merge(.send(.clearText), .perform(TodoCommand.save(state.todos)))
    /// ```
    public static func perform(_ command: Any) -> Command {
        Command(.perform(command))
    }

    /// The first application command of type `C` in this command (itself, or one it merges or
    /// concatenates), or `nil`; see ``perform(_:)``. Subscribers receive it typed through
    /// ``Store/subscribe(commands:_:)``; Loom's test tools read it here.
    package func performed<C>(as type: C.Type) -> C? {
        switch operation {
        case .perform(let value):
            return value as? C
        case .merge(let commands), .concatenate(let commands):
            for command in commands {
                if let value = command.performed(as: type) { return value }
            }
            return nil
        case .none, .send, .run, .cancel, .cancellable, .debounce, .throttle, .report:
            return nil
        }
    }

    /// Hands `error` to the store's ``Store/commandErrorHandler`` when the command starts (right after
    /// the action's commit), as a failed command's error: how a composed reducer reports a programming
    /// error it found (an action for a child that is not there) without crashing.
    static func report(_ error: any Error) -> Command {
        Command(.report(error))
    }

    /// Transforms the actions this command sends, to embed a child feature's command in its parent.
    ///
    /// ```swift
    /// return childReduce(&state.child, childAction).map(AppAction.child)
    /// ```
    @MainActor
    public func map<Other>(_ transform: @escaping @MainActor (Action) -> Other) -> Command<Other> {
        switch operation {
        case .none:
            return .none
        case .send(let action):
            return Command<Other>(.send(transform(action)))
        case .run(let body, let handler):
            let mappedBody: @MainActor (Send<Other>) async throws -> Void = { send in
                try await body(Send<Action> { action in send(transform(action)) })
            }
            var mappedHandler: (@MainActor (any Error, Send<Other>) -> Void)?
            if let handler {
                mappedHandler = { error, send in
                    handler(error, Send<Action> { action in send(transform(action)) })
                }
            }
            return Command<Other>(.run(mappedBody, handler: mappedHandler))
        case .merge(let commands):
            return Command<Other>(.merge(commands.map { $0.map(transform) }))
        case .concatenate(let commands):
            return Command<Other>(.concatenate(commands.map { $0.map(transform) }))
        case .cancellable(let id, let cancelInFlight, let command):
            return Command<Other>(
                .cancellable(id: id, cancelInFlight: cancelInFlight, command.map(transform)))
        case .cancel(let id):
            return Command<Other>(.cancel(id: id))
        case .perform(let value):
            return Command<Other>(.perform(value))
        case .report(let error):
            return Command<Other>(.report(error))
        case .debounce(let id, let duration, let clock, let command):
            return Command<Other>(
                .debounce(id: id, duration: duration, clock: clock, command.map(transform)))
        case .throttle(let id, let duration, let clock, let trailing, let command):
            return Command<Other>(
                .throttle(
                    id: id, duration: duration, clock: clock, trailing: trailing, command.map(transform)))
        }
    }
}
