#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import LibraryCore
import Loom
import LoomUIKit
public import UIKit

/// The scene delegate of a library app, and the library's front-end on iOS: the `LibraryCoordinator`
/// (the same one the terminal runs) is started in it, and a `NavigationInterpreter` shows the
/// coordinator's navigator in a navigation controller (pushes, the presented track picker, and the back
/// button or a swipe going back into the navigator, which finishes the flows the user left).
///
/// An Xcode app names it in its Info.plist (`UISceneDelegateClassName` =
/// `LibraryUIKit.LibrarySceneDelegate`), or copies these lines into its own:
///
/// ```swift
/// let coordinator = LibraryCoordinator(store: try LibraryDatabase.open(path: nil))
/// let interpreter = NavigationInterpreter(navigator: coordinator.navigator) { [weak coordinator] screen in
///     LibrarySceneDelegate.viewController(for: screen, in: coordinator)
/// }
/// coordinator.start(in: self)   // the scene delegate is the LibraryFrontEnd
/// interpreter.start(in: window)
/// ```
public final class LibrarySceneDelegate: UIResponder, UIWindowSceneDelegate, LibraryFrontEnd {
    /// The scene's window.
    public var window: UIWindow?
    /// The app's root coordinator (it holds this front-end weakly).
    public private(set) var coordinator: LibraryCoordinator?
    private var interpreter: NavigationInterpreter<LibraryRoute>?
    private let lifetime = Lifetime()

    /// Opens the catalog (built on first launch) and shows the home screen in a new window.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        let coordinator: LibraryCoordinator
        do {
            coordinator = LibraryCoordinator(store: try LibraryDatabase.open(path: nil))
        } catch {
            let label = UILabel()
            label.text = "The catalog could not open: \(error.description)"
            label.numberOfLines = 0
            window.rootViewController = UIViewController()
            window.rootViewController?.view = label
            window.makeKeyAndVisible()
            return
        }
        let interpreter = NavigationInterpreter(navigator: coordinator.navigator) {
            [weak coordinator] screen in
            Self.viewController(for: screen, in: coordinator)
        }
        coordinator.start(in: self)
        interpreter.start(in: window)
        lifetime
            ++ coordinator.lastError.observe(skipsInitial: true) { [weak interpreter] error in
                guard let error, let navigation = interpreter?.navigationController else { return }
                var top: UIViewController = navigation
                while let presented = top.presentedViewController { top = presented }
                top.loom.present(alert: AlertViewModel(title: "Library", message: error.description))
            }
        lifetime
            ++ coordinator.notice.observe(skipsInitial: true) { [weak interpreter] notice in
                // A track deleted elsewhere: the navigator already popped its screen.
                guard let notice, let navigation = interpreter?.navigationController else { return }
                navigation.loom.present(alert: AlertViewModel(title: "Library", message: notice))
            }
        self.coordinator = coordinator
        self.interpreter = interpreter
    }

    /// The view controller of a screen: a list screen or a track's detail, over the view model the
    /// coordinator made for it (an empty screen if it has none, which a coordinator never pushes).
    public static func viewController(
        for screen: LibraryRoute, in coordinator: LibraryCoordinator?
    ) -> UIViewController {
        switch coordinator?.screenModel(for: screen) {
        case .list(let list): LibraryListViewController(viewModel: list)
        case .track(let detail): trackViewController(detail, in: coordinator)
        case nil: UIViewController()
        }
    }

    /// A track's screen; its Save and Reset errors go to the coordinator's `lastError` (an alert).
    private static func trackViewController(
        _ detail: TrackDetailViewModel, in coordinator: LibraryCoordinator?
    ) -> UIViewController {
        let screen = TrackDetailViewController(viewModel: detail)
        screen.onError = { [weak coordinator] error in coordinator?.lastError.value = error }
        return screen
    }
}
#endif
