#if canImport(AppKit) && !targetEnvironment(macCatalyst)
public import AppKit
public import Loom

/// The data source and delegate of an `NSCollectionView` for any `ListDataSource` tree, the same shape
/// as LoomUIKit's `CollectionViewAdapter`. Every answer comes from its ``list`` (a `ListAdapter`,
/// platform-neutral and tested on Linux); this class makes the AppKit calls: items made by the item's reuse
/// identifier when the adapter knows it is registered (register yours through
/// ``register(_:forReuseIdentifier:)``, or declare those you registered with the collection view yourself
/// with ``useRegistration(forReuseIdentifier:)``: the adapter never registers over them); any other row gets
/// a ``CellViewModelCollectionViewItem`` under an identifier of the adapter's own. Items get the row's item
/// as view model when they are a `ViewModelOwner`, attached and detached as they are displayed; selection;
/// every batch of the data source one `performBatchUpdates` (checked first in debug builds). It shows no
/// header or footer views.
///
/// Compiled by Xcode on a Mac; on Linux, run in tests over an AppKit stand-in (`Tests/UIKitStandIn`).
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
    /// The identifier of the adapter's default item, which no app uses.
    private static var defaultItemIdentifier: String { "Loom.CellViewModelCollectionViewItem" }

    /// Shows `dataSource` in `collectionView` and becomes its data source and delegate.
    /// `onInvalidBatch` receives every batch that breaks a rule of the `BatchUpdateValidator`, before the
    /// view ends the batch; by default it stops in debug builds and nothing is checked in release builds
    /// (`InvalidBatchError.defaultHandler`); `nil` checks nothing.
    public init(
        collectionView: NSCollectionView, dataSource: some ListDataSource<Item>,
        onInvalidBatch: ((InvalidBatchError) -> Void)? = InvalidBatchError.defaultHandler
    ) {
        self.collectionView = collectionView
        list = ListAdapter(dataSource: dataSource, listView: collectionView, onInvalidBatch: onInvalidBatch)
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

    /// Uses the item class the app registered with the collection view itself for `identifier`. AppKit
    /// offers no way to ask what is registered, so without this the adapter shows its default item for
    /// those rows (and never registers over the app's class: a registration replaces the previous one).
    ///
    /// ```swift
    /// collectionView.register(AlbumItem.self, forItemWithIdentifier: NSUserInterfaceItemIdentifier("AlbumItem"))
    /// adapter.useRegistration(forReuseIdentifier: "AlbumItem")
    /// ```
    public func useRegistration(forReuseIdentifier identifier: String) {
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
        var identifier = row?.reuseIdentifier ?? list.defaultReuseIdentifier
        // An identifier the adapter does not know may be registered by the app (a registration replaces
        // the previous one): the default item goes under the adapter's own identifier instead.
        if !registered.contains(identifier) {
            identifier = Self.defaultItemIdentifier
            if registered.insert(identifier).inserted {
                collectionView.register(
                    CellViewModelCollectionViewItem.self,
                    forItemWithIdentifier: NSUserInterfaceItemIdentifier(identifier))
            }
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
