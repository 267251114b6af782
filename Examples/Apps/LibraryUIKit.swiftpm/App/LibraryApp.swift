#if canImport(UIKit)
import LibraryUIKit
import UIKit

/// The app's entry point: its window scene is shown by `LibraryUIKit.LibrarySceneDelegate`, named here and in the
/// scene manifest (`SceneManifest.plist`), which starts the library's coordinator (the database is built on first launch).
@main
final class LibraryApp: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting session: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: session.role)
        configuration.delegateClass = LibrarySceneDelegate.self
        return configuration
    }
}
#endif
