/// The core of a scoped (child) store: it owns no state and processes nothing. It reads its part from
/// the root store's state, forwards its actions to the root store (embedded), and follows the root's
/// commits while somebody follows it.
///
/// Its links are composed once, at scope time, from its parent's, in code specialised with the
/// caller's types: `read` projects the root's state to this store's part and `forward` embeds an
/// action into a root action and sends it to the root, so a send through several levels of scoping
/// calls the root at once. `subscribeParts` follows the parent's parts after each commit of the root:
/// a child of the root subscribes to the root, a child of a child is one of its parent's children.
/// Each followed level projects its part once per commit and hands it to its own children; a level
/// with followers of its own keeps its last part, the previous part of the next commit, and compares
/// the two with its duplicate test (an intermediate level that only passes its part on compares
/// nothing).
///
/// The child is linked to its parent exactly while it has a follower (of its own or a child store):
/// it attaches when it gets its first one and detaches at the first notification after its last one
/// left, so a scope nobody follows costs a send nothing.
@MainActor
@usableFromInline
final class ScopedCore<State, Action>: StoreCore {
    /// Gets a child's part after each commit of the root.
    @usableFromInline typealias PartsReceiver = @MainActor (State) -> Void
    /// A link to the parent: its token, and what replaces the receiver it calls (in place).
    @usableFromInline typealias PartsLink = (
        token: Token, retarget: @MainActor (@escaping PartsReceiver) -> Void
    )

    @usableFromInline let read: @MainActor () -> State
    @usableFromInline let forward: @MainActor (Action) -> Void
    @usableFromInline let subscribeParts: @MainActor (@escaping PartsReceiver) -> PartsLink
    @usableFromInline let followers: StoreFollowers<State, Action>
    /// What this child does with the root's commits; set right after the core is made (it refers
    /// to the core).
    @usableFromInline var receiver: PartsReceiver?
    /// The store this child was scoped from, kept alive by the child (never the reverse).
    let parent: AnyObject
    /// The subscription to the root's commits, while somebody follows this child.
    private var attachment: Token?
    /// Replaces the receiver the parent calls, while linked.
    private var retarget: (@MainActor (@escaping PartsReceiver) -> Void)?
    /// What runs the commands of this store tree: the root store's.
    @usableFromInline let commands: any StoreCommands

    @usableFromInline
    init(
        read: @escaping @MainActor () -> State, forward: @escaping @MainActor (Action) -> Void,
        subscribeParts: @escaping @MainActor (@escaping PartsReceiver) -> PartsLink,
        followers: StoreFollowers<State, Action>, parent: AnyObject, commands: any StoreCommands
    ) {
        self.commands = commands
        self.read = read
        self.forward = forward
        self.subscribeParts = subscribeParts
        self.followers = followers
        self.parent = parent
    }

    /// Whether this child follows the root's commits.
    @usableFromInline var isAttachedToParent: Bool { attachment != nil }

    /// This child's part of the root's current state.
    @usableFromInline var state: State { read() }

    /// Forwards `action` to the root store, embedded, then tells this child's action listeners.
    @inlinable
    func send(_ action: Action) {
        forward(action)
        if !followers.actionListeners.isEmpty { followers.publish(action) }
    }

    /// Forwards `action` to the root, which replays it without its command.
    @usableFromInline
    func processWithoutCommand(_ action: Action) {
        forward(action)
    }

    /// Refuses: a child store's actions are processed by its root store, whose middleware sees them
    /// (embedded); a middleware of a child store would see nothing.
    @usableFromInline
    func addMiddleware(_ middleware: Middleware<State, Action>) -> Token {
        preconditionFailure(
            "Loom.Store: addMiddleware on a child store; its actions are processed by its root store: "
                + "add the middleware to the root store.")
    }

    /// Links this child to its parent if somebody follows it and it is not linked yet, and starts
    /// keeping its part once it has followers of its own.
    @usableFromInline
    func followersChanged() {
        if followers.lastPart == nil && followers.hasOwnFollowers { followers.lastPart = read() }
        guard attachment == nil, !followers.isEmpty, let receiver = linkedReceiver else { return }
        let link = subscribeParts(receiver)
        attachment = link.token
        retarget = link.retarget
    }

    /// What the parent calls with this child's part: the receiver, or, while this child only passes
    /// its part on to one child store (no follower of its own), that child's entry, so that a send
    /// reaching a followed leaf through intermediate levels nobody follows goes down one composed
    /// projection per level, without each level's checks and child list.
    var linkedReceiver: PartsReceiver? {
        if !followers.hasOwnFollowers && followers.children.count == 1 {
            return followers.children[0].receive
        }
        return receiver
    }

    /// Re-links, in place, after this child's followers or children changed (or its only child
    /// re-linked), through ``linkedReceiver``.
    @usableFromInline
    func refreshLink() {
        guard let retarget, let receiver = linkedReceiver else { return }
        retarget(receiver)
    }

    /// Unlinks this child from its parent (nobody follows it any more).
    @usableFromInline
    func detach() {
        attachment?.cancel()
        attachment = nil
        retarget = nil
        followers.lastPart = nil
    }

    /// A commit of the root changed this child's part (it has followers other than subscribers):
    /// Observation, subscribers and the property are told.
    @usableFromInline
    func partDidChange(_ state: State, previous: State) {
        followers.observation?.commit(state, previous: previous, isRestore: false) {}
        followers.deliver(state, previous: previous, command: nil)
    }

    /// Tells this child's followers that its part is now `state` (time travel), with no command.
    @usableFromInline
    func restore(_ state: State) {
        let previous = followers.lastPart ?? read()
        followers.observation?.commit(state, previous: previous, isRestore: true) {}
        followers.deliver(state, previous: previous, command: nil)
    }
}
