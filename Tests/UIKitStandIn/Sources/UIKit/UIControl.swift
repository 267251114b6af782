// https://developer.apple.com/documentation/uikit/uicontrol — a control sends its actions for the events
// they were added for (`addAction(_:for:)`, `sendActions(for:)`).
//
// Skeleton: the API LoomUIKit compiles against and actions sent for their events; the controls part of
// the stand-in (which events each user gesture sends) is to be written by the helper who owns it.
import Foundation

/// A view that sends actions when the user interacts with it.
@MainActor
open class UIControl: UIView {
    /// The events a control sends.
    public struct Event: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates events from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch lifted inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a tap on iOS).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed by editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
    }

    /// The states of a control.
    public struct State: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates states from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected or highlighted.
        public static let normal: State = []
        /// Highlighted.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// Whether the control is enabled.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    private var actions: [(action: UIAction, events: Event)] = []

    /// Adds `action` for `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Sends the actions added for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.handler(entry.action)
        }
    }
}
