// https://developer.apple.com/documentation/appkit/nscollectionviewdatasource — the sections, items and
// item views of a collection view. `numberOfSections(in:)` is optional (one section by default).
public import Foundation

/// The data source of a collection view.
@MainActor
public protocol NSCollectionViewDataSource: AnyObject {
    /// The number of sections.
    func numberOfSections(in collectionView: NSCollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int
    /// The item at `indexPath` (made with `makeItem(withIdentifier:for:)`).
    func collectionView(
        _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
    ) -> NSCollectionViewItem
}

extension NSCollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: NSCollectionView) -> Int { 1 }
}
