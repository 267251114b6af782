// https://developer.apple.com/documentation/uikit/uitextview — a scrollable, multiline, editable text region.
// It is not a control: it sends no control events. Its editing is told by notifications whose object is the
// text view (https://developer.apple.com/documentation/uikit/uitextview/textdidchangenotification and its
// siblings `textDidBeginEditingNotification`, `textDidEndEditingNotification`), posted on the main thread:
// beginning to edit (becoming first responder) posts `textDidBeginEditingNotification`, each change of the
// text by the user `textDidChangeNotification`, resigning first responder `textDidEndEditingNotification`.
// Setting `text` in code posts nothing (the delegate's `textViewDidChange(_:)` is likewise not called for
// changes made in code).
// Stand-in only: `simulateTyping(_:)`, `simulateReplaceText(with:)`.
import Foundation

/// A multiline, editable text region.
@MainActor
open class UITextView: UIView {
    /// Posted when the user begins editing a text view (the object is the text view).
    public nonisolated static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted when the user changes the text (the object is the text view).
    public nonisolated static let textDidChangeNotification = Notification.Name(
        "UITextViewTextDidChangeNotification")
    /// Posted when the user ends editing a text view (the object is the text view).
    public nonisolated static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")

    /// The text (never `nil` when read; implicitly unwrapped, as in UIKit).
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var text: String! = ""
    /// Whether the user can edit the text.
    open var isEditable = true
    private var editing = false

    /// Whether the text view is being edited.
    open override var isFirstResponder: Bool { editing }

    /// Starts editing (posts `textDidBeginEditingNotification`); whether it did.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !editing else { return true }
        guard isEditable else { return false }
        editing = true
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing (posts `textDidEndEditingNotification`).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard editing else { return true }
        editing = false
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// Stand-in only: the user types `typed` at the end (one change notification per character),
    /// beginning the editing first if needed. Whether the user could.
    @discardableResult
    public func simulateTyping(_ typed: String) -> Bool {
        guard standInCanEdit, becomeFirstResponder() else { return false }
        for character in typed {
            text = (text ?? "") + String(character)
            NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        }
        return true
    }

    /// Stand-in only: the user replaces the whole text (one change notification). Whether the user could.
    @discardableResult
    public func simulateReplaceText(with newText: String) -> Bool {
        guard standInCanEdit, becomeFirstResponder() else { return false }
        text = newText
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        return true
    }

    private var standInCanEdit: Bool { isEditable && standInTakesTouches }
}
