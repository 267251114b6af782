#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Loom
import UIKit

/// The events that tell a control's two-way binding when the user starts changing it, changes it, and
/// is done (an empty set: the control has no editing phase, each change is whole).
struct ControlEditingEvents {
    var began: UIControl.Event = []
    var changed: UIControl.Event
    var ended: UIControl.Event = []

    /// A text field's editing.
    static let textEditing = ControlEditingEvents(
        began: .editingDidBegin, changed: .editingChanged, ended: .editingDidEnd)
    /// A value changed by dragging or holding (a slider, a stepper): a touch down, then changes, then
    /// the touch lifts or is cancelled.
    static let tracking = ControlEditingEvents(
        began: .touchDown, changed: .valueChanged, ended: [.touchUpInside, .touchUpOutside, .touchCancel])
    /// A value changed at once (a switch, a segmented control, a date picker).
    static let instant = ControlEditingEvents(changed: .valueChanged)
}

extension LoomExtension where Base: UIControl {
    /// The UIKit half of a two-way binding: the control's events drive an ``EditingGate`` (the rule,
    /// in the core) that shows `model` with `show` and writes the user's value, read with `read`.
    @MainActor
    func twoWay<Value>(
        _ model: Property<Value>, events: ControlEditingEvents, writes: EditingGate<Value>.Writes,
        read: @escaping (Base) -> Value, show: @escaping (Base, Value) -> Void,
        write: @escaping (Value) -> Void
    ) -> Token {
        let gate = EditingGate(
            model: model, writes: writes, show: { [weak base] in if let base { show(base, $0) } },
            write: write)
        var tokens: [Token] = []
        if !events.began.isEmpty {
            if base.isFirstResponder || base.isTracking { gate.editingBegan() }
            tokens.append(self.events(events.began).observe { gate.editingBegan() })
        }
        tokens.append(
            self.events(events.changed).observe { [weak base] in
                if let base { gate.userChanged(read(base)) }
            })
        if !events.ended.isEmpty {
            tokens.append(self.events(events.ended).observe { gate.editingEnded() })
        }
        tokens.append(gate.start())
        return Token.batch(tokens)
    }
}
#endif
