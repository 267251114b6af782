/// Sends actions from a command's asynchronous work back to its store, on the main actor.
///
/// Calling it after the work was cancelled, or after the store was released, does nothing: a
/// cancelled command never delivers a late action.
///
/// ```swift
/// return .run { send in
///     let todos = try await storage.load()
///     send(.add(todos))
/// }
/// ```
@MainActor
public struct Send<Action> {
    @usableFromInline
    let deliver: @MainActor (Action) -> Void

    /// Makes a `Send` that hands each action to `deliver` (the command runner makes one per piece of
    /// work).
    @usableFromInline
    package init(_ deliver: @escaping @MainActor (Action) -> Void) {
        self.deliver = deliver
    }

    /// Sends `action` to the store unless the work sending it has been cancelled.
    @inlinable
    public func callAsFunction(_ action: Action) {
        guard !Task.isCancelled else { return }
        deliver(action)
    }
}
