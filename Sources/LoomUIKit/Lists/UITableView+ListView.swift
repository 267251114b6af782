#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// A table view is a `ListView`: a `ListViewUpdater` (or a ``TableViewAdapter``) replays every change of
/// a data source into it as one `performBatchUpdates`.
///
/// ```swift
/// let updater = ListViewUpdater(dataSource: tracks, listView: tableView)
/// try model.remove(at: 0)   // the table view animates the delete
/// ```
extension UITableView: ListView {
    /// Performs one batch with UIKit: the data source switches first (`updates`), then the eight kinds
    /// of operations of `changes` (section and row deletes, inserts, reloads, moves) in one
    /// `performBatchUpdates`, animated (`.automatic`, or the ``TableViewAdapter/rowAnimation`` of the
    /// table's adapter) or without animation; `completion` runs when UIKit
    /// says the batch is done.
    public func performBatchUpdates(
        _ changes: ChangeSet, animated: Bool, updates: @escaping () -> Void, completion: (() -> Void)?
    ) {
        let animation: UITableView.RowAnimation = animated ? loomRowAnimation : .none
        // Makes the table view read its counts now, while the data source still answers the old contents.
        _ = numberOfSections
        let batch = {
            self.performBatchUpdates {
                updates()
                self.deleteSections(IndexSet(changes.deletedSections), with: animation)
                self.insertSections(IndexSet(changes.insertedSections), with: animation)
                self.reloadSections(IndexSet(changes.reloadedSections), with: animation)
                for move in changes.movedSections { self.moveSection(move.from, toSection: move.to) }
                self.deleteRows(at: changes.deletedRows.map { IndexPath($0) }, with: animation)
                self.insertRows(at: changes.insertedRows.map { IndexPath($0) }, with: animation)
                self.reloadRows(at: changes.reloadedRows.map { IndexPath($0) }, with: animation)
                for move in changes.movedRows {
                    self.moveRow(at: IndexPath(move.from), to: IndexPath(move.to))
                }
            } completion: { _ in
                completion?()
            }
        }
        if animated { batch() } else { UIView.performWithoutAnimation(batch) }
    }

    /// The row animation of the batches above (``TableViewAdapter/rowAnimation``), kept with the table.
    var loomRowAnimation: RowAnimation {
        get {
            (objc_getAssociatedObject(self, RowAnimationBox.key) as? RowAnimationBox)?.animation ?? .automatic
        }
        set {
            objc_setAssociatedObject(
                self, RowAnimationBox.key, RowAnimationBox(animation: newValue),
                .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    /// `false`: UIKit takes no batch or reload while the user's move is being reported.
    public var takesUpdatesDuringUserMove: Bool { false }

    /// Runs `body` on the next turn of the main actor: after `tableView(_:moveRowAt:to:)` has
    /// returned, since the view takes no update from inside it.
    public func afterUserMove(_ body: @escaping @MainActor () -> Void) {
        Task { @MainActor in body() }
    }
}

/// A table view's row animation, as an associated object. `Sendable`: a final class of one constant.
private final class RowAnimationBox: Sendable {
    let animation: UITableView.RowAnimation
    init(animation: UITableView.RowAnimation) { self.animation = animation }

    /// One instance made once and never released: its address is a key no other code uses.
    private static let keyObject = RowAnimationBox(animation: .automatic)
    static var key: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(keyObject).toOpaque()) }
}
#endif
