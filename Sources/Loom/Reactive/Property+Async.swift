extension Property {
    /// A property holding the result of `transform` for this property's latest value, starting at
    /// `placeholder`: `transform` runs for the current value now and for every change; a change cancels
    /// the call still running for the previous value, and only the latest value's result is held (see
    /// ``Signal/flatMapLatest(_:recover:)``). `recover` turns a failure into a value (`nil`, the default,
    /// keeps the value held). The call still running is cancelled when the property is released.
    ///
    /// ```swift
    /// let results = query.flatMapLatest(placeholder: [Track]()) { try await catalog.search($0) }
    /// ```
    ///
    /// One async call is a property the same way, over a constant: the placeholder until the call answers,
    /// cancelled when the property is released.
    ///
    /// ```swift
    /// let albums = Property(constant: ()).flatMapLatest(placeholder: [Album]()) { _ in
    ///     try await catalog.albums(of: artist)
    /// }
    /// ```
    @MainActor
    public func flatMapLatest<Output>(
        placeholder: Output, _ transform: @escaping @MainActor (Value) async throws -> Output,
        recover: @escaping @MainActor (any Error) -> Output? = { _ in nil }
    ) -> Property<Output> {
        Signal<Value> { send in self.observe(send) }.flatMapLatest(transform, recover: recover).hold(
            placeholder)
    }
}
