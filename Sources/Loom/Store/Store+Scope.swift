extension Store {
    /// Makes a child store on the part of the state that `toChild` reads (usually a key path such as
    /// `\.settings`), whose actions are embedded into this store's with `embed`. The child reads
    /// its state from the root store and sends its actions straight to the root, embedded (the
    /// reducer and the commands stay in the root store), however deep the scoping. Child
    /// subscribers and observers are told only when the child's part changes (compared with
    /// `isDuplicate`).
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
        makeScope(state: toChild, action: embed, removeDuplicates: isDuplicate)
    }

    /// Makes a child store on the member of the state at `keyPath`; see
    /// ``scope(state:action:removeDuplicates:)``. A key path to stored members of structs is read
    /// by its byte offset, as fast as a closure such as `{ $0.settings }`.
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
        makeScope(state: Self.projection(keyPath), action: embed, removeDuplicates: isDuplicate)
    }

    /// Makes a child store on an `Equatable` member of the state at `keyPath`; see
    /// ``scope(state:action:removeDuplicates:)-(KeyPath<State,ChildState>,_,_)``.
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
        action embed: @escaping @MainActor (ChildAction) -> Action,
        removeDuplicates isDuplicate: @escaping (ChildState, ChildState) -> Bool
    ) -> Store<ChildState, ChildAction> {
        typealias Receiver = ScopedCore<ChildState, ChildAction>.PartsReceiver
        // A child of a child reaches the root directly, through closures composed here.
        let read: @MainActor () -> ChildState
        let forward: @MainActor (ChildAction) -> Void
        let subscribeParts: @MainActor (@escaping Receiver) -> ScopedCore<ChildState, ChildAction>.PartsLink
        // The root core is bound here, typed, so that the child's send inlines the root's
        // processing specialised with the caller's types (see ``rootCore``).
        if let root = rootCore {
            read = { toChild(root.state) }
            forward = { root.send(embed($0)) }
            subscribeParts = { [self] receive in
                let (token, retarget) = subscribeRetargetable { state, _ in receive(toChild(state)) }
                return (token, { next in retarget { state, _ in next(toChild(state)) } })
            }
        } else {
            let parent = core
            let parentRead: @MainActor () -> State
            let parentForward: @MainActor (Action) -> Void
            if let scoped = parent as? ScopedCore<State, Action> {
                // A child store's core: its own closures, without a call through the protocol.
                parentRead = scoped.read
                parentForward = scoped.forward
            } else {
                parentRead = { parent.state }
                parentForward = { parent.send($0) }
            }
            read = { toChild(parentRead()) }
            forward = { parentForward(embed($0)) }
            // The parent projects its part once per commit and hands it to each child that follows it.
            subscribeParts = { receive in
                let parentFollowers = parent.followers
                let id = parentFollowers.addChild { part in receive(toChild(part)) }
                parent.followersChanged()
                let token = Token.onMainActor { [weak parentFollowers] in parentFollowers?.removeChild(id: id)
                }
                return (
                    token,
                    { [weak parentFollowers] next in
                        parentFollowers?.retargetChild(id: id) { part in next(toChild(part)) }
                    }
                )
            }
        }
        let followers = StoreFollowers<ChildState, ChildAction>()
        let core = ScopedCore(
            read: read, forward: forward, subscribeParts: subscribeParts, followers: followers, parent: self,
            commands: core.commands)
        // Made here, not inside the core, so that the comparison and the delivery are specialised
        // with the caller's types. `unowned`: the core cancels its subscription to its parent when it
        // is released, so the parent never calls a released core; a weak reference would cost every
        // delivery a side-table load. The common case (the child has subscribers and nothing else)
        // goes to its subscribers directly: loading an `unowned` reference costs an atomic retain and
        // release. The previous part is the one kept from the last commit, not a second projection.
        core.receiver = { [unowned core] new in
            if followers.hasOwnFollowers {
                let old = followers.lastPart ?? new
                followers.lastPart = new
                if !isDuplicate(old, new) {
                    if followers.hasOnlySubscribers {
                        followers.forEachSubscriber { $0(new, old, nil) }
                    } else {
                        core.partDidChange(new, previous: old)
                    }
                }
            } else if followers.children.isEmpty {
                core.detach()
                return
            }
            if !followers.children.isEmpty { followers.tellChildren(new) }
        }
        followers.onChange = { [weak core] in core?.refreshLink() }
        return Store<ChildState, ChildAction>(scoped: core, isEqual: isDuplicate) { action in
            forward(action)
            if !followers.actionListeners.isEmpty { followers.publish(action) }
        }
    }
    /// Subscribes `subscriber` (current state only) and returns its token, and what replaces the
    /// subscriber in place (a child store of this root store re-linking, see
    /// ``ScopedCore/refreshLink()``).
    @usableFromInline
    func subscribeRetargetable(
        _ subscriber: @escaping @MainActor (State, Command<Action>?) -> Void
    ) -> (Token, @MainActor (@escaping @MainActor (State, Command<Action>?) -> Void) -> Void) {
        let token = subscribe(subscriber)
        let id = followers.lastSubscriberID
        return (
            token,
            { [weak followers] subscriber in followers?.retargetSubscriber(id: id, current: subscriber) }
        )
    }
}
