#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

extension LoomExtension where Base: UIGestureRecognizer {
    /// The recognizer's state at each of its action messages: once per recognized discrete gesture (a
    /// tap: `.ended`), and at `.began`, each `.changed` and `.ended` or `.cancelled` of a continuous one (a
    /// pan, a long press). It lives as long as the recognizer and does not keep it alive; asking again
    /// gives the same signal and adds no second target.
    ///
    /// ```swift
    /// lifetime ++ pan.loom.states.observe { [weak pan] state in if state == .changed { move(pan) } }
    /// ```
    @MainActor
    public var states: Signal<UIGestureRecognizer.State> {
        GestureRelay.relay(of: base).actions.map { [weak base] in base?.state ?? .possible }
    }

    /// Sent each time the gesture is recognized (a discrete gesture's action, a continuous gesture's
    /// end).
    ///
    /// ```swift
    /// lifetime ++ tap.loom.recognized.observe { dispatcher.send(.dismissKeyboard) }
    /// ```
    @MainActor
    public var recognized: Signal<Void> {
        states.filter { $0 == .recognized }.map { _ in () }
    }
}
#endif
