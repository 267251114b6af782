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
    /// One subscriber. It gets the previous state too (``withPrevious``) or the current state only
    /// (``current``), as ``wantsPrevious`` says; the other closure is never called. Both are
    /// constants and not optional, so that a delivery calls them from the entry without a retain (an
    /// optional closure is copied to be unwrapped); a child store re-linking replaces the whole entry
    /// (see ``retargetSubscriber(id:current:)``). `isActive` turns false when it is removed, so a
    /// delivery in progress skips it.
    @usableFromInline
    final class Subscriber {
        @usableFromInline let wantsPrevious: Bool
        @usableFromInline let withPrevious: @MainActor (State, State, Command<Action>?) -> Void
        @usableFromInline let current: @MainActor (State, Command<Action>?) -> Void
        @exclusivity(unchecked) @usableFromInline var isActive = true
        let id: Int

        init(id: Int, _ callback: @escaping @MainActor (State, State, Command<Action>?) -> Void) {
            self.id = id
            self.wantsPrevious = true
            self.withPrevious = callback
            self.current = { _, _ in }
        }

        init(id: Int, current callback: @escaping @MainActor (State, Command<Action>?) -> Void) {
            self.id = id
            self.wantsPrevious = false
            self.withPrevious = { _, _, _ in }
            self.current = callback
        }

        /// Calls the subscriber with the state, and the previous state if it asked for it.
        @inlinable
        @MainActor
        func callAsFunction(_ state: State, _ previous: State, _ command: Command<Action>?) {
            if wantsPrevious {
                withPrevious(state, previous, command)
            } else {
                current(state, command)
            }
        }
    }

    /// A subscriber in the list: the list's own (strong) reference, and the same reference
    /// unretained, which a delivery reads (see ``forEachSubscriber(_:)``).
    @usableFromInline
    struct Slot {
        let subscriber: Subscriber
        @usableFromInline let unretained: Unmanaged<Subscriber>

        init(_ subscriber: Subscriber) {
            self.subscriber = subscriber
            self.unretained = .passUnretained(subscriber)
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
    /// The subscribers, in subscription order, with those removed during a delivery until it ends.
    ///
    /// A delivery walks the list without retaining each subscriber (two atomic operations per
    /// subscriber and per store level, about a quarter of a send through three scopes). That is safe
    /// because no slot leaves the list while a delivery walks it (``deliveryDepth`` > 0): a subscriber
    /// removed meanwhile (a subscriber cancelling itself or another) is only marked inactive, one
    /// replaced meanwhile (a child store re-linking the entry that is running) is kept in ``retired``,
    /// and both are released once the outermost delivery ends (``releaseLeftovers()``). A subscriber
    /// added meanwhile is appended past the end the delivery read when it began: it is told of the
    /// next commit, not of this one.
    @exclusivity(unchecked) @usableFromInline private(set) var slots: ContiguousArray<Slot> = []
    /// How many deliveries are walking ``slots`` (more than one when a subscriber restores a state).
    @exclusivity(unchecked) @usableFromInline var deliveryDepth = 0
    /// Whether a delivery left inactive slots or retired subscribers to release once it ends.
    @exclusivity(unchecked) @usableFromInline var hasLeftovers = false
    /// Subscribers replaced while a delivery walked the list: it may be running one of them.
    private var retired: [Subscriber] = []
    /// The number of active subscribers.
    @exclusivity(unchecked) @usableFromInline private(set) var subscriberCount = 0
    /// The active subscribers, in subscription order (for tests).
    var subscribers: ContiguousArray<Subscriber> {
        ContiguousArray(slots.lazy.map(\.subscriber).filter(\.isActive))
    }
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
    var lastSubscriberID: Int { slots.last?.subscriber.id ?? 0 }
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
    var hasOwnFollowers: Bool { subscriberCount > 0 || observation != nil || property != nil }

    /// Whether the store's own followers are subscribers and nothing else (child stores aside).
    @inlinable
    var hasOnlySubscribers: Bool { observation == nil && property == nil && subscriberCount > 0 }

    /// How many subscribers ask for the previous state: while none does, a root store's send lets the
    /// reducer change the state in place, keeping no copy of it.
    @exclusivity(unchecked) @usableFromInline private(set) var previousWanted = 0

    /// Adds a subscriber that gets the previous state too; returns its number, for
    /// ``removeSubscriber(id:)``.
    func addSubscriber(_ callback: @escaping @MainActor (State, State, Command<Action>?) -> Void) -> Int {
        nextID &+= 1
        slots.append(Slot(Subscriber(id: nextID, callback)))
        subscriberCount += 1
        previousWanted += 1
        onChange?()
        return nextID
    }

    /// Adds a subscriber that gets the current state only; returns its number, for
    /// ``removeSubscriber(id:)``.
    func addSubscriber(current callback: @escaping @MainActor (State, Command<Action>?) -> Void) -> Int {
        nextID &+= 1
        slots.append(Slot(Subscriber(id: nextID, current: callback)))
        subscriberCount += 1
        onChange?()
        return nextID
    }

    /// Removes the subscriber numbered `id`, if it is still there: at once, or, during a delivery,
    /// once it ends (see ``slots``). It is released after the list changed: its closure's captures
    /// may cancel other tokens of this store when they go.
    func removeSubscriber(id: Int) {
        guard let index = activeSlotIndex(id: id) else { return }
        let subscriber = slots[index].subscriber
        subscriber.isActive = false
        subscriberCount -= 1
        if subscriber.wantsPrevious { previousWanted -= 1 }
        if deliveryDepth > 0 {
            hasLeftovers = true
        } else {
            slots.remove(at: index)
        }
        if !hasOwnFollowers { lastPart = nil }
        onChange?()
        withExtendedLifetime(subscriber) {}
    }

    /// Replaces what the subscriber numbered `id` (one that gets the current state only) is called
    /// with, keeping its place among the subscribers. The entry it replaces is released at once, or,
    /// during a delivery (which may be running it), once the delivery ends.
    @usableFromInline
    func retargetSubscriber(id: Int, current callback: @escaping @MainActor (State, Command<Action>?) -> Void)
    {
        guard let index = activeSlotIndex(id: id) else { return }
        let replaced = slots[index].subscriber
        slots[index] = Slot(Subscriber(id: id, current: callback))
        if deliveryDepth > 0 {
            retired.append(replaced)
            hasLeftovers = true
        }
        withExtendedLifetime(replaced) {}
    }

    /// The place of the active subscriber numbered `id`.
    private func activeSlotIndex(id: Int) -> Int? {
        slots.firstIndex { $0.subscriber.id == id && $0.subscriber.isActive }
    }

    /// Calls `body` with each subscriber that is active when the walk reaches it, in subscription
    /// order, from the first to the last one subscribed before the walk began, without retaining them
    /// (see ``slots``).
    @inlinable
    @inline(__always)
    func forEachSubscriber(_ body: (Subscriber) -> Void) {
        let end = slots.count
        if end == 0 { return }
        deliveryDepth &+= 1
        var index = 0
        while index < end {
            withGuaranteedReference(slots[index].unretained) { subscriber in
                if subscriber.isActive { body(subscriber) }
            }
            index &+= 1
        }
        deliveryDepth &-= 1
        if hasLeftovers && deliveryDepth == 0 { releaseLeftovers() }
    }

    /// Drops the slots of the subscribers removed and the entries replaced during the deliveries
    /// that just ended, and releases them, after the list changed.
    @usableFromInline
    func releaseLeftovers() {
        hasLeftovers = false
        let removed = slots.filter { !$0.subscriber.isActive }
        slots.removeAll { !$0.subscriber.isActive }
        let replaced = retired
        retired = []
        withExtendedLifetime((removed, replaced)) {}
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
        forEachSubscriber { $0(state, previous, command) }
        if let property { property.value = state }
    }

    /// Tells every subscriber, then the property mirror, about a commit whose previous state was not
    /// kept: only when no subscriber asks for it (``previousWanted`` is 0).
    @inlinable
    func deliver(_ state: State, command: Command<Action>?) {
        forEachSubscriber { subscriber in
            if !subscriber.wantsPrevious { subscriber.current(state, command) }
        }
        if let property { property.value = state }
    }
}

/// Calls `body` with the object `reference` refers to, without retaining it: the caller guarantees
/// that something else keeps it alive until `body` returns.
///
/// A function of this module (Swift 6 mode), not `_withUnsafeGuaranteedRef` called with a closure
/// written in main-actor code: the standard library's function is not checked for strict
/// concurrency, so the compiler would check the closure's executor at run time on every call
/// (SE-0423), which costs more than the retain it saves.
@inlinable
@inline(__always)
func withGuaranteedReference<Object: AnyObject>(_ reference: Unmanaged<Object>, _ body: (Object) -> Void) {
    reference._withUnsafeGuaranteedRef(body)
}
