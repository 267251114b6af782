// https://developer.apple.com/documentation/uikit/uiswitch — `setOn(_:animated:)` sets the value without
// sending `.valueChanged` (only the user's flip sends it).
import Foundation

/// An on/off switch.
@MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false
    /// Stand-in only: the `animated` argument of the last `setOn(_:animated:)`.
    public private(set) var standInLastSetAnimated: Bool?

    /// Stand-in only: the user flips the switch: the value changes, then `.valueChanged`. Whether it
    /// was reachable.
    @discardableResult
    public func simulateFlip() -> Bool {
        guard standInIsReachable else { return false }
        isOn.toggle()
        sendActions(for: .valueChanged)
        return true
    }

    /// Sets the value (sends no event).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
        standInLastSetAnimated = animated
    }
}
