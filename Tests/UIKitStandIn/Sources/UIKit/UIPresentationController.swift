// https://developer.apple.com/documentation/uikit/uipresentationcontroller — its delegate hears
// `presentationControllerDidDismiss(_:)` when the user dismisses the presented view controller.
//
// Skeleton: the API LoomUIKit compiles against; interactive dismissal is the navigation part of the
// stand-in, to be written by the helper who owns it.
public import Foundation

/// Manages the presentation of a view controller.
@MainActor
open class UIPresentationController: NSObject {
    /// The view controller presented.
    public let presentedViewController: UIViewController
    /// The view controller that presents it.
    public private(set) weak var presentingViewController: UIViewController?
    /// The delegate told of the user's dismissal.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// A presentation of `presentedViewController` by `presentingViewController`.
    public init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }
}

/// A popover's presentation: where it points.
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle of `sourceView` it points at.
    open var sourceRect: CGRect = .zero
}

/// What a presentation controller tells its delegate.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The user dismissed the presented view controller.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Does nothing (an optional method in UIKit).
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
