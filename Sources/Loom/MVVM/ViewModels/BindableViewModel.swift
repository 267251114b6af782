/// A view model that keeps the bindings its observers make to it, so that they can be ended per
/// observer and per key path, not only all at once.
///
/// ```swift
/// final class TrackViewModel: BindableViewModel {
///     let observerBindings = ObserverBindings<TrackViewModel>()
///     let title = MutableProperty("Hells Bells")
///     let duration = MutableProperty("5:12")
/// }
///
/// let viewModel = TrackViewModel()
/// viewModel.bind(\.title, to: titleLabel, at: \.text)             // titleLabel.text == "Hells Bells"
/// viewModel.bind(\.duration, to: header) { header, text in header.subtitle = text }
/// viewModel.unbind(keyPath: \.title)                              // the title no longer updates
/// viewModel.unbind(observer: header)                              // nor does the header
/// ```
///
/// Each `bind` also returns the binding's token (cancel it to end that binding alone); the view model
/// keeps it, so it may be discarded. Observers are held weakly, and a binding ends when its observer is
/// released. Delivery follows the source's contract (``Property``: the current value now, then every
/// change, synchronously). A ``ViewModelOwner`` can make its bindings this way in
/// ``ViewModelOwner/bind(viewModel:)`` and end them with ``unbind(observer:)``.
@MainActor
public protocol BindableViewModel: ViewModel {
    /// Where the bindings are kept: declare `let observerBindings = ObserverBindings<Self>()`.
    var observerBindings: ObserverBindings<Self> { get }
}

extension BindableViewModel {
    /// Binds the property at `keyPath` to `observer` through `update(observer, value)`: the current value
    /// now (unless `skipsInitial`), then every change, until unbound or until `observer` is released.
    @discardableResult
    public func bind<Value, Source: Property<Value>, Observer: AnyObject>(
        _ keyPath: KeyPath<Self, Source>, skipsInitial: Bool = false, to observer: Observer,
        using update: @escaping (Observer, Value) -> Void
    ) -> Token {
        let property: Property<Value> = self[keyPath: keyPath]
        let binder = Binder(observer, update)
        let token = skipsInitial ? (binder <~ property.changes) : (binder <~ property)
        observerBindings.insert(token, observer: observer, keyPath: keyPath)
        return token
    }

    /// Binds the property at `keyPath` to `observer[keyPath: observerKeyPath]`.
    @discardableResult
    public func bind<Value, Source: Property<Value>, Observer: AnyObject>(
        _ keyPath: KeyPath<Self, Source>, skipsInitial: Bool = false, to observer: Observer,
        at observerKeyPath: ReferenceWritableKeyPath<Observer, Value>
    ) -> Token {
        bind(keyPath, skipsInitial: skipsInitial, to: observer) { observer, value in
            observer[keyPath: observerKeyPath] = value
        }
    }

    /// Binds the property at `keyPath` to an optional member of `observer`, such as a label's `text`.
    ///
    /// ```swift
    /// viewModel.bind(\.title, to: titleLabel, at: \.text)   // UILabel.text is a String?
    /// ```
    @discardableResult
    public func bind<Value, Source: Property<Value>, Observer: AnyObject>(
        _ keyPath: KeyPath<Self, Source>, skipsInitial: Bool = false, to observer: Observer,
        at observerKeyPath: ReferenceWritableKeyPath<Observer, Value?>
    ) -> Token {
        bind(keyPath, skipsInitial: skipsInitial, to: observer) { observer, value in
            observer[keyPath: observerKeyPath] = value
        }
    }

    /// Binds the events of the signal at `keyPath` to `observer` through `handle(observer, event)`,
    /// until unbound or until `observer` is released.
    @discardableResult
    public func bind<Value, Source: Signal<Value>, Observer: AnyObject>(
        _ keyPath: KeyPath<Self, Source>, to observer: Observer,
        using handle: @escaping (Observer, Value) -> Void
    ) -> Token {
        let signal: Signal<Value> = self[keyPath: keyPath]
        let token = Binder(observer, handle) <~ signal
        observerBindings.insert(token, observer: observer, keyPath: keyPath)
        return token
    }

    /// Ends every binding of `observer` to this view model.
    public func unbind(observer: AnyObject) {
        observerBindings.unbind(observer: observer)
    }

    /// Ends every binding to `keyPath`, whoever the observer.
    public func unbind(keyPath: PartialKeyPath<Self>) {
        observerBindings.unbind(keyPath: keyPath)
    }

    /// Ends the bindings of `observer` to `keyPath`; its other bindings stay.
    public func unbind(observer: AnyObject, from keyPath: PartialKeyPath<Self>) {
        observerBindings.unbind(observer: observer, from: keyPath)
    }

    /// Ends every binding made to this view model.
    public func unbindAll() {
        observerBindings.unbindAll()
    }
}
