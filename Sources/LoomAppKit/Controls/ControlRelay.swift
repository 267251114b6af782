#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Loom
import ObjectiveC

/// The emitters of one control, kept as an associated object of the control (so they live exactly as
/// long as it): its action (the relay becomes the control's target on first use) and, for a text field,
/// its text changes (observed through `NSControl.textDidChangeNotification` and
/// `textDidEndEditingNotification`, so the field's delegate stays free).
@MainActor
final class ControlRelay: NSObject {
    private(set) lazy var actions = Emitter<Void>()
    private(set) lazy var textChanges = Emitter<Void>()
    private var observesText = false

    /// The relay of `control`, made on first use.
    static func relay(of control: NSControl) -> ControlRelay {
        // The class object is one stable address: a key no other code uses.
        let key = UnsafeRawPointer(Unmanaged.passUnretained(ControlRelay.self as AnyObject).toOpaque())
        if let relay = objc_getAssociatedObject(control, key) as? ControlRelay { return relay }
        let relay = ControlRelay()
        objc_setAssociatedObject(control, key, relay, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return relay
    }

    /// A signal sent at each action of `control`; the relay becomes its target (replacing any other).
    func actionSignal(of control: NSControl) -> Signal<Void> {
        control.target = self
        control.action = #selector(sendAction(_:))
        return actions
    }

    /// A signal sent at each change of `field`'s text and when its editing ends.
    func textSignal(of field: NSTextField) -> Signal<Void> {
        if !observesText {
            observesText = true
            let center = NotificationCenter.default
            center.addObserver(
                self, selector: #selector(sendTextChange(_:)), name: NSControl.textDidChangeNotification,
                object: field)
            center.addObserver(
                self, selector: #selector(sendTextChange(_:)), name: NSControl.textDidEndEditingNotification,
                object: field)
        }
        return textChanges
    }

    @objc private func sendAction(_ sender: Any?) {
        actions.send()
    }

    @objc private func sendTextChange(_ notification: Notification) {
        textChanges.send()
    }
}
#endif
