extension Reduce {
    /// Adds a child feature over the member of the state at `keyPath`: an action that `action`
    /// extracts is reduced by `child` on that member, then by this reducer (which sees the child's
    /// change); every other action goes to this reducer only. The child's command is mapped into this
    /// reducer's actions with `action.embed`.
    ///
    /// ```swift
    /// let app = Reduce(appOwnReducer).scope(state: \.counter, action: counterCase, child: counterReducer)
    /// ```
    @MainActor
    public func scope<ChildState, ChildAction>(
        state keyPath: WritableKeyPath<State, ChildState>,
        action actionCase: ActionCase<Action, ChildAction>,
        child: @escaping Store<ChildState, ChildAction>.Reducer
    ) -> Reduce {
        let parent = reduce
        return Reduce { state, action in
            guard let childAction = actionCase.extract(action) else { return parent(&state, action) }
            let childCommand = child(&state[keyPath: keyPath], childAction)
            let parentCommand = parent(&state, action)
            if childCommand.isNone { return parentCommand }
            return .merge(childCommand.map { actionCase.embed($0) }, parentCommand)
        }
    }
}
