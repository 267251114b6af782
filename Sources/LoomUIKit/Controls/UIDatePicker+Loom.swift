#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

extension LoomExtension where Base: UIDatePicker {
    /// The picked date each time the user changes it.
    @MainActor
    public var dateChanges: Signal<Date> {
        events(.valueChanged).map { [weak base] in base?.date ?? Date(timeIntervalSince1970: 0) }
    }

    /// The date shown, the wheels turned with an animation when `animated`.
    @MainActor
    public func date(animated: Bool = false) -> Binder<Date> {
        Binder(base) { $0.setDate($1, animated: animated) }
    }

    /// Binds the date both ways: the picker shows `model`, and each date the user picks is passed to
    /// `onChange`.
    ///
    /// ```swift
    /// lifetime ++ duePicker.loom.date(task.dueDate) { task.setDueDate($0) }
    /// ```
    @MainActor
    public func date(
        _ model: Property<Date>, animated: Bool = false, onChange: @escaping (Date) -> Void
    ) -> Token {
        twoWay(
            model, events: .instant, writes: .eachChange, read: { $0.date },
            show: { $0.setDate($1, animated: animated) }, write: onChange)
    }
}
#endif
