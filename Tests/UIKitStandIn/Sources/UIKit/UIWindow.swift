// https://developer.apple.com/documentation/uikit/uiwindow — the root of a view hierarchy; its root view
// controller's view fills it.
import Foundation

/// The root of a view hierarchy on screen.
@MainActor
open class UIWindow: UIView {
    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let view = rootViewController?.view {
                view.frame = bounds
                addSubview(view)
            }
        }
    }
    /// Whether the window is the key window.
    public private(set) var isKeyWindow = false

    /// The window itself.
    open override var window: UIWindow? { self }

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        isKeyWindow = true
    }
}
