#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

/// The data source and delegate of a `UICollectionView` for any `ListDataSource` tree. Every answer
/// comes from its ``list`` (a `ListAdapter`, platform-neutral and tested on Linux); this class converts
/// index paths and makes the UIKit calls:
///
/// - **cells** dequeued by the item's reuse identifier when the adapter knows it is registered (register
///   your cells through ``register(_:forReuseIdentifier:)``, or declare the cells you registered with the
///   collection view yourself, and storyboard prototypes, with ``useRegistration(forReuseIdentifier:ofKind:)``:
///   the adapter cannot see those, and never registers over them); any other item gets a
///   ``CellContentCollectionViewCell``, under an identifier of the adapter's own. Cells get the item as
///   view model when they are a `ViewModelOwner`, bound when configured, unbound when they leave the screen;
/// - **supplementary views**: headers and footers (`elementKindSectionHeader` / `Footer`) show the data
///   source's; any other kind the layout shows (a badge on each item, a count per section) shows what
///   ``supplementaryKinds`` registers for it. Each shows a view registered (or declared) for the view
///   model's reuse identifier, else a list cell showing its title (empty for nothing to show); the
///   **section index** leads to rows;
/// - **editing**: swipe actions for a list layout (``trailingSwipeActions(for:)``: the cell view model's
///   row actions, else a delete), an insert row inserts when tapped, moves the user drags are not
///   replayed, and a dragged item lands only where the data source can take it;
/// - **selection** and **changes** as for ``TableViewAdapter`` (in debug builds, an invalid batch stops
///   with Loom's message before UIKit's "Invalid update" exception).
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
///     self?.adapter?.trailingSwipeActions(for: indexPath)
/// }
/// let collectionView = UICollectionView(
///     frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
/// adapter = CollectionViewAdapter(collectionView: collectionView, dataSource: albums.list)
/// ```
@MainActor
public final class CollectionViewAdapter<Item>: NSObject, UICollectionViewDataSource, UICollectionViewDelegate
{
    /// The answers, in `ListIndexPath` coordinates: rows, editing, selection, the updater.
    public let list: ListAdapter<Item>
    /// The collection view shown.
    public private(set) weak var collectionView: UICollectionView?
    /// Called with every cell the adapter dequeues, after it bound the item: the place for what the cell
    /// view model does not say (a cell's delegate, a badge).
    public var configureCell: ((UICollectionViewCell, ListIndexPath, Item) -> Void)?
    /// The kinds of supplementary view and what each shows: the section headers and footers show the data
    /// source's; register any other kind your layout shows here (per item or per section), and its view
    /// with ``register(_:forSupplementaryViewOfKind:reuseIdentifier:)``.
    ///
    /// ```swift
    /// adapter.supplementaryKinds.register(kind: "badge") { _, track in track.isNew ? Badge("New") : nil }
    /// adapter.register(BadgeView.self, forSupplementaryViewOfKind: "badge", reuseIdentifier: "Badge")
    /// ```
    public var supplementaryKinds = ListSupplementaryKinds<Item>(
        headerKind: UICollectionView.elementKindSectionHeader,
        footerKind: UICollectionView.elementKindSectionFooter)
    /// The registered cells and supplementary views, as `"kind/identifier"` (cells: kind `""`).
    private var registered: Set<String> = []
    private static var titleViewIdentifier: String { "LoomTitle" }
    private static var defaultCellIdentifier: String { "LoomCellViewModelCell" }

    /// Your own delegate, for what the adapter does not answer (held weakly). Every
    /// `UICollectionViewDelegate` and `UIScrollViewDelegate` method that the adapter does not implement
    /// goes to it when it implements it: highlighting, context menus, scrolling (and the methods of
    /// `UICollectionViewDelegateFlowLayout`, which extends it). Of the delegate methods the adapter
    /// implements, it is told of display, end of display, selection and deselection after the adapter;
    /// the adapter's answer to where a dragged item lands stands.
    ///
    /// ```swift
    /// adapter.collectionViewDelegate = self   // collectionView(_:shouldHighlightItemAt:)…
    /// ```
    public var collectionViewDelegate: (any UICollectionViewDelegate)? {
        get { forwardee.object as? any UICollectionViewDelegate }
        set {
            forwardee.setObject(newValue) {
                guard let collectionView, collectionView.delegate === self else { return }
                collectionView.delegate = nil
                collectionView.delegate = self
            }
        }
    }
    #if canImport(ObjectiveC)
    private let forwardee = DelegateForwardee(delegateProtocol: UICollectionViewDelegateFlowLayout.self)
    #else
    private let forwardee = DelegateForwardee()
    #endif

    /// Shows `dataSource` in `collectionView` (reloaded now) and becomes its data source and delegate.
    /// `onInvalidBatch` receives every batch that breaks a rule of the `BatchUpdateValidator`, before the
    /// view ends the batch; by default it stops in debug builds and nothing is checked in release builds
    /// (`InvalidBatchError.defaultHandler`); `nil` checks nothing.
    public init(
        collectionView: UICollectionView, dataSource: some ListDataSource<Item>,
        onInvalidBatch: ((InvalidBatchError) -> Void)? = InvalidBatchError.defaultHandler
    ) {
        self.collectionView = collectionView
        list = ListAdapter(dataSource: dataSource, listView: collectionView, onInvalidBatch: onInvalidBatch)
        super.init()
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    /// Registers the cell class that shows the rows of `identifier`.
    public func register(_ cellClass: UICollectionViewCell.Type, forReuseIdentifier identifier: String) {
        collectionView?.register(cellClass, forCellWithReuseIdentifier: identifier)
        registered.insert("/" + identifier)
    }

    /// Registers the view class that shows the supplementary views of `kind` (a header, a footer, a
    /// badge) whose view model has the reuse identifier `identifier`.
    public func register(
        _ viewClass: UICollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
        reuseIdentifier identifier: String
    ) {
        collectionView?.register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        registered.insert(kind + "/" + identifier)
    }

    /// Uses what the app registered with the collection view itself (or a storyboard prototype) for
    /// `identifier`: cells (`kind` `nil`), or supplementary views of `kind` such as
    /// `UICollectionView.elementKindSectionHeader`. UIKit offers no way to ask what is registered, so
    /// without this the adapter shows its default cell (or title view) for those items.
    ///
    /// ```swift
    /// collectionView.register(TrackCell.self, forCellWithReuseIdentifier: "TrackCell")
    /// adapter.useRegistration(forReuseIdentifier: "TrackCell")
    /// ```
    public func useRegistration(forReuseIdentifier identifier: String, ofKind kind: String? = nil) {
        registered.insert((kind ?? "") + "/" + identifier)
    }

    /// Enters or leaves editing mode: the data source (an `EditingDataSource` shows its insert rows)
    /// and the collection view (list cells show their editing accessories).
    public func setEditing(_ editing: Bool) {
        list.setEditing(editing)
        collectionView?.isEditing = editing
    }

    /// A row's swipe actions, for `UICollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider`:
    /// the cell view model's row actions, else a delete when the row can be deleted; `nil` for none.
    public func trailingSwipeActions(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        list.swipeActionsConfiguration(at: indexPath, includingDelete: true)
    }

    #if canImport(ObjectiveC)
    /// Whether the adapter, or ``collectionViewDelegate`` for a delegate method, implements `selector`.
    nonisolated public override func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector) || forwardee.target(for: selector) != nil
    }

    /// ``collectionViewDelegate`` for a delegate method it implements and the adapter does not.
    nonisolated public override func forwardingTarget(for selector: Selector!) -> Any? {
        forwardee.target(for: selector) ?? super.forwardingTarget(for: selector)
    }
    #endif

    // MARK: UICollectionViewDataSource

    /// The data source's sections.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { list.numberOfSections }

    /// The data source's rows.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    {
        list.numberOfRows(inSection: section)
    }

    /// A cell of the item's reuse identifier, given the item.
    public func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let row = list.row(at: ListIndexPath(indexPath))
        var identifier = row?.reuseIdentifier ?? list.defaultReuseIdentifier
        // An identifier the adapter does not know may be registered by the app (a registration replaces
        // the previous one): the default cell goes under the adapter's own identifier instead.
        if !registered.contains("/" + identifier) {
            identifier = Self.defaultCellIdentifier
            if registered.insert("/" + identifier).inserted {
                collectionView.register(
                    CellContentCollectionViewCell.self, forCellWithReuseIdentifier: identifier)
            }
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        // Bound now, before UIKit measures a self-sizing item from the cell (at `willDisplay` it already
        // had its size); `didEndDisplaying` unbinds it.
        if let row {
            list.bind(cell, to: row.item)
            list.attach(cell)
            configureCell?(cell, ListIndexPath(indexPath), row.item)
        }
        return cell
    }

    /// A registered view for what the view of `kind` shows (``supplementaryKinds``: the section's header or
    /// footer, or a registered kind's view model), else a list cell showing its title.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let content = supplementaryKinds.content(ofKind: kind, at: ListIndexPath(indexPath), in: list)
        if let content, let viewModel = content.viewModel,
            registered.contains(kind + "/" + content.reuseIdentifier)
        {
            let view = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: content.reuseIdentifier, for: indexPath)
            list.bind(view, toHeaderFooter: viewModel)
            list.attach(view)
            return view
        }
        if registered.insert(kind + "/" + Self.titleViewIdentifier).inserted {
            collectionView.register(
                UICollectionViewListCell.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: Self.titleViewIdentifier)
        }
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.titleViewIdentifier, for: indexPath)
        if let titleView = view as? UICollectionViewListCell {
            var configuration = titleView.defaultContentConfiguration()
            configuration.text = content?.title
            titleView.contentConfiguration = configuration
        }
        return view
    }

    /// Whether the item can be moved.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    {
        list.canMoveRow(at: ListIndexPath(indexPath))
    }

    /// An item the user dragged: moved in the data source, not replayed.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        list.moveRowByUser(from: ListIndexPath(sourceIndexPath), to: ListIndexPath(destinationIndexPath))
    }

    /// The section index (none while there is no item to scroll to).
    public func indexTitles(for collectionView: UICollectionView) -> [String]? {
        list.sectionIndexTitlesForRows
    }

    /// The item a section-index title leads to.
    public func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
        IndexPath(list.sectionIndexRow(forTitle: title, at: index) ?? ListIndexPath(section: 0, row: 0))
    }

    // MARK: UICollectionViewDelegate

    /// Where a dragged item may land.
    public func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        IndexPath(
            list.moveTarget(
                from: ListIndexPath(originalIndexPath), proposed: ListIndexPath(proposedIndexPath)))
    }

    /// The cell is on screen.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        list.attach(cell)
        let told = collectionViewDelegate?.collectionView(_:willDisplay:forItemAt:)
        told?(collectionView, cell, indexPath)
    }

    /// The cell left the screen.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        list.detach(cell)
        let told = collectionViewDelegate?.collectionView(_:didEndDisplaying:forItemAt:)
        told?(collectionView, cell, indexPath)
    }

    /// The user selected an item.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        list.select(ListIndexPath(indexPath))
        let told = collectionViewDelegate?.collectionView(_:didSelectItemAt:)
        told?(collectionView, indexPath)
    }

    /// The user deselected an item.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        list.deselect(ListIndexPath(indexPath))
        let told = collectionViewDelegate?.collectionView(_:didDeselectItemAt:)
        told?(collectionView, indexPath)
    }
}
#endif
