/// How a ``ListViewUpdater`` shows changes, chosen by the caller.
///
/// ```swift
/// updater.applyStrategy = .reloadData              // e.g. while the view is off screen
/// updater.applyStrategy = .batches(animated: false)
/// ```
public enum ListApplyStrategy: Hashable, Sendable {
    /// One `performBatchUpdates` per batch (per stage of a staged change), animated or not.
    case batches(animated: Bool)
    /// Switch the data source at every batch and reload the whole view once per change, at its last
    /// stage.
    case reloadData

    /// Animated batches: the default.
    public static let animated = ListApplyStrategy.batches(animated: true)
}
