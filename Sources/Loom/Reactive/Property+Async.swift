extension Property {
    /// A property that starts at `placeholder` and takes the result of one async call, `work`, started
    /// now on the main actor: the result of a load shown where the view reads a property.
    ///
    /// `recover` turns a failure into a value (`nil`, the default, keeps the placeholder). The call is
    /// cancelled when the property is released (its owner let go), and a result that arrives after
    /// that is dropped.
    ///
    /// ```swift
    /// let albums = Property(placeholder: [Album]()) { try await catalog.albums(of: artist) }
    /// let token = tableView.loom.rows <~ albums
    /// ```
    @MainActor
    public convenience init(
        placeholder: Value, loading work: @escaping @MainActor () async throws -> Value,
        recover: @escaping @MainActor (any Error) -> Value? = { _ in nil }
    ) {
        self.init(
            Property<Void>(constant: ()).flatMapLatest(
                placeholder: placeholder, { _ in try await work() }, recover: recover))
    }

    /// A property holding the result of `transform` for this property's latest value, starting at
    /// `placeholder`: `transform` runs for the current value now and for every change; a change cancels
    /// the call still running for the previous value, and only the latest value's result is held (see
    /// ``Signal/flatMapLatest(_:recover:)``). `recover` turns a failure into a value (`nil`, the default,
    /// keeps the value held). The call still running is cancelled when the property is released.
    ///
    /// ```swift
    /// let results = query.flatMapLatest(placeholder: [Track]()) { try await catalog.search($0) }
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
