// https://developer.apple.com/documentation/appkit/nscontrol — a control: one `target` (a weak reference,
// https://developer.apple.com/documentation/appkit/nscontrol/target) and one `action`
// (https://developer.apple.com/documentation/appkit/nscontrol/action), sent by `sendAction(_:to:)`
// (https://developer.apple.com/documentation/appkit/nscontrol/sendaction(_:to:)) when the user clicks it
// (a disabled control does not respond, https://developer.apple.com/documentation/appkit/nscontrol/isenabled).
// The text notifications are posted by a control whose text the user edits
// (https://developer.apple.com/documentation/appkit/nscontrol/textdidchangenotification,
// https://developer.apple.com/documentation/appkit/nscontrol/textdidendeditingnotification), not when
// `stringValue` is set in code.
public import Foundation
public import FoundationStandIn

/// A control.
@MainActor
open class NSControl: NSView {
    /// The object that receives the action (not retained).
    open weak var target: AnyObject?
    /// The action message.
    open var action: Selector?
    /// Whether the control responds to the user.
    open var isEnabled = true
    /// The control's value, as text.
    open var stringValue = ""
    /// The font of the text.
    open var font: NSFont?
    /// How the text is aligned.
    open var alignment: NSTextAlignment = .natural
    /// How a line too long is cut.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping

    /// Posted when the user changed the text of the control.
    public static let textDidChangeNotification = Notification.Name("NSControlTextDidChangeNotification")
    /// Posted when the user ended editing the text of the control.
    public static let textDidEndEditingNotification = Notification.Name(
        "NSControlTextDidEndEditingNotification")

    /// Sends `action` to `target`, with the control as sender; whether it was sent (a target that the
    /// stand-in can reach: a selector carrying its method).
    @discardableResult
    open func sendAction(_ action: Selector?, to target: Any?) -> Bool {
        guard let action, let target = target as AnyObject?, let method = action.standInMethod else {
            return false
        }
        method(target, self)
        return true
    }

    /// Stand-in only: the user clicks the control; whether it responded (enabled and visible).
    @discardableResult
    public func simulateClick() -> Bool {
        guard isEnabled, standInTakesClicks else { return false }
        return sendAction(action, to: target)
    }
}
