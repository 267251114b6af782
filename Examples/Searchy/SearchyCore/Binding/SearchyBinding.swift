import Loom

/// The Model-View-Binding glue of Searchy: one function connects a view's outputs to the model's inputs
/// and the model's outputs to the view, owned by the view's lifetime.
///
/// ```swift
/// SearchyBinding.bind(view: view, model: model) { [weak navigator] result in
///     navigator?.showDetail(of: result)
/// }
/// ```
/// Neither the model nor the view knows about the binding. Releasing the view ends every connection;
/// the model is kept only by those connections and by whoever else holds it.
public enum SearchyBinding {
    /// Binds `view` and `model`; `onSelect` receives the results the user chooses.
    ///
    /// `onSelect` is kept for as long as the view lives: capture long-lived objects weakly in it.
    @MainActor
    public static func bind(
        view: some SearchyView, model: SearchyModel, onSelect: @escaping (SearchResult) -> Void
    ) {
        view.lifetime
            ++ view.display <~ model.state
            ++ model.searchTerm <~ view.searchTerm
            ++ onSelect <~ view.selected
    }
}
