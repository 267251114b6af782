/// What shows a list: a table view, a collection view, a terminal list. It reloads everything, or
/// performs one batch of changes during which the data source switches to its new contents.
///
/// A ``ListViewUpdater`` drives it; a conformer only maps ``ListIndexPath`` to its own index paths.
/// `UITableView` in a few lines:
///
/// ```swift
/// extension UITableView: ListView {
///     public func performBatchUpdates(
///         _ changes: ChangeSet, animated: Bool, updates: @escaping () -> Void, completion: (() -> Void)?
///     ) {
///         let batch = {
///             self.performBatchUpdates {
///                 updates()   // the data source switches here: UIKit reads the counts after this
///                 self.deleteSections(IndexSet(changes.deletedSections), with: .automatic)
///                 // … the other operations of `changes`, IndexPath(row:section:) for each path
///             } completion: { _ in completion?() }
///         }
///         animated ? batch() : UIView.performWithoutAnimation(batch)
///     }
/// }
/// ```
///
/// A view that does not animate (a terminal list) calls `updates()`, redraws and calls `completion`.
/// Tests use `ListProbe` (in LoomTesting), which checks every batch against the rules `UITableView`
/// enforces.
@MainActor
public protocol ListView: AnyObject {
    /// Discards everything shown and asks the data source again.
    func reloadData()

    /// Performs one batch, in UIKit batch-update coordinates: calls `updates` first and exactly once,
    /// synchronously (it switches the data source to the contents after the batch, so read the
    /// data source only after it), shows `changes` (animated or not), and calls `completion`, if any,
    /// once the batch is on screen.
    func performBatchUpdates(
        _ changes: ChangeSet, animated: Bool, updates: @escaping () -> Void, completion: (() -> Void)?)

    /// Whether the view takes batches and reloads while it tells its data source of a row the user
    /// dragged (`true` by default). A table or collection view does not: UIKit is in the middle of the
    /// reorder inside `tableView(_:moveRowAt:to:)`, so a ``ListViewUpdater`` switches the data source at
    /// once and reloads the view after the move (``afterUserMove(_:)``).
    var takesUpdatesDuringUserMove: Bool { get }

    /// Runs `body` once the view has finished handling a row the user dragged (a table or collection
    /// view: on the next turn of the main actor). By default, at once.
    func afterUserMove(_ body: @escaping @MainActor () -> Void)
}

extension ListView {
    /// `true`: the view takes batches and reloads while the data source handles a user's move.
    public var takesUpdatesDuringUserMove: Bool { true }

    /// Runs `body` at once: a view with nothing in progress during a user's move.
    public func afterUserMove(_ body: @escaping @MainActor () -> Void) {
        body()
    }
}
