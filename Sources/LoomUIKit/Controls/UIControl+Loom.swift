#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

extension LoomExtension where Base: UIControl {
    /// A signal sent every time the control sends one of `events` (touch up inside, value changed,
    /// editing changed…). It lives as long as the control and does not keep it alive; asking again for
    /// the same events gives the same signal.
    ///
    /// ```swift
    /// let token = volume <~ slider.loom.events(.valueChanged).map { [weak slider] in slider?.value ?? 0 }
    /// ```
    @MainActor
    public func events(_ events: UIControl.Event) -> Signal<Void> {
        ControlEventRelay.relay(of: base).signal(for: events, of: base)
    }

    /// Whether the control is enabled.
    @MainActor
    public var isEnabled: Binder<Bool> { Binder(base) { $0.isEnabled = $1 } }

    /// Whether the control is selected.
    @MainActor
    public var isSelected: Binder<Bool> { Binder(base) { $0.isSelected = $1 } }
}

extension LoomExtension where Base: UIButton {
    /// Sent when the button is tapped (`.primaryActionTriggered`: a touch up inside on iOS, a press on
    /// tvOS).
    ///
    /// ```swift
    /// lifetime ++ plusButton.loom.taps.observe { dispatcher.send(.increment) }
    /// ```
    @MainActor
    public var taps: Signal<Void> { events(.primaryActionTriggered) }

    /// The button's title for `state`.
    @MainActor
    public func title(for state: UIControl.State = .normal) -> Binder<String?> {
        Binder(base) { $0.setTitle($1, for: state) }
    }
}

extension LoomExtension where Base: UISwitch {
    /// The switch's value each time the user flips it.
    @MainActor
    public var isOnChanges: Signal<Bool> {
        events(.valueChanged).map { [weak base] in base?.isOn ?? false }
    }

    /// Whether the switch is on (set without animation).
    @MainActor
    public var isOn: Binder<Bool> { isOn(animated: false) }

    /// Whether the switch is on, the change animated when `animated`.
    ///
    /// ```swift
    /// lifetime ++ wifiSwitch.loom.isOn(animated: true) <~ settings.isWiFiOn
    /// ```
    @MainActor
    public func isOn(animated: Bool) -> Binder<Bool> { Binder(base) { $0.setOn($1, animated: animated) } }

    /// Binds the switch both ways: it shows `model` (animated when `animated`), and each flip of the
    /// user is passed to `onChange`.
    ///
    /// ```swift
    /// lifetime ++ wifiSwitch.loom.isOn(settings.isWiFiOn, animated: true) { settings.setWiFi($0) }
    /// ```
    @MainActor
    public func isOn(
        _ model: Property<Bool>, animated: Bool = false, onChange: @escaping (Bool) -> Void
    ) -> Token {
        twoWay(
            model, events: .instant, writes: .eachChange, read: { $0.isOn },
            show: { $0.setOn($1, animated: animated) }, write: onChange)
    }
}
#endif
