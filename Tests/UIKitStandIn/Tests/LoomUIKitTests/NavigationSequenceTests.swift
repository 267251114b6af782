import Loom
import LoomUIKit
import StandInTesting
import Testing
import UIKit

/// Long random sequences of the navigator's changes and the user's own navigation (back button, swipe back
/// completed or cancelled, sheets pulled down or springing back, the app's alerts), with transitions ending
/// at random moments: once everything has ended, the screen always shows the navigator's state.
@MainActor
@Suite("NavigationInterpreter under random sequences", .serialized)
struct NavigationSequenceTests {
    private enum Move: CaseIterable {
        case push, pop, present, dismiss, backButton, swipeBegan, swipeEnded, pullBegan, pullEnded, alert,
            alertTap, settle
    }

    @Test("after any sequence, once the transitions end, the screen shows the navigator", arguments: 0..<40)
    func randomSequence(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let scene = NavigationScene()
        scene.settle()
        for _ in 0..<30 {
            try move(Move.allCases.randomElement(using: &random)!, in: scene, random: &random)
        }
        finish(scene)
        scene.expectShowsNavigator()
    }

    private func move(_ move: Move, in scene: NavigationScene, random: inout SeededRandom) throws {
        let navigation = scene.navigationController
        switch move {
        case .push:
            scene.navigator.value.push([Screen.albums, .tracks, .track].randomElement(using: &random)!)
        case .pop:
            _ = try? scene.navigator.value.pop()
        case .present:
            scene.navigator.value.present([Screen.sheet, .picker].randomElement(using: &random)!)
        case .dismiss:
            _ = try? scene.navigator.value.dismiss()
        case .backButton:
            if navigation.presentedViewController == nil { navigation.simulateBackButtonTap() }
        case .swipeBegan:
            if navigation.presentedViewController == nil { navigation.simulateSwipeBackBegan() }
        case .swipeEnded:
            navigation.simulateSwipeBackEnded(completing: Bool.random(using: &random))
        case .pullBegan:
            topPresented(in: scene)?.presentationController?.simulateInteractiveDismissBegan()
        case .pullEnded:
            endPulls(in: scene, completing: Bool.random(using: &random))
        case .alert:
            // The app's own alert, over whatever is on top, when UIKit would accept it.
            if !StandInTransition.running.contains(where: \.isPresentation),
                let top = topPresented(in: scene) ?? Optional(navigation), top.presentedViewController == nil
            {
                top.present(
                    UIAlertController(title: "Note", message: nil, preferredStyle: .alert), animated: true)
                (top.presentedViewController as? UIAlertController)?.addAction(
                    UIAlertAction(title: "OK", style: .default))
            }
        case .alertTap:
            (topPresented(in: scene) as? UIAlertController)?.simulateTap(actionTitled: "OK")
        case .settle:
            scene.settle()
        }
    }

    /// The innermost presented view controller.
    private func topPresented(in scene: NavigationScene) -> UIViewController? {
        var top = scene.navigationController.presentedViewController
        while let next = top?.presentedViewController { top = next }
        return top
    }

    private func endPulls(in scene: NavigationScene, completing: Bool) {
        var next = scene.navigationController.presentedViewController
        while let controller = next {
            controller.presentationController?.simulateInteractiveDismissEnded(completing: completing)
            next = controller.presentedViewController
        }
    }

    /// The user lifts every finger, taps away the app's alerts, and every transition ends.
    private func finish(_ scene: NavigationScene) {
        for _ in 0..<20 {
            scene.navigationController.simulateSwipeBackEnded(completing: false)
            endPulls(in: scene, completing: false)
            scene.settle()
            if let alert = topPresented(in: scene) as? UIAlertController {
                alert.simulateTap(actionTitled: "OK")
                continue
            }
            if !StandInTransition.isRunning { return }
        }
        Issue.record("transitions still running: \(StandInTransition.running.count)")
    }
}
