/// The core of a scoped (child) store: it owns no state and processes nothing. It reads its part from
/// the root store's state, forwards its actions to the root store (embedded), and follows the root's
/// commits while somebody follows it.
///
/// Its three links to the root are composed once, at scope time, from its parent's, in code
/// specialised with the caller's types: `read` projects the root's state to this store's part,
/// `forward` embeds an action into a root action and sends it to the root, and `subscribeParts`
/// follows the root's commits as `(part, previous part)`. A send or a notification through several
/// levels of scoping therefore neither goes through the intermediate stores nor compares their parts.
///
/// The child is linked to the root's commits exactly while it has a follower: it attaches when it
/// gets its first one and detaches at the first notification after its last one left, so a scope
/// nobody follows costs a send nothing.
@MainActor
@usableFromInline
final class ScopedCore<State, Action> {
    /// Gets a child's part and its previous value after each commit of the root.
    @usableFromInline typealias PartsReceiver = @MainActor (State, State) -> Void

    @usableFromInline let read: @MainActor () -> State
    @usableFromInline let forward: @MainActor (Action) -> Void
    @usableFromInline let subscribeParts: @MainActor (@escaping PartsReceiver) -> Token
    @usableFromInline let followers: StoreFollowers<State, Action>
    /// What this child does with the root's commits; set right after the core is made (it refers
    /// to the core).
    @usableFromInline var receiver: PartsReceiver?
    /// The store this child was scoped from, kept alive by the child (never the reverse).
    let parent: AnyObject
    /// The subscription to the root's commits, while somebody follows this child.
    private var attachment: Token?
    /// Receives the errors of commands (never called: commands run in the root store).
    var commandErrorHandler: @MainActor (any Error) -> Void = { _ in }

    @usableFromInline
    init(
        read: @escaping @MainActor () -> State, forward: @escaping @MainActor (Action) -> Void,
        subscribeParts: @escaping @MainActor (@escaping PartsReceiver) -> Token,
        followers: StoreFollowers<State, Action>, parent: AnyObject
    ) {
        self.read = read
        self.forward = forward
        self.subscribeParts = subscribeParts
        self.followers = followers
        self.parent = parent
    }

    /// Whether this child follows the root's commits.
    var isAttached: Bool { attachment != nil }

    /// Links this child to the root's commits if somebody follows it and it is not linked yet.
    func followersChanged() {
        guard attachment == nil, !followers.isEmpty, let receiver else { return }
        attachment = subscribeParts(receiver)
    }

    /// A commit of the root changed this child's part (it has followers other than subscribers, or
    /// none left): Observation, subscribers and the property are told; a child nobody follows any
    /// more unlinks itself.
    @usableFromInline
    func partDidChange(_ state: State, previous: State) {
        if followers.isEmpty {
            attachment?.cancel()
            attachment = nil
            return
        }
        followers.observation?.commit(state, previous: previous, isRestore: false) {}
        followers.deliver(state, previous: previous, command: nil)
    }

    /// Tells this child's followers that its part is now `state` (time travel), with no command.
    func restore(_ state: State) {
        let previous = read()
        followers.observation?.commit(state, previous: previous, isRestore: true) {}
        followers.deliver(state, previous: previous, command: nil)
    }
}
