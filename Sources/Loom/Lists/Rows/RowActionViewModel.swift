/// An action offered when a row is swiped.
/// Triggering it asks its delegate, which may return the view model of the next screen to show.
///
/// The delegate is held weakly.
///
/// ```swift
/// let remove = RowActionViewModel(title: "Remove", style: .destructive, delegate: playlistViewModel)
/// let next = remove.trigger(at: ListIndexPath(section: 0, row: 2))   // e.g. a confirmation alert
/// ```
@MainActor
public final class RowActionViewModel: ViewModel {
    /// How the action is drawn.
    public enum Style: Hashable, Sendable {
        /// A normal action.
        case normal
        /// A destructive action (drawn in red).
        case destructive
    }

    /// The action's title.
    public let title: String
    /// How the action is drawn.
    public let style: Style
    /// Who performs the action; held weakly.
    public weak var delegate: (any RowActionDelegate)?

    /// Creates a row action.
    public init(title: String, style: Style = .normal, delegate: (any RowActionDelegate)? = nil) {
        self.title = title
        self.style = style
        self.delegate = delegate
    }

    /// Performs the action on the row at `indexPath`; returns the next view model to show, if any.
    public func trigger(at indexPath: ListIndexPath) -> (any ViewModel)? {
        delegate?.rowAction(self, triggeredAt: indexPath)
    }
}

/// Performs a ``RowActionViewModel``.
@MainActor
public protocol RowActionDelegate: AnyObject {
    /// The action was triggered on a row; return the next view model to show, if any.
    func rowAction(_ action: RowActionViewModel, triggeredAt indexPath: ListIndexPath) -> (any ViewModel)?
}
