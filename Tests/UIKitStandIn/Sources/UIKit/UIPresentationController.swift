// https://developer.apple.com/documentation/uikit/uipresentationcontroller — manages a presentation; its
// delegate (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate) hears
// the user's interactive dismissal (a sheet pulled down):
// - `presentationControllerShouldDismiss(_:)` may refuse it, and so does the presented view controller's
//   `isModalInPresentation`; then `presentationControllerDidAttemptToDismiss(_:)`
//   ("Notifies the delegate that a user-initiated attempt to dismiss a view was prevented").
// - `presentationControllerWillDismiss(_:)` when the pull starts, `presentationControllerDidDismiss(_:)`
//   once the sheet is gone: "This method is not called if the presentation is dismissed programmatically."
//   A pull the user abandons does not dismiss, and calls neither `didDismiss` nor the coordinator's
//   completion as finished (`isCancelled`).
// Stand-in only: `simulateInteractiveDismissBegan()` and `simulateInteractiveDismissEnded(completing:)`.
public import Foundation

/// Manages the presentation of a view controller.
@MainActor
open class UIPresentationController: NSObject {
    /// The view controller presented.
    public unowned let presentedViewController: UIViewController
    /// The view controller that presents it.
    public internal(set) weak var presentingViewController: UIViewController?
    /// The delegate told of the user's dismissal.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    private var interactiveDismissal: StandInTransition?

    /// A presentation of `presentedViewController` by `presentingViewController`.
    public init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// Stand-in only: the user starts pulling the sheet down. Returns whether a dismissal began (not when
    /// refused, nothing is presented, or a transition runs).
    @discardableResult
    public func simulateInteractiveDismissBegan() -> Bool {
        let presented = presentedViewController
        let window = presented.viewIfLoaded?.window
        guard presentingViewController != nil, presented.ownPresented == nil,
            !StandInTransition.presentationRuns(in: window)
        else { return false }
        if presented.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        presented.isBeingDismissed = true
        presented.beginAppearanceTransition(false, animated: true)
        let transition = StandInTransition.make(
            animated: true, interactive: true, isPresentation: true, window: window
        ) {
            [weak self, presented] cancelled in
            if cancelled {
                presented.runningTransition = nil
                presented.isBeingDismissed = false
                presented.beginAppearanceTransition(true, animated: true)
                presented.endAppearanceTransition()
            } else {
                presented.standInEndDismissal()
                if let self { self.delegate?.presentationControllerDidDismiss(self) }
            }
            self?.interactiveDismissal = nil
        }
        presented.runningTransition = transition
        interactiveDismissal = transition
        transition.run()
        return true
    }

    /// Stand-in only: the user lets go; the sheet goes away (`completing`) or springs back, once the
    /// animations end.
    public func simulateInteractiveDismissEnded(completing: Bool) {
        interactiveDismissal?.finishInteraction(completing: completing)
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
    /// Whether the user may dismiss the presentation.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user tried to dismiss and was prevented.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The user started dismissing.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed the presented view controller.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Allows it (an optional method in UIKit).
    public func presentationControllerShouldDismiss(
        _ presentationController: UIPresentationController
    ) -> Bool {
        true
    }
    /// Does nothing (an optional method in UIKit).
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    {}
    /// Does nothing (an optional method in UIKit).
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing (an optional method in UIKit).
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
