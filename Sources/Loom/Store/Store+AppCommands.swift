extension Store {
    /// Makes a store whose reducer has the article's exact form, `(State, Action) -> (State, C?)`
    /// with the application's own command type `C`: the store runs none of those commands, it hands
    /// each one to the subscribers (see ``subscribe(commands:_:)``), and the subscriber performs it.
    ///
    /// This is the article's store (onevcat's ToDoDemo). It coexists with Loom's command runner: a
    /// reducer that also wants Loom's work (async work, cancellation, debounce, throttle) uses the
    /// in-place form and returns `.merge(.run { … }, .perform(appCommand))`.
    ///
    /// ```swift
    /// enum TodoCommand { case loadToDos }
    ///
    /// let store = Store(initialState: TodoState(), commands: TodoCommand.self) {
    ///     (state: TodoState, action: TodoAction) in
    ///     var state = state
    ///     switch action {
    ///     case .loadToDos:
    ///         return (state, .loadToDos)  // names the work; captures nothing
    ///     case .addToDos(let items):
    ///         state.todos = items + state.todos
    ///     default:
    ///         break
    ///     }
    ///     return (state, nil)
    /// }
    /// let token = store.subscribe(commands: TodoCommand.self) { state, previous, command in
    ///     render(state, previous)
    ///     if command == .loadToDos { storage.load { items in store.send(.addToDos(items)) } }
    /// }
    /// ```
    public convenience init<C>(
        initialState: State, commands: C.Type,
        reduce: @escaping @MainActor (_ state: State, _ action: Action) -> (State, C?),
        middleware: [Middleware<State, Action>] = []
    ) {
        self.init(
            initialState: initialState, reducer: Self.performing(reduce), middleware: middleware,
            isEqual: dynamicEquality(of: State.self))
    }

    static func performing<C>(
        _ reduce: @escaping @MainActor (State, Action) -> (State, C?)
    ) -> Reducer {
        { state, action in
            let (next, command) = reduce(state, action)
            state = next
            return command.map { .perform($0) } ?? .none
        }
    }

    /// Calls `subscriber` after every action with `(state, previousState, command)`, where `command`
    /// is the application's own command of type `C` that the reducer returned (see
    /// ``Command/perform(_:)``), or `nil`. The subscriber performs it: the store does not. Actions it
    /// sends while performing (now or from a completion handler) go through the store as usual,
    /// queued behind the current one.
    ///
    /// Every such subscriber receives the command; when several subscribe, decide which one performs
    /// it (usually the one that owns the side effect, such as the view controller in the article).
    ///
    /// ```swift
    /// let token = store.subscribe(commands: TodoCommand.self) { state, previous, command in
    ///     if state.todos != previous.todos { tableView.reloadData() }
    ///     if case .loadToDos(let completion)? = command { completion(storage.load()) }
    /// }
    /// ```
    public func subscribe<C>(
        commands: C.Type,
        _ subscriber: @escaping @MainActor (_ state: State, _ previous: State, _ command: C?) -> Void
    ) -> Token {
        subscribe { state, previous, command in
            subscriber(state, previous, command?.performed(as: C.self))
        }
    }
}
