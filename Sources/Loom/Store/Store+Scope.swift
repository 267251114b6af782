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
        makeScope(state: toChild, path: nil, action: embed, removeDuplicates: isDuplicate)
    }

    /// Makes a child store on the member of the state at `keyPath`; see
    /// ``scope(state:action:removeDuplicates:)``. Key paths through several levels of scoping are
    /// joined into one, so a notification projects the root's state once, not once per level.
    ///
    /// ```swift
    /// let settings = appStore.scope(state: \.settings, action: AppAction.settings, removeDuplicates: ==)
    /// ```
    @inlinable
    public func scope<ChildState, ChildAction>(
        state keyPath: KeyPath<State, ChildState>,
        action embed: @escaping @MainActor (ChildAction) -> Action,
        removeDuplicates isDuplicate: @escaping (ChildState, ChildState) -> Bool
    ) -> Store<ChildState, ChildAction> {
        makeScope(
            state: Self.projection(keyPath), path: keyPath, action: embed, removeDuplicates: isDuplicate)
    }

    /// Makes a child store on an `Equatable` member of the state at `keyPath`; see
    /// ``scope(state:action:removeDuplicates:)``.
    ///
    /// ```swift
    /// let todos = appStore.scope(state: \.todos, action: AppAction.todos)
    /// ```
    @inlinable
    public func scope<ChildState: Equatable, ChildAction>(
        state keyPath: KeyPath<State, ChildState>,
        action embed: @escaping @MainActor (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        scope(state: keyPath, action: embed, removeDuplicates: { $0 == $1 })
    }

    /// A projection that reads the member at `keyPath`. Applying a key path goes through the
    /// runtime (and looks up generic metadata on every call); a key path to stored properties of
    /// structs is instead turned into its byte offset once, and read directly, as
    /// `MemoryLayout.offset(of:)` documents.
    @inlinable
    nonisolated static func projection<Part>(_ keyPath: KeyPath<State, Part>) -> (State) -> Part {
        guard let offset = MemoryLayout<State>.offset(of: keyPath) else { return { $0[keyPath: keyPath] } }
        return { state in
            withUnsafePointer(to: state) {
                UnsafeRawPointer($0).advanced(by: offset).assumingMemoryBound(to: Part.self).pointee
            }
        }
    }

    @inlinable
    func makeScope<ChildState, ChildAction>(
        state toChild: @escaping (State) -> ChildState,
        path: KeyPath<State, ChildState>?,
        action embed: @escaping @MainActor (ChildAction) -> Action,
        removeDuplicates isDuplicate: @escaping (ChildState, ChildState) -> Bool
    ) -> Store<ChildState, ChildAction> {
        // A child of a child reaches the root directly: its link composes this store's projection
        // and embedding with the new ones (made by this store's link, which knows the root's types).
        let link: Store<ChildState, ChildAction>.ParentLink
        if let parentLink {
            link = parentLink.childLink(state: toChild, path: path, action: embed, parent: self)
        } else {
            link = Store<ChildState, ChildAction>.RootedLink<State, Action>(
                root: self, project: toChild, path: path, forward: { [self] in send(embed($0)) },
                parent: self)
        }
        let child = Store<ChildState, ChildAction>(scopedFrom: link, isEqual: isDuplicate)
        // Made here, not inside the link, so that the comparison and the delivery are specialised
        // with the caller's types. `unowned`: the child cancels its subscription (its
        // `parentToken`) when it is released, so the root never calls a released child; a weak
        // reference would cost every delivery a side-table load.
        let receive: @MainActor (ChildState, ChildState) -> Void = { [unowned child] new, old in
            if isDuplicate(old, new) { return }
            child.parentDidChange(new, previous: old)
        }
        link.connect(receive)
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

extension Store {
    /// The link of a scoped store to a root store of type `Store<Root, RootAction>`: the projection
    /// from the root's state and the embedding into a root action, each composed once at scope
    /// time (key paths are joined into one key path).
    @MainActor
    @usableFromInline
    final class RootedLink<Root, RootAction>: ParentLink {
        @usableFromInline let root: Store<Root, RootAction>
        @usableFromInline let project: (Root) -> State
        @usableFromInline let path: KeyPath<Root, State>?

        /// `forward` sends an action of this store to the root, embedded.
        @usableFromInline
        init(
            root: Store<Root, RootAction>, project: @escaping (Root) -> State, path: KeyPath<Root, State>?,
            forward: @escaping @MainActor (Action) -> Void, parent: AnyObject
        ) {
            self.root = root
            self.project = project
            self.path = path
            super.init(read: { [root] in project(root.currentState) }, forward: forward, parent: parent)
        }

        @usableFromInline
        override func childLink<ChildState, ChildAction>(
            state toChild: @escaping (State) -> ChildState, path childPath: KeyPath<State, ChildState>?,
            action childEmbed: @escaping @MainActor (ChildAction) -> Action, parent: AnyObject
        ) -> Store<ChildState, ChildAction>.ParentLink {
            let composed: (Root) -> ChildState
            let composedPath: KeyPath<Root, ChildState>?
            if let path, let childPath {
                let joined = path.appending(path: childPath)
                composed = Store<Root, RootAction>.projection(joined)
                composedPath = joined
            } else {
                let project = self.project
                composed = { toChild(project($0)) }
                composedPath = nil
            }
            // The embedding goes through this link's `forward`, made where the root's types were
            // concrete, so the root's send stays specialised.
            let forward = self.forward
            return Store<ChildState, ChildAction>.RootedLink<Root, RootAction>(
                root: root, project: composed, path: composedPath, forward: { forward(childEmbed($0)) },
                parent: parent)
        }

        @inlinable
        override func connect(_ receive: @escaping @MainActor (State, State) -> Void) {
            let project = self.project
            attach = { [root] in
                root.subscribe { state, previous, _ in receive(project(state), project(previous)) }
            }
        }
    }
}
