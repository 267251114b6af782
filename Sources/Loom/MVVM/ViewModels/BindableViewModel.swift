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
/// viewModel.unbind(from: \.title)                                 // the title no longer updates
/// viewModel.unbind(observer: header)                              // nor does the header
/// ```
///
/// Each `bind` also returns the binding's token (cancel it to end that binding alone); the view model
/// keeps it, so it may be discarded. Observers are held weakly, and a binding ends when its observer is
/// released. The `bind` forms live with the other key-path bindings (`Bindings/KeyPathBinding.swift`). Delivery
/// follows the source's contract (``Property``: the current value now, then every
/// change, synchronously). A ``ViewModelOwner`` can make its bindings this way in
/// ``ViewModelOwner/bind(viewModel:)`` and end them with ``unbind(observer:from:)``.
@MainActor
public protocol BindableViewModel: ViewModel {
    /// Where the bindings are kept: declare `let observerBindings = ObserverBindings<Self>()`.
    var observerBindings: ObserverBindings<Self> { get }
}

extension BindableViewModel {
    /// Ends the bindings of `observer` (of every observer when `nil`) to `keyPath` (to every key path
    /// when `nil`): `unbind(observer: header)`, `unbind(from: \.title)`,
    /// `unbind(observer: header, from: \.title)`, and `unbind()` ends every binding made to this view
    /// model.
    public func unbind(observer: AnyObject? = nil, from keyPath: PartialKeyPath<Self>? = nil) {
        observerBindings.unbind(observer: observer, from: keyPath)
    }
}
