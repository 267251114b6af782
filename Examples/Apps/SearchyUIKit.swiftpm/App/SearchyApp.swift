#if canImport(UIKit)
import SearchyUIKit
import UIKit

/// The app's entry point: its window scene is shown by `SearchyUIKit.SearchySceneDelegate`, named here and in the
/// scene manifest (`SceneManifest.plist`), which searches the bundled Chinook catalog.
@main
final class SearchyApp: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting session: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: session.role)
        configuration.delegateClass = SearchySceneDelegate.self
        return configuration
    }
}
#endif
