// https://developer.apple.com/documentation/appkit/nscollectionview — a collection view (the stand-in
// displays every item: no scrolling).
// - `register(_:forItemWithIdentifier:)` (https://developer.apple.com/documentation/appkit/nscollectionview/register(_:foritemwithidentifier:)):
//   a later registration of an identifier replaces the earlier one. `makeItem(withIdentifier:for:)`
//   (https://developer.apple.com/documentation/appkit/nscollectionview/makeitem(withidentifier:for:)): a
//   reusable item of that identifier, else a new one of the registered class; an identifier nobody
//   registered raises (the stricter reading; UIKit's collection view raises there).
// - `performBatchUpdates(_:completionHandler:)` (https://developer.apple.com/documentation/appkit/nscollectionview/performbatchupdates(_:completionhandler:)):
//   the operations of the block, in UIKit's batch coordinates, checked at the end against the counts before
//   and the data source's counts after (StandInCommon's `BatchUpdate`, the UIKit stand-in's rules), then
//   shown: deleted items end displaying, inserted and reloaded ones are asked for and displayed; the
//   completion handler runs when the animations end (`standInFinishAnimations()`).
// - Selection by the user: `simulateSelect(_:)`, `simulateDeselect(_:)` tell the delegate.
public import Foundation
import StandInCommon

/// A collection view.
@MainActor
open class NSCollectionView: NSView {
    /// The data source (not retained).
    open weak var dataSource: (any NSCollectionViewDataSource)?
    /// The delegate (not retained).
    open weak var delegate: (any NSCollectionViewDelegate)?
    /// Whether the user can select items.
    open var isSelectable = false
    private var registrations: [NSUserInterfaceItemIdentifier: NSCollectionViewItem.Type] = [:]
    private var reusable: [NSUserInterfaceItemIdentifier: [NSCollectionViewItem]] = [:]
    private var counts: [Int]?
    private var batch: BatchUpdate?
    /// Stand-in only: the items displayed, by index path.
    public private(set) var standInDisplayedItems: [IndexPath: NSCollectionViewItem] = [:]
    private static var pendingCompletions: [() -> Void] = []

    /// The number of sections shown (read from the data source when not known yet).
    open var numberOfSections: Int { loadedCounts().count }

    /// The number of items shown in `section`.
    open func numberOfItems(inSection section: Int) -> Int { loadedCounts()[section] }

    /// Registers the class of the items of `identifier`.
    open func register(
        _ itemClass: AnyClass?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier
    ) {
        registrations[identifier] = itemClass as? NSCollectionViewItem.Type
        reusable[identifier] = nil
    }

    /// An item of `identifier` for `indexPath`.
    open func makeItem(
        withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath
    ) -> NSCollectionViewItem {
        if let item = reusable[identifier]?.popLast() { return item }
        guard let itemClass = registrations[identifier] else {
            standInRaise(
                RaisedException.internalInconsistency,
                "makeItemWithIdentifier: no class or nib registered for \(identifier.rawValue)")
            return NSCollectionViewItem(nibName: nil, bundle: nil)
        }
        let item = itemClass.init(nibName: nil, bundle: nil)
        item.view.identifier = identifier
        return item
    }

    /// Asks the data source again for everything.
    open func reloadData() {
        for path in standInDisplayedItems.keys.sorted() { endDisplaying(path) }
        counts = readCounts()
        displayAll()
    }

    /// Runs `updates` as one batch; `completionHandler` runs when its animations end.
    open func performBatchUpdates(_ updates: (() -> Void)?, completionHandler: ((Bool) -> Void)? = nil) {
        let outermost = batch == nil
        if outermost {
            _ = loadedCounts()
            batch = BatchUpdate()
        }
        updates?()
        if outermost, let done = batch {
            batch = nil
            apply(done)
        }
        if let completionHandler { Self.pendingCompletions.append { completionHandler(true) } }
    }

    /// Deletes sections (batch coordinates before).
    open func deleteSections(_ sections: IndexSet) { record { $0.deletedSections += sections } }
    /// Inserts sections (after).
    open func insertSections(_ sections: IndexSet) { record { $0.insertedSections += sections } }
    /// Reloads sections (before).
    open func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections += sections } }
    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }
    /// Deletes items (before).
    open func deleteItems(at indexPaths: Set<IndexPath>) { record { $0.deletedRows += indexPaths } }
    /// Inserts items (after).
    open func insertItems(at indexPaths: Set<IndexPath>) { record { $0.insertedRows += indexPaths } }
    /// Reloads items (before).
    open func reloadItems(at indexPaths: Set<IndexPath>) { record { $0.reloadedRows += indexPaths } }
    /// Moves an item.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Stand-in only: the class registered for `identifier`, if any.
    public func standInRegisteredClass(
        forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier
    ) -> AnyClass? {
        registrations[identifier]
    }

    /// Stand-in only: the running animations end; their completion handlers run in order.
    public static func standInFinishAnimations() {
        while !pendingCompletions.isEmpty { pendingCompletions.removeFirst()() }
    }

    /// Stand-in only: the user selects the item at `indexPath` (a selectable collection view).
    public func simulateSelect(_ indexPath: IndexPath) {
        guard isSelectable, let item = standInDisplayedItems[indexPath] else { return }
        item.isSelected = true
        delegate?.collectionView(self, didSelectItemsAt: [indexPath])
    }

    /// Stand-in only: the user deselects the item at `indexPath`.
    public func simulateDeselect(_ indexPath: IndexPath) {
        guard let item = standInDisplayedItems[indexPath], item.isSelected else { return }
        item.isSelected = false
        delegate?.collectionView(self, didDeselectItemsAt: [indexPath])
    }

    // MARK: Batches and display

    /// An operation joins the batch; outside one it is a batch of its own.
    private func record(_ change: (inout BatchUpdate) -> Void) {
        let outermost = batch == nil
        if outermost {
            _ = loadedCounts()
            batch = BatchUpdate()
        }
        change(&batch!)
        if outermost, let done = batch {
            batch = nil
            apply(done)
        }
    }

    private func apply(_ batch: BatchUpdate) {
        let old = loadedCounts()
        let new = readCounts()
        if let reason = batch.invalidReason(old: old, new: new, row: "item", view: "collection view") {
            standInRaise(RaisedException.internalInconsistency, reason)
            return reloadData()
        }
        let map = batch.rowMap(old: old, new: new)
        let reloaded = Set(batch.reloadedRows)
        var kept: [IndexPath: NSCollectionViewItem] = [:]
        for (path, item) in standInDisplayedItems {
            if let to = map[path], !reloaded.contains(path) {
                kept[to] = item
            } else {
                delegate?.collectionView(self, didEndDisplaying: item, forRepresentedObjectAt: path)
                retire(item)
            }
        }
        standInDisplayedItems = kept
        counts = new
        displayAll()
    }

    private func displayAll() {
        guard let dataSource, let counts else { return }
        for (section, count) in counts.enumerated() {
            for index in 0..<count {
                let path = IndexPath(item: index, section: section)
                guard standInDisplayedItems[path] == nil else { continue }
                let item = dataSource.collectionView(self, itemForRepresentedObjectAt: path)
                standInDisplayedItems[path] = item
                addSubview(item.view)
                delegate?.collectionView(self, willDisplay: item, forRepresentedObjectAt: path)
            }
        }
    }

    private func endDisplaying(_ path: IndexPath) {
        guard let item = standInDisplayedItems.removeValue(forKey: path) else { return }
        delegate?.collectionView(self, didEndDisplaying: item, forRepresentedObjectAt: path)
        retire(item)
    }

    private func retire(_ item: NSCollectionViewItem) {
        item.view.removeFromSuperview()
        item.isSelected = false
        if let identifier = item.view.identifier { reusable[identifier, default: []].append(item) }
    }

    private func loadedCounts() -> [Int] {
        if let counts { return counts }
        let read = readCounts()
        counts = read
        return read
    }

    private func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections(in: self)).map {
            dataSource.collectionView(self, numberOfItemsInSection: $0)
        }
    }
}
