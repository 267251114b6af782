public import Loom

/// The terminal front-end's list view, without the drawing: a ``ListView`` driven by a
/// `ListViewUpdater` (which replays every change and keeps the selection on its row), that moves the
/// selection to the nearest row when the selected row goes away, and flattens the sections into
/// lines to draw.
///
/// ```swift
/// let presenter = ListPresenter(dataSource: artists.list)
/// presenter.onChange = { session.setNeedsDisplay() }
/// try artists.reload()   // the presenter redraws; the selection stays on its artist
/// ```
@MainActor
public final class ListPresenter: ListView {
    /// The data source shown.
    public let dataSource: any ListDataSource<any CellViewModel>
    /// Called after every change shown.
    public var onChange: (() -> Void)?
    private var updater: ListViewUpdater<any CellViewModel>?

    /// Shows `dataSource` (its updater becomes the data source's parent) and selects the first row.
    public init(dataSource: any ListDataSource<any CellViewModel>) {
        self.dataSource = dataSource
        let updater = ListViewUpdater(dataSource: dataSource, listView: self)
        self.updater = updater
        updater.selection = allIndexPaths.first
    }

    /// The selected row, kept on the same row through changes; `nil` when the list is empty.
    public var selection: ListIndexPath? { updater?.selection }

    /// Redraws.
    public func reloadData() { onChange?() }

    /// Switches the data source, keeps a selection (the nearest row when the selected one went
    /// away), and redraws.
    public func performBatchUpdates(
        _ changes: ChangeSet, animated: Bool, updates: @escaping () -> Void, completion: (() -> Void)?
    ) {
        let before = updater?.selection
        updates()
        if let updater, updater.selection == nil {
            updater.selection = before.flatMap(nearestRow) ?? allIndexPaths.first
        }
        completion?()
        onChange?()
    }

    /// Every line to draw: each section's header (if titled) then its rows.
    public var lines: [PresentedRow] {
        var lines: [PresentedRow] = []
        for section in 0..<dataSource.numberOfSections {
            if let title = dataSource.headerTitle(inSection: section) { lines.append(.header(title)) }
            let rows = (try? dataSource.numberOfRows(inSection: section)) ?? 0
            for row in 0..<rows {
                let indexPath = ListIndexPath(section: section, row: row)
                guard let item = try? dataSource.item(at: indexPath) else { continue }
                lines.append(
                    .row(
                        indexPath, title: item.title.value, subtitle: item.subtitle.value,
                        editingStyle: dataSource.isEditing ? dataSource.editingStyle(at: indexPath) : .none))
            }
        }
        return lines
    }

    /// The cell view model of the selected row.
    public var selectedItem: (any CellViewModel)? {
        selection.flatMap { try? dataSource.item(at: $0) }
    }

    /// Selects a row; an index path outside the list is a ``ListError``.
    public func select(_ indexPath: ListIndexPath) throws(ListError) {
        try dataSource.checkIndexPath(indexPath)
        updater?.selection = indexPath
    }

    /// Moves the selection by `offset` rows, across sections, stopping at the ends.
    public func moveSelection(by offset: Int) {
        let all = allIndexPaths
        guard !all.isEmpty else {
            updater?.selection = nil
            return
        }
        let current = selection.flatMap { all.firstIndex(of: $0) } ?? 0
        updater?.selection = all[min(max(0, current + offset), all.count - 1)]
    }

    private var allIndexPaths: [ListIndexPath] {
        var paths: [ListIndexPath] = []
        for (section, count) in dataSource.rowCounts.enumerated() {
            for row in 0..<count { paths.append(ListIndexPath(section: section, row: row)) }
        }
        return paths
    }

    /// After the selected row was deleted: the row now at its place, else the one before.
    private func nearestRow(to old: ListIndexPath) -> ListIndexPath? {
        let all = allIndexPaths
        guard !all.isEmpty else { return nil }
        return all.first { $0 >= old } ?? all.last
    }
}
