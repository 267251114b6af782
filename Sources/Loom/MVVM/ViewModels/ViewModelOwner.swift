/// A view, view controller or cell that shows one view model, bound with a typed
/// ``bind(viewModel:)``: giving it a view model of the wrong type is a
/// compile error, not a crash.
///
/// The owner implements ``bind(viewModel:)`` and returns one token for all its bindings. Its
/// ``viewModelSlot`` decides when to call it and when to end the token, following the owner's
/// lifecycle (``OwnerLifecycleEvent``) and its ``OwnerActivation`` policy:
///
/// - setting the same view model twice binds once;
/// - replacing the view model unbinds the previous one first;
/// - disappearing (or detaching) unbinds, appearing binds again; a reused cell unbinds and drops its
///   view model.
///
/// ```swift
/// final class TitleView: ViewModelOwner {
///     let viewModelSlot = ViewModelSlot<TitleView>(activation: .whileVisible)
///     var text = ""
///
///     func bind(viewModel: GreetingViewModel) -> Token {
///         Binder(self, \.text) <~ viewModel.greeting
///     }
/// }
///
/// let view = TitleView()
/// view.viewModel = GreetingViewModel()
/// view.handle(.willAppear)      // binds: text == "Hello"
/// view.handle(.willDisappear)   // unbinds
/// ```
///
/// The view model never refers to its owner: bindings made with ``Binder`` hold the owner weakly, and
/// the owner holds the view model. Nothing keeps itself alive.
///
/// **Value view models.** `ViewModelType` may be a value, such as a ``ValueCellViewModel``. "The same view model" then means the same identity and content
/// (``Differentiable``), or an equal value (`Equatable`); a value that is neither is never the same,
/// so setting it always binds again. A class view model is the same only as the same instance.
///
/// ```swift
/// final class TrackCell: ViewModelOwner {
///     let viewModelSlot = ViewModelSlot<TrackCell>(activation: .whileAttached)
///     var text = ""
///     func bind(viewModel: TrackRow) -> Token {   // TrackRow is a struct
///         text = viewModel.title
///         return Token {}
///     }
/// }
/// cell.viewModel = TrackRow(id: 1, title: "Hells Bells")
/// cell.viewModel = TrackRow(id: 1, title: "Hells Bells")    // the same: nothing happens
/// cell.viewModel = TrackRow(id: 1, title: "Hell's Bells")   // new content: unbinds, binds again
/// ```
@MainActor
public protocol ViewModelOwner: AnyObject {
    /// The type of view model the owner shows: a class (a ``ViewModel``) or a value (a
    /// ``ValueCellViewModel``).
    associatedtype ViewModelType
    /// Where the view model and its binding are kept: declare
    /// `let viewModelSlot = ViewModelSlot<Self>(activation: …)`.
    var viewModelSlot: ViewModelSlot<Self> { get }
    /// Makes the owner's bindings to `viewModel`; the returned token ends all of them.
    func bind(viewModel: ViewModelType) -> Token
}

extension ViewModelOwner {
    /// The view model shown. Setting it unbinds the previous one (if another), then binds the new one
    /// when the owner is active. Setting the same view model again does nothing (the same instance,
    /// or for a value the same identity and content).
    public var viewModel: ViewModelType? {
        get { viewModelSlot.viewModel }
        set { viewModelSlot.set(newValue, owner: self) }
    }

    /// Whether the owner's bindings to its view model are live.
    package var isBoundToViewModel: Bool { viewModelSlot.isBound }

    /// Tells the owner where it is in its lifecycle; binds or unbinds as its activation says.
    public func handle(_ event: OwnerLifecycleEvent) {
        viewModelSlot.handle(event, owner: self)
    }

    /// Sets a view model whose type is known only at run time (a heterogeneous list of cells).
    /// A view model of another type is a ``ViewModelError/typeMismatch(owner:expected:actual:)``, and
    /// the owner keeps its current view model.
    public func setViewModel(untyped viewModel: Any) throws(ViewModelError) {
        guard let typed = viewModel as? ViewModelType else {
            throw .typeMismatch(
                owner: String(describing: Self.self), expected: String(describing: ViewModelType.self),
                actual: String(describing: type(of: viewModel)))
        }
        self.viewModel = typed
    }
}
