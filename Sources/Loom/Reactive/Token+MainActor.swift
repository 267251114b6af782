extension Token {
    /// A token whose cancellation runs `onCancel` on the main actor: at once when the token is cancelled
    /// there, else as soon as the main actor is free.
    ///
    /// Tokens of main-actor objects (a store's subscribers, its action listeners) are cancelled where
    /// the token goes: a main-actor object's `deinit` may run on any thread (the last reference can be
    /// dropped anywhere), and its `Lifetime` then cancels its tokens there. Such a cancellation must not
    /// touch main-actor state off the main actor, nor stop the program: the removal waits for the main
    /// actor instead.
    ///
    /// ```swift
    /// return .onMainActor { [weak anchor] in anchor?.removeSubscriber(id: id) }
    /// ```
    @usableFromInline package static func onMainActor(
        _ onCancel: @escaping @MainActor @Sendable () -> Void
    ) -> Token {
        Token {
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { onCancel() }
            } else {
                Task { @MainActor in onCancel() }
            }
        }
    }
}
