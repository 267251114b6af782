/// One thing a front-end does to its screen to follow a ``NavigationState``: push, pop, replace the
/// stack, dismiss, present, embed or empty a container.
///
/// ``NavigationState/steps(to:)`` computes the steps from what is shown to what the navigator says, in
/// the order a UI performs them; Loom's front-ends hand them to a front-end one at a time. The UIKit
/// front-end turns each into one UIKit call:
///
/// ```swift
/// switch step {
/// case .push(let screen): navigationController.pushViewController(make(screen), animated: true)
/// case .pop(let keeping): navigationController.popToViewController(stack[keeping - 1], animated: true)
/// case .setStack(let keeping, let adding): navigationController.setViewControllers(…, animated: true)
/// case .dismiss(let keeping): presenter(keeping).dismiss(animated: true)
/// case .present(let screen): presenter(presented.count).present(make(screen), animated: true)
/// case .embed(let screen, let name): host.embed(make(screen), in: name)
/// case .removeEmbedded(let name): host.removeEmbedded(from: name)
/// }
/// ```
public enum NavigationStep<Route: Hashable & Sendable>: Hashable, Sendable {
    /// Push one route onto the stack.
    case push(Route)
    /// Pop until `keeping` routes remain (at least one).
    case pop(keeping: Int)
    /// Keep the bottom `keeping` routes of the stack and put `adding` above them (a new root, or a
    /// stack that changed in the middle).
    case setStack(keeping: Int, adding: [Route])
    /// Dismiss presented routes until `keeping` remain (dismissing one also dismisses those above).
    case dismiss(keeping: Int)
    /// Present a route over the innermost presented one (or over the stack).
    case present(Route)
    /// Embed a route into a container, replacing what it held.
    case embed(Route, in: ContainerName)
    /// Remove the route embedded in a container.
    case removeEmbedded(from: ContainerName)
}
