#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

extension LoomExtension where Base: UISegmentedControl {
    /// The selected segment's index each time the user selects one.
    ///
    /// ```swift
    /// lifetime ++ filterControl.loom.selectedSegmentChanges.observe { viewModel.filter(at: $0) }
    /// ```
    @MainActor
    public var selectedSegmentChanges: Signal<Int> {
        events(.valueChanged).map { [weak base] in base?.selectedSegmentIndex ?? UISegmentedControl.noSegment
        }
    }

    /// The selected segment's index (`UISegmentedControl.noSegment` for none).
    @MainActor
    public var selectedSegmentIndex: Binder<Int> { Binder(base) { $0.selectedSegmentIndex = $1 } }

    /// Binds the selection both ways: the control selects `model`'s index, and each segment the user
    /// selects is passed to `onChange`.
    ///
    /// ```swift
    /// lifetime ++ filterControl.loom.selectedSegmentIndex(viewModel.filterIndex) { viewModel.filter(at: $0) }
    /// ```
    @MainActor
    public func selectedSegmentIndex(_ model: Property<Int>, onChange: @escaping (Int) -> Void) -> Token {
        twoWay(
            model, events: .instant, writes: .eachChange, read: { $0.selectedSegmentIndex },
            show: { $0.selectedSegmentIndex = $1 }, write: onChange)
    }
}
#endif
