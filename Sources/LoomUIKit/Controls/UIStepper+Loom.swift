#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

extension LoomExtension where Base: UIStepper {
    /// The stepper's value each time the user presses plus or minus.
    @MainActor
    public var valueChanges: Signal<Double> {
        events(.valueChanged).map { [weak base] in base?.value ?? 0 }
    }

    /// The stepper's value.
    @MainActor
    public var value: Binder<Double> { Binder(base) { $0.value = $1 } }

    /// Binds the stepper both ways: it shows `model`, and each value the user steps to is passed to
    /// `onChange`. While the user holds a button, model values wait until the touch lifts.
    ///
    /// ```swift
    /// lifetime ++ stepper.loom.value(order.quantity) { order.setQuantity($0) }
    /// ```
    @MainActor
    public func value(_ model: Property<Double>, onChange: @escaping (Double) -> Void) -> Token {
        twoWay(
            model, events: .tracking, writes: .eachChange, read: { $0.value }, show: { $0.value = $1 },
            write: onChange)
    }
}
#endif
