#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Loom
import UIKit

#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// The emitters of one control, one per set of control events, kept as an associated object of the
/// control (so they live exactly as long as it). Asking twice for the same events gives the same
/// signal: binding again on every appearance does not add actions to the control.
@MainActor
final class ControlEventRelay {
    private var emitters: [UInt: Emitter<Void>] = [:]

    /// The association's key: the address of one object made once. (Not the class object:
    /// `ControlEventRelay.self as AnyObject` is a fresh box on each call where there is no Objective-C
    /// runtime, so a key made from it changes per call and the relay was never found again.)
    private static let key = UnsafeRawPointer(Unmanaged.passRetained(KeyObject()).toOpaque())
    private final class KeyObject {}

    /// The relay of `control`, made on first use.
    static func relay(of control: UIControl) -> ControlEventRelay {
        if let relay = objc_getAssociatedObject(control, Self.key) as? ControlEventRelay { return relay }
        let relay = ControlEventRelay()
        objc_setAssociatedObject(control, Self.key, relay, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return relay
    }

    /// A signal sent every time `control` sends one of `events`.
    func signal(for events: UIControl.Event, of control: UIControl) -> Signal<Void> {
        if let emitter = emitters[events.rawValue] { return emitter }
        let emitter = Emitter<Void>()
        emitters[events.rawValue] = emitter
        control.addAction(UIAction { [weak emitter] _ in emitter?.send() }, for: events)
        return emitter
    }
}
#endif
