// https://developer.apple.com/documentation/uikit/uinavigationcontroller — a stack of view controllers; the
// top one's view is shown.
// - `pushViewController(_:animated:)`, `popViewController(animated:)`, `popToViewController(_:animated:)`,
//   `setViewControllers(_:animated:)`: the stack changes at once; while the navigation controller is on
//   screen, the leaving view controller gets `viewWillDisappear` and the arriving one `viewWillAppear` at once,
//   and `viewDidDisappear` / `viewDidAppear` when the transition ends (later when animated: see
//   StandInTransition.swift). Its `transitionCoordinator` lasts as long as the transition.
// - The delegate hears `navigationController(_:didShow:animated:)` when a transition that changed the top
//   ends (https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)),
//   not after a cancelled swipe.
// - The user goes back with the back button (a pop, animated) or by swiping from the left edge
//   (https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer):
//   the swipe is interactive — the top view controller disappears while the finger moves, and the user may
//   cancel, when the stack comes back as it was and the top view controller reappears.
// - A push, pop or replacement issued while a transition runs: UIKit's documentation does not promise that
//   it works (UIKit logs "nested push animation can result in corrupted navigation bar" and "Finishing up a
//   navigation transition in an unexpected state"). The stand-in models the stricter rule: it refuses the
//   call (nothing changes) and records a warning in `UIViewController.standInWarnings`.
// - Off screen (not appeared), changes are immediate and call no appearance methods.
// Stand-in only: `simulateBackButtonTap()`, `simulateSwipeBackBegan()`, `simulateSwipeBackEnded(completing:)`.
import Foundation

/// A stack of screens with a navigation bar.
@MainActor
open class UINavigationController: UIViewController {
    /// The stack, bottom first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []
    /// The view controller whose view is in the navigation controller's view.
    private weak var shown: UIViewController?
    private var swipe: StandInTransition?
    /// The delegate told of each change.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// A navigation controller showing `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// The top view controller.
    open var topViewController: UIViewController? { stack.last }

    /// The view controller shown (the top one, or a presented one).
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// The navigation controller forwards appearance to its top view controller itself.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override var appearanceChildren: [UIViewController] { shown.map { [$0] } ?? [] }

    /// Shows the top view controller's view once the navigation controller's view loads.
    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { show(top) }
    }

    /// Pushes `viewController` on the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !refusedMidTransition("push \(type(of: viewController))") else { return }
        if stack.contains(where: { $0 === viewController }) {
            return standInRaise(
                RaisedException.invalidArgument, "Pushing the same view controller instance more than once")
        }
        change(to: stack + [viewController], animated: animated)
    }

    /// Pops the top view controller.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, !refusedMidTransition("pop") else { return nil }
        let popped = stack[stack.count - 1]
        change(to: Array(stack.dropLast()), animated: animated)
        return popped
    }

    /// Pops to `viewController`.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            standInRaise(
                RaisedException.invalidArgument, "Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        guard !refusedMidTransition("pop to \(type(of: viewController))") else { return nil }
        let popped = Array(stack[(index + 1)...])
        change(to: Array(stack[...index]), animated: animated)
        return popped
    }

    /// Pops to the root view controller.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard !refusedMidTransition("set the view controllers") else { return }
        change(to: viewControllers, animated: animated)
    }

    // MARK: The user

    /// Stand-in only: the user taps the back button (an animated pop). Whether a pop began.
    @discardableResult
    public func simulateBackButtonTap() -> Bool {
        guard stack.count > 1, runningTransition == nil else { return false }
        popViewController(animated: true)
        return true
    }

    /// Stand-in only: the user starts swiping back from the left edge. The top view controller leaves the
    /// stack and starts disappearing; the one below starts appearing. Whether a swipe began (not on the
    /// root, nor during a transition).
    @discardableResult
    public func simulateSwipeBackBegan() -> Bool {
        guard stack.count > 1, runningTransition == nil, standInAppearance == .appeared,
            let from = topViewController
        else { return false }
        let to = stack[stack.count - 2]
        stack.removeLast()
        from.beginAppearanceTransition(false, animated: true)
        show(to)
        to.beginAppearanceTransition(true, animated: true)
        let transition = StandInTransition.make(animated: true, interactive: true, isPresentation: false) {
            [weak self, from, to] cancelled in
            guard let self else { return }
            self.runningTransition = nil
            self.swipe = nil
            if cancelled {
                self.stack.append(from)
                to.beginAppearanceTransition(false, animated: true)
                from.beginAppearanceTransition(true, animated: true)
                to.endAppearanceTransition()
                to.viewIfLoaded?.removeFromSuperview()
                self.show(from)
                from.endAppearanceTransition()
            } else {
                from.endAppearanceTransition()
                from.viewIfLoaded?.removeFromSuperview()
                from.removeFromParent()
                to.endAppearanceTransition()
                self.delegate?.navigationController(self, didShow: to, animated: true)
            }
        }
        runningTransition = transition
        swipe = transition
        transition.run()
        return true
    }

    /// Stand-in only: the user lifts the finger: the pop completes, or is cancelled, once the animations end.
    public func simulateSwipeBackEnded(completing: Bool) {
        swipe?.finishInteraction(completing: completing)
    }

    // MARK: Transitions

    private func refusedMidTransition(_ what: String) -> Bool {
        guard runningTransition != nil else { return false }
        Self.standInWarn("\(type(of: self)): cannot \(what) while a navigation transition is in progress")
        return true
    }

    /// Changes the stack to `newStack`, with the appearance calls and the delegate's `didShow` when the top
    /// changes, later when animated on screen.
    private func change(to newStack: [UIViewController], animated: Bool) {
        let from = topViewController
        let removed = stack.filter { old in !newStack.contains { $0 === old } }
        stack = newStack
        for controller in newStack where controller.parent !== self { addChild(controller) }
        let to = topViewController
        guard from !== to else {
            for controller in removed { controller.removeFromParent() }
            return
        }
        guard standInAppearance == .appeared, let to else {
            from?.viewIfLoaded?.removeFromSuperview()
            for controller in removed { controller.removeFromParent() }
            if isViewLoaded, let to { show(to) }
            if let to { delegate?.navigationController(self, didShow: to, animated: false) }
            return
        }
        _ = to.view  // loaded first: its `viewDidLoad` comes before the leaving one's `viewWillDisappear`
        from?.beginAppearanceTransition(false, animated: animated)
        show(to)
        to.beginAppearanceTransition(true, animated: animated)
        let transition = StandInTransition.make(animated: animated, isPresentation: false) {
            [weak self, from, to, removed] _ in
            guard let self else { return }
            self.runningTransition = nil
            from?.endAppearanceTransition()
            if let from, from !== self.shown { from.viewIfLoaded?.removeFromSuperview() }
            for controller in removed { controller.removeFromParent() }
            to.endAppearanceTransition()
            self.delegate?.navigationController(self, didShow: to, animated: animated)
        }
        runningTransition = transition
        transition.run()
    }

    /// Puts `controller`'s view in the navigation controller's view (beside the leaving one until the
    /// transition ends).
    private func show(_ controller: UIViewController) {
        shown = controller
        controller.view.frame = view.bounds
        view.addSubview(controller.view)
    }
}
