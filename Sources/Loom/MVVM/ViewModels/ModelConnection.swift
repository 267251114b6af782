/// The storage of a ``ModelViewModel``: its model and the tokens of its live model bindings.
///
/// ```swift
/// final class ArtistViewModel: ModelViewModel {
///     let modelConnection = ModelConnection<ArtistViewModel>()
///     …
/// }
/// ```
///
/// It holds the model strongly (the view model owns its model) and the bindings' tokens, so the
/// bindings end when the view model is released.
@MainActor
public final class ModelConnection<Owner: ModelViewModel> {
    /// The current model.
    private(set) var model: Owner.Model?
    /// Whether the bindings are live.
    private(set) var isBound = false
    /// How many times the bindings were made (for Loom's own tests).
    package private(set) var bindCount = 0
    private var tokens: [Token] = []

    /// Creates a connection holding `model`, not bound yet (call ``ModelViewModel/bindModel()``).
    public init(model: Owner.Model? = nil) {
        self.model = model
    }

    func replace(with newModel: Owner.Model?, owner: Owner) {
        if newModel === model { return }
        unbind()
        model = newModel
        bind(owner: owner)
    }

    func bind(owner: Owner) {
        guard !isBound, let model else { return }
        isBound = true
        bindCount += 1
        tokens = Owner.modelBindings.map { $0.bind(model, to: owner) }
    }

    func unbind() {
        guard isBound else { return }
        isBound = false
        let ending = tokens
        tokens = []
        for token in ending { token.cancel() }
    }
}
