public import Loom

extension KeyResult {
    /// Sends the intent, if any, to `emitter`, and returns whether the view used the key: the
    /// bridge from a view's key handling to Loom's `Signal` world.
    ///
    /// ```swift
    /// let queryChanged = Emitter<TextField.Intent>()
    /// let token = queryChanged.observe { intent in … }
    /// func handle(_ key: Key, session: TerminalSession) {
    ///     if field.handle(key).send(to: queryChanged) { return }
    ///     list.handle(key).send(to: listIntents)
    /// }
    /// ```
    @discardableResult
    public func send(to emitter: Emitter<Intent>) -> Bool {
        if case .intent(let intent) = self { emitter.send(intent) }
        return isHandled
    }
}
