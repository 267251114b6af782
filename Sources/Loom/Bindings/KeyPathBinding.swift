public import Observation

/// The writers behind the `at:` and `transform:` forms of every face.
enum KeyPathWriter {
    static func assign<Target: AnyObject, Value>(
        _ keyPath: ReferenceWritableKeyPath<Target, Value>
    ) -> (Target, Value) -> Void {
        { target, value in target[keyPath: keyPath] = value }
    }

    static func assign<Target: AnyObject, Value>(
        _ keyPath: ReferenceWritableKeyPath<Target, Value?>
    ) -> (Target, Value) -> Void {
        { target, value in target[keyPath: keyPath] = value }
    }

    static func assign<Target: AnyObject, Value, Output>(
        _ keyPath: ReferenceWritableKeyPath<Target, Output>, _ transform: @escaping (Value) -> Output
    ) -> (Target, Value) -> Void {
        { target, value in target[keyPath: keyPath] = transform(value) }
    }
}

// MARK: - Models: synchronous delivery, the caller keeps the token

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
/// the model alive either; it keeps only the observed property (or signal). Delivery is synchronous (see
/// ``Property``). For `@Observable` classes, the same `bind` forms exist, with delivery on the next
/// main-actor turn; a ``BindableViewModel`` keeps its bindings itself.
public protocol BindableModel: AnyObject {}

extension BindableModel {
    /// Binds the source at `keyPath` to `target` through `binder(target, value)`.
    ///
    /// ```swift
    /// let token = model.bind(\.count, to: view) { view, count in view.show(count) }
    /// ```
    /// - Parameters:
    ///   - keyPath: The model's property (or signal) to bind.
    ///   - skipsInitial: When `true`, the current value is not pushed; the first change is.
    ///   - target: The object to write to, held weakly.
    ///   - binder: Writes each value to the target.
    public func bind<Source: BindingSource, Target: AnyObject>(
        _ keyPath: KeyPath<Self, Source>, skipsInitial: Bool = false,
        to target: Target, using binder: @escaping (Target, Source.Value) -> Void
    ) -> Token {
        self[keyPath: keyPath].bind(skipsInitial: skipsInitial, to: target, using: binder)
    }

    /// Binds the source at `keyPath` to `target[keyPath: targetKeyPath]`.
    public func bind<Source: BindingSource, Target: AnyObject>(
        _ keyPath: KeyPath<Self, Source>, skipsInitial: Bool = false,
        to target: Target, at targetKeyPath: ReferenceWritableKeyPath<Target, Source.Value>
    ) -> Token {
        bind(keyPath, skipsInitial: skipsInitial, to: target, using: KeyPathWriter.assign(targetKeyPath))
    }

    /// Binds the source at `keyPath` to `target[keyPath: targetKeyPath]` through `transform`; an optional
    /// member takes the value as it is with `{ $0 }`.
    ///
    /// ```swift
    /// let token = model.bind(\.title, to: label, at: \.optionalText) { $0 }
    /// ```
    public func bind<Source: BindingSource, Target: AnyObject, Output>(
        _ keyPath: KeyPath<Self, Source>, skipsInitial: Bool = false,
        to target: Target, at targetKeyPath: ReferenceWritableKeyPath<Target, Output>,
        transform: @escaping (Source.Value) -> Output
    ) -> Token {
        bind(
            keyPath, skipsInitial: skipsInitial, to: target,
            using: KeyPathWriter.assign(targetKeyPath, transform))
    }
}

// MARK: - View models: the view model keeps the token

extension BindableViewModel {
    /// Binds the property (or signal) at `keyPath` to `observer` through `update(observer, value)`: the
    /// current value now (unless `skipsInitial`), then every change, until unbound or until `observer` is
    /// released.
    @discardableResult
    public func bind<Source: BindingSource, Observer: AnyObject>(
        _ keyPath: KeyPath<Self, Source>, skipsInitial: Bool = false, to observer: Observer,
        using update: @escaping (Observer, Source.Value) -> Void
    ) -> Token {
        let token = self[keyPath: keyPath].bind(skipsInitial: skipsInitial, to: observer, using: update)
        observerBindings.insert(token, observer: observer, keyPath: keyPath)
        return token
    }

    /// Binds the property at `keyPath` to `observer[keyPath: observerKeyPath]`.
    @discardableResult
    public func bind<Source: BindingSource, Observer: AnyObject>(
        _ keyPath: KeyPath<Self, Source>, skipsInitial: Bool = false, to observer: Observer,
        at observerKeyPath: ReferenceWritableKeyPath<Observer, Source.Value>
    ) -> Token {
        bind(keyPath, skipsInitial: skipsInitial, to: observer, using: KeyPathWriter.assign(observerKeyPath))
    }

    /// Binds the property at `keyPath` to an optional member of `observer`, such as a label's `text`.
    ///
    /// ```swift
    /// viewModel.bind(\.title, to: titleLabel, at: \.text)   // UILabel.text is a String?
    /// ```
    @discardableResult
    public func bind<Source: BindingSource, Observer: AnyObject>(
        _ keyPath: KeyPath<Self, Source>, skipsInitial: Bool = false, to observer: Observer,
        at observerKeyPath: ReferenceWritableKeyPath<Observer, Source.Value?>
    ) -> Token {
        bind(keyPath, skipsInitial: skipsInitial, to: observer, using: KeyPathWriter.assign(observerKeyPath))
    }
}

// MARK: - @Observable classes: delivery on the next main-actor turn

extension Observable where Self: AnyObject {
    /// Binds the value at `keyPath` of this `@Observable` object to `target` through
    /// `binder(target, value)`. The object and the target are both held weakly.
    ///
    /// Observation reports only that a value *will* change, so the binding reads the new value on the next
    /// turn of the main actor: several changes in one turn are coalesced into one delivery of the latest
    /// value. The current value is pushed synchronously (unless `skipsInitial`). In tests,
    /// LoomTesting's `settle()` waits until every pending delivery has run.
    @MainActor
    public func bind<Value, Target: AnyObject>(
        _ keyPath: KeyPath<Self, Value>, skipsInitial: Bool = false,
        to target: Target, using binder: @escaping (Target, Value) -> Void
    ) -> Token {
        ObservedKeyPath(self, keyPath).bind(skipsInitial: skipsInitial, to: target, using: binder)
    }

    /// Binds the value at `keyPath` of this `@Observable` object to `target[keyPath: targetKeyPath]`.
    @MainActor
    public func bind<Value, Target: AnyObject>(
        _ keyPath: KeyPath<Self, Value>, skipsInitial: Bool = false,
        to target: Target, at targetKeyPath: ReferenceWritableKeyPath<Target, Value>
    ) -> Token {
        bind(keyPath, skipsInitial: skipsInitial, to: target, using: KeyPathWriter.assign(targetKeyPath))
    }

    /// Binds the value at `keyPath` of this `@Observable` object to `target[keyPath: targetKeyPath]`
    /// through `transform`.
    ///
    /// ```swift
    /// @Observable final class Player { var title = "" }
    /// let token = player.bind(\.title, to: label, at: \.text) { $0.uppercased() }
    /// ```
    @MainActor
    public func bind<Value, Target: AnyObject, Output>(
        _ keyPath: KeyPath<Self, Value>, skipsInitial: Bool = false,
        to target: Target, at targetKeyPath: ReferenceWritableKeyPath<Target, Output>,
        transform: @escaping (Value) -> Output
    ) -> Token {
        bind(
            keyPath, skipsInitial: skipsInitial, to: target,
            using: KeyPathWriter.assign(targetKeyPath, transform))
    }
}
