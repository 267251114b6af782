// https://developer.apple.com/documentation/uikit/uicollectionreusableview — `prepareForReuse()` runs
// before the collection view returns the view from a dequeue again. `init(frame:)` is `required` here: the
// collection view makes registered views from their class.
public import Foundation

/// A view a collection view reuses: a cell, a header or a footer.
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view is reused under (set when the collection view makes it).
    public internal(set) var reuseIdentifier: String?

    /// A view with `frame`.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view decoded from an archive (the stand-in has none).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Resets the view before reuse; does nothing by default.
    open func prepareForReuse() {}
}
