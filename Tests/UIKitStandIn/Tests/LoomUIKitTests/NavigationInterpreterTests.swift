import Loom
import LoomUIKit
import Testing
import UIKit

/// LoomUIKit's `NavigationInterpreter` over the stand-in's navigation controller and presentations: the
/// navigator's changes, the user's own back button, swipe back and sheet pulls, and UIKit's refusals.
@MainActor
@Suite("NavigationInterpreter on the stand-in", .serialized)
struct NavigationInterpreterTests {
    @Test("starting shows the navigator's root, which appears once the transition ends")
    func startShowsRoot() {
        let scene = NavigationScene()
        #expect(scene.shownStack == [.home])
        #expect(scene.interpreter.sync.isPerforming)
        scene.settle()
        #expect(scene.log.take() == ["home.load", "home.willAppear", "home.didAppear"])
        scene.expectShowsNavigator()
    }

    @Test("a push and a pop from the navigator are shown, each step finishing when its transition ends")
    func pushAndPop() throws {
        let scene = NavigationScene()
        scene.settle()
        _ = scene.log.take()
        scene.navigator.value.push(.albums)
        #expect(scene.shownStack == [.home, .albums])
        #expect(scene.interpreter.sync.isPerforming)
        #expect(scene.log.take() == ["albums.load", "home.willDisappear", "albums.willAppear"])
        scene.settle()
        #expect(scene.log.take() == ["home.didDisappear", "albums.didAppear"])
        scene.expectShowsNavigator()
        try scene.navigator.value.pop()
        scene.settle()
        #expect(
            scene.log.take() == [
                "albums.willDisappear", "home.willAppear", "albums.didDisappear", "home.didAppear",
            ])
        scene.expectShowsNavigator()
    }

    @Test("changes made while a transition runs are shown after it, from the latest state")
    func changesDuringTransition() throws {
        let scene = NavigationScene()
        scene.settle()
        scene.navigator.value.push(.albums)
        scene.navigator.value.push(.tracks)
        scene.navigator.value.push(.track)
        try scene.navigator.value.pop()
        scene.settle()
        #expect(scene.shownStack == [.home, .albums, .tracks])
        scene.expectShowsNavigator()
    }

    @Test("not animated, every step is shown at once")
    func notAnimated() throws {
        let scene = NavigationScene(animated: false)
        scene.navigator.value.push(.albums)
        scene.navigator.value.present(.sheet)
        #expect(scene.shownStack == [.home, .albums])
        #expect(scene.shownPresented == [.sheet])
        scene.expectShowsNavigator()
    }

    @Test("the user's back button pops the navigator too")
    func backButton() {
        let scene = NavigationScene()
        scene.navigator.value.push(.albums)
        scene.navigator.value.push(.tracks)
        scene.settle()
        #expect(scene.navigationController.simulateBackButtonTap())
        scene.settle()
        #expect(scene.navigator.value.stack == [.home, .albums])
        scene.expectShowsNavigator()
    }

    @Test("a completed swipe back pops the navigator; the screen left is released")
    func swipeBackCompleted() {
        let scene = NavigationScene()
        scene.navigator.value.push(.albums)
        scene.settle()
        _ = scene.log.take()
        #expect(scene.navigationController.simulateSwipeBackBegan())
        #expect(scene.log.take() == ["albums.willDisappear", "home.willAppear"])
        scene.navigationController.simulateSwipeBackEnded(completing: true)
        #expect(scene.navigator.value.stack == [.home, .albums], "nothing changes before the animation ends")
        scene.settle()
        #expect(scene.log.take() == ["albums.didDisappear", "home.didAppear"])
        #expect(scene.navigator.value.stack == [.home])
        scene.expectShowsNavigator()
        #expect(scene.alive.map(\.screen) == [.home])
    }

    @Test("a swipe back the user abandons changes nothing: the screen comes back and appears again")
    func swipeBackCancelled() {
        let scene = NavigationScene()
        scene.navigator.value.push(.albums)
        scene.settle()
        _ = scene.log.take()
        #expect(scene.navigationController.simulateSwipeBackBegan())
        scene.navigationController.simulateSwipeBackEnded(completing: false)
        scene.settle()
        #expect(
            scene.log.take() == [
                "albums.willDisappear", "home.willAppear", "home.willDisappear", "albums.willAppear",
                "home.didDisappear", "albums.didAppear",
            ])
        #expect(scene.navigator.value.stack == [.home, .albums])
        scene.expectShowsNavigator()
    }

    @Test("the navigator's push during a swipe back waits for the swipe: UIKit is never asked mid-transition")
    func pushDuringSwipe() {
        let scene = NavigationScene()
        scene.navigator.value.push(.albums)
        scene.settle()
        #expect(scene.navigationController.simulateSwipeBackBegan())
        scene.navigator.value.push(.track)
        scene.navigationController.simulateSwipeBackEnded(completing: false)
        scene.settle()
        #expect(scene.navigator.value.stack == [.home, .albums, .track])
        scene.expectShowsNavigator()
    }

    @Test("a completed swipe back wins over the navigator's push made during it")
    func pushDuringCompletedSwipe() {
        let scene = NavigationScene()
        scene.navigator.value.push(.albums)
        scene.settle()
        #expect(scene.navigationController.simulateSwipeBackBegan())
        scene.navigator.value.push(.track)
        scene.navigationController.simulateSwipeBackEnded(completing: true)
        scene.settle()
        #expect(scene.navigator.value.stack == [.home])
        scene.expectShowsNavigator()
    }

    @Test("present and dismiss from the navigator; the dismissed screen is released")
    func presentAndDismiss() throws {
        let scene = NavigationScene()
        scene.settle()
        _ = scene.log.take()
        scene.navigator.value.present(.sheet)
        #expect(scene.interpreter.sync.isPerforming)
        scene.settle()
        #expect(scene.log.take() == ["sheet.load", "sheet.willAppear", "sheet.didAppear"])
        scene.expectShowsNavigator()
        scene.navigator.value.present(.picker)
        scene.settle()
        #expect(scene.shownPresented == [.sheet, .picker])
        try scene.navigator.value.dismiss(keeping: 0)
        scene.settle()
        scene.expectShowsNavigator()
        #expect(scene.alive.map(\.screen) == [.home])
    }

    @Test("a sheet the user pulls down is dismissed in the navigator too")
    func interactiveDismissal() throws {
        let scene = NavigationScene()
        scene.navigator.value.present(.sheet)
        scene.navigator.value.present(.picker)
        scene.settle()
        let sheet = try #require(scene.presented(at: 1)?.presentationController)
        #expect(sheet.simulateInteractiveDismissBegan())
        sheet.simulateInteractiveDismissEnded(completing: true)
        scene.settle()
        #expect(scene.navigator.value.presented == [.sheet])
        scene.expectShowsNavigator()
    }

    @Test("a pull the user abandons keeps the sheet, in the navigator and on screen")
    func interactiveDismissalCancelled() throws {
        let scene = NavigationScene()
        scene.navigator.value.present(.sheet)
        scene.settle()
        let sheet = try #require(scene.presented(at: 0)?.presentationController)
        #expect(sheet.simulateInteractiveDismissBegan())
        sheet.simulateInteractiveDismissEnded(completing: false)
        scene.settle()
        #expect(scene.navigator.value.presented == [.sheet])
        scene.expectShowsNavigator()
    }

    @Test("a dismissal the navigator asks for while the user pulls the sheet never stalls later navigation")
    func dismissDuringInteractiveDismissal() throws {
        let scene = NavigationScene()
        scene.navigator.value.present(.sheet)
        scene.settle()
        let sheet = try #require(scene.presented(at: 0)?.presentationController)
        #expect(sheet.simulateInteractiveDismissBegan())
        try scene.navigator.value.dismiss()
        sheet.simulateInteractiveDismissEnded(completing: false)
        scene.settle()
        scene.navigator.value.push(.albums)
        scene.settle()
        #expect(scene.shownStack == [.home, .albums])
        scene.expectShowsNavigator()
    }

    @Test(
        "a dismissal asked for while the app's alert is being presented waits for it, and navigation goes on")
    func dismissDuringAlertPresentation() throws {
        let scene = NavigationScene()
        scene.navigator.value.present(.sheet)
        scene.settle()
        let sheet = try #require(scene.presented(at: 0))
        sheet.present(UIAlertController(title: "Saved", message: nil, preferredStyle: .alert), animated: true)
        try scene.navigator.value.dismiss()
        scene.settle()
        scene.navigator.value.push(.albums)
        scene.settle()
        #expect(scene.navigationController.presentedViewController == nil)
        #expect(scene.shownStack == [.home, .albums])
        scene.expectShowsNavigator()
    }

    @Test("a screen presented while the app's alert is being presented is shown over the alert, not refused")
    func presentDuringAlertPresentation() {
        let scene = NavigationScene()
        scene.settle()
        scene.navigationController.present(
            UIAlertController(title: "Saved", message: nil, preferredStyle: .alert), animated: true)
        scene.navigator.value.present(.sheet)
        scene.settle()
        #expect(scene.presented(at: 1).map { $0 is ScreenViewController } == true)
        scene.expectShowsNavigator()
    }

    @Test("a screen that cannot be shown (no window) is reported, and navigation goes on")
    func noWindow() {
        let scene = NavigationScene(inWindow: false)
        scene.navigator.value.present(.sheet)
        scene.settle()
        guard case .cannotShow = scene.interpreter.lastError else {
            Issue.record("expected cannotShow, got \(String(describing: scene.interpreter.lastError))")
            return
        }
        scene.navigator.value.push(.albums)
        scene.settle()
        #expect(scene.shownStack == [.home, .albums])
        #expect(!scene.interpreter.sync.isPerforming)
    }

    @Test("the screens popped and dismissed are released; the interpreter keeps only what it shows")
    func release() throws {
        let scene = NavigationScene()
        scene.navigator.value.push(.albums)
        scene.navigator.value.push(.tracks)
        scene.navigator.value.present(.sheet)
        scene.settle()
        #expect(scene.alive.count == 4)
        try scene.navigator.value.dismiss()
        try scene.navigator.value.pop(keeping: 1)
        scene.settle()
        #expect(scene.alive.map(\.screen) == [.home])
    }

    @Test("a screen embedded in a visible host's container appears, and leaves with it or when replaced")
    func embed() throws {
        let scene = NavigationScene(containers: ["player"])
        scene.settle()
        let home = try #require(scene.navigationController.topViewController as? ScreenViewController)
        scene.interpreter.addContainerHost(home)
        _ = scene.log.take()
        try scene.navigator.value.embed(.picker, in: "player")
        #expect(scene.log.take() == ["picker.load", "picker.willAppear", "picker.didAppear"])
        #expect((home.children.first as? ScreenViewController)?.view.superview === home.player)
        try scene.navigator.value.embed(.sheet, in: "player")
        #expect(
            scene.log.take() == [
                "picker.willDisappear", "picker.didDisappear", "sheet.load", "sheet.willAppear",
                "sheet.didAppear",
            ])
        scene.navigator.value.push(.albums)
        scene.settle()
        #expect(
            scene.log.take() == [
                "albums.load", "home.willDisappear", "sheet.willDisappear", "albums.willAppear",
                "home.didDisappear", "sheet.didDisappear", "albums.didAppear",
            ])
        try scene.navigator.value.pop()
        scene.settle()
        _ = scene.log.take()
        try scene.navigator.value.removeEmbedded(from: "player")
        #expect(scene.log.take() == ["sheet.willDisappear", "sheet.didDisappear"])
        #expect(home.children.isEmpty)
        #expect(scene.alive.map(\.screen) == [.home])
        scene.expectShowsNavigator()
    }

    @Test(
        "popping a screen with containers releases it and the view controllers embedded in its containers"
    )
    func popReleasesContainers() throws {
        let scene = NavigationScene()
        scene.navigator.value.push(.albums)
        scene.settle()
        weak let albums = scene.navigationController.topViewController as? ScreenViewController
        scene.interpreter.addContainerHost(try #require(albums))
        scene.navigator.value.addContainer("albums pane", on: .albums)
        try scene.navigator.value.embed(.tracks, in: "albums pane")
        scene.settle()
        weak let tracks = albums?.children.first as? ScreenViewController
        #expect(tracks?.view.superview === albums?.pane)
        try scene.navigator.value.pop()
        scene.settle()
        #expect(albums == nil, "the popped host is released")
        #expect(tracks == nil, "the view controller embedded in its container is released")
        #expect(scene.alive.map(\.screen) == [.home])
        #expect(scene.navigator.value.containers.isEmpty)
        scene.expectShowsNavigator()
    }

    @Test("several container hosts show the screens embedded in their own containers")
    func severalContainerHosts() throws {
        let scene = NavigationScene()
        scene.navigator.value.present(.sheet)
        scene.settle()
        let home = try #require(scene.navigationController.topViewController as? ScreenViewController)
        let sheet = try #require(scene.presented(at: 0) as? ScreenViewController)
        scene.interpreter.addContainerHost(home)
        scene.interpreter.addContainerHost(sheet)
        scene.navigator.value.addContainer("home pane", on: .home)
        scene.navigator.value.addContainer("sheet pane", on: .sheet)
        try scene.navigator.value.embed(.albums, in: "home pane")
        try scene.navigator.value.embed(.picker, in: "sheet pane")
        scene.settle()
        #expect((home.children.first as? ScreenViewController)?.view.superview === home.pane)
        #expect((sheet.children.first as? ScreenViewController)?.view.superview === sheet.pane)
        try scene.navigator.value.dismiss()
        scene.settle()
        #expect(scene.navigator.value.embedded == ["home pane": .albums])
        #expect(!scene.alive.contains { $0.screen == .picker }, "the sheet's embedded screen is released")
        scene.expectShowsNavigator()
    }

    @Test("a sheet that refuses the user's pull stays presented, in the navigator too")
    func refusedPull() throws {
        let scene = NavigationScene()
        scene.navigator.value.present(.sheet)
        scene.settle()
        let sheet = try #require(scene.presented(at: 0))
        sheet.isModalInPresentation = true
        #expect(sheet.presentationController?.simulateInteractiveDismissBegan() == false)
        scene.settle()
        #expect(scene.navigator.value.presented == [.sheet])
        scene.expectShowsNavigator()
    }
}
