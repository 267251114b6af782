// https://developer.apple.com/documentation/uikit/uicontrol — a control sends its actions for the events
// they were added for (`addAction(_:for:)`,
// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)), in the order added;
// `enumerateEventHandlers(_:)` (https://developer.apple.com/documentation/uikit/uicontrol/enumerateeventhandlers(_:))
// visits each action added, with its events, until the iterator sets its `stop` flag;
// `sendActions(for:)` (https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)) sends them
// from code, whatever the control's state. The user's own interactions reach only an enabled control
// ("A disabled control … ignores touch events", https://developer.apple.com/documentation/uikit/uicontrol/isenabled)
// that is visible and takes touches. `removeAction(_:for:)` stops an action for those events.
// Stand-in only: `simulateUserEvents(_:)` sends the events of a user's interaction, if the user can reach
// the control.
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
        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch lifted inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
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
        /// The return key ended editing in a text field.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
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
    /// Whether a touch the control follows is down (https://developer.apple.com/documentation/uikit/uicontrol/istracking):
    /// set by the stand-in's simulated drags and presses, from the touch down to the touch up.
    public internal(set) var isTracking = false
    private var actions: [(action: UIAction, events: Event)] = []

    /// Adds `action` for `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Stops `action` for `controlEvents` (it stays for the others).
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        for index in actions.indices.reversed() where actions[index].action === action {
            actions[index].events.subtract(controlEvents)
            if actions[index].events.isEmpty { actions.remove(at: index) }
        }
    }

    /// Calls `iterator` with each action added and its events, in the order added, until it sets `stop`
    /// (the stand-in has no target-action pairs: the second argument is always `nil`).
    open func enumerateEventHandlers(
        _ iterator: (UIAction?, (Any?, Selector)?, Event, inout Bool) -> Void
    ) {
        var stop = false
        for entry in actions {
            iterator(entry.action, nil, entry.events, &stop)
            if stop { return }
        }
    }

    /// Sends the actions added for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.handler(entry.action)
        }
    }

    /// Stand-in only: whether the user can interact with the control (enabled, shown, taking touches,
    /// in a visible hierarchy).
    public var standInIsReachable: Bool {
        isEnabled && standInTakesTouches
    }

    /// Stand-in only: the user's interaction sends `events`, each in turn, when the control is reachable.
    /// Whether it was.
    @discardableResult
    public func simulateUserEvents(_ events: [Event]) -> Bool {
        guard standInIsReachable else { return false }
        for event in events { sendActions(for: event) }
        return true
    }
}
