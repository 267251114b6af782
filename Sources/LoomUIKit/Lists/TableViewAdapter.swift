#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

/// The data source and delegate of a `UITableView` for any `ListDataSource` tree. Every answer comes
/// from its ``list`` (a `ListAdapter`, platform-neutral and tested on Linux); this class converts index
/// paths and makes the UIKit calls:
///
/// - **cells** dequeued by the item's reuse identifier (a ``CellContentTableViewCell`` for an
///   identifier with no cell registered), given the item as view model when they are a `ViewModelOwner`,
///   attached and detached as they are displayed, then handed to ``configureCell``;
/// - **headers and footers**: a registered header-footer view for the data source's header or footer
///   item, else its title; the **section index** (a title leading to a row further down scrolls there);
/// - **editing**: delete and insert through the data source to the cell view models, moves the user drags
///   (not replayed: the table view has shown them), where a dragged row may land, swipe actions from the
///   cell view model's row actions;
/// - **selection**: the selected row follows changes; a tap shows the row's detail view model
///   (`ListAdapter.onShow`) or does what `ListAdapter.onSelect` says;
/// - **changes**: every batch of the data source is one `performBatchUpdates` (the table view is the
///   `ListView`), and in debug builds it is checked first: an invalid batch stops with Loom's message
///   naming the data source and the rule, before UIKit's "Invalid update" exception.
///
/// The adapter becomes the table view's data source and delegate (both held weakly by UIKit: keep the
/// adapter, as the view controller does). It holds the table view weakly.
///
/// ```swift
/// final class TracksViewController: UITableViewController {
///     private var adapter: TableViewAdapter<any CellViewModel>?
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         let adapter = TableViewAdapter(tableView: tableView, dataSource: playlist.list)
///         adapter.list.onShow = { [weak self] viewModel in self?.show(viewModel) }
///         self.adapter = adapter
///     }
/// }
/// ```
@MainActor
public final class TableViewAdapter<Item>: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// The answers, in `ListIndexPath` coordinates: rows, editing, selection, the updater.
    public let list: ListAdapter<Item>
    /// The table view shown.
    public private(set) weak var tableView: UITableView?
    /// Called with every cell the adapter dequeues, after it bound the row's item: the place for what the
    /// cell view model does not say (an input cell's delegate, an accessory).
    ///
    /// ```swift
    /// adapter.configureCell = { [weak self] cell, _, _ in (cell as? InputCell)?.delegate = self }
    /// ```
    public var configureCell: ((UITableViewCell, ListIndexPath, Item) -> Void)?
    /// How rows and sections animate in the data source's batches (`.automatic` unless set; a batch the
    /// updater applies without animation uses `.none`).
    ///
    /// ```swift
    /// adapter.rowAnimation = .fade
    /// ```
    public var rowAnimation: UITableView.RowAnimation {
        get { tableView?.loomRowAnimation ?? .automatic }
        set { tableView?.loomRowAnimation = newValue }
    }

    /// Your own delegate, for what the adapter does not answer (held weakly). Every `UITableViewDelegate`
    /// and `UIScrollViewDelegate` method that the adapter does not implement goes to it when it implements
    /// it: highlighting, heights and estimated heights, leading swipe actions, context menus, scrolling.
    /// Of the delegate methods the adapter implements, it is told of display, end of display, selection
    /// and deselection after the adapter; the adapter's answers to the questions it implements (editing
    /// style, drag target, trailing swipe actions, header and footer views) stand.
    ///
    /// ```swift
    /// adapter.tableViewDelegate = self   // tableView(_:shouldHighlightRowAt:), estimatedHeightForRowAt…
    /// ```
    public var tableViewDelegate: (any UITableViewDelegate)? {
        get { forwardee.object as? any UITableViewDelegate }
        set {
            forwardee.setObject(newValue) {
                guard let tableView, tableView.delegate === self else { return }
                tableView.delegate = nil
                tableView.delegate = self
            }
        }
    }
    #if canImport(ObjectiveC)
    private let forwardee = DelegateForwardee(delegateProtocol: UITableViewDelegate.self)
    #else
    private let forwardee = DelegateForwardee()
    #endif

    /// Shows `dataSource` in `tableView` (reloaded now) and becomes its data source and delegate.
    /// `onInvalidBatch` receives every batch that breaks a rule of the `BatchUpdateValidator`, before the
    /// view ends the batch; by default it stops in debug builds and nothing is checked in release builds
    /// (`InvalidBatchError.defaultHandler`); `nil` checks nothing.
    public init(
        tableView: UITableView, dataSource: some ListDataSource<Item>,
        onInvalidBatch: ((InvalidBatchError) -> Void)? = InvalidBatchError.defaultHandler
    ) {
        self.tableView = tableView
        list = ListAdapter(dataSource: dataSource, listView: tableView, onInvalidBatch: onInvalidBatch)
        super.init()
        tableView.dataSource = self
        tableView.delegate = self
    }

    /// Enters or leaves editing mode: the data source (an `EditingDataSource` shows its insert rows)
    /// and the table view (delete and insert controls, reordering).
    public func setEditing(_ editing: Bool, animated: Bool) {
        list.setEditing(editing)
        tableView?.setEditing(editing, animated: animated)
    }

    #if canImport(ObjectiveC)
    /// Whether the adapter, or ``tableViewDelegate`` for a delegate method, implements `selector`.
    nonisolated public override func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector) || forwardee.target(for: selector) != nil
    }

    /// ``tableViewDelegate`` for a delegate method it implements and the adapter does not.
    nonisolated public override func forwardingTarget(for selector: Selector!) -> Any? {
        forwardee.target(for: selector) ?? super.forwardingTarget(for: selector)
    }
    #endif

    // MARK: UITableViewDataSource

    /// The data source's sections.
    public func numberOfSections(in tableView: UITableView) -> Int { list.numberOfSections }

    /// The data source's rows.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        list.numberOfRows(inSection: section)
    }

    /// A cell of the item's reuse identifier, given the item.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let row = list.row(at: ListIndexPath(indexPath)) else { return UITableViewCell() }
        let cell =
            tableView.dequeueReusableCell(withIdentifier: row.reuseIdentifier)
            ?? {
                tableView.register(
                    CellContentTableViewCell.self, forCellReuseIdentifier: row.reuseIdentifier)
                return tableView.dequeueReusableCell(withIdentifier: row.reuseIdentifier, for: indexPath)
            }()
        // Bound now, before UIKit measures a self-sizing row from the cell (at `willDisplay` it already
        // had its height); `didEndDisplaying` unbinds it.
        list.bind(cell, to: row.item)
        list.attach(cell)
        configureCell?(cell, ListIndexPath(indexPath), row.item)
        return cell
    }

    /// The section's header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        list.header(inSection: section)?.title
    }

    /// The section's footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        list.footer(inSection: section)?.title
    }

    /// The section index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { list.sectionIndexTitles }

    /// The section a title leads to; a row further down is scrolled to here (and UIKit scrolls nowhere).
    public func tableView(
        _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
        switch list.sectionIndexTarget(forTitle: title, at: index) {
        case .section(let section): return section
        case .row(let path):
            tableView.scrollToRow(at: IndexPath(path), at: .top, animated: false)
            return NSNotFound
        case nil: return NSNotFound
        }
    }

    /// Whether the row can be deleted, inserted, moved or swiped.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        list.canEditRow(at: ListIndexPath(indexPath))
    }

    /// Whether the row can be moved.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        list.canMoveRow(at: ListIndexPath(indexPath))
    }

    /// A delete or insert the user committed, through the data source.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        let style: ListEditingStyle =
            switch editingStyle {
            case .delete: .delete
            case .insert: .insert
            default: .none
            }
        list.commitEdit(style, at: ListIndexPath(indexPath))
    }

    /// A row the user dragged: moved in the data source, not replayed.
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        list.moveRowByUser(from: ListIndexPath(sourceIndexPath), to: ListIndexPath(destinationIndexPath))
    }

    // MARK: UITableViewDelegate

    /// The row's editing style.
    public func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        switch list.editingStyle(at: ListIndexPath(indexPath)) {
        case .delete: .delete
        case .insert: .insert
        case .none: .none
        }
    }

    /// Where a dragged row may land.
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        IndexPath(
            list.moveTarget(
                from: ListIndexPath(sourceIndexPath), proposed: ListIndexPath(proposedDestinationIndexPath)))
    }

    /// The cell view model's row actions; `nil` leaves UIKit's own delete.
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        list.swipeActionsConfiguration(at: indexPath, includingDelete: false)
    }

    /// A registered header-footer view for the section's header item, else `nil` (the title shows).
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        supplementaryView(list.header(inSection: section), in: tableView)
    }

    /// A registered header-footer view for the section's footer item, else `nil` (the title shows).
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        supplementaryView(list.footer(inSection: section), in: tableView)
    }

    /// The cell is on screen.
    public func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        list.attach(cell)
        let told = tableViewDelegate?.tableView(_:willDisplay:forRowAt:)
        told?(tableView, cell, indexPath)
    }

    /// The cell left the screen.
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        list.detach(cell)
        let told = tableViewDelegate?.tableView(_:didEndDisplaying:forRowAt:)
        told?(tableView, cell, indexPath)
    }

    /// The user selected a row.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        list.select(ListIndexPath(indexPath))
        let told = tableViewDelegate?.tableView(_:didSelectRowAt:)
        told?(tableView, indexPath)
    }

    /// The user deselected a row.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        list.deselect(ListIndexPath(indexPath))
        let told = tableViewDelegate?.tableView(_:didDeselectRowAt:)
        told?(tableView, indexPath)
    }

    private func supplementaryView(_ content: ListSupplementary?, in tableView: UITableView) -> UIView? {
        guard let content, let viewModel = content.viewModel,
            let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: content.reuseIdentifier)
        else { return nil }
        list.bind(view, toHeaderFooter: viewModel)
        list.attach(view)
        return view
    }
}
#endif
