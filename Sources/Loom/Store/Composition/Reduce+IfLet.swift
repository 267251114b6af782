extension Reduce {
    /// Adds an optional child feature, which exists while the member at `keyPath` is not `nil` (a
    /// sheet, a detail screen): an action that `action` extracts is reduced by `child` on the member
    /// while it is there, then by this reducer. The child's commands run under an identifier of this
    /// member and are cancelled when an action makes it `nil`, so a dismissed child never sends another
    /// action.
    ///
    /// A child action that arrives while the member is `nil` (a command or a view that outlived the
    /// child) is not reduced by the child: it is reported to the store's ``Store/commandErrorHandler``
    /// as ``CompositionError/childNotPresent(member:action:)``, and this reducer still gets it.
    ///
    /// ```swift
    /// let app = Reduce(appOwnReducer).ifLet(\.editor, action: editorCase, then: editorReducer)
    /// ```
    @MainActor
    public func ifLet<ChildState, ChildAction>(
        _ keyPath: WritableKeyPath<State, ChildState?>,
        action actionCase: ActionCase<Action, ChildAction>,
        then child: @escaping Store<ChildState, ChildAction>.Reducer
    ) -> Reduce {
        let parent = reduce
        let cancelID = ChildCancelID(member: keyPath, element: nil)
        return Reduce { state, action in
            var childCommand = Command<Action>.none
            if let childAction = actionCase.extract(action) {
                if state[keyPath: keyPath] != nil {
                    childCommand = child(&state[keyPath: keyPath]!, childAction)
                        .map { actionCase.embed($0) }
                        .cancellable(id: cancelID)
                } else {
                    childCommand = .report(
                        CompositionError.childNotPresent(
                            member: "\(keyPath)", action: "\(childAction)"))
                }
            }
            let wasPresent = state[keyPath: keyPath] != nil
            let parentCommand = parent(&state, action)
            let dismissed = wasPresent && state[keyPath: keyPath] == nil
            return .merge(childCommand, parentCommand, dismissed ? .cancel(id: cancelID) : .none)
        }
    }
}
