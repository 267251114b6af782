/// The root coordinator of an app, started in its window: the app or scene delegate keeps it and calls ``start(in:)`` once.
///
/// The window is held weakly (the scene delegate owns it); what the window shows (a UIKit root view
/// controller, a terminal program's screen) is made by the subclass in ``Coordinator/start()``, which
/// ``start(in:)`` calls once the window is set (as ``ViewCoordinator/view``). It is made without a
/// window (`ApplicationCoordinator()`, the inherited ``ViewCoordinator/init(view:)``), not started.
///
/// ```swift
/// final class AppCoordinator: ApplicationCoordinator<UIWindow> {
///     let navigator = Navigator<Screen>(root: .home)
///     override func start() {
///         super.start()
///         view?.rootViewController = UINavigationController()   // the window
///         view?.makeKeyAndVisible()
///     }
/// }
///
/// // SceneDelegate.scene(_:willConnectTo:options:)
/// coordinator.start(in: window)
/// ```
@MainActor
open class ApplicationCoordinator<Window>: ViewCoordinator<Window> {
    /// Sets the window (``ViewCoordinator/view``) and starts the app's flow. Starting a coordinator
    /// that was already started (in a window or with ``Coordinator/start()``) does nothing and
    /// returns `false`: the window is not replaced.
    @discardableResult
    public func start(in window: Window) -> Bool {
        guard !isStarted else { return false }
        view = window
        start()
        return true
    }
}
