// https://developer.apple.com/documentation/uikit/uicollectionview — items in sections, from a data
// source, laid out by a layout (the stand-in: one column, see ListDisplay.swift).
//
// Rules modelled (pages cited at each), as for UITableView (UITableView.swift) and:
// - Dequeuing: "you must use this method or the register(_:forCellWithReuseIdentifier:) method to
//   register the cell" before `dequeueReusableCell(withReuseIdentifier:for:)`
//   (https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-6z6t4);
//   an unregistered identifier raises ("could not dequeue a view of kind: UICollectionElementKindCell with
//   identifier …"). A new registration of an identifier replaces the previous one.
// - The data source's cell must be one it dequeued for that index path, from inside
//   `collectionView(_:cellForItemAt:)` (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:):
//   "Your implementation of this method is responsible for creating, configuring, and returning the
//   appropriate cell … you must dequeue"); UIKit raises for a cell that was not dequeued ("the cell
//   returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier") and for a
//   dequeue outside the data source's request. Supplementary views likewise: the headers of the sections
//   on screen (the layout's kinds), asked for when a section comes on screen, kept through batches while
//   their section stays (and moved with it), asked again for inserted and reloaded sections (ListDisplay).
//   Supplementary views the layout attaches to items (UICollectionViewLayout.swift) are asked for with the
//   item's cell, at its index path, kept with the cell and enqueued when the cell ends displaying.
// - `scrollToItem(at:at:animated:)` of an item the view does not have raises ("attempt to scroll to
//   invalid index path").
// - The user's moves (interactive movement,
//   https://developer.apple.com/documentation/uikit/uicollectionview/endinteractivemovement()): the item
//   moves on screen, then `collectionView(_:moveItemAt:to:)` updates the model; where it lands is the
//   delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath` answer.
public import Foundation
import StandInCommon

/// Items in sections.
@MainActor
open class UICollectionView: UIScrollView, ListDisplayHost {
    /// Where an item ends up when scrolled to.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a position from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// At the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// At the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
    }

    /// The kind of section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    private static let cellKind = "UICollectionElementKindCell"

    /// The layout.
    open var collectionViewLayout: UICollectionViewLayout
    /// The data source (held weakly); setting it reloads the view.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }
    /// The delegate (held weakly).
    open weak var delegate: (any UICollectionViewDelegate)?
    /// Whether the view is in editing mode.
    open var isEditing = false
    /// Whether the user can select items.
    open var allowsSelection = true
    private lazy var display = ListDisplay(host: self, row: "item", viewName: "collection view")
    /// The index path whose view the data source is asked for, while it is.
    private var request: (kind: String, indexPath: IndexPath)?
    private var dequeuedForRequest: UICollectionReusableView?
    private var cellClasses: [String: UICollectionViewCell.Type] = [:]
    private var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]  // "kind/identifier"
    private var supplementaryPool: [String: [UICollectionReusableView]] = [:]
    /// The supplementary views attached to each cell on screen, by kind.
    private var itemSupplementaries: [ObjectIdentifier: [String: UICollectionReusableView]] = [:]

    /// A collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    /// A collection view decoded from an archive (the stand-in has none).
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    // MARK: Registration and dequeuing

    /// Registers the cell class of `identifier`, replacing the previous registration.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = nil
        guard let cellClass else { return display.register(identifier, nil) }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            return standInRaise(
                RaisedException.invalidArgument,
                "must pass a class of kind UICollectionViewCell, got \(cellClass)")
        }
        cellClasses[identifier] = type
        display.register(identifier) {
            let cell = type.init(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
    }

    /// Stand-in only: the cell class registered for `identifier`, if any.
    public func standInRegisteredCellClass(
        forReuseIdentifier identifier: String
    ) -> UICollectionViewCell.Type? {
        cellClasses[identifier]
    }

    /// Registers the class of supplementary views of `kind` and `identifier`, replacing the previous one.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        let key = elementKind + "/" + identifier
        supplementaryPool[key] = nil
        guard let viewClass else { return supplementaryClasses[key] = nil }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            return standInRaise(
                RaisedException.invalidArgument,
                "must pass a class of kind UICollectionReusableView, got \(viewClass)")
        }
        supplementaryClasses[key] = type
    }

    /// A queued cell of `identifier` (prepared for reuse) or a new one of its registered class, for the
    /// item the data source is asked for; raises for an unregistered identifier or outside that request.
    open func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionViewCell {
        checkRequest(Self.cellKind, indexPath)
        guard let cell = display.dequeue(identifier) as? UICollectionViewCell else {
            standInRaise(
                RaisedException.internalInconsistency,
                "could not dequeue a view of kind: \(Self.cellKind) with identifier \(identifier) - must register "
                    + "a nib or a class for the identifier or connect a prototype cell in a storyboard")
            return UICollectionViewCell(frame: .zero)
        }
        dequeuedForRequest = cell
        return cell
    }

    /// A queued supplementary view of `kind` and `identifier` (prepared for reuse) or a new one of its
    /// registered class; raises as `dequeueReusableCell(withReuseIdentifier:for:)` does.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        checkRequest(elementKind, indexPath)
        let key = elementKind + "/" + identifier
        let view: UICollectionReusableView
        if var queued = supplementaryPool[key], !queued.isEmpty {
            view = queued.removeFirst()
            supplementaryPool[key] = queued
            view.prepareForReuse()
        } else if let type = supplementaryClasses[key] {
            view = type.init(frame: .zero)
            view.reuseIdentifier = identifier
        } else {
            standInRaise(
                RaisedException.internalInconsistency,
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register "
                    + "a nib or a class for the identifier or connect a prototype cell in a storyboard")
            return UICollectionReusableView(frame: .zero)
        }
        dequeuedForRequest = view
        return view
    }

    private func checkRequest(_ kind: String, _ indexPath: IndexPath) {
        guard let request, request.kind == kind, request.indexPath == indexPath, dequeuedForRequest == nil
        else {
            return standInRaise(
                RaisedException.internalInconsistency,
                "a view of kind \(kind) was dequeued for \(indexPath) outside the data source's request for it"
            )
        }
    }

    /// Asks the data source for the view of `kind` at `indexPath`, and checks that it dequeued it.
    private func requestView(
        _ kind: String, _ indexPath: IndexPath, _ ask: () -> UICollectionReusableView
    )
        -> UICollectionReusableView
    {
        request = (kind, indexPath)
        dequeuedForRequest = nil
        defer {
            request = nil
            dequeuedForRequest = nil
        }
        let view = ask()
        if view !== dequeuedForRequest {
            standInRaise(
                RaisedException.internalInconsistency,
                "the view returned for \(kind) at \(indexPath) was not dequeued for it (it must be retrieved by "
                    + "calling -dequeueReusable…:forIndexPath:)")
        }
        return view
    }

    // MARK: Counts and cells

    /// The number of sections (read from the data source if the view has not yet).
    open var numberOfSections: Int { display.loadedCounts().count }

    /// The number of items of `section`.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = display.loadedCounts()
        return section >= 0 && section < counts.count ? counts[section] : 0
    }

    /// Discards the items shown; the counts and cells are read again at the next layout.
    open func reloadData() {
        display.reloadData()
    }

    /// Brings the cells and headers in line with the items on screen.
    open override func layoutSubviews() {
        display.layout()
    }

    private func enqueueSupplementary(_ view: UICollectionReusableView, _ kind: String) {
        view.removeFromSuperview()
        guard let identifier = view.reuseIdentifier else { return }
        supplementaryPool[kind + "/" + identifier, default: []].append(view)
    }

    /// Stand-in only: the supplementary view of `kind` shown for `section`, if any.
    public func standInSupplementaryView(
        ofKind kind: String, inSection section: Int
    ) -> UICollectionReusableView? {
        guard let views = display.sectionViews[section] else { return nil }
        let view =
            switch kind {
            case Self.elementKindSectionHeader: views.header
            case Self.elementKindSectionFooter: views.footer
            default: views.others[kind]
            }
        return view as? UICollectionReusableView
    }

    /// Stand-in only: the supplementary view of `kind` attached to the item at `indexPath`, if it is on
    /// screen.
    public func standInSupplementaryView(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        guard let cell = display.cells[indexPath] else { return nil }
        return itemSupplementaries[ObjectIdentifier(cell)]?[kind]
    }

    /// The cells on screen, top first.
    open var visibleCells: [UICollectionViewCell] {
        display.cells.sorted { $0.key < $1.key }.compactMap { $0.value as? UICollectionViewCell }
    }

    /// The items on screen, top first.
    open var indexPathsForVisibleItems: [IndexPath] { display.cells.keys.sorted() }

    /// The cell on screen of an item, if any.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        display.cells[indexPath] as? UICollectionViewCell
    }

    /// Stand-in only: the height measured from the cell of an item on screen when it was configured.
    public func standInMeasuredHeight(at indexPath: IndexPath) -> CGFloat? {
        display.measuredHeights[indexPath]
    }

    // MARK: Batches

    /// Performs the operations `updates` makes as one batch; `completion` runs when it has animated.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        display.performBatch(updates, completion: completion)
    }

    /// Inserts sections (new coordinates).
    open func insertSections(_ sections: IndexSet) {
        display.record("insertSections") { $0.insertedSections += sections }
    }

    /// Deletes sections (old coordinates).
    open func deleteSections(_ sections: IndexSet) {
        display.record("deleteSections") { $0.deletedSections += sections }
    }

    /// Reloads sections (old coordinates).
    open func reloadSections(_ sections: IndexSet) {
        display.record("reloadSections") { $0.reloadedSections += sections }
    }

    /// Moves a section (old to new coordinates).
    open func moveSection(_ section: Int, toSection newSection: Int) {
        display.record("moveSection") { $0.movedSections.append((section, newSection)) }
    }

    /// Inserts items (new coordinates).
    open func insertItems(at indexPaths: [IndexPath]) {
        display.record("insertItems") { $0.insertedRows += indexPaths }
    }

    /// Deletes items (old coordinates).
    open func deleteItems(at indexPaths: [IndexPath]) {
        display.record("deleteItems") { $0.deletedRows += indexPaths }
    }

    /// Reloads items (old coordinates).
    open func reloadItems(at indexPaths: [IndexPath]) {
        display.record("reloadItems") { $0.reloadedRows += indexPaths }
    }

    /// Moves an item (old to new coordinates).
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        display.record("moveItem") { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    // MARK: Scrolling

    /// Scrolls so that the item is at `scrollPosition`; raises for an item the view does not have.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard display.contains(indexPath) else {
            return standInRaise(
                RaisedException.internalInconsistency, "attempt to scroll to invalid index path: \(indexPath)"
            )
        }
        let top = display.top(of: indexPath)
        let height = bounds.height
        let y =
            scrollPosition.contains(.bottom)
            ? top + display.rowHeight - height
            : scrollPosition.contains(.centeredVertically) ? top - (height - display.rowHeight) / 2 : top
        simulateUserScroll(toY: y)
    }

    /// Simulates the user scrolling so that the content offset is `y` (kept within the content).
    public func simulateUserScroll(toY y: CGFloat) {
        contentOffset.y = max(0, min(y, display.contentHeight - bounds.height))
        layoutSubviews()
    }

    /// Simulates the user tapping the index title at `index`: the data source says which item it leads
    /// to and the view scrolls there. Returns whether the index had that title.
    @discardableResult
    public func simulateUserTapIndexTitle(at index: Int) -> Bool {
        guard let dataSource, let titles = dataSource.indexTitles(for: self), titles.indices.contains(index)
        else {
            return false
        }
        let target = dataSource.collectionView(self, indexPathForIndexTitle: titles[index], at: index)
        scrollToItem(at: target, at: .top, animated: true)
        return true
    }

    // MARK: Selection

    /// The selected items.
    open var indexPathsForSelectedItems: [IndexPath]? { display.selected }

    /// Selects an item without telling the delegate.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return display.selected = [] }
        guard display.contains(indexPath) else { return }
        display.selected = [indexPath]
    }

    /// Deselects an item without telling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        display.selected.removeAll { $0 == indexPath }
    }

    /// Simulates the user tapping an item: the item selected before is deselected
    /// (`didDeselectItemAt`), this one selected (`didSelectItemAt`). Returns whether it was selectable.
    @discardableResult
    public func simulateUserTap(at indexPath: IndexPath) -> Bool {
        guard allowsSelection, display.contains(indexPath) else { return false }
        for previous in display.selected where previous != indexPath {
            display.selected.removeAll { $0 == previous }
            delegate?.collectionView(self, didDeselectItemAt: previous)
        }
        display.selected = [indexPath]
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        return true
    }

    // MARK: Editing and moves

    /// Simulates the user swiping an item of a list layout: the layout's trailing swipe actions.
    public func simulateUserSwipe(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard display.contains(indexPath) else { return nil }
        return collectionViewLayout.standInTrailingSwipeActions(for: indexPath)
    }

    /// Simulates the user dragging an item and dropping it over `proposed`: the delegate says where it
    /// lands, the view shows it there, then the data source's `moveItemAt` updates the model. Returns where
    /// it landed, or nil when the item could not be dragged or `proposed` is not a place in the view.
    @discardableResult
    public func simulateUserDrag(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
        guard let dataSource, display.contains(source),
            dataSource.collectionView(self, canMoveItemAt: source),
            isDropPlace(proposed, from: source)
        else { return nil }
        let target =
            delegate?.collectionView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: source, atCurrentIndexPath: source,
                toProposedIndexPath: proposed) ?? proposed
        guard isDropPlace(target, from: source) else {
            standInRaise(
                RaisedException.internalInconsistency,
                "the delegate's target \(target) for an item dragged from \(source) is not in the view")
            return nil
        }
        guard target != source else { return source }
        display.userMove(from: source, to: target) {
            dataSource.collectionView(self, moveItemAt: source, to: target)
        }
        layoutSubviews()
        return target
    }

    private func isDropPlace(_ place: IndexPath, from source: IndexPath) -> Bool {
        guard place.count == 2, place.section >= 0, place.section < numberOfSections, place.item >= 0 else {
            return false
        }
        let items = numberOfItems(inSection: place.section)
        return place.section == source.section ? place.item < items : place.item <= items
    }

    // MARK: ListDisplayHost

    func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections(in: self)).map {
            dataSource.collectionView(self, numberOfItemsInSection: $0)
        }
    }

    func makeCell(at indexPath: IndexPath) -> UIView {
        guard let dataSource else { return UICollectionViewCell(frame: .zero) }
        let cell = requestView(Self.cellKind, indexPath) {
            dataSource.collectionView(self, cellForItemAt: indexPath)
        }
        var attached: [String: UICollectionReusableView] = [:]
        for kind in collectionViewLayout.standInItemSupplementaryKinds {
            let view = requestView(kind, indexPath) {
                dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
            }
            addSubview(view)
            attached[kind] = view
        }
        itemSupplementaries[ObjectIdentifier(cell)] = attached
        return cell
    }

    func willDisplay(_ cell: UIView, at indexPath: IndexPath) {
        if let cell = cell as? UICollectionViewCell {
            delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
    }

    func didEndDisplaying(_ cell: UIView, at indexPath: IndexPath) {
        if let cell = cell as? UICollectionViewCell {
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        for (kind, view) in itemSupplementaries.removeValue(forKey: ObjectIdentifier(cell)) ?? [:] {
            enqueueSupplementary(view, kind)
        }
    }

    /// The data source's header and footer of a section coming on screen, for the kinds the layout shows.
    func displaySectionViews(inSection section: Int) -> ListDisplay.SectionViews {
        var views = ListDisplay.SectionViews()
        guard let dataSource else { return views }
        let indexPath = IndexPath(item: 0, section: section)
        for kind in collectionViewLayout.standInSupplementaryKinds {
            let view = requestView(kind, indexPath) {
                dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
            }
            addSubview(view)
            switch kind {
            case Self.elementKindSectionHeader: views.header = view
            case Self.elementKindSectionFooter: views.footer = view
            default: views.others[kind] = view
            }
        }
        return views
    }

    /// Off screen, and waiting for reuse.
    func endDisplayingSectionViews(_ views: ListDisplay.SectionViews, inSection section: Int) {
        var shown: [(String, UIView?)] = [
            (Self.elementKindSectionHeader, views.header), (Self.elementKindSectionFooter, views.footer),
        ]
        shown += views.others.map { ($0.key, $0.value as UIView?) }
        for (kind, view) in shown {
            if let view = view as? UICollectionReusableView { enqueueSupplementary(view, kind) }
        }
    }
}
