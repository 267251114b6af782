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

    /// Binds the field's text both ways: the field shows `model`, and each change the user types is
    /// written with `onChange`. A model value that arrives while the user is editing is not shown over
    /// the typing: when editing ends, the field shows the model's value as it is then (see
    /// `EditingGate` in the core for the rule).
    ///
    /// ```swift
    /// lifetime ++ searchField.loom.text(viewModel.query, onChange: { viewModel.search($0) })
    /// ```
    @MainActor
    public func text(_ model: Property<String>, onChange: @escaping (String) -> Void) -> Token {
        twoWay(
            model, events: .textEditing, writes: .eachChange, read: { $0.text ?? "" },
            show: { $0.text = $1 }, write: onChange)
    }

    /// Binds the field's text both ways, writing once per edit: the field shows `model`, and when the
    /// user ends editing the text is passed to `onEditingEnd`, after which the field shows the model's
    /// value (the new one, or the old one when the model refused the edit). Model values that arrive
    /// while the user is editing wait until editing ends.
    ///
    /// ```swift
    /// lifetime ++ nameField.loom.text(viewModel.title, onEditingEnd: { try? viewModel.rename($0) })
    /// ```
    @MainActor
    public func text(_ model: Property<String>, onEditingEnd: @escaping (String) -> Void) -> Token {
        twoWay(
            model, events: .textEditing, writes: .whenEditingEnds, read: { $0.text ?? "" },
            show: { $0.text = $1 }, write: onEditingEnd)
    }

    /// Binds the field's text both ways to `property`: each change the user types is written to it.
    ///
    /// ```swift
    /// lifetime ++ nameField.loom.text(form.name)
    /// ```
    @MainActor
    public func text(_ property: MutableProperty<String>) -> Token {
        text(property, onChange: { [weak property] in property?.value = $0 })
    }

    /// The field's placeholder.
    @MainActor
    public var placeholder: Binder<String?> { Binder(base) { $0.placeholder = $1 } }
}
#endif
