// https://developer.apple.com/documentation/uikit/uialertcontroller — an alert or action sheet with actions
// in the order added, shown by presenting it ("present it using the present(_:animated:completion:)
// method"). A tap on an action dismisses the alert and calls the action's handler
// (https://developer.apple.com/documentation/uikit/uialertaction: "a handler to execute when the user taps
// the button"). UIKit calls the handler once the alert is gone, so that a handler can present again from
// the same view controller; the documentation does not say so, and the stand-in calls it when the
// dismissal ends (with `UIView.standInFinishAnimations()` when animated). A disabled action cannot be
// tapped.
// Stand-in only: `simulateTap(actionTitled:)`.
public import Foundation

/// An alert or action sheet.
@MainActor
open class UIAlertController: UIViewController {
    /// The two styles.
    public enum Style: Int, Sendable {
        /// An action sheet.
        case actionSheet
        /// An alert.
        case alert
    }

    /// The message.
    open var message: String?
    /// The style.
    public let preferredStyle: Style
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []

    /// An alert controller.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Not available.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Adds `action`.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Stand-in only: the user taps the action titled `title`: the alert is dismissed, then the action's
    /// handler runs. Whether there was such an enabled action on a presented alert.
    @discardableResult
    public func simulateTap(actionTitled title: String) -> Bool {
        guard presentingViewController != nil, !isBeingPresented, !isBeingDismissed,
            let action = actions.first(where: { $0.title == title && $0.isEnabled })
        else { return false }
        dismiss(animated: true) { [action] in action.handler?(action) }
        return true
    }
}

/// An action of an alert.
@MainActor
open class UIAlertAction: NSObject {
    /// The styles of actions.
    public enum Style: Int, Sendable {
        /// A default action.
        case `default`
        /// A cancel action.
        case cancel
        /// A destructive action.
        case destructive
    }

    /// The title.
    public let title: String?
    /// The style.
    public let style: Style
    /// Whether the user can tap the action.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// An action titled `title` that calls `handler` when tapped.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
