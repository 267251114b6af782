/// What a binding follows: a ``Property`` (its current value, then every change) or a ``Signal`` (its
/// events). `<~` and every key-path `bind` take any source.
public protocol BindingSource<Value>: AnyObject {
    /// The type of the values the source delivers.
    associatedtype Value

    /// Observes the source until the returned token is cancelled or released; `skipsInitial` leaves out
    /// a property's current value (a signal has none).
    func observe(skipsInitial: Bool, _ observer: @escaping (Value) -> Void) -> Token
}

extension Property: BindingSource {}

extension Signal: BindingSource {}

// MARK: - The one implementation

extension BindingSource {
    /// Binds this source to `target` through `binder(target, value)`: the target is held weakly and the
    /// binding ends when it is released.
    func bind<Target: AnyObject>(
        skipsInitial: Bool, to target: Target, using binder: @escaping (Target, Value) -> Void
    ) -> Token {
        Loom.bind(Binder(target, binder)) { observe(skipsInitial: skipsInitial, $0) }
    }
}
