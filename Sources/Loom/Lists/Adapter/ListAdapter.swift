/// What a table or collection view's data source and delegate answer, for any ``ListDataSource`` tree,
/// in ``ListIndexPath`` coordinates. It is the platform-neutral half of LoomUIKit's `TableViewAdapter`
/// and `CollectionViewAdapter` (and LoomAppKit's), tested on Linux: those only convert index paths and
/// make UIKit or AppKit calls.
///
/// It owns a ``ListViewUpdater`` over the list view (held weakly) and answers:
/// - **rows**: counts, a row's item and the reuse identifier of the view that shows it (the item's
///   ``ReusableViewModel/reuseIdentifier`` or ``ValueCellViewModel/reuseIdentifier``, else
///   ``defaultReuseIdentifier``); a cell or header that is a
///   ``ViewModelOwner`` gets its item as view model (`bind(_:to:)`), and `attach(_:)` /
///   `detach(_:)` follow the view on screen;
/// - **headers and footers**: the data source's header or footer view model with the reuse identifier of
///   its view, and its title;
/// - **the section index** and where each title leads;
/// - **editing**: styles, delete and insert routed through the data source to the cell view models,
///   moves the user drags (`moveRowByUser(from:to:)`, not replayed into the view), where a dragged row
///   may land, swipe actions from a cell view model's row actions;
/// - **selection**: the updater's ``ListViewUpdater/selection``, then ``onSelect``, or by default an
///   insert row's insert or the row's detail view model to ``onShow``;
/// - **in debug builds, every batch checked** by the ``BatchUpdateValidator`` inside the view's batch,
///   after the data source switched and before the view ends the batch (where UIKit raises "Invalid
///   update"): a violation goes to the handler as an ``InvalidBatchError`` naming the data source and the
///   rule, and the default handler stops there.
///
/// Nothing throws into the list view: an edit the row does not allow or a view of the wrong type goes
/// to ``onError``.
///
/// A front-end makes it and shows it as `list` (LoomUIKit's and LoomAppKit's adapters, the terminal's
/// list view); editing mode is the data source's (`dataSource.setEditing(_:)` on the data source given to
/// the front-end) and the selection is its updater's (`list.updater.selection`).
///
/// ```swift
/// let adapter = TableViewAdapter(tableView: tableView, dataSource: artists.list)
/// adapter.list.onShow = { viewModel in show(viewModel) }   // a selected row's detail view model
/// adapter.list.onError = { error in log(error) }
/// ```
@MainActor
public final class ListAdapter<Item> {
    /// The updater that replays the data source's changes into the list view; it owns the data source.
    public let updater: ListViewUpdater<Item>
    /// The reuse identifier of a row whose item is neither a ``ReusableViewModel`` nor a
    /// ``ValueCellViewModel``.
    public var defaultReuseIdentifier = "Cell"
    /// The reuse identifier of a header or footer that has a title but no view model (a section that
    /// wants another view for its title gives a ``SectionTitleViewModel`` with that reuse identifier).
    package let defaultHeaderFooterReuseIdentifier = "HeaderFooter"
    /// The title of the delete swipe action offered where a list view has none of its own.
    public var deleteTitle = "Delete"
    /// Whether rows can be deleted or inserted only in editing mode (no swipe to delete outside it), for
    /// view models that edit only while editing (`false`, UIKit's habit, by default).
    public var editsOnlyWhileEditing = false
    /// Shows a view model: a selected row's detail view model, the next view model of a row action.
    public var onShow: ((any ViewModel) -> Void)?
    /// When set, decides what a selected row does instead of the default (an insert row inserts, any
    /// other row's detail view model goes to ``onShow``).
    public var onSelect: ((ListIndexPath) -> Void)?
    /// Called with every error: an edit the data source refused, a view that could not take its item.
    public var onError: ((ListAdapterError) -> Void)?
    /// The last error reported to ``onError``.
    package private(set) var lastError: ListAdapterError?

    /// Shows `dataSource` in `listView` through its ``ListViewUpdater``: the one a ``DiffableListDriver`` of
    /// the same data source and view already made, else a new one (which reloads the view).
    /// `onInvalidBatch` receives every batch that breaks a rule of the ``BatchUpdateValidator``, before
    /// the view ends the batch; by default it stops in debug builds and nothing is checked in release
    /// builds (``InvalidBatchError/defaultHandler``); `nil` checks nothing.
    package convenience init(
        dataSource: some ListDataSource<Item>, listView: any ListView,
        onInvalidBatch: ((InvalidBatchError) -> Void)? = InvalidBatchError.defaultHandler
    ) {
        self.init(
            updater: ListViewUpdater.connecting(dataSource, to: listView),
            onInvalidBatch: onInvalidBatch)
    }

    /// Answers for the data source of an existing updater, and checks its batches with
    /// `onInvalidBatch` (it sets the updater's ``ListViewUpdater/onInvalidBatch``).
    package init(
        updater: ListViewUpdater<Item>,
        onInvalidBatch: ((InvalidBatchError) -> Void)? = InvalidBatchError.defaultHandler
    ) {
        self.updater = updater
        guard let onInvalidBatch else { return }
        let name = String(describing: type(of: updater.dataSource))
        // Called inside the view's batch, once the data source has switched: its counts are the new ones.
        updater.onInvalidBatch = { [weak updater] violation, changes in
            onInvalidBatch(
                InvalidBatchError(
                    dataSource: name, violation: violation, changes: changes,
                    rowCountsAfter: updater?.dataSource.rowCounts ?? []))
        }
    }

    /// The data source shown.
    package var dataSource: any ListDataSource<Item> { updater.dataSource }

    // MARK: Rows

    /// The number of sections.
    package var numberOfSections: Int { dataSource.numberOfSections }

    /// The number of rows of a section; 0 (and an error) for a section the data source does not have.
    package func numberOfRows(inSection section: Int) -> Int {
        attempt { () throws(ListError) in try dataSource.numberOfRows(inSection: section) } ?? 0
    }

    /// The item of a row and the reuse identifier of the view that shows it; `nil` (and an error) for a
    /// row the data source does not have.
    package func row(at indexPath: ListIndexPath) -> (item: Item, reuseIdentifier: String)? {
        guard let item = attempt({ () throws(ListError) in try dataSource.item(at: indexPath) }) else {
            return nil
        }
        return (item, Self.reuseIdentifier(of: item) ?? defaultReuseIdentifier)
    }

    /// Gives `view` (a cell) its item: a ``ViewModelOwner`` gets it as its view model (a class or a
    /// value); a view model owner of another type reports ``ListAdapterError/binding(_:)`` and keeps its
    /// view model; any other view is left alone.
    package func bind(_ view: AnyObject, to item: Item) {
        bindUntyped(view, item)
    }

    /// Gives `view` (a header or footer view) its view model, as ``bind(_:to:)`` does for cells.
    package func bind(_ view: AnyObject, toHeaderFooter viewModel: any SectionHeaderFooterViewModel) {
        bindUntyped(view, viewModel)
    }

    private func bindUntyped(_ view: AnyObject, _ viewModel: Any) {
        guard let owner = view as? any ViewModelOwner else { return }
        do {
            try owner.setViewModel(untyped: viewModel)
        } catch {
            report(.binding(error))
        }
    }

    /// The view is on screen (a list view's "will display"): a view model owner binds, when its
    /// activation is `.whileAttached`. Idempotent with the window changes the cells forward.
    package func attach(_ view: AnyObject) {
        (view as? any ViewModelOwner)?.handle(.attached)
    }

    /// The view left the screen (a list view's "did end displaying"): a view model owner unbinds.
    package func detach(_ view: AnyObject) {
        (view as? any ViewModelOwner)?.handle(.detached)
    }

    // MARK: Headers, footers, section index

    /// A section's header: the data source's header view model, the reuse identifier of its view, and
    /// its title; `nil` when the section has neither view model nor title.
    package func header(inSection section: Int) -> ListSupplementary? {
        let info = dataSource.sectionInfo(at: section)
        return supplementary(info.header, info.headerTitle)
    }

    /// A section's footer: the data source's footer view model, the reuse identifier of its view, and
    /// its title; `nil` when the section has neither view model nor title.
    package func footer(inSection section: Int) -> ListSupplementary? {
        let info = dataSource.sectionInfo(at: section)
        return supplementary(info.footer, info.footerTitle)
    }

    private func supplementary(
        _ viewModel: (any SectionHeaderFooterViewModel)?, _ title: String?
    ) -> ListSupplementary? {
        guard let viewModel else {
            return title.map {
                ListSupplementary(
                    viewModel: nil, reuseIdentifier: defaultHeaderFooterReuseIdentifier, title: $0)
            }
        }
        return ListSupplementary(
            viewModel: viewModel, reuseIdentifier: viewModel.reuseIdentifier, title: title ?? viewModel.title)
    }

    /// The section index's titles; `nil` when the data source has none or an empty list of them.
    package var sectionIndexTitles: [String]? {
        guard let titles = dataSource.sectionIndexTitles, !titles.isEmpty else { return nil }
        return titles
    }

    /// The section index's titles for a view that scrolls to rows (a collection view): as
    /// ``sectionIndexTitles``, but `nil` while the list has no row to scroll to.
    package var sectionIndexTitlesForRows: [String]? {
        dataSource.rowCounts.contains { $0 > 0 } ? sectionIndexTitles : nil
    }

    /// Where the section-index title at `index` leads, for a view that scrolls to sections: the top of a
    /// section, or a row further down that the view scrolls to itself (always a row the list has: a row
    /// past the end of its section leads to the nearest existing row, as ``sectionIndexRow(forTitle:at:)``
    /// says; `UITableView.scrollToRow` raises for any other). `nil` for a title that leads nowhere
    /// (unknown, or to a section the data source does not have).
    package func sectionIndexTarget(forTitle title: String, at index: Int) -> SectionIndexTarget? {
        guard let target = dataSource.indexPath(forSectionIndexTitle: title, at: index),
            target.section >= 0, target.section < numberOfSections
        else { return nil }
        if target.row == 0 { return .section(target.section) }
        let rows = (try? dataSource.numberOfRows(inSection: target.section)) ?? 0
        if target.row > 0, target.row < rows { return .row(target) }
        guard let existing = sectionIndexRow(forTitle: title, at: index) else {
            return .section(target.section)
        }
        return existing.row == 0 ? .section(existing.section) : .row(existing)
    }

    /// Where the section-index title at `index` leads, as an existing row, for a view that scrolls to
    /// rows (a collection view): the title's row, else the first row after it, else the last row before
    /// it (a title of an empty group). `nil` for an unknown title or an empty list.
    package func sectionIndexRow(forTitle title: String, at index: Int) -> ListIndexPath? {
        guard let target = dataSource.indexPath(forSectionIndexTitle: title, at: index) else { return nil }
        var before: ListIndexPath?
        for (section, rows) in dataSource.rowCounts.enumerated() where rows > 0 {
            if section == target.section, target.row >= 0, target.row < rows { return target }
            if section > target.section || (section == target.section && target.row < 0) {
                return ListIndexPath(section: section, row: 0)
            }
            before = ListIndexPath(section: section, row: rows - 1)
        }
        return before
    }

    // MARK: Editing

    /// Whether the list is in editing mode (`updater.dataSource.isEditing`).
    package var isEditing: Bool { dataSource.isEditing }

    /// Enters or leaves editing mode (an ``EditingDataSource`` adds or removes its insert rows):
    /// `updater.dataSource.setEditing(_:)`.
    package func setEditing(_ editing: Bool) {
        dataSource.setEditing(editing)
    }

    /// How a row can be edited (from its cell view model through the data source); `.none` outside
    /// editing mode when ``editsOnlyWhileEditing``.
    package func editingStyle(at indexPath: ListIndexPath) -> ListEditingStyle {
        editsOnlyWhileEditing && !isEditing ? .none : dataSource.editingStyle(at: indexPath)
    }

    /// Whether the list view lets the row be edited at all: it can be deleted, inserted or moved, or
    /// offers row actions.
    package func canEditRow(at indexPath: ListIndexPath) -> Bool {
        editingStyle(at: indexPath) != .none || canMoveRow(at: indexPath)
            || !rowActions(at: indexPath).isEmpty
    }

    /// Whether the row can be moved.
    package func canMoveRow(at indexPath: ListIndexPath) -> Bool {
        dataSource.canMoveRow(at: indexPath)
    }

    /// Performs what the user committed on a row: `.delete` deletes it, `.insert` performs its insert
    /// action (through the data source, to the cell view model). Returns whether it succeeded; a refusal
    /// is reported.
    @discardableResult
    package func commitEdit(_ style: ListEditingStyle, at indexPath: ListIndexPath) -> Bool {
        switch style {
        case .none: return false
        case .delete:
            return attempt { () throws(ListError) in try dataSource.perform(.delete, at: indexPath) } != nil
        case .insert:
            return attempt { () throws(ListError) in try dataSource.perform(.insert, at: indexPath) } != nil
        }
    }

    /// The user dragged a row from `source` to `destination` and the list view already shows it there:
    /// the data source moves it (its cell view model's `move(to:)`), and its report of that move is not
    /// replayed (``ListViewUpdater/moveRow(from:to:)``). A refusal is reported and the view reloads.
    @discardableResult
    package func moveRowByUser(from source: ListIndexPath, to destination: ListIndexPath) -> Bool {
        attempt { () throws(ListError) in try updater.moveRow(from: source, to: destination) } != nil
    }

    /// Where a row dragged from `source` lands when the user holds it over `proposed`. In its own
    /// section, it stops at the last movable row on the way (never past an insert row or another row
    /// that cannot move); in another section, it lands where proposed when the row there (or the last
    /// row, past the end) can move, and stays at `source` otherwise (an empty section takes nothing).
    package func moveTarget(from source: ListIndexPath, proposed: ListIndexPath) -> ListIndexPath {
        guard proposed != source else { return source }
        if proposed.section == source.section {
            let step = proposed.row > source.row ? -1 : 1
            var row = proposed.row
            while row != source.row {
                let candidate = ListIndexPath(section: source.section, row: row)
                if canMoveRow(at: candidate) { return candidate }
                row += step
            }
            return source
        }
        let rows = (try? dataSource.numberOfRows(inSection: proposed.section)) ?? 0
        guard rows > 0, proposed.row >= 0 else { return source }
        let neighbour = ListIndexPath(section: proposed.section, row: min(proposed.row, rows - 1))
        return canMoveRow(at: neighbour) ? proposed : source
    }

    /// The actions offered when the row is swiped: its cell view model's row actions; when it has none,
    /// a delete (titled ``deleteTitle``) if the row can be deleted and `includingDelete` (a list view
    /// with no delete of its own). Empty: offer nothing (a table view then offers its own delete).
    package func swipeActions(at indexPath: ListIndexPath, includingDelete: Bool) -> [ListSwipeAction] {
        let actions = rowActions(at: indexPath).map(ListSwipeAction.row)
        if !actions.isEmpty { return actions }
        return includingDelete && editingStyle(at: indexPath) == .delete ? [.delete(title: deleteTitle)] : []
    }

    /// Performs a swipe action on a row: deletes it, or triggers the row action and shows the view model
    /// it returns (``onShow``). Returns whether the action was performed.
    @discardableResult
    package func perform(_ action: ListSwipeAction, at indexPath: ListIndexPath) -> Bool {
        switch action {
        case .delete: return commitEdit(.delete, at: indexPath)
        case .row(let rowAction):
            if let next = rowAction.trigger(at: indexPath) { onShow?(next) }
            return true
        }
    }

    private func rowActions(at indexPath: ListIndexPath) -> [RowActionViewModel] {
        ((try? dataSource.item(at: indexPath)) as? any CellViewModel)?.rowActions ?? []
    }

    // MARK: Selection

    /// The selected row, kept on its row through every change (``ListViewUpdater/selection``).
    package var selection: ListIndexPath? {
        get { updater.selection }
        set { updater.selection = newValue }
    }

    /// The user selected a row: it becomes the ``selection``; then ``onSelect`` decides, or by default an
    /// insert row performs its insert and any other row's detail view model goes to ``onShow``.
    package func select(_ indexPath: ListIndexPath) {
        selection = indexPath
        if let onSelect { return onSelect(indexPath) }
        if editingStyle(at: indexPath) == .insert {
            commitEdit(.insert, at: indexPath)
        } else if let item = try? dataSource.item(at: indexPath), let cell = item as? any CellViewModel,
            let detail = cell.detailViewModel
        {
            onShow?(detail)
        }
    }

    /// The user deselected a row: the ``selection`` is cleared if it was that row.
    package func deselect(_ indexPath: ListIndexPath) {
        if selection == indexPath { selection = nil }
    }

    // MARK: Private

    private static func reuseIdentifier(of item: Item) -> String? {
        if let reusable = item as? any ReusableViewModel { return reusable.reuseIdentifier }
        return (item as? any ValueCellViewModel)?.reuseIdentifier
    }

    private func attempt<T>(_ body: () throws(ListError) -> T) -> T? {
        do {
            return try body()
        } catch {
            report(.list(error))
            return nil
        }
    }

    private func report(_ error: ListAdapterError) {
        lastError = error
        onError?(error)
    }
}
