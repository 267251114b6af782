/// A model whose observable state is held in Loom properties, bindable by key path in Mvce's style.
///
/// ```swift
/// final class CounterModel: BindableModel {
///     let count = MutableProperty(0)
/// }
/// final class CounterLabel { var text = "" }
///
/// let model = CounterModel()
/// let label = CounterLabel()
/// let token = model.bind(\.count, to: label, at: \.text) { String($0) }   // label.text == "0"
/// model.count.value = 1                                                  // label.text == "1"
/// ```
///
/// The target is held weakly: the binding ends when the target is released. The binding does not keep
/// the model alive either; it keeps only the observed property. Delivery is synchronous (see
/// ``Property``). For `@Observable` classes, the same `bind` methods exist, with delivery on the next
/// main-actor turn (see ``ObservationDelivery``).
public protocol BindableModel: AnyObject {}

extension BindableModel {
    /// Binds the property at `keyPath` to `target[keyPath: targetKeyPath]` through `transform`.
    /// - Parameters:
    ///   - keyPath: The model's property to bind.
    ///   - skipsInitial: When `true`, the current value is not pushed; the first change is.
    ///   - target: The object to write to, held weakly.
    ///   - targetKeyPath: Where to write on `target`.
    ///   - transform: Turns each value into what is written.
    public func bind<Value, Source: Property<Value>, Target: AnyObject, Output>(
        _ keyPath: KeyPath<Self, Source>, skipsInitial: Bool = false,
        to target: Target, at targetKeyPath: ReferenceWritableKeyPath<Target, Output>,
        transform: @escaping (Value) -> Output
    ) -> Token {
        bind(keyPath, skipsInitial: skipsInitial, to: target) { target, value in
            target[keyPath: targetKeyPath] = transform(value)
        }
    }

    /// Binds the property at `keyPath` to `target[keyPath: targetKeyPath]`.
    public func bind<Value, Source: Property<Value>, Target: AnyObject>(
        _ keyPath: KeyPath<Self, Source>, skipsInitial: Bool = false,
        to target: Target, at targetKeyPath: ReferenceWritableKeyPath<Target, Value>
    ) -> Token {
        bind(keyPath, skipsInitial: skipsInitial, to: target) { target, value in
            target[keyPath: targetKeyPath] = value
        }
    }

    /// Binds the property at `keyPath` to an optional `target[keyPath: targetKeyPath]`.
    public func bind<Value, Source: Property<Value>, Target: AnyObject>(
        _ keyPath: KeyPath<Self, Source>, skipsInitial: Bool = false,
        to target: Target, at targetKeyPath: ReferenceWritableKeyPath<Target, Value?>
    ) -> Token {
        bind(keyPath, skipsInitial: skipsInitial, to: target) { target, value in
            target[keyPath: targetKeyPath] = value
        }
    }

    /// Binds the property at `keyPath` to `target` through `transform`, then `binder(target, output)`
    /// (Mvce's `bind(_:skipsInitial:transform:to:using:)`).
    ///
    /// ```swift
    /// let token = model.bind(\.count, transform: { "\($0) taps" }, to: label) { label, text in
    ///     label.text = text
    /// }
    /// ```
    public func bind<Value, Source: Property<Value>, Target: AnyObject, Output>(
        _ keyPath: KeyPath<Self, Source>, skipsInitial: Bool = false,
        transform: @escaping (Value) -> Output,
        to target: Target, using binder: @escaping (Target, Output) -> Void
    ) -> Token {
        bind(keyPath, skipsInitial: skipsInitial, to: target) { target, value in
            binder(target, transform(value))
        }
    }

    /// Binds the property at `keyPath` to `target` through `binder(target, value)`.
    ///
    /// ```swift
    /// let token = model.bind(\.count, to: view) { view, count in view.show(count) }
    /// ```
    public func bind<Value, Source: Property<Value>, Target: AnyObject>(
        _ keyPath: KeyPath<Self, Source>, skipsInitial: Bool = false,
        to target: Target, using binder: @escaping (Target, Value) -> Void
    ) -> Token {
        let property = self[keyPath: keyPath]
        let link = Binder(target, binder)
        if skipsInitial {
            return link <~ property.changes
        }
        return link <~ property
    }
}
