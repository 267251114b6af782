#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

extension LoomExtension where Base: UISearchBar {
    /// The text each time the user edits it, `""` for no text: the events of the bar's own text field
    /// (`searchTextField`), so the bar's delegate stays free for the app.
    ///
    /// ```swift
    /// lifetime ++ model.searchTerm <~ searchBar.loom.textChanges
    /// ```
    @MainActor
    public var textChanges: Signal<String> { base.searchTextField.loom.textChanges }

    /// The bar's text.
    @MainActor
    public var text: Binder<String?> { Binder(base) { $0.text = $1 } }
}
#endif
