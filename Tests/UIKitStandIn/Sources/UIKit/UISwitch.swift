// https://developer.apple.com/documentation/uikit/uiswitch — `setOn(_:animated:)` sets the value without
// sending `.valueChanged` (only the user's flip sends it).
import Foundation

/// An on/off switch.
@MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false

    /// Sets the value (sends no event).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}
