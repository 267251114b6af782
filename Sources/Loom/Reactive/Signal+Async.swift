extension Signal {
    /// A signal of the results of `transform` for the latest event only: a new event cancels the call
    /// still running for the previous one, and a result that arrives after a newer event is dropped, even
    /// when the call ignores cancellation.
    ///
    /// `recover` turns a failure of one call into a value for that event (or `nil` to send nothing): the
    /// signal goes on, and the next event's call runs as usual.
    ///
    /// ```swift
    /// let results = terms.flatMapLatest { term in
    ///     try await service.search(term)
    /// } recover: { error in
    ///     []   // this search failed; show nothing and keep searching
    /// }
    /// ```
    /// Calls start and results are delivered on the main actor. Calls still running when the last observer
    /// goes away are cancelled.
    @MainActor
    public func flatMapLatest<Output>(
        _ transform: @escaping @MainActor (Value) async throws -> Output,
        recover: @escaping @MainActor (any Error) -> Output?
    ) -> Signal<Output> {
        Signal<Output>(connect: { hub in
            let running = TaskSlot()
            var generation = 0
            let upstream = self.observeEvents { value in
                generation += 1
                let mine = generation
                running.replace(
                    with: Task { @MainActor in
                        let output: Output?
                        do {
                            output = try await transform(value)
                        } catch is CancellationError {
                            return
                        } catch {
                            output = recover(error)
                        }
                        guard mine == generation, !Task.isCancelled else { return }
                        running.clear()
                        if let output { hub.deliver(output) }
                    })
            }
            return Token {
                upstream.cancel()
                running.cancel()
            }
        })
    }
}
