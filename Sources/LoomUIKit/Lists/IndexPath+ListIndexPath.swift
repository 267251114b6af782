#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

extension IndexPath {
    /// The index path of the row (table view) or item (collection view) at `path`.
    ///
    /// ```swift
    /// tableView.scrollToRow(at: IndexPath(ListIndexPath(section: 0, row: 3)), at: .top, animated: true)
    /// ```
    public init(_ path: ListIndexPath) {
        self.init(item: path.row, section: path.section)
    }
}

extension ListIndexPath {
    /// The row (table view) or item (collection view) of a two-index UIKit index path.
    ///
    /// ```swift
    /// let path = ListIndexPath(IndexPath(row: 3, section: 0))   // 0-3
    /// ```
    public init(_ indexPath: IndexPath) {
        self.init(section: indexPath.section, row: indexPath.item)
    }
}
#endif
