#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Loom
import LoomUIKit
import UIKit

// The README's "Using Loom with UIKit" coordinator, verbatim (type-checked for iOS by apple-check).

enum BrowseRoute: Hashable, Sendable { case artists, albums(Int64) }

final class AppCoordinator: ApplicationCoordinator<UIWindow> {
    let navigator = Navigator<BrowseRoute>(root: .artists)
    private lazy var interpreter = NavigationInterpreter(navigator: navigator) { [weak self] screen in
        self?.makeViewController(for: screen) ?? UIViewController()
    }

    override func start() {
        super.start()
        // The stack follows the navigator; the back button and swipes go back into it.
        if let window = view { interpreter.start(in: window) }
    }

    func showAlbums(of artist: Int64) { navigator.value.push(.albums(artist)) }

    private func makeViewController(for screen: BrowseRoute) -> UIViewController {
        let viewModel = SongViewModel()
        viewModel.title.value = "\(screen)"
        let controller = SongViewController()
        controller.viewModel = viewModel
        return controller
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let coordinator = AppCoordinator()

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        // SceneDelegate.scene(_:willConnectTo:options:)
        let window = UIWindow(windowScene: windowScene)
        coordinator.start(in: window)
        self.window = window
    }
}
#endif
