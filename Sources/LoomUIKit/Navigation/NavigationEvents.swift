#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import UIKit

/// The UIKit delegate callbacks an interpreter listens to, as closures (the interpreter is generic,
/// the delegate an Objective-C object).
@MainActor
final class NavigationEvents: NSObject, UINavigationControllerDelegate,
    UIAdaptivePresentationControllerDelegate
{
    var didShow: () -> Void = {}
    var didDismiss: (UIViewController) -> Void = { _ in }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        didShow()
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        didDismiss(presentationController.presentedViewController)
    }
}
#endif
