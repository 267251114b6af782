/// The two-way rule of a control bound to a model value (a text field bound to a track's title): the
/// platform-neutral half of the UIKit two-way bindings (`LoomUIKit`), tested on Linux.
///
/// - The control shows the model's value when the binding starts, and each new model value while the
///   user is not editing.
/// - While the user edits, model values are not shown: what the user types is never overwritten. The
///   user's changes are written to the model, on each change (``Writes/eachChange``) or once, when
///   editing ends (``Writes/whenEditingEnds``).
/// - When editing ends, the control shows the model's value as it is then: the last one that arrived
///   while the user typed, the user's own value as the model took it (trimmed, say), or the old value
///   when the model refused the edit.
///
/// ```swift
/// let gate = EditingGate(model: title, show: { field.text = $0 }, write: { try? viewModel.rename($0) })
/// let token = gate.start()
/// gate.editingBegan()          // the user taps the field
/// gate.userChanged("Hey J")    // written to the model (`.eachChange`)
/// gate.editingEnded()          // the field shows `title.value`
/// ```
package final class EditingGate<Value> {
    /// When the user's changes reach the model.
    package enum Writes: Sendable {
        /// Each change the user makes is written at once.
        case eachChange
        /// The control's value is written once, when the user ends editing.
        case whenEditingEnds
    }

    private let model: Property<Value>
    private let show: (Value) -> Void
    private let write: (Value) -> Void
    private let writes: Writes
    private var latestEdit: Value?

    /// Whether the user is editing the control (model values wait until editing ends).
    package private(set) var isEditing = false

    /// A gate showing `model`'s values with `show` and writing the user's with `write`.
    package init(
        model: Property<Value>, writes: Writes = .eachChange, show: @escaping (Value) -> Void,
        write: @escaping (Value) -> Void
    ) {
        self.model = model
        self.writes = writes
        self.show = show
        self.write = write
    }

    /// Shows the model's value, then each new one the user is not editing over; cancelling the token
    /// ends the binding.
    package func start() -> Token {
        model.observe { [weak self] value in
            guard let self, !self.isEditing else { return }
            self.show(value)
        }
    }

    /// The user began editing.
    package func editingBegan() {
        isEditing = true
    }

    /// The user changed the control's value to `value` (written now, or kept until editing ends).
    package func userChanged(_ value: Value) {
        switch writes {
        case .eachChange: write(value)
        case .whenEditingEnds: latestEdit = value
        }
    }

    /// The user ended editing: the kept edit is written, then the control shows the model's value.
    package func editingEnded() {
        // Written while still editing, so that the model's answer is shown once, below.
        if let edit = latestEdit {
            latestEdit = nil
            write(edit)
        }
        isEditing = false
        show(model.value)
    }
}
