// https://developer.apple.com/documentation/uikit/uitextfield — an editable line of text.
// - Setting `text` in code sends no event.
// - The user's editing (https://developer.apple.com/documentation/uikit/uicontrol/event): tapping the field
//   makes it first responder and sends `.editingDidBegin`; each change of the text by the user sends
//   `.editingChanged`; the return key sends `.editingDidEndOnExit`; resigning first responder
//   (`resignFirstResponder()`, or `endEditing(_:)` on a superview) sends `.editingDidEnd`.
// Stand-in only: `simulateBeginEditing()`, `simulateTyping(_:)`, `simulateReplaceText(with:)`,
// `simulateReturnKey()`.
import Foundation

/// An editable line of text.
@MainActor
open class UITextField: UIControl {
    /// The border styles.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none
        /// A thin line.
        case line
        /// A bezel.
        case bezel
        /// Rounded corners.
        case roundedRect
    }

    /// The text.
    open var text: String?
    /// The text shown while there is none.
    open var placeholder: String?
    /// The border style.
    open var borderStyle = BorderStyle.none
    /// How the keyboard capitalizes.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Whether the user is editing the text.
    public private(set) var isEditing = false

    /// Whether the field is the first responder (being edited).
    open override var isFirstResponder: Bool { isEditing }

    /// Starts editing (sends `.editingDidBegin`); whether the field became first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditing else { return true }
        guard isEnabled else { return false }
        isEditing = true
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing (sends `.editingDidEnd`).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        isEditing = false
        sendActions(for: .editingDidEnd)
        return true
    }

    /// Stand-in only: the user taps the field to edit it. Whether it was reachable.
    @discardableResult
    public func simulateBeginEditing() -> Bool {
        guard standInIsReachable else { return false }
        return becomeFirstResponder()
    }

    /// Stand-in only: the user types `typed` at the end of the text (one `.editingChanged` per character),
    /// beginning the editing first if needed. Whether the field was reachable.
    @discardableResult
    public func simulateTyping(_ typed: String) -> Bool {
        guard simulateBeginEditing() else { return false }
        for character in typed {
            text = (text ?? "") + String(character)
            sendActions(for: .editingChanged)
        }
        return true
    }

    /// Stand-in only: the user replaces the whole text (select all, then type or paste): one
    /// `.editingChanged`. Whether the field was reachable.
    @discardableResult
    public func simulateReplaceText(with newText: String) -> Bool {
        guard simulateBeginEditing() else { return false }
        text = newText
        sendActions(for: .editingChanged)
        return true
    }

    /// Stand-in only: the user taps the return key: `.editingDidEndOnExit`, then editing ends.
    public func simulateReturnKey() {
        guard isEditing else { return }
        sendActions(for: .editingDidEndOnExit)
        resignFirstResponder()
    }
}

/// The text field of a search bar.
@MainActor
open class UISearchTextField: UITextField {}
