// https://developer.apple.com/documentation/uikit/uitableviewcell
// - `prepareForReuse()` (https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()):
//   "invoked just before the object is returned from the table view method dequeueReusableCell(withIdentifier:)".
// - `defaultContentConfiguration()` / `contentConfiguration`: the cell shows the configuration assigned.
// - Self-sizing: the table measures the cell with `systemLayoutSizeFitting(_:)` after
//   `tableView(_:cellForRowAt:)` returns it; the stand-in's cell fits its content configuration.
//
// `init(style:reuseIdentifier:)` is `required` here (it is not in UIKit): the table makes registered cells
// from their class, which Swift allows only through a required initializer.
public import Foundation

/// A row of a table view.
@MainActor
open class UITableViewCell: UIView {
    /// The built-in styles.
    public enum CellStyle: Int, Sendable {
        /// Text on the left.
        case `default`
        /// Text on the left, detail on the right.
        case value1
        /// Text and detail side by side.
        case value2
        /// Text with a subtitle.
        case subtitle
    }

    /// How a row can be edited.
    public enum EditingStyle: Int, Sendable {
        /// Not editable.
        case none
        /// A delete control.
        case delete
        /// An insert control.
        case insert
    }

    /// The accessory shown on the right.
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// The identifier the cell is reused under.
    public let reuseIdentifier: String?
    /// The cell's content.
    open var contentConfiguration: (any UIContentConfiguration)?
    /// The accessory shown on the right.
    open var accessoryType: AccessoryType = .none

    /// A cell of `style` reused under `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// A cell with no reuse identifier.
    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// A cell decoded from an archive (the stand-in has none).
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
    }

    /// Resets the cell before the table view returns it for another row; does nothing by default.
    open func prepareForReuse() {}

    /// A configuration to fill in and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }

    /// The size that fits the cell's content.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        CGSize(width: frame.width, height: contentConfiguration.fittingHeight)
    }
}
