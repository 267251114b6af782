/// An action processed by some store, as seen by a global listener.
///
/// ```swift
/// let token = StoreActionListeners.observe { event in
///     print("\(event.storeType): \(event.action)")
/// }
/// ```
public struct StoreActionEvent {
    /// Identifies the store that processed the action (the store itself is never retained).
    public let storeID: ObjectIdentifier
    /// The store's type, for example `Store<TodoState, TodoAction>`.
    public let storeType: Any.Type
    /// The action, after middleware.
    public let action: Any
}

/// Listeners that receive the actions of every store (Reflow's `subscribeToAllStores`): for logging,
/// analytics or debugging tools. Each listener is held until its token is cancelled or released;
/// no store is ever kept alive by a listener registration. To listen to one store instance, with its
/// own action type, use ``Store/observeActions(_:)``.
///
/// ```swift
/// let token = StoreActionListeners.observe { event in
///     analytics.track(String(describing: event.action))
/// }
/// // … later: token.cancel()
/// ```
@MainActor
public enum StoreActionListeners {
    @MainActor
    private final class Entry {
        let listener: @MainActor (StoreActionEvent) -> Void
        init(_ listener: @escaping @MainActor (StoreActionEvent) -> Void) { self.listener = listener }
    }

    private static var entries: [Entry] = [] {
        didSet { hasListeners = !entries.isEmpty }
    }
    /// Whether any listener is registered: read on every send, so a plain flag (a constant initial
    /// value needs no lazy initialisation, and main-actor isolation makes the access exclusive).
    @exclusivity(unchecked) @usableFromInline static var hasListeners = false

    /// Whether no listener is registered (checked by stores before they build an event).
    @inlinable static var isEmpty: Bool { !hasListeners }

    /// Registers `listener` for the actions of every store, current and future, in the order they
    /// are processed; it is called after the store's reducer and subscribers.
    public static func observe(_ listener: @escaping @MainActor (StoreActionEvent) -> Void) -> Token {
        let entry = Entry(listener)
        entries.append(entry)
        return .onMainActor { [weak entry] in
            guard let entry else { return }
            entries.removeAll { $0 === entry }
        }
    }

    static func publish(_ event: StoreActionEvent) {
        for entry in entries { entry.listener(event) }
    }
}
