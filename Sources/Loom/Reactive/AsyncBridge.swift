extension BindingSource where Value: Sendable {
    /// The source as an `AsyncSequence`: a property's current value, then every change; a signal's events.
    ///
    /// ```swift
    /// for await count in model.count.values { print(count) }
    /// for await row in view.selected.values { open(row) }
    /// ```
    /// The sequence ends when the source's root (a ``MutableProperty`` or an ``Emitter``) is released:
    /// neither the sequence nor its consumer keeps the property or signal or its sources alive, whether it is
    /// a root or derived. When the consumer stops iterating (it breaks out of the loop, or its task is
    /// cancelled), the observation is removed at the source's next change, or when the source is released.
    /// For a ``BindingSource`` of your own, the sequence ends when the source releases its observers, and
    /// the observation is removed at the next value after the consumer stops.
    public var values: AsyncStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream()
        if let property = self as? Property<Value> {
            continuation.yield(property.value)
            attach(property.hub, continuation)
        } else if let signal = self as? Signal<Value> {
            signal.primeIfAny { continuation.yield($0) }
            attach(signal.hub, continuation)
        } else {
            attach(self, continuation)
        }
        return stream
    }
}

/// Feeds `hub` into `continuation` until the consumer stops iterating or the hub goes away.
///
/// The hub is held only by what feeds it (its sources' observers): when the root source is released, the
/// hub is released too and its finisher ends the stream. The termination handler runs on whatever thread
/// ends the iteration, where the hub cannot be touched, so it only sets a flag that the next delivery
/// reads.
private func attach<Value: Sendable>(_ hub: Hub<Value>, _ continuation: AsyncStream<Value>.Continuation) {
    let stopped = StopFlag()
    continuation.onTermination = { _ in stopped.stop() }
    let target = hub.hubForNewObserver()
    var id = 0
    id = target.add { [unowned target] value in
        if stopped.isStopped {
            target.remove(id)
        } else {
            continuation.yield(value)
        }
    }
    target.onFinish(of: id) { continuation.finish() }
}

/// Feeds a source of the app's own into `continuation` until the consumer stops iterating or the source
/// releases its observers: the observation keeps its own token, cancels it at the first value after the
/// consumer stopped, and ends the stream when it is released.
private func attach<Source: BindingSource>(
    _ source: Source, _ continuation: AsyncStream<Source.Value>.Continuation
) where Source.Value: Sendable {
    let stopped = StopFlag()
    continuation.onTermination = { _ in stopped.stop() }
    let held = TokenHolder(continuation)
    held.token = source.observe(skipsInitial: false) { [held] value in
        if stopped.isStopped {
            held.token?.cancel()
            held.token = nil
        } else {
            continuation.yield(value)
        }
    }
}

/// The token of an observation that keeps itself; the stream ends when the observation is released.
private final class TokenHolder<Value: Sendable> {
    var token: Token?
    private let continuation: AsyncStream<Value>.Continuation

    init(_ continuation: AsyncStream<Value>.Continuation) {
        self.continuation = continuation
    }

    deinit {
        continuation.finish()
    }
}

/// A flag set from any thread (the stream's termination handler) and read on the source's isolation.
private final class StopFlag: Sendable {
    private let flag = Locked(false)
    var isStopped: Bool { flag.withLock { $0 } }
    func stop() { flag.withLock { $0 = true } }
}

/// Binds an `AsyncSequence` to `target`: every element is written into the target on the main actor,
/// until the token is cancelled, the sequence ends or throws, or the target is gone.
///
/// ```swift
/// let token = model.status <~ statusUpdates   // statusUpdates: AsyncStream<String>
/// ```
@MainActor
public func <~ <Target: BindingTarget, Sequence: AsyncSequence>(
    target: Target, source: sending Sequence
) -> Token where Sequence.Element == Target.Input {
    let task = Task { @MainActor in
        do {
            for try await value in source {
                // A value already buffered when the token was cancelled must not be delivered.
                guard !Task.isCancelled, target.isAlive else { return }
                target.receive(value)
            }
        } catch {
            return
        }
    }
    return Token { task.cancel() }
}

/// Binds an `AsyncSequence` to a closure on the main actor (see the target form).
@MainActor
public func <~ <Sequence: AsyncSequence>(
    target: @escaping @MainActor (Sequence.Element) -> Void, source: sending Sequence
) -> Token {
    let task = Task { @MainActor in
        do {
            for try await value in source {
                guard !Task.isCancelled else { return }  // nothing after the token is cancelled
                target(value)
            }
        } catch {
            return
        }
    }
    return Token { task.cancel() }
}
