/// What a ``Store`` face holds: the core that does the work behind it (TCA's `Core` is the anchor).
/// A root store's core (``RootCore``) owns the state and processes actions; a child store's core
/// (``ScopedCore``) reads its part from the root and forwards its actions there. The face asks the
/// core, never which core it is, except where it binds the root core to inline the send path into
/// the caller (see ``Store/send(_:)`` and ``Store/scope(state:action:removeDuplicates:)``).
@MainActor
@usableFromInline
protocol StoreCore<State, Action>: AnyObject {
    associatedtype State
    associatedtype Action

    /// The current state (a child store's part of the root's).
    var state: State { get }
    /// Who follows the store.
    var followers: StoreFollowers<State, Action> { get }
    /// What runs the commands of the store tree this core belongs to (its root's).
    var commands: any StoreCommands { get }
    /// Processes `action` (a child store forwards it to its root, embedded).
    func send(_ action: Action)
    /// Replaces the state without an action (time travel); followers are told, with no command.
    func restore(_ state: State)
    /// Processes `action` without starting its command (replaying a log).
    func processWithoutCommand(_ action: Action)
    /// Links a child store to its root's commits once it has a follower (nothing for a root).
    func followersChanged()
    /// Whether a child store is linked to its root's commits (always `false` for a root).
    var isAttachedToParent: Bool { get }
    /// Adds a middleware; a child store refuses (its actions are processed by its root store).
    func addMiddleware(_ middleware: Middleware<State, Action>) -> Token
}

/// The root-only side of a store tree: the commands in flight and who hears their errors. A child
/// store's core answers with its root's (its actions' commands run there).
@MainActor
@usableFromInline
protocol StoreCommands: AnyObject {
    /// Work still running in the root store.
    var inFlightCommandCount: Int { get }
    /// `.run` commands started whose body has not begun yet.
    var startingCommandCount: Int { get }
    /// Receives the errors of commands that have no `catch:` handler.
    var commandErrorHandler: @MainActor (any Error) -> Void { get set }
    /// The executor `.run` bodies prefer for what they await outside the main actor (untyped:
    /// `TaskExecutor` needs newer systems than Loom's minimums).
    var taskExecutor: AnyObject? { get set }
    /// How many pieces of work run under `id` (tasks, debounces and throttles made cancellable with it).
    func inFlightCommandCount(id: AnyHashable) -> Int
    /// Cancels the work registered under `id`.
    func cancelCommands(id: AnyHashable)
    /// Cancels all work in flight.
    func cancelAllCommands()
}
