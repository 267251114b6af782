extension Store {
    /// Makes a child store on the part of the state that `toChild` reads (usually a key path such as
    /// `\.settings`), whose actions are embedded into this store's with `embed`. The child reads its state from this store and forwards its
    /// actions here (the reducer and the commands stay in the root store). Child subscribers and
    /// observers are told only when the child's part changes (compared with `isDuplicate`).
    ///
    /// A child without subscribers or observed members costs nothing on a send: only children that
    /// are followed take part, each with one comparison of its part. The child keeps its parent
    /// alive; the parent does not keep the child.
    ///
    /// ```swift
    /// let settings = appStore.scope(state: \.settings, action: AppAction.settings, removeDuplicates: { $0 == $1 })
    /// settings.send(.toggleDarkMode)
    /// ```
    @inlinable
    public func scope<ChildState, ChildAction>(
        state toChild: @escaping (State) -> ChildState,
        action embed: @escaping @MainActor (ChildAction) -> Action,
        removeDuplicates isDuplicate: @escaping (ChildState, ChildState) -> Bool
    ) -> Store<ChildState, ChildAction> {
        let link = Store<ChildState, ChildAction>.ParentLink(
            read: { [self] in toChild(currentState) },
            forward: { [self] action in send(embed(action)) })
        let child = Store<ChildState, ChildAction>(
            scopedFrom: link, initialState: toChild(currentState), isEqual: isDuplicate)
        // Made here, not inside `attach`, so that it is specialised with the caller's types.
        // `unowned`: the child cancels this subscription (its `parentToken`) when it is released,
        // so the parent never calls a released child; a weak reference would cost every delivery a
        // side-table load.
        let notify: @MainActor (State, State, Command<Action>?) -> Void = {
            [unowned child] state, previous, _ in
            let new = toChild(state)
            let old = toChild(previous)
            if isDuplicate(old, new) { return }
            child.parentDidChange(new, previous: old)
        }
        link.attach = { [self] in subscribe(notify) }
        return child
    }

    /// Makes a child store on an `Equatable` part of the state; see
    /// ``scope(state:action:removeDuplicates:)``.
    ///
    /// ```swift
    /// let todos = appStore.scope(state: \.todos, action: AppAction.todos)
    /// ```
    @inlinable
    public func scope<ChildState: Equatable, ChildAction>(
        state toChild: @escaping (State) -> ChildState,
        action embed: @escaping @MainActor (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        scope(state: toChild, action: embed, removeDuplicates: { $0 == $1 })
    }

    /// Whether this child store is linked to its parent's notifications (it has subscribers or
    /// observed members). Always `false` for a root store.
    var isAttachedToParent: Bool { parentToken != nil }

    func attachToParentIfNeeded() {
        guard let parentLink, parentToken == nil else { return }
        parentToken = parentLink.attach()
    }

    @usableFromInline
    func detachFromParentIfUnused() {
        guard parentToken != nil, subscribers.isEmpty, !isObserved, mirror == nil else { return }
        parentToken?.cancel()
        parentToken = nil
    }

    @inlinable
    func parentDidChange(_ state: State, previous: State) {
        if subscriberList.entries.isEmpty && !isObserved && mirror == nil {
            detachFromParentIfUnused()
            return
        }
        if isObserved { commitObserved(state, previous: previous) }
        deliver(state, previous: previous, command: nil)
    }
}
