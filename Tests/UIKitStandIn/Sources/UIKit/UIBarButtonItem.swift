// https://developer.apple.com/documentation/uikit/uibarbuttonitem — a button of a navigation bar or tool
// bar. Its `primaryAction` runs when the user taps it
// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction). The target-action form
// needs Objective-C selectors, which Linux lacks: the stand-in keeps the target and the selector and does
// not call them.
// Stand-in only: `simulateTap()`.
import Foundation
public import FoundationStandIn

/// A button in a bar.
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// The styles of bar button items.
    public enum Style: Int, Sendable {
        /// A plain button.
        case plain
        /// A button for a completing action (bold).
        case done
    }

    /// The style.
    open var style: Style
    /// The object that receives the action (not called by the stand-in).
    open weak var target: AnyObject?
    /// The action's selector (not called by the stand-in).
    open var action: Selector?
    /// The action the item performs when tapped.
    open var primaryAction: UIAction?

    /// An item titled `title`.
    public init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.style = style
        self.target = target
        self.action = action
        super.init()
        self.title = title
    }

    /// An item that performs `primaryAction`.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: primaryAction?.title, style: .plain, target: nil, action: nil)
        self.primaryAction = primaryAction
    }

    /// Stand-in only: the user taps the item; its primary action runs when it is enabled. Whether it ran.
    @discardableResult
    public func simulateTap() -> Bool {
        guard isEnabled, let primaryAction else { return false }
        primaryAction.handler(primaryAction)
        return true
    }
}
