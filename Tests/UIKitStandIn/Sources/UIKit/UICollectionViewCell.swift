// https://developer.apple.com/documentation/uikit/uicollectionviewcell — a cell shows its
// `contentConfiguration`; self-sizing measures it (as for table view cells).
public import Foundation

/// An item of a collection view.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The cell's content.
    open var contentConfiguration: (any UIContentConfiguration)?

    /// The size that fits the cell's content.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        CGSize(width: frame.width, height: contentConfiguration.fittingHeight)
    }
}
