#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import ChinookCatalog
import SearchyCore
public import UIKit

/// The scene delegate of a Searchy app: an Xcode app names it in its Info.plist
/// (`UISceneDelegateClassName` = `SearchyUIKit.SearchySceneDelegate`), or copies these lines into its
/// own. The catalog is built on first launch from the CSV files bundled with `ChinookCatalog`.
///
/// ```swift
/// let model = SearchyModel(service: CatalogSearchService(catalog: try ChinookCatalog()))
/// window.rootViewController = UINavigationController(rootViewController: SearchyViewController(model: model))
/// ```
public final class SearchySceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window.
    public var window: UIWindow?

    /// Shows the search screen in a new window (or why the catalog could not open).
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = Self.rootViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    private static func rootViewController() -> UIViewController {
        do {
            let model = SearchyModel(service: CatalogSearchService(catalog: try ChinookCatalog()))
            return UINavigationController(rootViewController: SearchyViewController(model: model))
        } catch {
            let message = UIViewController()
            let label = UILabel()
            label.text = "The catalog could not open: \(error.description)"
            label.numberOfLines = 0
            message.view = label
            return message
        }
    }
}
#endif
