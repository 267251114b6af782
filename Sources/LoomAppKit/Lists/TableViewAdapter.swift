#if canImport(AppKit) && !targetEnvironment(macCatalyst)
public import AppKit
public import Loom

/// The data source and delegate of a view-based `NSTableView` for any `ListDataSource` tree, the same
/// shape as LoomUIKit's `TableViewAdapter`. Every answer comes from its ``list`` (a `ListAdapter`,
/// platform-neutral and tested on Linux) and from `FlatListLayout` (sections as one column of lines,
/// also tested on Linux); this class makes the AppKit calls:
///
/// - **rows**: a cell view made by the item's reuse identifier (`makeView(withIdentifier:owner:)`; a
///   ``CellViewModelTableCellView`` for an identifier with none), given the item as view model when it is
///   a `ViewModelOwner`, attached and detached as its row view comes and goes;
/// - **section headers**, when ``showsSectionHeaders``: a group row per section, showing a view made for
///   the header item's reuse identifier, else the header title;
/// - **swipe actions** (`NSTableViewRowAction`): the cell view model's row actions, else a delete;
/// - **selection**: a row the user selects is selected in `list.updater.selection` and shows its detail view
///   model (`ListAdapter.onShow`) or does what `ListAdapter.onSelect` says; the table's own changes of its
///   selection (a selected row removed by a change) are not taken for the user's;
/// - **changes**: every batch of the data source becomes rows removed and inserted (the table view is the
///   `ListView`), checked first in debug builds.
///
/// Compiled by Xcode on a Mac; on Linux, run in tests over an AppKit stand-in (`Tests/UIKitStandIn`).
///
/// ```swift
/// let adapter = TableViewAdapter(tableView: tableView, dataSource: playlist.list)
/// adapter.list.onShow = { [weak self] viewModel in self?.show(viewModel) }
/// ```
@MainActor
public final class TableViewAdapter<Item>: NSObject, NSTableViewDataSource, NSTableViewDelegate,
    FlatLayoutDataSource
{
    /// The answers, in `ListIndexPath` coordinates: rows, editing, selection, the updater.
    public let list: ListAdapter<Item>
    /// The table view shown.
    public private(set) weak var tableView: NSTableView?
    /// Whether each section starts with a group row showing its header.
    public let showsSectionHeaders: Bool
    /// The selection the user last proposed and the table accepted, until the table reports it.
    private var userSelection: IndexSet?
    private static var headerIdentifier: NSUserInterfaceItemIdentifier {
        NSUserInterfaceItemIdentifier("LoomHeader")
    }

    /// Shows `dataSource` in `tableView` and becomes its data source and delegate.
    /// `onInvalidBatch` receives every batch that breaks a rule of the `BatchUpdateValidator`, before the
    /// view ends the batch; by default it stops in debug builds and nothing is checked in release builds
    /// (`InvalidBatchError.defaultHandler`); `nil` checks nothing.
    public init(
        tableView: NSTableView, dataSource: some ListDataSource<Item>, showsSectionHeaders: Bool = false,
        onInvalidBatch: ((InvalidBatchError) -> Void)? = InvalidBatchError.defaultHandler
    ) {
        self.tableView = tableView
        self.showsSectionHeaders = showsSectionHeaders
        list = ListAdapter(dataSource: dataSource, listView: tableView, onInvalidBatch: onInvalidBatch)
        super.init()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.reloadData()
    }

    /// The lines shown: each section's rows, after a header line when ``showsSectionHeaders``.
    public var flatLayout: FlatListLayout {
        FlatListLayout(rowCounts: list.dataSource.rowCounts, headerRows: showsSectionHeaders)
    }

    // MARK: NSTableViewDataSource

    /// The number of lines.
    public func numberOfRows(in tableView: NSTableView) -> Int { flatLayout.count }

    // MARK: NSTableViewDelegate

    /// A cell view for a row, given its item; a header view or title for a group row.
    public func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView?
    {
        switch flatLayout.line(at: row) {
        case .row(let path):
            guard let content = list.row(at: path) else { return nil }
            let identifier = NSUserInterfaceItemIdentifier(content.reuseIdentifier)
            let view =
                tableView.makeView(withIdentifier: identifier, owner: nil)
                ?? CellViewModelTableCellView(identifier: identifier)
            list.bind(view, to: content.item)
            return view
        case .header(let section):
            let header = list.header(inSection: section)
            if let header, let viewModel = header.viewModel,
                let view = tableView.makeView(
                    withIdentifier: NSUserInterfaceItemIdentifier(header.reuseIdentifier), owner: nil)
            {
                list.bind(view, toHeaderFooter: viewModel)
                return view
            }
            let label =
                tableView.makeView(withIdentifier: Self.headerIdentifier, owner: nil) as? NSTextField
                ?? {
                    let label = NSTextField(labelWithString: "")
                    label.identifier = Self.headerIdentifier
                    return label
                }()
            label.stringValue = header?.title ?? ""
            return label
        case .footer, nil:  // the table's layout has no footer lines
            return nil
        }
    }

    /// Header lines are group rows.
    public func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool {
        if case .header = flatLayout.line(at: row) { return true }
        return false
    }

    /// Only rows can be selected: the selection the user proposes, without header lines (when only header
    /// lines are left, the selection does not change). AppKit asks this only of the user's changes, so the
    /// answer is remembered to tell them from the changes the table makes itself.
    public func tableView(
        _ tableView: NSTableView, selectionIndexesForProposedSelection proposedSelectionIndexes: IndexSet
    ) -> IndexSet {
        let rows = proposedSelectionIndexes.filteredIndexSet { row in
            if case .row = flatLayout.line(at: row) { return true }
            return false
        }
        guard !rows.isEmpty || proposedSelectionIndexes.isEmpty else {
            userSelection = nil
            return tableView.selectedRowIndexes
        }
        userSelection = rows
        return rows
    }

    /// A selection the user made is selected in the list. The table's own changes are not the user's: a
    /// selected row removed (or removed and inserted again to reload it) by a change, which AppKit reports
    /// in the middle of the change; the list keeps its selection through changes itself.
    public func tableViewSelectionDidChange(_ notification: Notification) {
        guard let tableView, let proposed = userSelection, tableView.selectedRowIndexes == proposed else {
            return
        }
        userSelection = nil
        if case .row(let path) = flatLayout.line(at: tableView.selectedRow) {
            if path != list.selection { list.select(path) }
        } else if let selected = list.selection {
            list.deselect(selected)
        }
    }

    /// The row's swipe actions, on the trailing edge.
    public func tableView(
        _ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge
    ) -> [NSTableViewRowAction] {
        guard edge == .trailing, case .row(let path) = flatLayout.line(at: row) else { return [] }
        return list.swipeActions(at: path, includingDelete: true).map { action in
            NSTableViewRowAction(style: action.isDestructive ? .destructive : .regular, title: action.title) {
                [weak self] _, _ in
                MainActor.assumeIsolated { _ = self?.list.perform(action, at: path) }
            }
        }
    }

    /// The row's views are on screen.
    public func tableView(_ tableView: NSTableView, didAdd rowView: NSTableRowView, forRow row: Int) {
        for view in Self.views(of: rowView) { list.attach(view) }
    }

    /// The row's views left the screen.
    public func tableView(_ tableView: NSTableView, didRemove rowView: NSTableRowView, forRow row: Int) {
        for view in Self.views(of: rowView) { list.detach(view) }
    }

    private static func views(of rowView: NSTableRowView) -> [NSView] {
        (0..<rowView.numberOfColumns).compactMap { rowView.view(atColumn: $0) as? NSView }
    }
}
#endif
