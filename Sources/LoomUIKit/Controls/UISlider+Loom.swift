#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

extension LoomExtension where Base: UISlider {
    /// The slider's value each time the user moves it (once, on release, when the slider is not
    /// continuous).
    ///
    /// ```swift
    /// lifetime ++ volume <~ slider.loom.valueChanges
    /// ```
    @MainActor
    public var valueChanges: Signal<Float> {
        events(.valueChanged).map { [weak base] in base?.value ?? 0 }
    }

    /// The slider's value, the thumb moved with an animation when `animated`.
    @MainActor
    public func value(animated: Bool = false) -> Binder<Float> {
        Binder(base) { $0.setValue($1, animated: animated) }
    }

    /// Binds the slider both ways: it shows `model`, and each value the user drags to is passed to
    /// `onChange`. While the user holds the thumb, model values wait: when the touch lifts, the slider
    /// shows the model's value as it is then.
    ///
    /// ```swift
    /// lifetime ++ slider.loom.value(player.volume) { player.setVolume($0) }
    /// ```
    @MainActor
    public func value(
        _ model: Property<Float>, animated: Bool = false, onChange: @escaping (Float) -> Void
    ) -> Token {
        twoWay(
            model, events: .tracking, writes: .eachChange, read: { $0.value },
            show: { $0.setValue($1, animated: animated) }, write: onChange)
    }
}
#endif
