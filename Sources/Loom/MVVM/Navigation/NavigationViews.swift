/// The views a front-end shows for a navigation state, by place: one per route on the stack, one per
/// presented route, one per filled container. It turns each ``NavigationStep`` into a
/// ``NavigationViewOperation`` on concrete views (making the new ones), and recognises what the user
/// did on screen, so an interpreter only performs operations (UIKit calls) and forwards callbacks.
///
/// ```swift
/// let views = NavigationViews<Route, UIViewController>(base: navigationController) { screen in
///     makeViewController(for: screen)
/// }
/// switch views.prepare(step) {
/// case .push(let controller): navigationController.pushViewController(controller, animated: true)
/// …
/// }
/// // navigationController(_:didShow:animated:)
/// if let kept = views.userPopped(showing: navigationController.viewControllers) {
///     try sync.userPopped(keeping: kept)
/// }
/// ```
///
/// Views are matched by identity (`===`), so a route shown twice has two views. The base (the view
/// that presents the first modal, a navigation controller) is held weakly; the shown views strongly,
/// as a navigation stack holds its view controllers.
@MainActor
package final class NavigationViews<Route: Hashable & Sendable, View: AnyObject> {
    /// The views of the stack, root first.
    package private(set) var stack: [View] = []
    /// The views of the presented routes, innermost last.
    package private(set) var presented: [View] = []
    /// The view embedded in each container.
    package private(set) var embedded: [ContainerName: View] = [:]
    /// The view that presents the first modal.
    package private(set) weak var base: View?
    private let make: (Route) -> View

    /// Creates an empty set of views over `base` (held weakly); `make` makes the view of a route.
    package init(base: View, make: @escaping (Route) -> View) {
        self.base = base
        self.make = make
    }

    /// Updates the views for `step` and returns what to do on screen; `nil` when there is nothing to
    /// do (a step that does not fit these views, or a base already released).
    package func prepare(_ step: NavigationStep<Route>) -> NavigationViewOperation<View>? {
        switch step {
        case .push(let screen):
            let view = make(screen)
            stack.append(view)
            return .push(view)
        case .pop(let keeping):
            guard keeping >= 1, keeping < stack.count else { return nil }
            stack.removeSubrange(keeping...)
            return .pop(to: stack[keeping - 1])
        case .setStack(let keeping, let adding):
            guard keeping >= 0, keeping <= stack.count else { return nil }
            stack = Array(stack.prefix(keeping)) + adding.map(make)
            return .setStack(stack)
        case .dismiss(let keeping):
            guard keeping >= 0, keeping < presented.count, let presenter = presenter(at: keeping) else {
                return nil
            }
            presented.removeSubrange(keeping...)
            return .dismiss(presenter: presenter)
        case .present(let screen):
            guard let presenter = presenter(at: presented.count) else { return nil }
            let view = make(screen)
            presented.append(view)
            return .present(view, presenter: presenter)
        case .embed(let screen, let name):
            let view = make(screen)
            let replaced = embedded.updateValue(view, forKey: name)
            return .embed(view, in: name, replacing: replaced)
        case .removeEmbedded(let name):
            guard let view = embedded.removeValue(forKey: name) else { return nil }
            return .removeEmbedded(view, from: name)
        }
    }

    /// The user went back on screen: `views` is what the stack holds now. Returns how many routes
    /// remain when `views` is the bottom of ``stack`` with at least one view gone (and forgets the
    /// others); `nil` when nothing left or `views` is not what this stack showed (a programmatic change
    /// already recorded, or a cancelled swipe).
    package func userPopped(showing views: [View]) -> Int? {
        guard !views.isEmpty, views.count < stack.count, zip(views, stack).allSatisfy({ $0 === $1 }) else {
            return nil
        }
        stack.removeSubrange(views.count...)
        return views.count
    }

    /// The user dismissed `view` on screen (a sheet swiped down), and with it every view it presented.
    /// Returns how many presented routes remain; `nil` when `view` is not presented here.
    package func userDismissed(_ view: View) -> Int? {
        guard let level = presented.firstIndex(where: { $0 === view }) else { return nil }
        presented.removeSubrange(level...)
        return level
    }

    /// The view that presents the modal at `level`: the base for the first, else the one below it.
    private func presenter(at level: Int) -> View? {
        level == 0 ? base : presented[level - 1]
    }
}
