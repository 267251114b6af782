import Loom

/// The list view a ``TerminalListView``'s updater holds (weakly): it forwards to the list once the list
/// is made, and before that switches the data source and completes, as a view must.
@MainActor
final class ListViewRelay: ListView {
    weak var target: (any ListView)?

    func reloadData() {
        target?.reloadData()
    }

    func performBatchUpdates(
        _ changes: ChangeSet, animated: Bool, updates: @escaping () -> Void, completion: (() -> Void)?
    ) {
        guard let target else {
            updates()
            completion?()
            return
        }
        target.performBatchUpdates(changes, animated: animated, updates: updates, completion: completion)
    }
}
