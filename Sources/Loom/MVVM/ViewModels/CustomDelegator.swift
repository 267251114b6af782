/// A cell (or any view) that reports its own interactions to a typed delegate, usually the view
/// controller that shows the list. The delegate is held weakly, so it never dangles.
///
/// ```swift
/// protocol TrackCellDelegate: AnyObject { func playTapped(in cell: TrackCell) }
///
/// final class TrackCell: CustomDelegator {
///     let delegateReference = WeakDelegate<any TrackCellDelegate>()
///     func playButtonTapped() { delegate?.playTapped(in: self) }
/// }
/// cell.delegate = listController
/// ```
@MainActor
public protocol CustomDelegator: AnyObject {
    /// The delegate's type.
    associatedtype Delegate
    /// Where the delegate is held weakly: declare `let delegateReference = WeakDelegate<…>()`.
    var delegateReference: WeakDelegate<Delegate> { get }
}

extension CustomDelegator {
    /// The delegate, held weakly.
    public var delegate: Delegate? {
        get { delegateReference.value }
        set { delegateReference.value = newValue }
    }
}
