/// Receives the updates of a child ``ListDataSource``: a composite data source or a
/// ``ListViewUpdater``.
///
/// A composite re-bases the update into its own coordinates (`ListUpdate/rebased(sections:rows:)`)
/// and reports it to its own parent; the root shows it and runs `ListUpdate/switchContents()`
/// inside the list view's batch. The child still answers its old contents while this method runs,
/// until the switch.
///
/// ```swift
/// final class Logger: ListDataSourceParent {
///     func dataSource(_ child: AnyObject, report update: ListUpdate) {
///         print(update.changeSet)
///         update.switchContents()
///     }
/// }
/// let logger = Logger()
/// source.parent = logger   // held weakly by the source
/// ```
@MainActor
public protocol ListDataSourceParent: AnyObject {
    /// `child` reports one batch: `update.changeSet` is in the child's coordinates, and the child
    /// switches to the contents after the batch when `update.switchContents()` runs (at the latest
    /// when this method returns).
    func dataSource(_ child: AnyObject, report update: ListUpdate)
}
