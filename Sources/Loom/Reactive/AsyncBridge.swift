extension Property where Value: Sendable {
    /// The property as an `AsyncSequence`: the current value, then every change.
    ///
    /// ```swift
    /// for await count in model.count.values { print(count) }
    /// ```
    /// The sequence ends when the property's root source is released: neither the sequence nor its
    /// consumer keeps the property or its sources alive, whether the property is a root or derived. When
    /// the consumer stops iterating (it breaks out of the loop, or its task is cancelled), the observation
    /// is removed at the source's next change, or when the source is released.
    public var values: AsyncStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream()
        continuation.yield(value)
        attach(hub, continuation)
        return stream
    }
}

extension Signal where Value: Sendable {
    /// The signal as an `AsyncSequence` of its events.
    ///
    /// ```swift
    /// for await row in view.selected.values { open(row) }
    /// ```
    /// The sequence ends when the signal's root ``Emitter`` is released: neither the sequence nor its
    /// consumer keeps the signal or its sources alive. When the consumer stops iterating, the observation
    /// is removed at the next event, or when the emitter is released.
    public var values: AsyncStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream()
        primeIfAny { continuation.yield($0) }
        attach(hub, continuation)
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
