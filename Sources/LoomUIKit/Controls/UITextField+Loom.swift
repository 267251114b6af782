#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

extension LoomExtension where Base: UITextField {
    /// The text each time the user edits it (`.editingChanged`) and when editing ends, `""` for no
    /// text. Setting `text` in code sends nothing (UIKit sends no event for it).
    ///
    /// ```swift
    /// lifetime ++ model.searchTerm <~ searchField.loom.textChanges
    /// ```
    @MainActor
    public var textChanges: Signal<String> {
        events([.editingChanged, .editingDidEnd]).map { [weak base] in base?.text ?? "" }
    }

    /// The field's text.
    @MainActor
    public var text: Binder<String?> { Binder(base) { $0.text = $1 } }

    /// The field's placeholder.
    @MainActor
    public var placeholder: Binder<String?> { Binder(base) { $0.placeholder = $1 } }
}
#endif
