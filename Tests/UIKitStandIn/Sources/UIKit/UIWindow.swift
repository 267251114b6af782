// https://developer.apple.com/documentation/uikit/uiwindow — the root of a view hierarchy; its root view
// controller's view fills it. The root view controller appears when the window becomes visible
// (`makeKeyAndVisible()`), and a new root appears in place of the old one while the window is visible
// (https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller).
import Foundation

/// The root of a view hierarchy on screen.
@MainActor
open class UIWindow: UIView {
    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if isVisible { oldValue?.standInAppear(false, animated: false) }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let view = rootViewController?.view {
                view.frame = bounds
                addSubview(view)
            }
            if isVisible { rootViewController?.standInAppear(true, animated: false) }
        }
    }
    /// Whether the window is the key window.
    public private(set) var isKeyWindow = false
    private var isVisible = false

    /// The scene the window is in.
    public private(set) weak var windowScene: UIWindowScene?

    /// A window of `windowScene`, as large as the stand-in's iPhone screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        self.windowScene = windowScene
        windowScene.windows.append(self)
    }

    /// The window itself.
    open override var window: UIWindow? { self }

    /// Shows the window and makes it key; the root view controller appears.
    open func makeKeyAndVisible() {
        isHidden = false
        isKeyWindow = true
        guard !isVisible else { return }
        isVisible = true
        rootViewController?.standInAppear(true, animated: false)
    }
}
