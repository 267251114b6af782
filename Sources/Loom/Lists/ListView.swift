/// What a table or collection view does with list changes: reload everything, or perform one
/// batch of changes while the data source is updated.
///
/// A UIKit front-end conforms `UITableView` / `UICollectionView` in a few lines (map
/// ``ListIndexPath`` to `IndexPath`, call `performBatchUpdates`); tests use ``RecordingListView``,
/// which validates every batch.
///
/// ```swift
/// let staged = try StagedChangeSet(from: shown, to: latest)
/// listView.apply(staged) { shown = $0 }   // one performBatchUpdates per stage
/// ```
@MainActor
public protocol ListView: AnyObject {
    /// Discards everything shown and asks the data source again.
    func reloadData()

    /// Performs one batch: calls `updateData` (which brings the data source to the state after the
    /// batch) and animates `changeSet`, in UIKit batch-update coordinates.
    func performBatchUpdates(_ changeSet: ChangeSet, updateData: () -> Void)
}

extension ListView {
    /// Applies a staged change set stage by stage: each stage is one batch, during which
    /// `setContents` receives that stage's contents for the data source to report.
    public func apply<Contents>(_ staged: StagedChangeSet<Contents>, setContents: (Contents) -> Void) {
        for stage in staged.stages {
            performBatchUpdates(stage.changeSet) { setContents(stage.contents) }
        }
    }
}
