/// The storage of a ``ViewModelOwner``: its view model, whether it is active, and the token of its
/// binding. It makes the bind and unbind sequences exact:
///
/// - a view model is bound at most once at a time (setting it again, or activating twice, does not
///   bind again; for a value view model, "it" is a value with the same identity and content);
/// - replacing the view model ends the previous binding before the new one is made;
/// - deactivating (disappear, detach) ends the binding; activating makes it again;
/// - ``OwnerLifecycleEvent/reused`` ends the binding and drops the view model.
///
/// ```swift
/// final class TrackCell: ViewModelOwner {
///     let viewModelSlot = ViewModelSlot<TrackCell>(activation: .whileAttached)
///     func bind(viewModel: TrackCellViewModel) -> Token { … }
/// }
/// ```
///
/// The slot holds the view model strongly and never refers to the owner.
@MainActor
public final class ViewModelSlot<Owner: ViewModelOwner> {
    /// When the owner's bindings are live.
    let activation: OwnerActivation
    /// The view model.
    private(set) var viewModel: Owner.ViewModelType?
    /// Whether the owner is in the part of its lifecycle where it binds.
    private(set) var isActive: Bool
    /// How many times the owner's ``ViewModelOwner/bind(viewModel:)`` was called (for Loom's
    /// own tests).
    package private(set) var bindCount = 0
    /// How many bindings were ended (for Loom's own tests).
    package private(set) var unbindCount = 0
    private var binding: Token?

    /// Creates an empty slot.
    public init(activation: OwnerActivation = .whileVisible) {
        self.activation = activation
        self.isActive = activation == .immediately
    }

    /// Whether a binding is live.
    var isBound: Bool { binding != nil }

    func set(_ newViewModel: Owner.ViewModelType?, owner: Owner) {
        if ViewModelIdentity.isSame(newViewModel, viewModel) { return }
        unbind()
        viewModel = newViewModel
        bindIfActive(owner)
    }

    func handle(_ event: OwnerLifecycleEvent, owner: Owner) {
        switch (event, activation) {
        case (.reused, _):
            unbind()
            viewModel = nil
        case (.willAppear, .whileVisible), (.loaded, .onceLoaded), (.willAppear, .onceLoaded),
            (.attached, .whileAttached):
            isActive = true
            bindIfActive(owner)
        case (.willDisappear, .whileVisible), (.detached, .whileAttached):
            isActive = false
            unbind()
        default:
            break
        }
    }

    private func bindIfActive(_ owner: Owner) {
        guard isActive, binding == nil, let viewModel else { return }
        bindCount += 1
        binding = owner.bind(viewModel: viewModel)
    }

    private func unbind() {
        guard let binding else { return }
        self.binding = nil
        unbindCount += 1
        binding.cancel()
    }
}
