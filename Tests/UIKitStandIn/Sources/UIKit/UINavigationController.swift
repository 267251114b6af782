// https://developer.apple.com/documentation/uikit/uinavigationcontroller — a stack of view controllers;
// its delegate hears `navigationController(_:didShow:animated:)` after each change.
//
// Skeleton: the stack and its delegate's `didShow`, at once. Animated transitions that complete later,
// the user's back button and swipe are the navigation part of the stand-in, to be written by the helper
// who owns it.
import Foundation

/// A stack of screens with a navigation bar.
@MainActor
open class UINavigationController: UIViewController {
    /// The stack, bottom first.
    open var viewControllers: [UIViewController] = [] {
        didSet {
            for controller in oldValue where !viewControllers.contains(controller) {
                controller.removeFromParent()
            }
            for controller in viewControllers where controller.parent !== self { addChild(controller) }
        }
    }
    /// The delegate told of each change.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// A navigation controller showing `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
    }

    /// The top view controller.
    open var topViewController: UIViewController? { viewControllers.last }

    /// Pushes `viewController` on the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
        delegate?.navigationController(self, didShow: viewController, animated: animated)
    }

    /// Pops the top view controller.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        if let top = topViewController {
            delegate?.navigationController(self, didShow: top, animated: animated)
        }
        return popped
    }

    /// Pops to `viewController`.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(of: viewController) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        delegate?.navigationController(self, didShow: viewController, animated: animated)
        return popped
    }

    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
        if let top = topViewController {
            delegate?.navigationController(self, didShow: top, animated: animated)
        }
    }
}

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

/// The coordinator of a running transition.
@MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {
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
}
