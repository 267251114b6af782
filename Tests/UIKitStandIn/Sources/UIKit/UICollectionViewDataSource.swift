// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource — the counts and cells are
// required; the other methods are optional in UIKit: here each has a default implementation giving
// UIKit's default answer.
public import Foundation

/// What a collection view asks about its contents.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections (1 by default).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items of `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell of an item, dequeued with `dequeueReusableCell(withReuseIdentifier:for:)` and configured.
    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell
    /// A header or footer, dequeued with `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether the item can be moved (`true` by default here).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user moved an item: update the model only (the collection view already shows it there).
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath)
    /// The index's titles (none by default).
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// The item an index title leads to.
    func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// A data source that shows headers or footers must give them: the stand-in raises.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.standInRaise(
            RaisedException.internalInconsistency,
            "the data source does not give supplementary views of kind \(kind)")
        return UICollectionReusableView(frame: .zero)
    }
    /// Every item can move.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    {
        true
    }
    /// Nothing moves.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {}
    /// No index.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// The first item.
    public func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath { IndexPath(item: 0, section: 0) }
}
