#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import UIKit

/// The scene delegate of a counter app: an Xcode app names it in its Info.plist
/// (`UISceneDelegateClassName` = `CounterUIKit.CounterSceneDelegate`), or copies these lines into its
/// own.
///
/// ```swift
/// let window = UIWindow(windowScene: windowScene)
/// window.rootViewController = UINavigationController(rootViewController: CounterViewController())
/// window.makeKeyAndVisible()
/// ```
public final class CounterSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window.
    public var window: UIWindow?

    /// Shows the counter in a new window.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: CounterViewController())
        window.makeKeyAndVisible()
        self.window = window
    }
}
#endif
