public import Loom

/// What a front-end's list view does with a data source, without the view: it is the data source's
/// parent, checks every reported change set with the ``BatchUpdateValidator`` against the row counts
/// before and after (exactly as `UITableView` would), keeps the selection on the same row through
/// every change, and flattens the sections into lines to draw.
///
/// ```swift
/// let presenter = ListPresenter(dataSource: artists.list)
/// presenter.onChange = { session.setNeedsDisplay() }
/// try artists.reload()
/// presenter.validationErrors   // [] — every batch was valid
/// ```
@MainActor
public final class ListPresenter: ListDataSourceParent {
    /// The data source shown.
    public let dataSource: any ListDataSource<any CellViewModel>
    /// The row counts per section the presenter last saw.
    public private(set) var rowCounts: [Int]
    /// Every change set reported, in order.
    public private(set) var changeSets: [ChangeSet] = []
    /// The validator's error for every invalid change set (a table view would have crashed).
    public private(set) var validationErrors: [BatchUpdateError] = []
    /// The selected row, kept on the same row through changes; `nil` when the list is empty.
    public private(set) var selection: ListIndexPath?
    /// Called after every change set.
    public var onChange: (() -> Void)?

    /// Shows `dataSource` (the presenter becomes its parent) and selects the first row.
    public init(dataSource: any ListDataSource<any CellViewModel>) {
        self.dataSource = dataSource
        rowCounts = dataSource.rowCounts
        dataSource.parent = self
        selection = allIndexPaths.first
    }

    /// Validates and records a change set, and moves the selection with it.
    public func dataSource(_ child: AnyObject, didChange changeSet: ChangeSet) {
        let newCounts = dataSource.rowCounts
        do {
            try BatchUpdateValidator.validate(changeSet, oldRowCounts: rowCounts, newRowCounts: newCounts)
        } catch {
            validationErrors.append(error)
        }
        changeSets.append(changeSet)
        rowCounts = newCounts
        if let selected = selection {
            selection = changeSet.newIndexPath(forOld: selected) ?? nearestRow(to: selected)
        } else {
            selection = allIndexPaths.first
        }
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
        selection = indexPath
    }

    /// Moves the selection by `offset` rows, across sections, stopping at the ends.
    public func moveSelection(by offset: Int) {
        let all = allIndexPaths
        guard !all.isEmpty else {
            selection = nil
            return
        }
        let current = selection.flatMap { all.firstIndex(of: $0) } ?? 0
        selection = all[min(max(0, current + offset), all.count - 1)]
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
