import Loom
import LoomUIKit
import Testing
import UIKit

/// The screens of the navigation tests.
enum Screen: Hashable, Sendable {
    case home, albums, tracks, track, sheet, picker
}

/// The view controller of one screen, with a container view named "player" and one named after
/// its screen ("albums pane" for `.albums`).
@MainActor
final class ScreenViewController: RecordingViewController, ContainerViewProvider {
    let screen: Screen
    let player = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 80))
    let pane = UIView(frame: CGRect(x: 0, y: 80, width: 390, height: 300))

    init(screen: Screen, log: CallLog) {
        self.screen = screen
        super.init(name: "\(screen)", log: log)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(player)
        view.addSubview(pane)
    }

    func containerView(for name: ContainerName) -> UIView? {
        switch name {
        case "player": player
        case ContainerName(rawValue: "\(screen) pane"): pane
        default: nil
        }
    }
}

/// A navigator shown by LoomUIKit's `NavigationInterpreter` in a window of the stand-in, with what the
/// tests check: the screen shown always equals the navigator's state once the transitions end.
@MainActor
final class NavigationScene {
    let log = CallLog()
    let navigator: Navigator<Screen>
    let interpreter: NavigationInterpreter<Screen>
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// Every view controller the interpreter made, weakly (release checks).
    private let made = MadeControllers()

    init(
        root: Screen = .home, containers: Set<ContainerName> = [], animated: Bool = true,
        inWindow: Bool = true
    ) {
        UIView.standInFinishAnimations()
        UIViewController.standInClearWarnings()
        let navigator = Navigator<Screen>(root: root, containers: containers)
        self.navigator = navigator
        let log = log
        let made = made
        interpreter = NavigationInterpreter(navigator: navigator) { screen in
            let controller = ScreenViewController(screen: screen, log: log)
            made.add(controller)
            return controller
        }
        interpreter.animated = animated
        if inWindow {
            interpreter.start(in: window)
        } else {
            interpreter.start()
        }
    }

    /// The view controllers made so far that are still alive.
    var alive: [ScreenViewController] { made.alive }

    var navigationController: UINavigationController { interpreter.navigationController }

    /// The screens of the navigation controller's stack.
    var shownStack: [Screen] {
        navigationController.viewControllers.map { ($0 as? ScreenViewController)?.screen ?? .home }
    }

    /// The screens presented over the navigation controller, innermost last (the app's own alerts
    /// skipped).
    var shownPresented: [Screen] {
        var screens: [Screen] = []
        var next = navigationController.presentedViewController
        while let controller = next {
            if let screen = (controller as? ScreenViewController)?.screen { screens.append(screen) }
            next = controller.presentedViewController
        }
        return screens
    }

    /// The view controller presented at `level` (0: over the navigation controller).
    func presented(at level: Int) -> UIViewController? {
        var next = navigationController.presentedViewController
        for _ in 0..<level { next = next?.presentedViewController }
        return next
    }

    /// The running animations end (a test-driven step of the run loop).
    func settle() {
        UIView.standInFinishAnimations()
    }
}

extension NavigationScene {
    /// Checks that the screen shows the navigator's state, that no step is left waiting, and that UIKit
    /// refused nothing the interpreter asked.
    func expectShowsNavigator(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(shownStack == navigator.value.stack, sourceLocation: sourceLocation)
        #expect(shownPresented == navigator.value.presented, sourceLocation: sourceLocation)
        // What is shown: the stack, the presented screens and the embedded ones (a container declared in
        // the navigator is not shown, and one that left with its host screen stays declared in `shown`).
        #expect(interpreter.sync.shown.stack == navigator.value.stack, sourceLocation: sourceLocation)
        #expect(interpreter.sync.shown.presented == navigator.value.presented, sourceLocation: sourceLocation)
        #expect(interpreter.sync.shown.embedded == navigator.value.embedded, sourceLocation: sourceLocation)
        #expect(!interpreter.sync.isPerforming, "a step is still waiting", sourceLocation: sourceLocation)
        #expect(UIViewController.standInWarnings == [], sourceLocation: sourceLocation)
        #expect(navigationController.raisedExceptions == [], sourceLocation: sourceLocation)
        #expect(interpreter.lastError == nil, sourceLocation: sourceLocation)
    }
}
