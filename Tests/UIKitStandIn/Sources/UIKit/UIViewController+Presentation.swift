// Modal presentation (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
// and https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)):
// - A view controller in a container presents from its outermost ancestor (the stand-in does not model
//   `definesPresentationContext`); `presentedViewController` and `presentingViewController` answer for the
//   whole family ("or its nearest ancestor").
// - The presented view controller gets `viewWillAppear` at once and `viewDidAppear` when the transition
//   ends; "The completion handler is called after the viewDidAppear(_:) method is called on the presented
//   view controller". The presenter stays on screen (the default `.automatic` style is a sheet on iPhone:
//   the presenter gets no disappearance).
// - Dismissal: "The presenting view controller is responsible for dismissing the view controller it
//   presented. If you call this method on the presented view controller itself, UIKit asks the presenting
//   view controller to handle the dismissal"; a view controller lower in a stack of presentations dismisses
//   every one above it. The completion runs after `viewDidDisappear`.
// - Refusals. UIKit presents only from a view in a window ("whose view is not in the window hierarchy"),
//   never over a view controller that already presents one ("which is already presenting"), and ignores a
//   present or dismiss issued while a presentation or dismissal is in progress ("Attempt to dismiss from
//   view controller … while a presentation or dismiss is in progress"): it logs a warning and does nothing.
//   Whether the completion of a refused call ever runs is not documented; the stand-in models the stricter
//   rule: it never runs. A refusal is recorded in `UIViewController.standInWarnings`.
// - Dismissing when nothing is presented does nothing; the stand-in never calls that completion either
//   (stricter, undocumented).
// - `presentationController`: "If you have not yet presented the current view controller, accessing this
//   property creates a presentation controller"
//   (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller).
import Foundation

extension UIViewController {
    /// Stand-in only: the warnings UIKit logged for refused presentations and navigations, oldest first.
    public private(set) static var standInWarnings: [String] = []

    /// Stand-in only: records a warning UIKit logs.
    static func standInWarn(_ warning: String) {
        standInWarnings.append(warning)
    }

    /// Stand-in only: forgets the warnings (each test starts clean).
    public static func standInClearWarnings() {
        standInWarnings = []
    }

    /// The presentation controller of this view controller (made on first access).
    public var presentationController: UIPresentationController? {
        if let ownPresentationController { return ownPresentationController }
        let controller = UIPresentationController(presentedViewController: self, presenting: nil)
        ownPresentationController = controller
        return controller
    }

    /// The popover presentation controller, when presented as a popover (never on the stand-in's iPhone).
    public var popoverPresentationController: UIPopoverPresentationController? { nil }

    /// The outermost ancestor: the view controller that presents for this one.
    var presentationRoot: UIViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    /// Presents `viewControllerToPresent` over this view controller; `completion` runs once it shows.
    public func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        let presenter = presentationRoot
        let presented = viewControllerToPresent
        let names = "\(type(of: presented)) on \(type(of: presenter))"
        if let current = presenter.ownPresented {
            return Self.standInWarn(
                "Attempt to present \(names) which is already presenting \(type(of: current))")
        }
        if StandInTransition.presentationRuns(in: presenter.viewIfLoaded?.window) {
            return Self.standInWarn("Attempt to present \(names) while a presentation is in progress")
        }
        if presented.ownPresenting != nil || presented.parent != nil {
            return presenter.standInRaise(
                RaisedException.invalidArgument,
                "Application tried to present modally a view controller \(type(of: presented)) that is already presented or active"
            )
        }
        guard let window = presenter.viewIfLoaded?.window else {
            return Self.standInWarn("Attempt to present \(names) whose view is not in the window hierarchy")
        }
        let presentation = presented.presentationController
        presentation?.presentingViewController = presenter
        presenter.ownPresented = presented
        presented.ownPresenting = presenter
        presented.isBeingPresented = true
        presented.view.frame = window.bounds
        window.addSubview(presented.view)
        presented.beginAppearanceTransition(true, animated: flag)
        let transition = StandInTransition.make(animated: flag, isPresentation: true, window: window) {
            [presented] _ in
            presented.isBeingPresented = false
            presented.runningTransition = nil
            presented.endAppearanceTransition()
            completion?()
        }
        presented.runningTransition = transition
        transition.run()
    }

    /// Dismisses the view controller this one presents (and those it presents), or this one when it
    /// presents none; `completion` runs once they are gone.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let root = presentationRoot
        let presenter: UIViewController
        if root.ownPresented != nil {
            presenter = root
        } else if let presenting = root.ownPresenting {
            presenter = presenting
        } else {
            return Self.standInWarn("Attempt to dismiss \(type(of: self)), which presents nothing")
        }
        let window = presenter.viewIfLoaded?.window
        if StandInTransition.presentationRuns(in: window) {
            return Self.standInWarn(
                "Attempt to dismiss from view controller \(type(of: presenter)) while a presentation or dismiss is in progress"
            )
        }
        var chain: [UIViewController] = []
        var next = presenter.ownPresented
        while let current = next {
            chain.append(current)
            next = current.ownPresented
        }
        for controller in chain.reversed() {
            controller.isBeingDismissed = true
            controller.beginAppearanceTransition(false, animated: flag)
        }
        let top = chain[chain.count - 1]
        let transition = StandInTransition.make(animated: flag, isPresentation: true, window: window) {
            [chain] _ in
            for controller in chain.reversed() { controller.standInEndDismissal() }
            completion?()
        }
        top.runningTransition = transition
        transition.run()
    }

    /// The dismissal ended: the view leaves the window, the links are cut, `viewDidDisappear`.
    func standInEndDismissal() {
        runningTransition = nil
        isBeingDismissed = false
        ownPresenting?.ownPresented = nil
        ownPresenting = nil
        ownPresentationController?.presentingViewController = nil
        viewIfLoaded?.removeFromSuperview()
        endAppearanceTransition()
    }
}
