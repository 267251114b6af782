#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

extension LoomExtension where Base: UITextView {
    /// The text each time the user edits it (`UITextView.textDidChangeNotification`) and when editing
    /// ends. Setting `text` in code sends nothing. The text view's delegate stays free for the app.
    ///
    /// ```swift
    /// lifetime ++ notes.loom.textChanges.observe { viewModel.setNotes($0) }
    /// ```
    @MainActor
    public var textChanges: Signal<String> {
        let relay = TextViewRelay.relay(of: base)
        return relay.changed.merge(with: relay.ended).map { [weak base] in base?.text ?? "" }
    }

    /// The text view's text.
    @MainActor
    public var text: Binder<String?> { Binder(base) { $0.text = $1 } }

    /// Binds the text both ways: the text view shows `model`, and each change the user types is
    /// written with `onChange`. A model value that arrives while the user is editing waits: when
    /// editing ends the text view shows the model's value as it is then.
    ///
    /// ```swift
    /// lifetime ++ notes.loom.text(viewModel.notes, onChange: { viewModel.setNotes($0) })
    /// ```
    @MainActor
    public func text(_ model: Property<String>, onChange: @escaping (String) -> Void) -> Token {
        twoWayText(model, writes: .eachChange, write: onChange)
    }

    /// Binds the text both ways, writing once per edit, when the user ends editing; the text view then
    /// shows the model's value. Model values that arrive while the user is editing wait until then.
    ///
    /// ```swift
    /// lifetime ++ notes.loom.text(viewModel.notes, onEditingEnd: { viewModel.setNotes($0) })
    /// ```
    @MainActor
    public func text(_ model: Property<String>, onEditingEnd: @escaping (String) -> Void) -> Token {
        twoWayText(model, writes: .whenEditingEnds, write: onEditingEnd)
    }

    @MainActor
    private func twoWayText(
        _ model: Property<String>, writes: EditingGate<String>.Writes, write: @escaping (String) -> Void
    ) -> Token {
        let gate = EditingGate(
            model: model, writes: writes, show: { [weak base] in base?.text = $0 }, write: write)
        let relay = TextViewRelay.relay(of: base)
        if base.isFirstResponder { gate.editingBegan() }
        return Token.batch([
            relay.began.observe { gate.editingBegan() },
            relay.changed.observe { [weak base] in if let base { gate.userChanged(base.text ?? "") } },
            relay.ended.observe { gate.editingEnded() },
            gate.start(),
        ])
    }
}
#endif
