// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview — a reusable header or
// footer; `prepareForReuse()` runs before `dequeueReusableHeaderFooterView(withIdentifier:)` returns it
// again. `init(reuseIdentifier:)` is `required` here for the reason given in UITableViewCell.swift.
public import Foundation

/// A table view's section header or footer.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view is reused under.
    public let reuseIdentifier: String?
    /// Stand-in only: the title a header or footer made by the table view for a data source's title shows.
    public internal(set) var standInTitle: String?

    /// A view reused under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// A view decoded from an archive (the stand-in has none).
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
    }

    /// Resets the view before reuse; does nothing by default.
    open func prepareForReuse() {}
}
