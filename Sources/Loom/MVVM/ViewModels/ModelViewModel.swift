/// A view model over a model, with its model bindings declared in one place, checked by the compiler.
///
/// - ``bindModel()`` runs every binding's update once with the current values, then on every change.
///   Binding again while bound does nothing: a view model is never bound twice.
/// - ``setModel(_:)`` with another model unbinds the old one first, then binds the new one; setting the
///   same model again does nothing.
/// - Bindings hold the view model weakly, and end when the view model is released.
///
/// ```swift
/// final class ArtistModel: BindableModel {
///     let name = MutableProperty("AC/DC")
/// }
///
/// final class ArtistViewModel: ModelViewModel {
///     static let modelBindings: [ModelBinding<ArtistViewModel, ArtistModel>] = [
///         ModelBinding(\.name, ArtistViewModel.nameDidChange)
///     ]
///     let modelConnection = ModelConnection<ArtistViewModel>()
///     let title = MutableProperty("")
///     func nameDidChange(_ name: String) { title.value = name.uppercased() }
/// }
///
/// let viewModel = ArtistViewModel()
/// viewModel.setModel(ArtistModel())   // title == "AC/DC"
/// ```
@MainActor
public protocol ModelViewModel: ViewModel {
    /// The model type; a class, so that replacing a model by itself is recognised.
    associatedtype Model: AnyObject
    /// Every binding from the model to this view model, in one place.
    static var modelBindings: [ModelBinding<Self, Model>] { get }
    /// Where the model and its bindings are kept: declare `let modelConnection = ModelConnection<Self>()`.
    var modelConnection: ModelConnection<Self> { get }
}

extension ModelViewModel {
    /// The current model.
    public var model: Model? { modelConnection.model }

    /// Whether the model's bindings are live.
    public var isBoundToModel: Bool { modelConnection.isBound }

    /// Replaces the model: unbinds the old one, binds the new one (each update runs once now). Setting
    /// the same instance again does nothing; `nil` leaves the view model unbound.
    public func setModel(_ model: Model?) {
        modelConnection.replace(with: model, owner: self)
    }

    /// Binds the model if there is one and it is not bound yet.
    public func bindModel() {
        modelConnection.bind(owner: self)
    }

    /// Ends the model's bindings; the model is kept.
    public func unbindModel() {
        modelConnection.unbind()
    }
}
