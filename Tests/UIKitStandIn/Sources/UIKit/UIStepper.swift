// https://developer.apple.com/documentation/uikit/uistepper — a control that increments or decrements a
// value. `value` (https://developer.apple.com/documentation/uikit/uistepper/value), default 0, is clamped to
// `minimumValue`…`maximumValue` (default 0…100); each press changes it by `stepValue` (default 1) and sends
// `.valueChanged`. Set in code it sends no event (the stricter reading: UIKit's own value changes come from
// the user).
// Stand-in only: `simulateIncrement()`, `simulateDecrement()` (a touch down, the change, the touch up).
import Foundation

/// A control for incrementing or decrementing a value.
@MainActor
open class UIStepper: UIControl {
    /// The smallest value.
    open var minimumValue: Double = 0
    /// The largest value.
    open var maximumValue: Double = 100
    /// The change of one press.
    open var stepValue: Double = 1
    private var storedValue: Double = 0

    /// The value, clamped to the range.
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }

    /// Stand-in only: the user presses plus. Whether the stepper was reachable.
    @discardableResult
    public func simulateIncrement() -> Bool { press(by: stepValue) }

    /// Stand-in only: the user presses minus. Whether the stepper was reachable.
    @discardableResult
    public func simulateDecrement() -> Bool { press(by: -stepValue) }

    private func press(by change: Double) -> Bool {
        guard standInIsReachable else { return false }
        isTracking = true
        sendActions(for: .touchDown)
        let before = value
        value += change
        if value != before { sendActions(for: .valueChanged) }
        isTracking = false
        sendActions(for: .touchUpInside)
        return true
    }
}
