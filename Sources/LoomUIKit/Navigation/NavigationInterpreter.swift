#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

/// Shows a `Navigator`'s state with UIKit: the stack in a `UINavigationController` (push, pop,
/// `setViewControllers`), presented screens as modals, embedded screens as children of a container
/// view. What the user does (the back button, a swipe back, a sheet swiped down) goes back into the
/// navigator, so state and screen never diverge.
///
/// The logic is platform-neutral and tested on Linux: `NavigationSync` decides the steps (one at a
/// time, the latest state winning over stale ones) and records the user's navigation;
/// `NavigationViews` keeps the view controllers of each place. This class only makes the UIKit calls.
///
/// ```swift
/// let interpreter = NavigationInterpreter(navigator: coordinator.navigator) { screen in
///     switch screen {
///     case .artists: ArtistsViewController(viewModel: coordinator.artists)
///     case .albums(let id): AlbumsViewController(viewModel: coordinator.albums(id))
///     }
/// }
/// window.rootViewController = interpreter.navigationController
/// window.makeKeyAndVisible()
/// interpreter.start()
/// ```
///
/// - The interpreter holds its navigation controller strongly (it is the root it shows) and becomes
///   its delegate (replacing that delegate hides the user's pops from it), and the presentation
///   delegate of what it presents. Keep the interpreter (an application coordinator does); nothing it
///   shows refers to it.
/// - A modal is presented over whatever the app presented itself meanwhile (an alert); dismissing
///   that level later dismisses it too.
/// - No UIKit call is made while a transition runs (a push animating, the user's swipe back or sheet
///   pull, an alert the app presents): UIKit ignores a present or dismiss made then and never calls its
///   completion. Each step waits for the running transition to end.
/// - Start it once the navigation controller is in a visible window: UIKit presents only from a view
///   in a window. A screen that cannot be shown (no window, no container view) is reported to
///   ``onError`` and counts as shown, so navigation goes on.
@MainActor
public final class NavigationInterpreter<Route: Hashable & Sendable> {
    /// The navigator shown.
    public let navigator: Navigator<Route>
    /// The navigation controller that shows the stack.
    public let navigationController: UINavigationController
    /// The sync that decides what to do; its `NavigationSync.shown` is what is on screen.
    package private(set) lazy var sync = NavigationSync(navigator: navigator) { [weak self] step, done in
        guard let self else { return done() }
        self.perform(step, done: done)
    }
    /// Whether changes are animated (tests and state restoration turn it off).
    public var animated = true
    /// Called with each screen that could not be shown.
    public var onError: ((NavigationError) -> Void)?
    /// The last screen that could not be shown.
    public private(set) var lastError: NavigationError?
    private let views: NavigationViews<Route, UIViewController>
    private let events = NavigationEvents()
    /// The container hosts, the latest added first.
    private var containerHosts: [ContainerHost] = []

    /// Creates an interpreter of `navigator` showing its stack in `navigationController`;
    /// `makeViewController` makes the view controller of each screen shown.
    public init(
        navigator: Navigator<Route>, navigationController: UINavigationController = UINavigationController(),
        makeViewController: @escaping (Route) -> UIViewController
    ) {
        self.navigator = navigator
        self.navigationController = navigationController
        views = NavigationViews(base: navigationController, make: makeViewController)
        navigationController.delegate = events
        events.didShow = { [weak self] in self?.navigationControllerDidShow() }
        events.didDismiss = { [weak self] controller in self?.userDismissed(controller) }
    }

    /// Adds `host` (held weakly) to the view controllers whose container views show embedded screens:
    /// its `containerView(for:)` gives the view of each `ContainerName` it offers. Several hosts may
    /// offer containers at once (a split screen and a player bar); a container is looked up in the
    /// host added last first. A host released (a screen popped) offers nothing any more.
    public func addContainerHost<Host: UIViewController & ContainerViewProvider>(_ host: Host)
    where Host.ContainerView == UIView {
        containerHosts.removeAll { $0.controller == nil || $0.controller === host }
        containerHosts.insert(
            ContainerHost(controller: host, type: String(describing: Host.self)) { [weak host] name in
                host?.containerView(for: name)
            }, at: 0)
    }

    /// The container view named `name` and its host, from the first host offering it.
    private func containerView(_ name: ContainerName) -> (host: UIViewController, view: UIView)? {
        for host in containerHosts {
            if let controller = host.controller, let view = host.view(name) { return (controller, view) }
        }
        return nil
    }

    /// Shows the navigator's state now, then follows it.
    public func start() {
        sync.start()
    }

    /// Makes the navigation controller the root of `window`, shows the window, then starts: the few
    /// lines an application coordinator's `start()` needs.
    ///
    /// ```swift
    /// override func start() {
    ///     super.start()
    ///     if let window { interpreter.start(in: window) }
    /// }
    /// ```
    public func start(in window: UIWindow) {
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        start()
    }

    /// Stops following the navigator.
    public func stop() {
        sync.stop()
    }

    private func perform(_ step: NavigationStep<Route>, done: @escaping () -> Void) {
        // UIKit ignores a present or dismiss made while a presentation or dismissal is in progress (and never
        // calls its completion: the sync would wait forever), and a push or pop made during another
        // transition (the user's swipe back) is not promised to work. So no UIKit call is made while a
        // transition runs here: the step waits for it to end, then is performed on what is shown then.
        if let running = runningTransition() {
            running.animate(alongsideTransition: nil) { [weak self] _ in
                guard let self else { return done() }
                self.perform(step, done: done)
            }
            return
        }
        guard let operation = views.prepare(step) else { return done() }
        switch operation {
        case .push(let controller):
            navigationController.pushViewController(controller, animated: animated)
            afterTransition(done)
        case .pop(let top):
            if navigationController.viewControllers.contains(top) {
                navigationController.popToViewController(top, animated: animated)
            } else {  // the stack changed behind the interpreter's back: UIKit would raise; set it whole
                navigationController.setViewControllers(views.stack, animated: animated)
            }
            afterTransition(done)
        case .setStack(let controllers):
            navigationController.setViewControllers(controllers, animated: animated)
            afterTransition(done)
        case .dismiss(let presenter):
            guard presenter.presentedViewController != nil else { return done() }
            presenter.dismiss(animated: animated, completion: done)
        case .present(let controller, let presenter):
            // Over whatever the app presented itself meanwhile (an alert): dismissing this level later
            // dismisses it too.
            var top = presenter
            while let next = top.presentedViewController, !next.isBeingDismissed { top = next }
            guard top.viewIfLoaded?.window != nil else {
                report(.cannotShow(screen: "\(step)", reason: "\(type(of: top)) is not in a window"))
                return done()
            }
            controller.presentationController?.delegate = events
            top.present(controller, animated: animated, completion: done)
            if controller.presentingViewController == nil {  // refused: UIKit will not call `done`
                report(.cannotShow(screen: "\(step)", reason: "UIKit refused to present it"))
                done()
            }
        case .embed(let controller, let name, let replaced):
            if let replaced { Self.removeFromContainer(replaced) }
            if let container = containerView(name) {
                Self.embed(controller, in: container.view, of: container.host)
            } else {
                let hosts = containerHosts.filter { $0.controller != nil }.map(\.type).joined(separator: ", ")
                report(.missingContainerView(name, provider: hosts.isEmpty ? "no container host" : hosts))
            }
            done()
        case .removeEmbedded(let controller, _):
            Self.removeFromContainer(controller)
            done()
        }
    }

    /// Calls `done` when the navigation controller's transition ends (at once when not animated).
    private func afterTransition(_ done: @escaping () -> Void) {
        guard animated, let coordinator = navigationController.transitionCoordinator else { return done() }
        coordinator.animate(alongsideTransition: nil) { _ in done() }
    }

    /// The transition running in the navigation controller or in what it presents (a push, the user's
    /// swipe back or sheet pull, an alert the app presents), if any.
    private func runningTransition() -> (any UIViewControllerTransitionCoordinator)? {
        var controller: UIViewController? = navigationController
        while let current = controller {
            if let coordinator = current.transitionCoordinator { return coordinator }
            controller = current.presentedViewController
        }
        return nil
    }

    private func navigationControllerDidShow() {
        guard let kept = views.userPopped(showing: navigationController.viewControllers) else { return }
        do {
            try sync.userPopped(keeping: kept)
        } catch {
            report(error)
        }
    }

    private func userDismissed(_ controller: UIViewController) {
        guard let kept = views.userDismissed(controller) else { return }
        do {
            try sync.userDismissed(keeping: kept)
        } catch {
            report(error)
        }
    }

    private func report(_ error: NavigationError) {
        lastError = error
        onError?(error)
    }

    private static func embed(_ child: UIViewController, in container: UIView, of host: UIViewController) {
        host.addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: host)
    }

    private static func removeFromContainer(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
}

/// A view controller whose container views show embedded screens, held weakly.
@MainActor
private struct ContainerHost {
    weak var controller: UIViewController?
    /// The host's type, for errors.
    let type: String
    /// The host's view of a container, `nil` when it offers none (or was released).
    let view: (ContainerName) -> UIView?
}
#endif
