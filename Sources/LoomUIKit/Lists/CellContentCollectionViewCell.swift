#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

/// The list cell a ``CollectionViewAdapter`` shows for a row whose reuse identifier has no cell
/// registered: a `CellViewModel`'s title, subtitle and image, and a reorder control while editing when
/// the row can move (any other item: its description), bound while the cell is in a window. It forwards reuse and window changes itself
/// (it is a `UICollectionViewListCell`, not a ``ViewModelCollectionViewCell``).
///
/// ```swift
/// adapter.register(CellViewModelCollectionViewCell.self, forReuseIdentifier: "TrackCell")
/// ```
public final class CellViewModelCollectionViewCell: UICollectionViewListCell, ViewModelOwner {
    /// Bound while attached to a window.
    public let viewModelSlot = ViewModelSlot<CellViewModelCollectionViewCell>(activation: .whileAttached)

    /// Unbinds and drops the view model before reuse.
    public override func prepareForReuse() {
        super.prepareForReuse()
        handle(.reused)
    }

    /// Binds in a window, unbinds out of it.
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        handle(window == nil ? .detached : .attached)
    }

    /// Shows a cell view model's title, subtitle and image as they change, or any other item's
    /// description (`CellContent.of(_:)`).
    public func bind(viewModel: AnyObject) -> Token {
        let canMove = (viewModel as? any CellViewModel)?.canMove ?? false
        accessories = canMove ? [.reorder(displayed: .whenEditing)] : []
        return Binder(self) { cell, content in
            var configuration = cell.defaultContentConfiguration()
            configuration.show(content)
            cell.contentConfiguration = configuration
        } <~ CellContent.of(viewModel)
    }
}
#endif
