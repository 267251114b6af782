// What UITableView and UICollectionView share: the counts the view believes, the batches, the cells on
// screen and their reuse, the selection. Each view supplies its data source's answers (`ListDisplayHost`)
// and names its own rules; the rules and the pages they come from are cited where they apply.
//
// Geometry, simplified: every row (item) is `rowHeight` points high, in one column, sections one after
// the other without headers; the rows on screen are those that intersect the bounds at the content
// offset. Self-sizing is modelled by measuring each cell (`systemLayoutSizeFitting(_:)`) between the data
// source's configuration and `willDisplay`, and keeping the measured height per row.
import Foundation
import StandInCommon

/// The data source and delegate answers a list view gives its display.
@MainActor
protocol ListDisplayHost: UIScrollView {
    /// The data source's counts: rows of each section.
    func readCounts() -> [Int]
    /// The data source's cell for a row (the view checks how it was dequeued).
    func makeCell(at indexPath: IndexPath) -> UIView
    /// The delegate's `willDisplay`.
    func willDisplay(_ cell: UIView, at indexPath: IndexPath)
    /// The delegate's `didEndDisplaying`.
    func didEndDisplaying(_ cell: UIView, at indexPath: IndexPath)
    /// The header and footer of a section coming on screen, made and displayed.
    func displaySectionViews(inSection section: Int) -> ListDisplay.SectionViews
    /// The header and footer of a section leaving the screen.
    func endDisplayingSectionViews(_ views: ListDisplay.SectionViews, inSection section: Int)
}

extension ListDisplayHost {
    /// None (a view that shows no headers or footers through its display).
    func displaySectionViews(inSection section: Int) -> ListDisplay.SectionViews {
        ListDisplay.SectionViews()
    }
    /// Nothing.
    func endDisplayingSectionViews(_ views: ListDisplay.SectionViews, inSection section: Int) {}
}

@MainActor
final class ListDisplay {
    let row: String  // "row" or "item"
    let viewName: String  // "table view" or "collection view"
    let rowHeight: CGFloat = 44
    unowned let host: any ListDisplayHost

    /// The counts the view believes; `nil` until it reads them (after `reloadData()` or a new data
    /// source).
    private(set) var counts: [Int]?
    /// The cells on screen, by row.
    private(set) var cells: [IndexPath: UIView] = [:]
    /// A section's header and footer on screen.
    struct SectionViews {
        var header: UIView?
        var footer: UIView?
        /// Views of other kinds (a collection view's layout may place any kind per section), by kind.
        var others: [String: UIView] = [:]
    }
    /// The headers and footers on screen, by section: a section's are on screen while one of its rows is
    /// (the geometry gives headers no height; an empty section shows none).
    private(set) var sectionViews: [Int: SectionViews] = [:]
    /// The heights measured from each cell on screen when it was configured.
    private(set) var measuredHeights: [IndexPath: CGFloat] = [:]
    /// The selected rows, in the order selected.
    var selected: [IndexPath] = []
    /// The registered factories, by reuse identifier.
    var registrations: [String: () -> UIView] = [:]
    /// Cells waiting for reuse, by reuse identifier.
    private var pool: [String: [UIView]] = [:]
    /// The batch being recorded and how deep `performBatchUpdates` calls are nested.
    private var batch = BatchUpdate()
    private var depth = 0
    private var countsAtBatchStart: [Int]?
    /// Set while the data source handles a move the user made.
    var isInUserMove = false
    /// Whether `performBatchUpdates` keeps its batches to run later (see `runsUpdatesLater` of the views).
    var runsUpdatesLater = false
    private var deferredBatches: [(updates: (() -> Void)?, completion: ((Bool) -> Void)?)] = []

    init(host: any ListDisplayHost, row: String, viewName: String) {
        self.host = host
        self.row = row
        self.viewName = viewName
    }

    // MARK: Counts

    /// The counts, read from the data source now if the view has not read them yet (UIKit reads them
    /// when it first needs them: `numberOfSections`, a layout pass, a batch).
    func loadedCounts() -> [Int] {
        if let counts { return counts }
        let read = host.readCounts()
        counts = read
        return read
    }

    /// Whether `indexPath` names a row the view has.
    func contains(_ indexPath: IndexPath) -> Bool {
        let counts = loadedCounts()
        return indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < counts.count
            && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    // MARK: Reloading and layout

    /// Forgets everything shown: the cells leave the screen, the counts are read again when needed.
    func reloadData() {
        guard !refuseInsideUserMove("reloadData") else { return }
        endDisplaying(cells.keys.sorted())
        endDisplayingSections(sectionViews.keys.sorted())
        counts = nil
        measuredHeights = [:]
        selected = []
    }

    /// The rows on screen at the current bounds and content offset.
    func visibleRows() -> [IndexPath] {
        let counts = loadedCounts()
        let top = host.contentOffset.y
        let bottom = top + host.bounds.height
        var rows: [IndexPath] = []
        var y: CGFloat = 0
        for (section, count) in counts.enumerated() {
            for item in 0..<count {
                if y + rowHeight > top && y < bottom { rows.append(IndexPath(item: item, section: section)) }
                y += rowHeight
                if y >= bottom { return rows }
            }
        }
        return rows
    }

    /// The content's height.
    var contentHeight: CGFloat { CGFloat(loadedCounts().reduce(0, +)) * rowHeight }

    /// The offset of a row's top.
    func top(of indexPath: IndexPath) -> CGFloat {
        let counts = loadedCounts()
        return CGFloat(counts.prefix(indexPath.section).reduce(0, +) + indexPath.item) * rowHeight
    }

    /// Brings the cells on screen in line with the rows on screen: cells of rows that left end
    /// displaying and go to the reuse queue; rows that came get a cell from the data source, measured,
    /// then displayed.
    func layout() {
        let wanted = visibleRows()
        let wantedSet = Set(wanted)
        endDisplaying(cells.keys.filter { !wantedSet.contains($0) }.sorted())
        for indexPath in wanted where cells[indexPath] == nil {
            let cell = host.makeCell(at: indexPath)
            // Self-sizing: the row's height is measured from the cell the data source configured, before
            // it is displayed (https://developer.apple.com/documentation/uikit/uitableviewcell/
            // systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)).
            measuredHeights[indexPath] =
                cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
            cells[indexPath] = cell
            host.willDisplay(cell, at: indexPath)
            host.addSubview(cell)
        }
        let sections = Set(wanted.map(\.section))
        endDisplayingSections(sectionViews.keys.filter { !sections.contains($0) }.sorted())
        for section in sections.sorted() where sectionViews[section] == nil {
            sectionViews[section] = host.displaySectionViews(inSection: section)
        }
    }

    private func endDisplayingSections(_ sections: [Int]) {
        for section in sections {
            guard let views = sectionViews.removeValue(forKey: section) else { continue }
            host.endDisplayingSectionViews(views, inSection: section)
        }
    }

    private func endDisplaying(_ rows: [IndexPath]) {
        for indexPath in rows {
            guard let cell = cells.removeValue(forKey: indexPath) else { continue }
            measuredHeights[indexPath] = nil
            cell.removeFromSuperview()
            host.didEndDisplaying(cell, at: indexPath)
            // A cell without a reuse identifier is not reused.
            if let identifier = Self.reuseIdentifier(of: cell) { pool[identifier, default: []].append(cell) }
        }
    }

    // MARK: Reuse

    /// A cell from the reuse queue (prepared for reuse) or a new one from the registration; `nil` when
    /// the identifier has neither.
    func dequeue(_ identifier: String) -> UIView? {
        if var queued = pool[identifier], !queued.isEmpty {
            let cell = queued.removeFirst()
            pool[identifier] = queued
            prepareForReuse(cell)
            return cell
        }
        return registrations[identifier]?()
    }

    private static func reuseIdentifier(of cell: UIView) -> String? {
        (cell as? UITableViewCell)?.reuseIdentifier ?? (cell as? UICollectionReusableView)?.reuseIdentifier
    }

    /// Registers `make` for `identifier`, replacing what was registered before; the queued cells of the
    /// old registration are dropped so that later cells are of the new class.
    func register(_ identifier: String, _ make: (() -> UIView)?) {
        registrations[identifier] = make
        pool[identifier] = nil
    }

    private func prepareForReuse(_ cell: UIView) {
        if let cell = cell as? UITableViewCell { cell.prepareForReuse() }
        if let cell = cell as? UICollectionReusableView { cell.prepareForReuse() }
    }

    // MARK: Batches

    /// Runs `updates` as one batch: the operations it records are checked at the end against the counts
    /// before and the data source's counts after, then shown; `completion` runs when the animations end.
    func performBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        guard !refuseInsideUserMove("performBatchUpdates") else { return }
        if runsUpdatesLater && depth == 0 {
            deferredBatches.append((updates, completion))
            return
        }
        if depth == 0 {
            batch = BatchUpdate()
            countsAtBatchStart = counts
        }
        depth += 1
        updates?()
        depth -= 1
        guard depth == 0 else {
            if let completion { UIView.standInAfterAnimations { completion(true) } }
            return
        }
        endBatch()
        if let completion { UIView.standInAfterAnimations { completion(true) } }
    }

    /// Runs the batches kept by `runsUpdatesLater`, in order.
    func runDeferredBatches() {
        let batches = deferredBatches
        deferredBatches = []
        let wasLater = runsUpdatesLater
        runsUpdatesLater = false
        defer { runsUpdatesLater = wasLater }
        for batch in batches { performBatch(batch.updates, completion: batch.completion) }
    }

    /// Records one operation: inside a batch it joins the batch, outside it is a batch of its own.
    func record(_ operation: String, _ change: @escaping (inout BatchUpdate) -> Void) {
        guard !refuseInsideUserMove(operation) else { return }
        if depth == 0 {
            performBatch({ change(&self.batch) }, completion: nil)
        } else {
            change(&batch)
        }
    }

    private func endBatch() {
        // Counts the view had not read are read now, after the data source changed: UIKit then takes the
        // new contents for the old ones and raises (the stricter reading of when it loads them).
        let old = countsAtBatchStart ?? host.readCounts()
        let new = host.readCounts()
        if let reason = batch.invalidReason(old: old, new: new, row: row, view: viewName) {
            host.standInRaise(RaisedException.internalInconsistency, reason)
            // The app would be gone; the stand-in shows the data source again so that a test can go on.
            endDisplaying(cells.keys.sorted())
            endDisplayingSections(sectionViews.keys.sorted())
            counts = new
            selected = []
            layout()
            return
        }
        // The headers and footers of sections that stay stay (at their new index); those of deleted and
        // reloaded sections leave, and the sections on screen after the batch get theirs asked for.
        let sectionTargets = batch.sectionMap(oldCount: old.count, newCount: new.count)
        let reloadedSections = Set(batch.reloadedSections)
        var keptSections: [Int: SectionViews] = [:]
        for section in sectionViews.keys.sorted() {
            if let target = sectionTargets[section], !reloadedSections.contains(section) {
                keptSections[target] = sectionViews[section]
            } else {
                endDisplayingSections([section])
            }
        }
        sectionViews = keptSections
        let rows = batch.rowMap(old: old, new: new)
        let reloaded = Set(batch.reloadedRows)
        var kept: [IndexPath: UIView] = [:]
        var gone: [IndexPath] = []
        for (indexPath, cell) in cells {
            if let target = rows[indexPath], !reloaded.contains(indexPath) {
                kept[target] = cell
            } else {
                gone.append(indexPath)
            }
        }
        endDisplaying(gone.sorted())
        var heights: [IndexPath: CGFloat] = [:]
        for (indexPath, target) in rows where kept[target] != nil {
            heights[target] = measuredHeights[indexPath]
        }
        cells = kept
        measuredHeights = heights
        selected = selected.compactMap { reloaded.contains($0) ? nil : rows[$0] }
        counts = new
        layout()
    }

    // MARK: The user's moves

    /// The user dragged a row from `source` to `destination` (already allowed by the data source and
    /// delegate): the view shows it there, then `tell` lets the data source know. Updates made while the
    /// data source handles the move are refused (see `refuseInsideUserMove`).
    func userMove(from source: IndexPath, to destination: IndexPath, tell: () -> Void) {
        var counts = loadedCounts()
        counts[source.section] -= 1
        counts[destination.section] += 1
        self.counts = counts
        var moved: [IndexPath: UIView] = [:]
        func shifted(_ path: IndexPath) -> IndexPath {
            if path == source { return destination }
            var p = path
            if p.section == source.section && p.item > source.item { p.item -= 1 }
            if p.section == destination.section && p.item >= destination.item { p.item += 1 }
            return p
        }
        for (indexPath, cell) in cells { moved[shifted(indexPath)] = cell }
        cells = moved
        selected = selected.map(shifted)
        isInUserMove = true
        defer { isInUserMove = false }
        tell()
    }

    /// Whether `operation` is refused because the data source is handling the user's move. UIKit's
    /// documentation of `tableView(_:moveRowAt:to:)` asks the data source only to update its model; the
    /// view is in the middle of the reorder and has already moved the row. Updating the view from there
    /// is not documented to work: the stand-in raises (the stricter rule).
    private func refuseInsideUserMove(_ operation: String) -> Bool {
        guard isInUserMove else { return false }
        host.standInRaise(
            RaisedException.internalInconsistency,
            "\(operation) called from inside the data source's move of a \(row) the user dragged")
        return true
    }
}
