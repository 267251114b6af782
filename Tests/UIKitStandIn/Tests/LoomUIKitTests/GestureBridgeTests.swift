import Loom
import LoomUIKit
import Testing
import UIKit

/// LoomUIKit's gesture recognizer bridge on the stand-in.
@MainActor
@Suite("Gesture recognizer bridge on the stand-in")
struct GestureBridgeTests {
    @Test("a tap recognizer signals each tap the user makes, not when disabled or the view is hidden")
    func taps() {
        let view = UIView()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(tap)
        var taps = 0
        let token = tap.loom.recognized.observe { taps += 1 }
        tap.simulateTap()
        tap.simulateTap()
        #expect(taps == 2)
        tap.isEnabled = false
        #expect(!tap.simulateTap())
        tap.isEnabled = true
        view.isHidden = true
        #expect(!tap.simulateTap())
        #expect(taps == 2)
        token.cancel()
    }

    @Test("a pan signals began, each change and the end; recognized only at the end")
    func panStates() {
        let view = UIView()
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(pan)
        var states: [UIGestureRecognizer.State] = []
        var ends = 0
        let tokens = [
            pan.loom.states.observe { states.append($0) }, pan.loom.recognized.observe { ends += 1 },
        ]
        pan.simulateStates([.began, .changed, .changed, .ended])
        pan.simulateStates([.began, .cancelled])
        #expect(states == [.began, .changed, .changed, .ended, .began, .cancelled])
        #expect(ends == 1)
        tokens.forEach { $0.cancel() }
    }

    @Test("asking twice adds one target; the relay is released with the recognizer and keeps nothing alive")
    func relayLifetime() {
        weak var weakView: UIView?
        weak var weakTap: UITapGestureRecognizer?
        var taps = 0
        var tokens: [Token] = []
        do {
            let view = UIView()
            let tap = UITapGestureRecognizer(target: nil, action: nil)
            view.addGestureRecognizer(tap)
            tokens = [tap.loom.recognized.observe { taps += 1 }, tap.loom.states.observe { _ in }]
            #expect(tap.standInTargetCount == 1, "the recognizer does not retain targets: the relay is kept")
            tap.simulateTap()
            (weakView, weakTap) = (view, tap)
        }
        #expect(weakView == nil && weakTap == nil)
        #expect(taps == 1)
        tokens.forEach { $0.cancel() }
    }
}
