/// The bindings that observers (views, view controllers, cells) made to a view model's properties and
/// signals, kept by the view model so that they can be ended per observer, per key path, or all at once.
///
/// A view model declares one and adopts ``BindableViewModel``, whose methods use it:
///
/// ```swift
/// final class TrackViewModel: BindableViewModel {
///     let observerBindings = ObserverBindings<TrackViewModel>()
///     let title = MutableProperty("Hells Bells")
/// }
/// ```
///
/// Observers are held weakly: a binding never keeps its observer alive, and ends when the observer is
/// released. The bindings hold neither the view model nor each other.
@MainActor
public final class ObserverBindings<ViewModel: AnyObject> {
    private struct Binding {
        weak var observer: AnyObject?
        let keyPath: AnyKeyPath
        let token: Token
    }

    private var bindings: [Binding] = []

    /// An empty set of bindings.
    public init() {}

    /// The number of live bindings (bindings whose observer was released are not counted).
    package var count: Int {
        pruneReleasedObservers()
        return bindings.count
    }

    /// Whether `observer` has a live binding, to `keyPath` if given.
    package func isBound(_ observer: AnyObject, to keyPath: PartialKeyPath<ViewModel>? = nil) -> Bool {
        bindings.contains { $0.observer === observer && (keyPath == nil || $0.keyPath == keyPath) }
    }

    /// Keeps `token`, the binding of `observer` to `keyPath`, until it is unbound.
    func insert(_ token: Token, observer: AnyObject, keyPath: PartialKeyPath<ViewModel>) {
        pruneReleasedObservers()
        bindings.append(Binding(observer: observer, keyPath: keyPath, token: token))
    }

    /// Ends the bindings of `observer` (every observer when `nil`) to `keyPath` (every key path when
    /// `nil`).
    func unbind(observer: AnyObject?, from keyPath: PartialKeyPath<ViewModel>?) {
        end { (observer == nil || $0.observer === observer) && (keyPath == nil || $0.keyPath == keyPath) }
    }

    private func pruneReleasedObservers() {
        end { $0.observer == nil }
    }

    private func end(where shouldEnd: (Binding) -> Bool) {
        // Cancel after the list is updated: cancelling releases closures whose deinitializers may use it.
        var ending: [Token] = []
        bindings.removeAll { binding in
            guard shouldEnd(binding) else { return false }
            ending.append(binding.token)
            return true
        }
        for token in ending { token.cancel() }
    }
}
