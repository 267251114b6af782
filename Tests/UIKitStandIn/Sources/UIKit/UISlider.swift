// https://developer.apple.com/documentation/uikit/uislider — a value picked by dragging a thumb.
// - `value` (https://developer.apple.com/documentation/uikit/uislider/value) and `setValue(_:animated:)`
//   (https://developer.apple.com/documentation/uikit/uislider/setvalue(_:animated:)) clamp to
//   `minimumValue`…`maximumValue` (default 0…1) and, set in code, send no event.
// - `isContinuous` (https://developer.apple.com/documentation/uikit/uislider/iscontinuous), default true: the
//   slider sends `.valueChanged` repeatedly as the user moves the thumb; when false, once, when the user
//   releases the thumb.
// Stand-in only: `simulateDrag(through:)` (a touch down, the moves, the touch up inside).
import Foundation

/// A control for picking a value from a range by dragging a thumb.
@MainActor
open class UISlider: UIControl {
    /// The smallest value.
    open var minimumValue: Float = 0
    /// The largest value.
    open var maximumValue: Float = 1
    /// Whether the slider sends `.valueChanged` as the thumb moves (else once, on release).
    open var isContinuous = true
    private var storedValue: Float = 0
    /// Stand-in only: the `animated` argument of the last `setValue(_:animated:)`.
    public private(set) var standInLastSetAnimated: Bool?

    /// The value, clamped to the range.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }

    /// Sets the value (clamped), animating the thumb if asked; sends no event.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
        standInLastSetAnimated = animated
    }

    /// Stand-in only: the user drags the thumb through `values` and lets go inside. Whether the slider
    /// was reachable.
    @discardableResult
    public func simulateDrag(through values: [Float]) -> Bool {
        guard standInIsReachable else { return false }
        isTracking = true
        sendActions(for: .touchDown)
        for moved in values {
            value = moved
            if isContinuous { sendActions(for: .valueChanged) }
        }
        if !isContinuous { sendActions(for: .valueChanged) }
        isTracking = false
        sendActions(for: .touchUpInside)
        return true
    }

    /// Stand-in only: the user starts a drag: the touch goes down and the thumb moves to `moved`,
    /// without letting go (end it with `simulateEndDrag()`).
    public func simulateBeginDrag(to moved: Float) {
        isTracking = true
        sendActions(for: .touchDown)
        value = moved
        if isContinuous { sendActions(for: .valueChanged) }
    }

    /// Stand-in only: the user lets go of the thumb.
    public func simulateEndDrag() {
        guard isTracking else { return }
        if !isContinuous { sendActions(for: .valueChanged) }
        isTracking = false
        sendActions(for: .touchUpInside)
    }
}
