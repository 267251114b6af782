public import Observation

extension Observable where Self: AnyObject {
    /// Binds the value at `keyPath` of this `@Observable` object to `target[keyPath: targetKeyPath]`
    /// through `transform`.
    ///
    /// ```swift
    /// @Observable final class Player { var title = "" }
    /// let token = player.bind(\.title, to: label, at: \.text) { $0.uppercased() }
    /// ```
    ///
    /// Observation reports only that a value *will* change, so the binding reads the new value on the next
    /// turn of the main actor: several changes in one turn are coalesced into one delivery of the latest
    /// value. The current value is pushed synchronously (unless `skipsInitial`). In tests,
    /// `await ObservationDelivery.settle()` waits until every pending delivery has run.
    @MainActor
    public func bind<Value, Target: AnyObject, Output>(
        _ keyPath: KeyPath<Self, Value>, skipsInitial: Bool = false,
        to target: Target, at targetKeyPath: ReferenceWritableKeyPath<Target, Output>,
        transform: @escaping (Value) -> Output
    ) -> Token {
        bind(keyPath, skipsInitial: skipsInitial, to: target) { target, value in
            target[keyPath: targetKeyPath] = transform(value)
        }
    }

    /// Binds the value at `keyPath` of this `@Observable` object to `target[keyPath: targetKeyPath]`.
    @MainActor
    public func bind<Value, Target: AnyObject>(
        _ keyPath: KeyPath<Self, Value>, skipsInitial: Bool = false,
        to target: Target, at targetKeyPath: ReferenceWritableKeyPath<Target, Value>
    ) -> Token {
        bind(keyPath, skipsInitial: skipsInitial, to: target) { target, value in
            target[keyPath: targetKeyPath] = value
        }
    }

    /// Binds the value at `keyPath` of this `@Observable` object to `target` through `transform`, then
    /// `binder(target, output)` (Mvce's `bind(_:skipsInitial:transform:to:using:)`).
    ///
    /// ```swift
    /// let token = player.bind(\.volume, transform: { "\($0) dB" }, to: label) { label, text in
    ///     label.text = text
    /// }
    /// ```
    @MainActor
    public func bind<Value, Target: AnyObject, Output>(
        _ keyPath: KeyPath<Self, Value>, skipsInitial: Bool = false,
        transform: @escaping (Value) -> Output,
        to target: Target, using binder: @escaping (Target, Output) -> Void
    ) -> Token {
        bind(keyPath, skipsInitial: skipsInitial, to: target) { target, value in
            binder(target, transform(value))
        }
    }

    /// Binds the value at `keyPath` of this `@Observable` object to `target` through
    /// `binder(target, value)`. The object and the target are both held weakly.
    @MainActor
    public func bind<Value, Target: AnyObject>(
        _ keyPath: KeyPath<Self, Value>, skipsInitial: Bool = false,
        to target: Target, using binder: @escaping (Target, Value) -> Void
    ) -> Token {
        let link = ObservationLink(source: self, keyPath: keyPath, target: Binder(target, binder))
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
/// schedules the delivery on the main actor, where it reads the new value. ``settle()`` lets tests wait for
/// those deliveries deterministically:
///
/// ```swift
/// player.title = "Blue Train"
/// await ObservationDelivery.settle()
/// #expect(label.text == "Blue Train")
/// ```
public enum ObservationDelivery {
    private struct State {
        var pending = 0
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private static let state = Locked(State())

    /// The number of deliveries scheduled and not yet run (for tests: `@_spi(Testing) import Loom`).
    @_spi(Testing)
    public static var pendingCount: Int {
        state.withLock { $0.pending }
    }

    /// Waits until every scheduled delivery has run, including deliveries scheduled by those deliveries.
    @MainActor
    public static func settle() async {
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
