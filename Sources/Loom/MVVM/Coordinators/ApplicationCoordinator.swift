/// The root coordinator of an app, started in its window: the app or scene delegate keeps it and calls ``start(in:)`` once.
///
/// The window is held weakly (the scene delegate owns it); what the window shows (a UIKit root view
/// controller, a terminal program's screen) is made by the subclass in ``Coordinator/start()``, which
/// ``start(in:)`` calls once ``window`` is set.
///
/// ```swift
/// final class AppCoordinator: ApplicationCoordinator<UIWindow> {
///     let navigator = Navigator<Screen>(root: .home)
///     override func start() {
///         super.start()
///         window?.rootViewController = UINavigationController()
///         window?.makeKeyAndVisible()
///     }
/// }
///
/// // SceneDelegate.scene(_:willConnectTo:options:)
/// coordinator.start(in: window)
/// ```
@MainActor
open class ApplicationCoordinator<Window>: ViewCoordinator<Window> {
    /// Creates the coordinator, not started.
    public init() {
        super.init(view: nil)
    }

    /// The window the app runs in.
    public var window: Window? { view }

    /// Sets ``window`` and starts the app's flow. Starting a coordinator that was already started (in
    /// a window or with ``Coordinator/start()``) does nothing and returns `false`: the window is not
    /// replaced.
    @discardableResult
    public func start(in window: Window) -> Bool {
        guard !isStarted else { return false }
        view = window
        start()
        return true
    }
}
