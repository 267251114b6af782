// https://developer.apple.com/documentation/uikit/uialertcontroller — an alert or action sheet with
// actions in the order added.
//
// Skeleton: the API LoomUIKit compiles against; tapping an action is the alert part of the stand-in, to
// be written by the helper who owns it.
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
    let handler: ((UIAlertAction) -> Void)?

    /// An action titled `title` that calls `handler` when tapped.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
