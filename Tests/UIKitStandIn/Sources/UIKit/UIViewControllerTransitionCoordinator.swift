// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator — "When you present
// or dismiss a view controller, UIKit creates a transition coordinator object automatically and assigns it
// to the view controller's `transitionCoordinator` property. That transition coordinator object is
// ephemeral and lasts for the duration of the transition animation."
// - `animate(alongsideTransition:completion:)`
//   (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)):
//   the completion runs once the transition ends, finished or cancelled; the stand-in queues every call and
//   returns `true`.
// - `isCancelled`
//   (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled):
//   an interactive transition the user abandoned.
import Foundation

/// The coordinator of a running transition.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` once it ends; whether they were queued.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// What a transition coordinator says about its transition.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition was cancelled (an interactive pop the user abandoned).
    var isCancelled: Bool { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the user drives the transition now (a finger on the screen).
    var isInteractive: Bool { get }
    /// Whether the transition started interactive.
    var initiallyInteractive: Bool { get }
}
