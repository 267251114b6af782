// https://developer.apple.com/documentation/uikit/uiscene — one instance of an app's UI; its delegate is told
// when it connects (`scene(_:willConnectTo:options:)`,
// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)). The
// stand-in's scenes are made by tests, which call the delegate as UIKit does at launch.
public import Foundation

/// One instance of the app's user interface.
@MainActor
open class UIScene: UIResponder {
    /// What the system passes when a scene connects (nothing on the stand-in).
    @MainActor
    open class ConnectionOptions: NSObject {
        /// No options.
        public override init() {
            super.init()
        }
    }

    /// The scene's session.
    public let session: UISceneSession

    /// Stand-in only: a scene with a new session.
    public init(session: UISceneSession = UISceneSession()) {
        self.session = session
        super.init()
    }
}

/// The persistent state of a scene.
@MainActor
open class UISceneSession: NSObject {
    /// A session.
    public override init() {
        super.init()
    }
}

/// A scene that shows windows (https://developer.apple.com/documentation/uikit/uiwindowscene).
@MainActor
open class UIWindowScene: UIScene {
    /// The windows of the scene, oldest first.
    public internal(set) var windows: [UIWindow] = []
}

/// What a scene tells its delegate.
@MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene connects to the app (at launch).
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions)
}

extension UISceneDelegate {
    /// Does nothing (an optional method in UIKit).
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {}
}

/// The delegate of a window scene: it keeps the scene's window.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
}
