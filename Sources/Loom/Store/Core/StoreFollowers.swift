/// Who follows a store, in one place: its subscribers, its Observation bookkeeping (made when
/// something first reads the store through Observation), its ``Store/property`` mirror (made on
/// first use), and the listeners of its actions.
///
/// A store pays for each kind of follower only once it has one: a send with no observation and no
/// property goes to the subscribers and nowhere else. A scoped store follows its parent exactly while
/// it has a follower (``isEmpty`` is false); a scoped store with subscribers only gets its part
/// delivered straight to them (``hasOnlySubscribers``).
///
/// The followers are an object of their own, shared by the store and its core (and, for a child
/// store, by the closure that delivers its part).
@MainActor
@usableFromInline
final class StoreFollowers<State, Action> {
    /// One subscriber; `isActive` turns false when it is removed, so a delivery already iterating a
    /// snapshot of the list skips it. It gets the previous state too (``withPrevious``) or the
    /// current state only (``current``): exactly one of the two is set.
    @usableFromInline
    final class Subscriber {
        @usableFromInline let withPrevious: (@MainActor (State, State, Command<Action>?) -> Void)?
        /// Replaced in place when a child store re-links (see ``retargetSubscriber(id:current:)``).
        @exclusivity(unchecked) @usableFromInline var current: (@MainActor (State, Command<Action>?) -> Void)?
        @exclusivity(unchecked) @usableFromInline var isActive = true
        let id: Int

        init(id: Int, _ callback: @escaping @MainActor (State, State, Command<Action>?) -> Void) {
            self.id = id
            self.withPrevious = callback
            self.current = nil
        }

        init(id: Int, current callback: @escaping @MainActor (State, Command<Action>?) -> Void) {
            self.id = id
            self.withPrevious = nil
            self.current = callback
        }

        /// Calls the subscriber with the state, and the previous state if it asked for it.
        @inlinable
        @MainActor
        func callAsFunction(_ state: State, _ previous: State, _ command: Command<Action>?) {
            // `if let`, not `unsafelyUnwrapped`: a generic property returning the closure would
            // re-abstract it, which allocates a thunk at every call.
            if let withPrevious {
                withPrevious(state, previous, command)
            } else if let current {
                current(state, command)
            }
        }
    }

    /// A listener of the store's actions (``Store/observeActions(_:)``).
    @usableFromInline
    final class ActionListener {
        let callback: @MainActor (Action) -> Void
        var isActive = true
        let id: Int

        init(id: Int, _ callback: @escaping @MainActor (Action) -> Void) {
            self.id = id
            self.callback = callback
        }
    }

    /// A child store scoped from this one that follows it (for a child store; a root store's children
    /// subscribe to it).
    @usableFromInline
    final class Child {
        /// Replaced in place when the child re-links (see ``retargetChild(id:_:)``).
        @exclusivity(unchecked) @usableFromInline var receive: @MainActor (State) -> Void
        @exclusivity(unchecked) @usableFromInline var isActive = true
        let id: Int

        init(id: Int, _ receive: @escaping @MainActor (State) -> Void) {
            self.id = id
            self.receive = receive
        }
    }

    /// The listeners of this store's actions, in the order they were added. They follow the
    /// actions, not the state: a child store with only action listeners is not linked to its root's
    /// commits.
    @exclusivity(unchecked) @usableFromInline private(set) var actionListeners:
        ContiguousArray<ActionListener> =
            []
    /// The subscribers, in subscription order.
    @exclusivity(unchecked) @usableFromInline private(set) var subscribers: ContiguousArray<Subscriber> = []
    /// The child stores scoped from this (child) store that follow it, in the order they began to.
    @exclusivity(unchecked) @usableFromInline private(set) var children: ContiguousArray<Child> = []
    /// For a child store that has followers of its own: its part as of the root's last commit, which
    /// is the previous part at the next one (kept instead of projecting the root's previous state
    /// again); `nil` otherwise.
    @exclusivity(unchecked) @usableFromInline var lastPart: State?
    /// The Observation bookkeeping, once something has read the store through Observation.
    @exclusivity(unchecked) @usableFromInline private(set) var observation: StoreObservation<State, Action>?
    /// The state as a Loom property, once ``Store/property`` has been asked for.
    @exclusivity(unchecked) @usableFromInline private(set) var property: MutableProperty<State>?
    private var nextID = 0
    /// The number of the subscriber added last.
    var lastSubscriberID: Int { subscribers.last?.id ?? 0 }
    /// Told after the followers or children change: a child store re-links the cheapest way (see
    /// ``ScopedCore/refreshLink()``).
    @usableFromInline var onChange: (@MainActor () -> Void)?

    @usableFromInline
    init() {}

    /// Whether nobody follows the store: no follower of its own and no child store.
    @inlinable
    var isEmpty: Bool { !hasOwnFollowers && children.isEmpty }

    /// Whether Observation compares members (or the whole state) at the next commit: some were read
    /// since their last report.
    @inlinable
    var isObservationArmed: Bool {
        if let observation { return observation.armedCount > 0 }
        return false
    }

    /// Whether the store has subscribers, Observation bookkeeping or a property (child stores aside).
    @inlinable
    var hasOwnFollowers: Bool { !subscribers.isEmpty || observation != nil || property != nil }

    /// Whether the store's own followers are subscribers and nothing else (child stores aside).
    @inlinable
    var hasOnlySubscribers: Bool { observation == nil && property == nil && !subscribers.isEmpty }

    /// How many subscribers ask for the previous state: while none does, a root store's send lets the
    /// reducer change the state in place, keeping no copy of it.
    @exclusivity(unchecked) @usableFromInline private(set) var previousWanted = 0

    /// Adds a subscriber that gets the previous state too; returns its number, for
    /// ``removeSubscriber(id:)``.
    func addSubscriber(_ callback: @escaping @MainActor (State, State, Command<Action>?) -> Void) -> Int {
        nextID &+= 1
        subscribers.append(Subscriber(id: nextID, callback))
        previousWanted += 1
        onChange?()
        return nextID
    }

    /// Adds a subscriber that gets the current state only; returns its number, for
    /// ``removeSubscriber(id:)``.
    func addSubscriber(current callback: @escaping @MainActor (State, Command<Action>?) -> Void) -> Int {
        nextID &+= 1
        subscribers.append(Subscriber(id: nextID, current: callback))
        onChange?()
        return nextID
    }

    /// Removes the subscriber numbered `id`, if it is still there.
    func removeSubscriber(id: Int) {
        guard let index = subscribers.firstIndex(where: { $0.id == id }) else { return }
        subscribers[index].isActive = false
        if subscribers[index].withPrevious != nil { previousWanted -= 1 }
        subscribers.remove(at: index)
        if !hasOwnFollowers { lastPart = nil }
        onChange?()
    }

    /// Replaces what the subscriber numbered `id` (one that gets the current state only) is called
    /// with, keeping its place among the subscribers.
    @usableFromInline
    func retargetSubscriber(id: Int, current callback: @escaping @MainActor (State, Command<Action>?) -> Void)
    {
        guard let index = subscribers.firstIndex(where: { $0.id == id }) else { return }
        subscribers[index].current = callback
    }

    /// The Observation bookkeeping, made on first use for `store`.
    @usableFromInline
    func observation(of store: Store<State, Action>) -> StoreObservation<State, Action> {
        if let observation { return observation }
        let made = StoreObservation(store: store)
        observation = made
        onChange?()
        return made
    }

    /// Adds a listener of the store's actions; returns its number, for ``removeActionListener(id:)``.
    func addActionListener(_ listener: @escaping @MainActor (Action) -> Void) -> Int {
        nextID &+= 1
        actionListeners.append(ActionListener(id: nextID, listener))
        return nextID
    }

    /// Removes the action listener numbered `id`, if it is still there.
    func removeActionListener(id: Int) {
        guard let index = actionListeners.firstIndex(where: { $0.id == id }) else { return }
        actionListeners[index].isActive = false
        actionListeners.remove(at: index)
    }

    /// Tells the action listeners, in the order they were added, about `action`.
    @usableFromInline
    func publish(_ action: Action) {
        for listener in actionListeners where listener.isActive { listener.callback(action) }
    }

    /// Adds a child store scoped from this (child) store, which follows it: `receive` gets this store's
    /// part after each commit of the root, whether or not it changed (the child compares its own).
    /// Returns its number, for ``removeChild(id:)``.
    @usableFromInline
    func addChild(_ receive: @escaping @MainActor (State) -> Void) -> Int {
        nextID &+= 1
        children.append(Child(id: nextID, receive))
        onChange?()
        return nextID
    }

    /// Removes the child numbered `id`, if it is still there.
    @usableFromInline
    func removeChild(id: Int) {
        guard let index = children.firstIndex(where: { $0.id == id }) else { return }
        children[index].isActive = false
        children.remove(at: index)
        onChange?()
    }

    /// Replaces what the child numbered `id` is called with, keeping its place among the children.
    @usableFromInline
    func retargetChild(id: Int, _ receive: @escaping @MainActor (State) -> Void) {
        guard let index = children.firstIndex(where: { $0.id == id }) else { return }
        children[index].receive = receive
        onChange?()
    }

    /// Gives `part` to the children that follow this store, in the order they began to follow it.
    @inlinable
    func tellChildren(_ part: State) {
        for child in children where child.isActive { child.receive(part) }
    }

    /// The property mirror, made on first use with `state`.
    func property(startingWith state: @autoclosure () -> State) -> MutableProperty<State> {
        if let property { return property }
        let made = MutableProperty(state())
        property = made
        onChange?()
        return made
    }

    /// Tells every subscriber, then the property mirror, about a commit.
    @inlinable
    func deliver(_ state: State, previous: State, command: Command<Action>?) {
        for subscriber in subscribers where subscriber.isActive {
            subscriber(state, previous, command)
        }
        if let property { property.value = state }
    }

    /// Tells every subscriber, then the property mirror, about a commit whose previous state was not
    /// kept: only when no subscriber asks for it (``previousWanted`` is 0).
    @inlinable
    func deliver(_ state: State, command: Command<Action>?) {
        for subscriber in subscribers where subscriber.isActive {
            if let current = subscriber.current { current(state, command) }
        }
        if let property { property.value = state }
    }
}
