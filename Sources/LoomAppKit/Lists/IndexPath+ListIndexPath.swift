#if canImport(AppKit) && !targetEnvironment(macCatalyst)
public import AppKit
public import Loom

extension IndexPath {
    /// The index path of the collection-view item at `path`.
    ///
    /// ```swift
    /// collectionView.scrollToItems(at: [IndexPath(ListIndexPath(section: 0, row: 3))], scrollPosition: .top)
    /// ```
    public init(_ path: ListIndexPath) {
        self.init(item: path.row, section: path.section)
    }
}

extension ListIndexPath {
    /// The item of a two-index collection-view index path.
    ///
    /// ```swift
    /// let path = ListIndexPath(IndexPath(item: 3, section: 0))   // 0-3
    /// ```
    public init(_ indexPath: IndexPath) {
        self.init(section: indexPath.section, row: indexPath.item)
    }
}
#endif
