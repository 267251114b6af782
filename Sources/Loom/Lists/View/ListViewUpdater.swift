/// The root of a data-source tree and the one path from a data source to a ``ListView``: it
/// receives every update of the tree and replays it into the list view (one batch per update, or a
/// reload, as ``applyStrategy`` says), runs the data source's switch inside the view's batch, keeps
/// the selection on its row, and passes the completion of a change to the view.
///
/// The updater holds the data source strongly and the list view weakly (the view controller owns
/// both), so there is no cycle.
///
/// ```swift
/// let source = MutableArrayDataSource(model: todos) { TodoCellModel($0) }
/// let updater = ListViewUpdater(dataSource: source, listView: tableView)
/// updater.selection = ListIndexPath(section: 0, row: 2)
/// try todos.remove(at: 0)   // tableView animates the delete; selection is now 0-1
/// ```
///
/// **A row the user dragged.** The list view has already moved it on screen: call
/// ``moveRow(from:to:)`` (not the data source's), which moves it in the data source without
/// replaying that move into the view.
///
/// **Checking batches.** Set ``onInvalidBatch`` (for example in debug builds) and the updater checks
/// every batch with the ``BatchUpdateValidator`` against the counts before and after, as
/// `UITableView` does; an invalid batch is reported, and still given to the view.
@MainActor
public final class ListViewUpdater<Item>: ListDataSourceParent {
    /// The data source shown.
    package let dataSource: any ListDataSource<Item>
    /// The list view changes are replayed into.
    package private(set) weak var listView: (any ListView)?
    /// The selected row, mapped through every change; `nil` once its row or section is deleted (or
    /// its section reloaded).
    public var selection: ListIndexPath?
    /// Animated batches (the default), batches without animation, or a reload per change.
    public var applyStrategy: ListApplyStrategy = .animated
    /// Called with the validator's error and the batch for every invalid batch; `nil` (the default)
    /// checks nothing.
    public var onInvalidBatch: ((BatchUpdateError, ChangeSet) -> Void)? {
        didSet { shownCounts = onInvalidBatch == nil ? nil : dataSource.rowCounts }
    }

    /// The row counts the view last saw, kept only while batches are checked.
    private var shownCounts: [Int]?
    /// The move the view already shows, while ``moveRow(from:to:)`` waits for its report.
    private var shownMove: ChangeSet?
    /// Whether ``moveRow(from:to:)`` is running, and whether the view must reload after it.
    private var isMovingByUser = false
    private var reloadsAfterUserMove = false

    /// Connects a data source (it becomes the data source's parent) to a list view and reloads the
    /// view.
    public init(dataSource: some ListDataSource<Item>, listView: any ListView) {
        self.dataSource = dataSource
        self.listView = listView
        dataSource.parent = self
        listView.reloadData()
    }

    /// The updater that connects `dataSource` to `listView`: the one already there when the data source's
    /// parent is an updater of the same list view (a ``DiffableListDriver`` and a ``ListAdapter`` over one
    /// data source share it), else a new one. A data source has one parent: a second updater would take
    /// it and leave the first one orphaned (its selection, strategy and batch check acting on nothing).
    ///
    /// ```swift
    /// let updater = ListViewUpdater.connecting(source, to: tableView)
    /// ListViewUpdater.connecting(source, to: tableView) === updater   // true
    /// ```
    package static func connecting(
        _ dataSource: some ListDataSource<Item>, to listView: any ListView
    ) -> ListViewUpdater<Item> {
        if let existing = dataSource.parent as? ListViewUpdater<Item>, existing.listView === listView {
            return existing
        }
        return ListViewUpdater(dataSource: dataSource, listView: listView)
    }

    /// Reloads the list view, for example after a data source was reset silently.
    public func reloadData() {
        listView?.reloadData()
        if shownCounts != nil { shownCounts = dataSource.rowCounts }
    }

    /// Moves a row the user dragged from `source` to `destination` (the list view already shows it
    /// there): asks the data source to move it, and does not replay the data source's report of
    /// exactly that move; later stages (for example reloads) are replayed. The data source reports the
    /// move before this method returns (every data source of the library does). If it reports
    /// something else, or nothing, or throws, the list view is reloaded so that it shows the data
    /// source's contents again. A view that takes no update during the move
    /// (``ListView/takesUpdatesDuringUserMove``: UIKit's, inside `tableView(_:moveRowAt:to:)`) gets
    /// neither: the data source switches at once and the view reloads after the move
    /// (``ListView/afterUserMove(_:)``).
    ///
    /// ```swift
    /// // UITableViewDataSource
    /// func tableView(_ tableView: UITableView, moveRowAt from: IndexPath, to: IndexPath) {
    ///     try? updater.moveRow(
    ///         from: ListIndexPath(section: from.section, row: from.row),
    ///         to: ListIndexPath(section: to.section, row: to.row))
    /// }
    /// ```
    public func moveRow(from source: ListIndexPath, to destination: ListIndexPath) throws(ListError) {
        guard source != destination else { return }
        shownMove = ChangeSet(movedRows: [.init(from: source, to: destination)])
        isMovingByUser = listView?.takesUpdatesDuringUserMove == false
        defer {
            if shownMove != nil {
                if isMovingByUser { reloadsAfterUserMove = true } else { reloadData() }
            }
            isMovingByUser = false
            shownMove = nil
            if reloadsAfterUserMove {
                reloadsAfterUserMove = false
                listView?.afterUserMove { [weak self] in self?.reloadData() }
            }
        }
        try dataSource.perform(.move(to: destination), at: source)
    }

    /// Replays one update of the tree into the list view. The selection is mapped when the data
    /// source switches, so a view that reads ``selection`` after calling its `updates` sees it on
    /// its row.
    public func dataSource(_ child: AnyObject, report update: ListUpdate) {
        let changes = update.changeSet
        if let expected = shownMove {
            shownMove = nil
            switchContents(update)
            // The view already shows the user's move; anything else starts from a state it no longer
            // shows, so it reloads (after the move).
            if changes.normalized() != expected {
                if isMovingByUser { reloadsAfterUserMove = true } else { reloadData() }
            }
            update.takeCompletion()?()
            return
        }
        if isMovingByUser {
            // A later stage of the user's move: the view takes it with its reload after the move.
            switchContents(update)
            reloadsAfterUserMove = true
            update.takeCompletion()?()
            return
        }
        guard let listView else {
            switchContents(update)
            return
        }
        switch applyStrategy {
        case .reloadData:
            switchContents(update)
            if update.isLastStage { reloadData() }
            update.takeCompletion()?()
        case .batches(let animated):
            listView.performBatchUpdates(
                changes, animated: animated,
                updates: { [weak self] in
                    // Already switched when the view runs `updates` after returning (see below).
                    guard !update.hasSwitched else { return }
                    if let self {
                        check(changes) { switchContents(update) }
                    } else {
                        update.switchContents()
                    }
                }, completion: update.takeCompletion())
            // A view that broke its contract and did not call `updates` before returning (or runs it
            // later): switch now, selection too, and tell the batch check, since the view may read the
            // data source in between.
            if !update.hasSwitched {
                switchContents(update)
                onInvalidBatch?(.switchedOutsideBatch, changes)
            }
        }
    }

    /// Switches the data source, maps the selection, and keeps the counts current.
    private func switchContents(_ update: ListUpdate) {
        update.switchContents()
        if let selected = selection { selection = update.changeSet.newIndexPath(forOld: selected) }
        if shownCounts != nil { shownCounts = dataSource.rowCounts }
    }

    /// Runs `switchContents` and, when ``onInvalidBatch`` is set, checks the batch against the counts
    /// before and after.
    private func check(_ changes: ChangeSet, around switchContents: () -> Void) {
        let old = shownCounts
        switchContents()
        guard let onInvalidBatch, let old, let new = shownCounts else { return }
        do {
            try changes.validate(oldRowCounts: old, newRowCounts: new)
        } catch {
            onInvalidBatch(error, changes)
        }
    }
}
