import Loom
import LoomUIKit
import Testing
import UIKit

/// LoomUIKit's alert presenter on the stand-in: `UIAlertController.make(viewModel:onNext:)` and
/// `loom.present(alert:)`, with the user tapping the actions.
@MainActor
@Suite("Alert presenter on the stand-in", .serialized)
struct AlertPresenterTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let screen = UIViewController()

    init() {
        UIView.standInFinishAnimations()
        UIViewController.standInClearWarnings()
        window.rootViewController = screen
        window.makeKeyAndVisible()
    }

    @Test("an alert controller shows the view model's title, message, style and actions in its order")
    func makesController() {
        let viewModel = AlertViewModel(
            style: .actionSheet, title: "Remove “Hells Bells”?", message: "From the playlist",
            defaultActions: ["Keep"], destructiveActions: ["Remove"], cancelAction: "Cancel")
        let controller = UIAlertController.make(viewModel: viewModel)
        #expect(controller.title == "Remove “Hells Bells”?")
        #expect(controller.message == "From the playlist")
        #expect(controller.preferredStyle == .actionSheet)
        #expect(controller.actions.map(\.title) == ["Keep", "Remove", "Cancel"])
        #expect(controller.actions.map(\.style) == [.default, .destructive, .cancel])
    }

    @Test("a tapped action dismisses the alert, then taps the view model's action")
    func tapReachesViewModel() throws {
        var tapped: [String] = []
        let viewModel = AlertViewModel(title: "Library", defaultActions: ["OK"], cancelAction: "Cancel") {
            tapped.append($0.title)
            return nil
        }
        screen.loom.present(alert: viewModel)
        let alert = try #require(screen.presentedViewController as? UIAlertController)
        UIView.standInFinishAnimations()
        #expect(alert.simulateTap(actionTitled: "OK"))
        #expect(tapped == [], "the handler runs once the alert is gone")
        UIView.standInFinishAnimations()
        #expect(tapped == ["OK"])
        #expect(screen.presentedViewController == nil)
        #expect(UIViewController.standInWarnings == [])
    }

    @Test("the next alert a tapped action returns is presented once the first is gone, never refused")
    func nextAlert() throws {
        var confirmed = false
        let confirmation = AlertViewModel(title: "Sure?", defaultActions: ["Yes"]) { _ in
            confirmed = true
            return nil
        }
        let first = AlertViewModel(title: "Remove?", destructiveActions: ["Remove"]) { _ in confirmation }
        screen.loom.present(alert: first)
        UIView.standInFinishAnimations()
        let alert = try #require(screen.presentedViewController as? UIAlertController)
        #expect(alert.simulateTap(actionTitled: "Remove"))
        UIView.standInFinishAnimations()
        let next = try #require(screen.presentedViewController as? UIAlertController)
        #expect(next.title == "Sure?")
        #expect(next.simulateTap(actionTitled: "Yes"))
        UIView.standInFinishAnimations()
        #expect(confirmed)
        #expect(screen.presentedViewController == nil)
        #expect(UIViewController.standInWarnings == [])
    }

    @Test("another view model a tapped action returns is presented as the view controller made for it")
    func nextViewController() throws {
        let detail = TitleViewModel(title: "Thunderstruck")
        let alert = AlertViewModel(title: "Open?", defaultActions: ["Open"]) { _ in detail }
        screen.loom.present(alert: alert) { next in
            (next as? TitleViewModel).map { OwnerViewController(viewModel: $0) }
        }
        UIView.standInFinishAnimations()
        try #require(screen.presentedViewController as? UIAlertController).simulateTap(actionTitled: "Open")
        UIView.standInFinishAnimations()
        let shown = try #require(screen.presentedViewController as? OwnerViewController)
        #expect(shown.label.text == "Thunderstruck")
        #expect(UIViewController.standInWarnings == [])
    }

    @Test("an alert presented from a screen inside a navigation controller is presented by it")
    func fromChild() throws {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        window.rootViewController = navigation
        child.loom.present(alert: AlertViewModel(title: "Library", message: "Saved"))
        #expect(navigation.presentedViewController is UIAlertController)
        #expect(child.presentedViewController is UIAlertController)
        UIView.standInFinishAnimations()
        #expect(UIViewController.standInWarnings == [])
    }

    @Test("the alert and its view model are released once the alert is dismissed")
    func release() throws {
        weak var weakAlert: UIAlertController?
        weak var weakViewModel: AlertViewModel?
        do {
            let viewModel = AlertViewModel(title: "Library")
            screen.loom.present(alert: viewModel)
            UIView.standInFinishAnimations()
            let alert = try #require(screen.presentedViewController as? UIAlertController)
            #expect(alert.simulateTap(actionTitled: "OK"))
            UIView.standInFinishAnimations()
            weakAlert = alert
            weakViewModel = viewModel
        }
        #expect(weakAlert == nil)
        #expect(weakViewModel == nil)
    }
}
