#if canImport(UIKit)
import CounterUIKit
import UIKit

/// The app's entry point: its window scene is shown by `CounterUIKit.CounterSceneDelegate`, named here and in the
/// scene manifest (`SceneManifest.plist`), which opens a window on the counter.
@main
final class CounterApp: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting session: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: session.role)
        configuration.delegateClass = CounterSceneDelegate.self
        return configuration
    }
}
#endif
