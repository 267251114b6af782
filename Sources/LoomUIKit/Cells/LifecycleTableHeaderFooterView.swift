#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Loom
public import UIKit

/// A table header or footer view that forwards its lifecycle to its
/// `ViewModelOwner` conformance: attached when it enters a window, detached when it leaves,
/// reused before UIKit hands it to another item (the slot unbinds and drops its view model).
/// Subclass it and adopt `ViewModelOwner` with a `.whileAttached` slot; nothing else to override.
///
/// ```swift
/// final class AlbumHeader: ViewModelTableHeaderFooterView, ViewModelOwner {
///     let viewModelSlot = ViewModelSlot<AlbumHeader>(activation: .whileAttached)
///     func bind(viewModel: TrackCellViewModel) -> Token {
///         Binder(self) { view, title in view.accessibilityLabel = title } <~ viewModel.title
///     }
/// }
/// ```
///
/// Without this base class, a UITableViewHeaderFooterView forwards the same two events itself:
/// `prepareForReuse()` → `handle(.reused)`, and `didMoveToWindow()` →
/// `handle(window == nil ? .detached : .attached)`.
/// A subclass that is not a `ViewModelOwner` behaves as a plain `UITableViewHeaderFooterView`.
open class ViewModelTableHeaderFooterView: UITableViewHeaderFooterView {
    /// Unbinds and drops the view model before reuse.
    open override func prepareForReuse() {
        super.prepareForReuse()
        (self as? any ViewModelOwner)?.handle(.reused)
    }

    /// Binds in a window, unbinds out of it.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        (self as? any ViewModelOwner)?.handle(window == nil ? .detached : .attached)
    }
}
#endif
