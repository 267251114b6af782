import CounterCore
import CounterUIKit
import Loom
import Testing
import UIKit

/// The counter example's UIKit screen over its real model and controller (CounterCore).
@MainActor
@Suite("Counter's UIKit screen on the stand-in")
struct CounterScreenTests {
    @Test("the counter loads at zero and its buttons change the count through the real controller")
    func buttonsCount() throws {
        UIView.standInFinishAnimations()
        let model = CounterModel()
        let screen = CounterViewController(model: model)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        let count = try #require(
            screen.view.descendants(of: UILabel.self).first { $0.accessibilityIdentifier == "count" })
        #expect(count.text == "0")
        #expect(screen.title == "Counter")
        try #require(screen.view.button(titled: "+")).simulateTap()
        #expect(count.text == "1")
        try #require(screen.view.button(titled: "+2")).simulateTap()
        #expect(count.text == "3")
        try #require(screen.view.button(titled: "−")).simulateTap()
        #expect(count.text == "2")
        #expect(model.count.value == 2)
        try #require(screen.view.button(titled: "Reset")).simulateTap()
        #expect(count.text == "0")
    }

    @Test("the scene delegate shows the counter in a visible window")
    func sceneDelegate() throws {
        let delegate = CounterSceneDelegate()
        let scene = UIWindowScene()
        delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
        let window = try #require(delegate.window)
        #expect(window.isKeyWindow)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let screen = try #require(navigation.topViewController as? CounterViewController)
        #expect(screen.standInAppearance == .appeared)
    }

    @Test("the screen, its event loop and its model are released when the screen goes")
    func release() throws {
        weak var weakScreen: CounterViewController?
        weak var weakModel: CounterModel?
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        do {
            let model = CounterModel()
            let screen = CounterViewController(model: model)
            window.rootViewController = screen
            window.makeKeyAndVisible()
            try #require(screen.view.button(titled: "+")).simulateTap()
            weakScreen = screen
            weakModel = model
        }
        window.rootViewController = nil
        #expect(weakScreen == nil)
        #expect(weakModel == nil)
    }
}
