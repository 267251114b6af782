// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate — what a navigation
// controller tells its delegate: `navigationController(_:didShow:animated:)` once a transition that changed
// the top view controller ends.
import Foundation

/// What a navigation controller tells its delegate.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// A view controller was shown.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Does nothing (an optional method in UIKit).
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {}
}
