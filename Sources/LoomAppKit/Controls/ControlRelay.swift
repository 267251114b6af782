#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Loom

#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// The emitters of one control, kept as an associated object of the control (so they live exactly as
/// long as it): its action (the relay becomes the control's target on first use) and, for a text field,
/// its text changes (observed through `NSControl.textDidChangeNotification` and
/// `textDidEndEditingNotification` with block observers, removed with the relay, so the field's delegate
/// stays free).
@MainActor
final class ControlRelay: NSObject {
    private(set) lazy var actions = Emitter<Void>()
    private(set) lazy var textChanges = Emitter<Void>()
    /// The text observers, removed when the relay (their only owner) goes.
    private let textObservers = ObserverTokens()

    /// The association's key: the address of one object made once. (Not the class object:
    /// `ControlRelay.self as AnyObject` is a fresh box on each call where there is no Objective-C runtime,
    /// so a key made from it changed per call and the relay was never found again.)
    private static let key = UnsafeRawPointer(Unmanaged.passRetained(KeyObject()).toOpaque())
    private final class KeyObject {}

    /// The relay of `control`, made on first use.
    static func relay(of control: NSControl) -> ControlRelay {
        if let relay = objc_getAssociatedObject(control, Self.key) as? ControlRelay { return relay }
        let relay = ControlRelay()
        objc_setAssociatedObject(control, Self.key, relay, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return relay
    }

    /// A signal sent at each action of `control`; the relay becomes its target (replacing any other).
    func actionSignal(of control: NSControl) -> Signal<Void> {
        control.target = self
        control.action = Self.actionSelector
        return actions
    }

    /// A signal sent at each change of `field`'s text and when its editing ends.
    func textSignal(of field: NSTextField) -> Signal<Void> {
        if textObservers.tokens.isEmpty {
            let center = NotificationCenter.default
            let names = [NSControl.textDidChangeNotification, NSControl.textDidEndEditingNotification]
            textObservers.tokens = names.map { name in
                // AppKit posts them on the main thread, where the user edits.
                center.addObserver(forName: name, object: field, queue: nil) { [weak self] _ in
                    MainActor.assumeIsolated { self?.textChanges.send() }
                }
            }
        }
        return textChanges
    }

    #if canImport(ObjectiveC)
    private static var actionSelector: Selector { #selector(sendAction(_:)) }

    @objc private func sendAction(_ sender: Any?) {
        actions.send()
    }
    #else
    // Without the Objective-C runtime (Linux, where the AppKit stand-in runs this file in tests), `#selector`
    // and `@objc` do not exist: the stand-in's selector carries the method it names.
    private static var actionSelector: Selector {
        Selector("sendAction:") { target, sender in (target as? ControlRelay)?.sendAction(sender) }
    }

    private func sendAction(_ sender: Any?) {
        actions.send()
    }
    #endif
}

/// Notification observer tokens, removed from the default center when their owner releases them.
private final class ObserverTokens {
    var tokens: [any NSObjectProtocol] = []

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}
#endif
