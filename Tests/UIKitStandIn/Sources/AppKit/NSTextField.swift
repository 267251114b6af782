// https://developer.apple.com/documentation/appkit/nstextfield — a text field, editable or a label
// (`init(labelWithString:)`, https://developer.apple.com/documentation/appkit/nstextfield/init(labelwithstring:):
// not editable). When the user edits an editable field, it posts `NSControl.textDidChangeNotification` for
// each change and `NSControl.textDidEndEditingNotification` when editing ends (NSControl.swift), with the
// field as object; Return sends the action.

/// A text field.
@MainActor
open class NSTextField: NSControl {
    /// Whether the user can edit the text.
    open var isEditable = true

    /// A label showing `stringValue`.
    public convenience init(labelWithString stringValue: String) {
        self.init(frame: .zero)
        self.stringValue = stringValue
        isEditable = false
    }

    /// An editable field showing `stringValue`.
    public convenience init(string stringValue: String) {
        self.init(frame: .zero)
        self.stringValue = stringValue
    }

    /// Stand-in only: the user types until the field shows `text` (one change); whether the field took it.
    @discardableResult
    public func simulateTyping(_ text: String) -> Bool {
        guard isEditable, isEnabled, standInTakesClicks else { return false }
        stringValue = text
        NotificationCenter.default.post(name: NSControl.textDidChangeNotification, object: self)
        return true
    }

    /// Stand-in only: the user ends editing with Return: the end of editing is posted and the action sent.
    public func simulateReturn() {
        guard isEditable, isEnabled, standInTakesClicks else { return }
        NotificationCenter.default.post(name: NSControl.textDidEndEditingNotification, object: self)
        sendAction(action, to: target)
    }
}
