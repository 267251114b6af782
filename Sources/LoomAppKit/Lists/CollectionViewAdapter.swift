#if canImport(AppKit) && !targetEnvironment(macCatalyst)
public import AppKit
public import Loom

/// The data source and delegate of an `NSCollectionView` for any `ListDataSource` tree, the same shape
/// as LoomUIKit's `CollectionViewAdapter`. Every answer comes from its ``list`` (a `ListAdapter`,
/// platform-neutral and tested on Linux); this class makes the AppKit calls: items made by the item's reuse
/// identifier (register yours through ``register(_:forReuseIdentifier:)``; an identifier nobody registered
/// gets a ``CellViewModelCollectionViewItem``), given the item as view model when they are a
/// `ViewModelOwner`, attached and detached as they are displayed; selection; every batch of the data
/// source one `performBatchUpdates` (checked first in debug builds). It shows no header or footer views.
///
/// Compiled only on a Mac: nothing here is type-checked in this repository.
///
/// ```swift
/// let adapter = CollectionViewAdapter(collectionView: collectionView, dataSource: albums.list)
/// collectionView.isSelectable = true
/// ```
@MainActor
public final class CollectionViewAdapter<Item>: NSObject, NSCollectionViewDataSource, NSCollectionViewDelegate
{
    /// The answers, in `ListIndexPath` coordinates: rows, editing, selection, the updater.
    public let list: ListAdapter<Item>
    /// The collection view shown.
    public private(set) weak var collectionView: NSCollectionView?
    private var registered: Set<String> = []

    /// Shows `dataSource` in `collectionView` and becomes its data source and delegate.
    public init(collectionView: NSCollectionView, dataSource: some ListDataSource<Item>) {
        self.collectionView = collectionView
        list = ListAdapter(dataSource: dataSource, listView: collectionView)
        super.init()
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.reloadData()
    }

    /// Registers the item class that shows the rows of `identifier`.
    public func register(_ itemClass: NSCollectionViewItem.Type, forReuseIdentifier identifier: String) {
        collectionView?.register(itemClass, forItemWithIdentifier: NSUserInterfaceItemIdentifier(identifier))
        registered.insert(identifier)
    }

    // MARK: NSCollectionViewDataSource

    /// The data source's sections.
    public func numberOfSections(in collectionView: NSCollectionView) -> Int { list.numberOfSections }

    /// The data source's rows.
    public func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int
    {
        list.numberOfRows(inSection: section)
    }

    /// An item of the row's reuse identifier, given the row's item.
    public func collectionView(
        _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
    ) -> NSCollectionViewItem {
        let row = list.row(at: ListIndexPath(indexPath))
        let identifier = row?.reuseIdentifier ?? list.defaultReuseIdentifier
        if registered.insert(identifier).inserted {
            collectionView.register(
                CellViewModelCollectionViewItem.self,
                forItemWithIdentifier: NSUserInterfaceItemIdentifier(identifier))
        }
        let item = collectionView.makeItem(
            withIdentifier: NSUserInterfaceItemIdentifier(identifier), for: indexPath)
        if let row { list.bind(item, to: row.item) }
        return item
    }

    // MARK: NSCollectionViewDelegate

    /// The first selected item is selected in the list.
    public func collectionView(
        _ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>
    ) {
        if let first = indexPaths.min() { list.select(ListIndexPath(first)) }
    }

    /// Deselected items leave the list's selection.
    public func collectionView(
        _ collectionView: NSCollectionView, didDeselectItemsAt indexPaths: Set<IndexPath>
    ) {
        for indexPath in indexPaths { list.deselect(ListIndexPath(indexPath)) }
    }

    /// The item is on screen.
    public func collectionView(
        _ collectionView: NSCollectionView, willDisplay item: NSCollectionViewItem,
        forRepresentedObjectAt indexPath: IndexPath
    ) {
        list.attach(item)
    }

    /// The item left the screen.
    public func collectionView(
        _ collectionView: NSCollectionView, didEndDisplaying item: NSCollectionViewItem,
        forRepresentedObjectAt indexPath: IndexPath
    ) {
        list.detach(item)
    }
}
#endif
