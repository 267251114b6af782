// https://developer.apple.com/documentation/appkit/nscollectionviewdelegate — what a collection view tells
// of its items: displayed (`collectionView(_:willDisplay:forRepresentedObjectAt:)`), no longer displayed
// (`collectionView(_:didEndDisplaying:forRepresentedObjectAt:)`), selected and deselected by the user.
// Every method is optional; the defaults do nothing.
public import Foundation

/// The delegate of a collection view.
@MainActor
public protocol NSCollectionViewDelegate: AnyObject {
    /// The user selected items.
    func collectionView(_ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>)
    /// The user deselected items.
    func collectionView(_ collectionView: NSCollectionView, didDeselectItemsAt indexPaths: Set<IndexPath>)
    /// An item is about to be displayed.
    func collectionView(
        _ collectionView: NSCollectionView, willDisplay item: NSCollectionViewItem,
        forRepresentedObjectAt indexPath: IndexPath)
    /// An item is no longer displayed.
    func collectionView(
        _ collectionView: NSCollectionView, didEndDisplaying item: NSCollectionViewItem,
        forRepresentedObjectAt indexPath: IndexPath)
}

extension NSCollectionViewDelegate {
    /// Nothing.
    public func collectionView(
        _ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>
    ) {}
    /// Nothing.
    public func collectionView(
        _ collectionView: NSCollectionView, didDeselectItemsAt indexPaths: Set<IndexPath>
    ) {}
    /// Nothing.
    public func collectionView(
        _ collectionView: NSCollectionView, willDisplay item: NSCollectionViewItem,
        forRepresentedObjectAt indexPath: IndexPath
    ) {}
    /// Nothing.
    public func collectionView(
        _ collectionView: NSCollectionView, didEndDisplaying item: NSCollectionViewItem,
        forRepresentedObjectAt indexPath: IndexPath
    ) {}
}
