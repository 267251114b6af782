#if canImport(AppKit) && !targetEnvironment(macCatalyst)
public import AppKit
public import Loom

/// A collection view is a `ListView`: a `ListViewUpdater` (or a ``CollectionViewAdapter``) replays every
/// change of a data source into it as one `performBatchUpdates` (rows are items), which has UIKit's batch
/// coordinates.
///
/// ```swift
/// let updater = ListViewUpdater(dataSource: albums, listView: collectionView)
/// ```
extension NSCollectionView: ListView {
    /// Performs one batch with AppKit: the data source switches first (`updates`), then the eight kinds
    /// of operations of `changes` in one `performBatchUpdates`, through the animator proxy when
    /// `animated`; `completion` runs when AppKit says the batch is done.
    public func performBatchUpdates(
        _ changes: ChangeSet, animated: Bool, updates: @escaping () -> Void, completion: (() -> Void)?
    ) {
        // Makes the collection view read its counts now, while the data source still answers the old
        // contents.
        _ = numberOfSections
        let view = animated ? animator() : self
        view.performBatchUpdates(
            {
                updates()
                self.deleteSections(IndexSet(changes.deletedSections))
                self.insertSections(IndexSet(changes.insertedSections))
                self.reloadSections(IndexSet(changes.reloadedSections))
                for move in changes.movedSections { self.moveSection(move.from, toSection: move.to) }
                self.deleteItems(at: Set(changes.deletedRows.map { IndexPath($0) }))
                self.insertItems(at: Set(changes.insertedRows.map { IndexPath($0) }))
                self.reloadItems(at: Set(changes.reloadedRows.map { IndexPath($0) }))
                for move in changes.movedRows {
                    self.moveItem(at: IndexPath(move.from), to: IndexPath(move.to))
                }
            },
            completionHandler: { _ in completion?() })
    }
}
#endif
