extension Store {
    /// Makes a child store on the part of the state at `toChild`, whose actions are embedded into
    /// this store's with `embed`. The child reads its state from this store and forwards its
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
        state toChild: KeyPath<State, ChildState>,
        action embed: @escaping @MainActor (ChildAction) -> Action,
        removeDuplicates isDuplicate: @escaping (ChildState, ChildState) -> Bool
    ) -> Store<ChildState, ChildAction> {
        let link = Store<ChildState, ChildAction>.ParentLink(
            read: { [self] in currentState[keyPath: toChild] },
            forward: { [self] action in send(embed(action)) },
            attach: { [self] child in
                subscribe { [weak child] state, previous, _ in
                    let new = state[keyPath: toChild]
                    let old = previous[keyPath: toChild]
                    if isDuplicate(old, new) { return }
                    child?.parentDidChange(new, previous: old)
                }
            })
        return Store<ChildState, ChildAction>(
            scopedFrom: link, initialState: currentState[keyPath: toChild], isEqual: isDuplicate)
    }

    /// Makes a child store on an `Equatable` part of the state; see
    /// ``scope(state:action:removeDuplicates:)``.
    ///
    /// ```swift
    /// let todos = appStore.scope(state: \.todos, action: AppAction.todos)
    /// ```
    @inlinable
    public func scope<ChildState: Equatable, ChildAction>(
        state toChild: KeyPath<State, ChildState>,
        action embed: @escaping @MainActor (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        scope(state: toChild, action: embed, removeDuplicates: { $0 == $1 })
    }

    /// Whether this child store is linked to its parent's notifications (it has subscribers or
    /// observed members). Always `false` for a root store.
    var isAttachedToParent: Bool { parentToken != nil }

    func attachToParentIfNeeded() {
        guard let parentLink, parentToken == nil else { return }
        parentToken = parentLink.attach(self)
    }

    func detachFromParentIfUnused() {
        guard parentToken != nil, subscribers.isEmpty, !isObserved, mirror == nil else { return }
        parentToken?.cancel()
        parentToken = nil
    }

    @inlinable
    func parentDidChange(_ state: State, previous: State) {
        if isObserved { commitObserved(state, previous: previous) }
        deliver(state, previous: previous, command: nil)
    }
}
