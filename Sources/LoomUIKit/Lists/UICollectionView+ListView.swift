#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

/// A collection view is a `ListView`: a `ListViewUpdater` (or a ``CollectionViewAdapter``) replays
/// every change of a data source into it as one `performBatchUpdates` (rows are items).
///
/// ```swift
/// let updater = ListViewUpdater(dataSource: albums, listView: collectionView)
/// ```
extension UICollectionView: ListView {
    /// Performs one batch with UIKit: the data source switches first (`updates`), then the eight kinds
    /// of operations of `changes` (section and item deletes, inserts, reloads, moves) in one
    /// `performBatchUpdates`, animated or inside `UIView.performWithoutAnimation`; `completion` runs when
    /// UIKit says the batch is done.
    public func performBatchUpdates(
        _ changes: ChangeSet, animated: Bool, updates: @escaping () -> Void, completion: (() -> Void)?
    ) {
        // A collection view that has not loaded its items yet would read them inside the batch, after
        // the switch, and take the new contents for the old ones: make it read them now.
        _ = numberOfSections
        let batch = {
            self.performBatchUpdates {
                updates()
                self.deleteSections(IndexSet(changes.deletedSections))
                self.insertSections(IndexSet(changes.insertedSections))
                self.reloadSections(IndexSet(changes.reloadedSections))
                for move in changes.movedSections { self.moveSection(move.from, toSection: move.to) }
                self.deleteItems(at: changes.deletedRows.map { IndexPath($0) })
                self.insertItems(at: changes.insertedRows.map { IndexPath($0) })
                self.reloadItems(at: changes.reloadedRows.map { IndexPath($0) })
                for move in changes.movedRows {
                    self.moveItem(at: IndexPath(move.from), to: IndexPath(move.to))
                }
            } completion: { _ in
                completion?()
            }
        }
        if animated { batch() } else { UIView.performWithoutAnimation(batch) }
    }

    /// `false`: UIKit takes no batch or reload while the user's move is being reported.
    public var takesUpdatesDuringUserMove: Bool { false }

    /// Runs `body` on the next turn of the main actor: after `collectionView(_:moveItemAt:to:)` has
    /// returned, since the view takes no update from inside it.
    public func afterUserMove(_ body: @escaping @MainActor () -> Void) {
        Task { @MainActor in body() }
    }
}
#endif
