import Observation

/// One key path of an `@Observable` object, as the key-path `bind` of `@Observable` classes follows it
/// (see `Bindings/KeyPathBinding.swift`).
@MainActor
struct ObservedKeyPath<Source: AnyObject & Observable, Value> {
    let source: Source
    let keyPath: KeyPath<Source, Value>

    init(_ source: Source, _ keyPath: KeyPath<Source, Value>) {
        self.source = source
        self.keyPath = keyPath
    }

    /// Pushes the current value (unless `skipsInitial`), then the latest value on the next main-actor turn
    /// after each change, to `binder(target, value)`; the object and the target are held weakly.
    func bind<Target: AnyObject>(
        skipsInitial: Bool, to target: Target, using binder: @escaping (Target, Value) -> Void
    ) -> Token {
        let link = ObservationLink(source: source, keyPath: keyPath, target: Binder(target, binder))
        link.start(skipsInitial: skipsInitial)
        return Token { link.stop() }
    }
}

/// Tracks one key path of an `@Observable` object and forwards its value on the next main-actor turn.
@MainActor
private final class ObservationLink<Source: AnyObject & Observable, Value> {
    private weak var source: Source?
    private let keyPath: KeyPath<Source, Value>
    private let target: Binder<Value>
    private var isActive = true

    init(source: Source, keyPath: KeyPath<Source, Value>, target: Binder<Value>) {
        self.source = source
        self.keyPath = keyPath
        self.target = target
    }

    func start(skipsInitial: Bool) {
        guard let value = track() else { return }
        if !skipsInitial { target.receive(value) }
    }

    func stop() {
        isActive = false
    }

    private func track() -> Value? {
        guard isActive, let source, target.isAlive else {
            isActive = false
            return nil
        }
        let keyPath = self.keyPath
        return withObservationTracking {
            source[keyPath: keyPath]
        } onChange: { [weak self] in
            ObservationDelivery.schedule { self?.changed() }
        }
    }

    private func changed() {
        guard let value = track() else { return }
        target.receive(value)
    }
}

/// The next-main-actor-turn delivery of bindings whose source is an `@Observable` object.
///
/// Observation calls back before a value changes (`willSet`), on the thread that changes it. Loom
/// schedules the delivery on the main actor, where it reads the new value. Tests wait for those deliveries
/// deterministically with LoomTesting's `settle()`, which waits for ``settle()``:
///
/// ```swift
/// player.title = "Blue Train"
/// await settle()
/// #expect(label.text == "Blue Train")
/// ```
package enum ObservationDelivery {
    private struct State {
        var pending = 0
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private static let state = Locked(State())

    /// The number of deliveries scheduled and not yet run (for Loom's own tests).
    static var pendingCount: Int {
        state.withLock { $0.pending }
    }

    /// Waits until every scheduled delivery has run, including deliveries scheduled by those deliveries
    /// (LoomTesting's `settle()` waits for it).
    @MainActor
    package static func settle() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state -> Bool in
                if state.pending == 0 { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    static func schedule(_ work: @escaping @MainActor @Sendable () -> Void) {
        state.withLock { $0.pending += 1 }
        Task { @MainActor in
            work()
            let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                state.pending -= 1
                guard state.pending == 0 else { return [] }
                defer { state.waiters.removeAll() }
                return state.waiters
            }
            for waiter in waiters { waiter.resume() }
        }
    }
}
