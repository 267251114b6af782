/// One binding from a model's property (by key path) to an update of a view model, checked by the
/// compiler: `ModelBinding(\.title, Self.titleDidChange)`.
///
/// A view model declares all its bindings in one place (``ModelViewModel/modelBindings``). Each binding
/// runs its update once when bound, with the current value, then on every change. The view model is
/// held weakly: a binding never keeps it alive.
///
/// ```swift
/// static let modelBindings: [ModelBinding<TrackViewModel, TrackModel>] = [
///     ModelBinding(\.name, TrackViewModel.nameDidChange),            // an update method
///     ModelBinding(\.milliseconds) { vm, ms in vm.duration.value = "\(ms / 1000) s" },
/// ]
/// ```
@MainActor
public struct ModelBinding<Target: AnyObject, Model> {
    private let connect: (Model, Target) -> Token

    /// Binds the property (or signal) at `keyPath` to `update(viewModel, value)`, through the same
    /// implementation as every key-path `bind` (``BindingSource``).
    public init<Source: BindingSource>(
        _ keyPath: KeyPath<Model, Source>, _ update: @escaping (Target, Source.Value) -> Void
    ) {
        connect = { model, target in
            model[keyPath: keyPath].bind(skipsInitial: false, to: target, using: update)
        }
    }

    /// Binds the property at `keyPath` to an update method of the view model, named unapplied:
    /// `ModelBinding(\.title, TrackViewModel.titleDidChange)`.
    public init<Source: BindingSource>(
        _ keyPath: KeyPath<Model, Source>,
        _ method: @escaping @MainActor (Target) -> @MainActor (Source.Value) -> Void
    ) {
        self.init(keyPath) { target, value in method(target)(value) }
    }

    /// Connects `model` to `target`: runs the update now with the current value, then on every change,
    /// until the returned token ends (or `target` is released).
    func bind(_ model: Model, to target: Target) -> Token {
        connect(model, target)
    }
}
