/// Sees every action a store processes, before and after the reducer: it can log it, transform
/// it, drop it, or send more actions.
///
/// `before` returns the action to reduce (the same one, another one, or `nil` to drop it); `after`
/// sees the action with the state it produced and the state before. Actions a middleware sends
/// through the context are queued behind the current one (first in, first out).
///
/// ```swift
/// let dropEmpty = Middleware<TodoState, TodoAction>(before: { action, _ in
///     if case .add(let items) = action, items.isEmpty { return nil }
///     return action
/// })
/// let audit = Middleware<TodoState, TodoAction>(after: { action, state, previous, _ in
///     print(action, previous.todos.count, "→", state.todos.count)
/// })
/// let store = Store(initialState: TodoState(), reducer: todoReducer, middleware: [dropEmpty, audit])
/// ```
public struct Middleware<State, Action> {
    /// Called before the reducer; returns the action to reduce, or `nil` to drop it.
    var before: @MainActor (_ action: Action, _ context: MiddlewareContext<State, Action>) -> Action?
    /// Called after the reducer with the action, the new state and the previous state.
    var after:
        @MainActor (
            _ action: Action, _ state: State, _ previous: State, _ context: MiddlewareContext<State, Action>
        ) -> Void

    /// Makes a middleware from a `before` and an `after` hook (each does nothing by default).
    public init(
        before:
            @escaping @MainActor (_ action: Action, _ context: MiddlewareContext<State, Action>) -> Action? =
            {
                action, _ in action
            },
        after:
            @escaping @MainActor (
                _ action: Action, _ state: State, _ previous: State,
                _ context: MiddlewareContext<State, Action>
            ) -> Void = { _, _, _, _ in }
    ) {
        self.before = before
        self.after = after
    }
}

/// What a ``Middleware`` can do with its store: read the current state and send more actions.
///
/// ```swift
/// Middleware<AppState, AppAction>(after: { action, state, _, context in
///     if case .loggedIn = action { context.send(.loadProfile) }
/// })
/// ```
@MainActor
public struct MiddlewareContext<State, Action> {
    /// The core of the root store the middleware belongs to (it owns the middleware).
    unowned let core: RootCore<State, Action>

    /// The store's current state.
    public var state: State { core.state }

    /// Sends `action` to the store; it is processed after the current action (first in, first out).
    public func send(_ action: Action) {
        core.send(action)
    }
}
