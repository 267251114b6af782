// https://developer.apple.com/documentation/uikit/uidatepicker — a control for inputting dates and times.
// `date` (https://developer.apple.com/documentation/uikit/uidatepicker/date) defaults to the moment the picker
// is made (the stand-in: the Unix epoch, so tests are reproducible); `setDate(_:animated:)`
// (https://developer.apple.com/documentation/uikit/uidatepicker/setdate(_:animated:)) sets it; neither sends
// an event. `minimumDate`/`maximumDate` bound the user's choice (ignored when the minimum is past the maximum,
// https://developer.apple.com/documentation/uikit/uidatepicker/minimumdate). The user's pick sends
// `.valueChanged`.
// Stand-in only: `simulatePick(_:)`.
import Foundation

/// A control for inputting date and time values.
@MainActor
open class UIDatePicker: UIControl {
    /// The date shown.
    open var date = Date(timeIntervalSince1970: 0)
    /// The earliest date the user can pick.
    open var minimumDate: Date?
    /// The latest date the user can pick.
    open var maximumDate: Date?
    /// Stand-in only: the `animated` argument of the last `setDate(_:animated:)`.
    public private(set) var standInLastSetAnimated: Bool?

    /// Sets the date shown, animating the wheels if asked; sends no event.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
        standInLastSetAnimated = animated
    }

    /// Stand-in only: the user picks `picked` (brought into the allowed range), then `.valueChanged`.
    /// Whether the picker was reachable.
    @discardableResult
    public func simulatePick(_ picked: Date) -> Bool {
        guard standInIsReachable else { return false }
        var chosen = picked
        if let minimumDate, let maximumDate, minimumDate > maximumDate {
            // Both bounds are ignored.
        } else {
            if let minimumDate, chosen < minimumDate { chosen = minimumDate }
            if let maximumDate, chosen > maximumDate { chosen = maximumDate }
        }
        date = chosen
        sendActions(for: .valueChanged)
        return true
    }
}
