// https://developer.apple.com/documentation/uikit/uitableview — rows in sections, from a data source.
//
// Rules modelled (pages cited at each):
// - Registration and dequeuing: a registration replaces the previous one of the identifier
//   (https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct:
//   "If you previously registered a class or nib file with the same reuse identifier, the class you
//   specify in the cellClass parameter replaces the old entry"); `dequeueReusableCell(withIdentifier:for:)`
//   of an identifier nobody registered raises `NSInternalInconsistencyException` ("unable to dequeue a
//   cell with identifier …"), `dequeueReusableCell(withIdentifier:)` returns nil
//   (https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)).
// - The display cycle of a row: `tableView(_:cellForRowAt:)` configures a cell (dequeued, prepared for
//   reuse first), the table measures it (self-sizing), `tableView(_:willDisplay:forRowAt:)` ("just before
//   it uses cell to draw a row"), the cell enters the table; when the row leaves the screen or is deleted,
//   `tableView(_:didEndDisplaying:forRowAt:)`, and the cell waits in the reuse queue.
// - Batches: `performBatchUpdates(_:completion:)` and single operations outside it (a batch of their
//   own), checked as `BatchUpdate` says.
// - Headers and footers (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:),
//   https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)):
//   a section coming on screen gets the delegate's header view, else a default view showing the data
//   source's title ("the table view uses a fixed font style for section header titles"), then
//   `tableView(_:willDisplayHeaderView:forSection:)`; leaving the screen (or deleted, or reloaded),
//   `tableView(_:didEndDisplayingHeaderView:forSection:)`; footers alike. A section that stays through a
//   batch keeps its views (UIKit asks again only for inserted and reloaded sections: the stricter reading).
// - `scrollToRow(at:at:animated:)` of a row the table does not have raises (UIKit: "attempt to scroll to
//   invalid index path").
// - Selection: a tap selects and calls `tableView(_:didSelectRowAt:)`, deselecting the row selected
//   before (`tableView(_:didDeselectRowAt:)`); `selectRow(at:animated:scrollPosition:)` and
//   `deselectRow(at:animated:)` call no delegate method
//   (https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)).
//   Outside batches that delete or reload it, the selection stays on its row.
// - Editing: the user's delete or insert goes to `tableView(_:commit:forRowAt:)`; a row the user drags
//   moves on screen first, then `tableView(_:moveRowAt:to:)` updates the model
//   (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)),
//   where the drop lands is `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`'s answer.
public import Foundation
import StandInCommon

/// Rows in sections.
@MainActor
open class UITableView: UIScrollView, ListDisplayHost {
    /// The table's styles.
    public enum Style: Int, Sendable {
        /// Plain.
        case plain
        /// Grouped.
        case grouped
        /// Grouped, inset.
        case insetGrouped
    }

    /// How rows animate in and out.
    public enum RowAnimation: Int, Sendable {
        /// Fade.
        case fade
        /// Slide right.
        case right
        /// Slide left.
        case left
        /// Slide from the top.
        case top
        /// Slide from the bottom.
        case bottom
        /// None.
        case none
        /// From the middle.
        case middle
        /// The table chooses.
        case automatic = 100
    }

    /// Where a row ends up when scrolled to.
    public enum ScrollPosition: Int, Sendable {
        /// Scroll as little as needed.
        case none
        /// At the top.
        case top
        /// In the middle.
        case middle
        /// At the bottom.
        case bottom
    }

    /// A row height or estimate that means "measure the cell".
    public static let automaticDimension: CGFloat = -1

    /// The table's style.
    public let style: Style
    /// The data source (held weakly); setting it reloads the table.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { display.reloadData() }
    }
    /// The delegate (held weakly).
    open weak var delegate: (any UITableViewDelegate)?
    /// The height of rows (self-sizing by default).
    open var rowHeight: CGFloat = UITableView.automaticDimension
    /// The view behind the rows.
    open var backgroundView: UIView?
    /// Whether the user can select rows.
    open var allowsSelection = true
    /// Whether the user can select rows in editing mode.
    open var allowsSelectionDuringEditing = false
    /// Whether the table is in editing mode.
    open var isEditing = false
    private lazy var display = ListDisplay(host: self, row: "row", viewName: "table view")
    private var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    private var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A table decoded from an archive (the stand-in has none).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    // MARK: Registration and dequeuing

    /// Registers the cell class of `identifier`, replacing the previous registration (`nil` removes it).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return display.register(identifier, nil) }
        guard let type = cellClass as? UITableViewCell.Type else {
            return standInRaise(
                RaisedException.invalidArgument, "must pass a class of kind UITableViewCell, got \(cellClass)"
            )
        }
        display.register(identifier) { type.init(style: .default, reuseIdentifier: identifier) }
    }

    /// Registers the header or footer class of `identifier`, replacing the previous registration.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterPool[identifier] = nil
        guard let aClass else { return headerFooterClasses[identifier] = nil }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            return standInRaise(
                RaisedException.invalidArgument,
                "must pass a class of kind UITableViewHeaderFooterView, got \(aClass)")
        }
        headerFooterClasses[identifier] = type
    }

    /// A queued cell of `identifier` (prepared for reuse), a new one of its registered class, or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        display.dequeue(identifier) as? UITableViewCell
    }

    /// A queued cell of `identifier` (prepared for reuse) or a new one of its registered class; raises
    /// for an identifier nobody registered.
    open func dequeueReusableCell(
        withIdentifier identifier: String, for indexPath: IndexPath
    ) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        standInRaise(
            RaisedException.internalInconsistency,
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                + "identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A queued header or footer of `identifier` (prepared for reuse), a new one of its registered class,
    /// or nil.
    open func dequeueReusableHeaderFooterView(
        withIdentifier identifier: String
    ) -> UITableViewHeaderFooterView? {
        if var queued = headerFooterPool[identifier], !queued.isEmpty {
            let view = queued.removeFirst()
            headerFooterPool[identifier] = queued
            view.prepareForReuse()
            return view
        }
        return headerFooterClasses[identifier]?.init(reuseIdentifier: identifier)
    }

    // MARK: Counts and cells

    /// The number of sections (read from the data source if the table has not yet).
    open var numberOfSections: Int { display.loadedCounts().count }

    /// The number of rows of `section`.
    open func numberOfRows(inSection section: Int) -> Int {
        let counts = display.loadedCounts()
        return section >= 0 && section < counts.count ? counts[section] : 0
    }

    /// Discards the rows shown; the counts and cells are read again at the next layout.
    open func reloadData() {
        display.reloadData()
    }

    /// Brings the cells in line with the rows on screen.
    open override func layoutSubviews() {
        display.layout()
    }

    /// The cells on screen, top first.
    open var visibleCells: [UITableViewCell] {
        display.cells.sorted { $0.key < $1.key }.compactMap { $0.value as? UITableViewCell }
    }

    /// The rows on screen, top first.
    open var indexPathsForVisibleRows: [IndexPath]? { display.cells.keys.sorted() }

    /// The cell on screen of a row, if any.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        display.cells[indexPath] as? UITableViewCell
    }

    /// The row of a cell on screen.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        display.cells.first { $0.value === cell }?.key
    }

    /// Stand-in only: the animation of every row and section insert, delete and reload that names a row
    /// or a section, in call order.
    /// UIKit takes one of these constants as the `with:` parameter of `insertRows(at:with:)`,
    /// `insertSections(_:with:)`, `deleteRows(at:with:)`, `deleteSections(_:with:)`,
    /// `reloadRows(at:with:)` and `reloadSections(_:with:)`
    /// (https://developer.apple.com/documentation/uikit/uitableview/rowanimation).
    public private(set) var standInRowAnimations: [RowAnimation] = []

    /// Stand-in only: the height measured from the cell of a row on screen when it was configured.
    public func standInMeasuredHeight(at indexPath: IndexPath) -> CGFloat? {
        display.measuredHeights[indexPath]
    }

    // MARK: Batches

    /// Stand-in only: whether `performBatchUpdates` keeps its batches and runs them (their `updates`
    /// block included) only at `standInRunDeferredBatches()`. UIKit's documentation says nothing of
    /// running the block later, and the stand-in runs it at once by default; this models the case issue
    /// 21.9 settles by design (a list view that runs it later must be noticed, not trusted).
    public var standInRunsUpdatesLater: Bool {
        get { display.runsUpdatesLater }
        set { display.runsUpdatesLater = newValue }
    }

    /// Stand-in only: runs the batches `standInRunsUpdatesLater` kept.
    public func standInRunDeferredBatches() {
        display.runDeferredBatches()
    }

    /// Performs the operations `updates` makes as one batch; `completion` runs when it has animated.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        display.performBatch(updates, completion: completion)
    }

    /// Inserts sections (new coordinates).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        if !sections.isEmpty { standInRowAnimations.append(animation) }
        display.record("insertSections") { $0.insertedSections += sections }
    }

    /// Deletes sections (old coordinates).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        if !sections.isEmpty { standInRowAnimations.append(animation) }
        display.record("deleteSections") { $0.deletedSections += sections }
    }

    /// Reloads sections (old coordinates).
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        if !sections.isEmpty { standInRowAnimations.append(animation) }
        display.record("reloadSections") { $0.reloadedSections += sections }
    }

    /// Moves a section (old to new coordinates).
    open func moveSection(_ section: Int, toSection newSection: Int) {
        display.record("moveSection") { $0.movedSections.append((section, newSection)) }
    }

    /// Inserts rows (new coordinates).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        if !indexPaths.isEmpty { standInRowAnimations.append(animation) }
        display.record("insertRows") { $0.insertedRows += indexPaths }
    }

    /// Deletes rows (old coordinates).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        if !indexPaths.isEmpty { standInRowAnimations.append(animation) }
        display.record("deleteRows") { $0.deletedRows += indexPaths }
    }

    /// Reloads rows (old coordinates).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        if !indexPaths.isEmpty { standInRowAnimations.append(animation) }
        display.record("reloadRows") { $0.reloadedRows += indexPaths }
    }

    /// Moves a row (old to new coordinates).
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        display.record("moveRow") { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    // MARK: Scrolling

    /// Scrolls so that the row is at `scrollPosition`; raises for a row the table does not have.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard display.contains(indexPath) else {
            return standInRaise(
                RaisedException.range,
                "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.count == 2 ? indexPath.row : -1)) "
                    + "when there are only \(numberOfRows(inSection: indexPath.first ?? 0)) rows in section "
                    + "\(indexPath.first ?? -1).")
        }
        scroll(toRowTop: display.top(of: indexPath), position: scrollPosition)
    }

    private func scroll(toRowTop top: CGFloat, position: ScrollPosition) {
        let height = bounds.height
        let y: CGFloat =
            switch position {
            case .top, .none: top
            case .middle: top - (height - display.rowHeight) / 2
            case .bottom: top + display.rowHeight - height
            }
        simulateUserScroll(toY: y)
    }

    /// Simulates the user scrolling so that the content offset is `y` (kept within the content).
    public func simulateUserScroll(toY y: CGFloat) {
        contentOffset.y = max(0, min(y, display.contentHeight - bounds.height))
        display.layout()
    }

    /// Simulates the user tapping the section-index title at `index`: the data source says which section
    /// it leads to and the table scrolls to that section's top (`NSNotFound` or a negative section: it
    /// stays). A section the table does not have raises (the stricter rule). Returns whether the index had
    /// that title.
    @discardableResult
    public func simulateUserTapSectionIndexTitle(at index: Int) -> Bool {
        guard let dataSource, let titles = dataSource.sectionIndexTitles(for: self),
            titles.indices.contains(index)
        else { return false }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        guard section != NSNotFound, section >= 0 else { return true }
        guard section < numberOfSections else {
            standInRaise(
                RaisedException.range,
                "section index title \(titles[index]) leads to section \(section); the table has \(numberOfSections)"
            )
            return true
        }
        scroll(toRowTop: display.top(of: IndexPath(row: 0, section: section)), position: .top)
        return true
    }

    // MARK: Selection

    /// The selected row (the first, if several).
    open var indexPathForSelectedRow: IndexPath? { display.selected.first }

    /// The selected rows.
    open var indexPathsForSelectedRows: [IndexPath]? { display.selected.isEmpty ? nil : display.selected }

    /// Selects a row without telling the delegate.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return display.selected = [] }
        guard display.contains(indexPath) else { return }
        display.selected = [indexPath]
    }

    /// Deselects a row without telling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        display.selected.removeAll { $0 == indexPath }
    }

    /// Simulates the user tapping a row: the row selected before is deselected (`didDeselectRowAt`), this
    /// one selected (`didSelectRowAt`). Returns whether the table let the user select it.
    @discardableResult
    public func simulateUserTap(at indexPath: IndexPath) -> Bool {
        guard allowsSelection, !isEditing || allowsSelectionDuringEditing, display.contains(indexPath) else {
            return false
        }
        for previous in display.selected where previous != indexPath {
            display.selected.removeAll { $0 == previous }
            delegate?.tableView(self, didDeselectRowAt: previous)
        }
        display.selected = [indexPath]
        delegate?.tableView(self, didSelectRowAt: indexPath)
        return true
    }

    // MARK: Editing

    /// Simulates the user deleting (swipe, or the delete control in editing mode) or inserting (the insert
    /// control, in editing mode) a row: the data source's `commit`. Returns whether the row offered it.
    @discardableResult
    public func simulateUserCommit(_ style: UITableViewCell.EditingStyle, at indexPath: IndexPath) -> Bool {
        guard let dataSource, display.contains(indexPath), style != .none,
            dataSource.tableView(self, canEditRowAt: indexPath),
            (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == style,
            isEditing || style == .delete
        else { return false }
        dataSource.tableView(self, commit: style, forRowAt: indexPath)
        return true
    }

    /// Simulates the user swiping a row: its trailing actions (the delegate's, else the table's own delete
    /// when the row's style is delete); nil when the row cannot be swiped.
    public func simulateUserSwipe(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let dataSource, !isEditing, display.contains(indexPath),
            dataSource.tableView(self, canEditRowAt: indexPath)
        else { return nil }
        if let configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        {
            return configuration
        }
        guard (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete else {
            return nil
        }
        return UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
                guard let self, let dataSource = self.dataSource else { return done(false) }
                dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
                done(true)
            }
        ])
    }

    /// Simulates the user dragging a row by its reorder control (editing mode) and dropping it over
    /// `proposed`: the delegate says where it lands, the table shows it there, then the data source's
    /// `moveRowAt` updates the model. Returns where it landed, or nil when the row could not be dragged
    /// or `proposed` is not a place in the table.
    @discardableResult
    public func simulateUserDrag(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
        guard let dataSource, isEditing, display.contains(source),
            dataSource.tableView(self, canMoveRowAt: source), isDropPlace(proposed, from: source)
        else { return nil }
        let target =
            delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
            ?? proposed
        guard isDropPlace(target, from: source) else {
            standInRaise(
                RaisedException.internalInconsistency,
                "the delegate's target \(target) for a row dragged from \(source) is not in the table")
            return nil
        }
        guard target != source else { return source }
        display.userMove(from: source, to: target) {
            dataSource.tableView(self, moveRowAt: source, to: target)
        }
        display.layout()
        return target
    }

    /// Whether a row dragged from `source` can be dropped at `place` (in its own section: any row; in
    /// another: any row or the end).
    private func isDropPlace(_ place: IndexPath, from source: IndexPath) -> Bool {
        guard place.count == 2, place.section >= 0, place.section < numberOfSections, place.row >= 0 else {
            return false
        }
        let rows = numberOfRows(inSection: place.section)
        return place.section == source.section ? place.row < rows : place.row <= rows
    }

    // MARK: ListDisplayHost

    func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections(in: self)).map {
            dataSource.tableView(self, numberOfRowsInSection: $0)
        }
    }

    func makeCell(at indexPath: IndexPath) -> UIView {
        dataSource?.tableView(self, cellForRowAt: indexPath) ?? UITableViewCell()
    }

    func willDisplay(_ cell: UIView, at indexPath: IndexPath) {
        if let cell = cell as? UITableViewCell {
            delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
    }

    func didEndDisplaying(_ cell: UIView, at indexPath: IndexPath) {
        if let cell = cell as? UITableViewCell {
            delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
    }

    /// The delegate's header (footer) view, else a plain header-footer view showing the data source's title,
    /// else none; then `willDisplayHeaderView` (`willDisplayFooterView`), and it is on screen.
    func displaySectionViews(inSection section: Int) -> ListDisplay.SectionViews {
        func titled(_ title: String?) -> UIView? {
            guard let title else { return nil }
            let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
            view.standInTitle = title
            return view
        }
        var views = ListDisplay.SectionViews()
        views.header =
            delegate?.tableView(self, viewForHeaderInSection: section)
            ?? titled(dataSource?.tableView(self, titleForHeaderInSection: section))
        views.footer =
            delegate?.tableView(self, viewForFooterInSection: section)
            ?? titled(dataSource?.tableView(self, titleForFooterInSection: section))
        if let header = views.header {
            delegate?.tableView(self, willDisplayHeaderView: header, forSection: section)
            addSubview(header)
        }
        if let footer = views.footer {
            delegate?.tableView(self, willDisplayFooterView: footer, forSection: section)
            addSubview(footer)
        }
        return views
    }

    /// Off screen, `didEndDisplayingHeaderView` (`FooterView`), and waiting for reuse under its identifier.
    func endDisplayingSectionViews(_ views: ListDisplay.SectionViews, inSection section: Int) {
        if let header = views.header {
            header.removeFromSuperview()
            delegate?.tableView(self, didEndDisplayingHeaderView: header, forSection: section)
            enqueueHeaderFooter(header)
        }
        if let footer = views.footer {
            footer.removeFromSuperview()
            delegate?.tableView(self, didEndDisplayingFooterView: footer, forSection: section)
            enqueueHeaderFooter(footer)
        }
    }

    private func enqueueHeaderFooter(_ view: UIView) {
        guard let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier else {
            return
        }
        headerFooterPool[identifier, default: []].append(view)
    }

    /// Stand-in only: the header (or footer) view on screen of `section`, if any.
    public func standInHeaderFooterView(inSection section: Int, footer: Bool = false) -> UIView? {
        let views = display.sectionViews[section]
        return footer ? views?.footer : views?.header
    }
}
