// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell — a list cell with a default
// content configuration and accessories (https://developer.apple.com/documentation/uikit/uicellaccessory).
import Foundation

/// A cell of a list layout.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories shown.
    open var accessories: [UICellAccessory] = []

    /// A configuration to fill in and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }
}

/// An accessory of a list cell.
public struct UICellAccessory: Sendable, Hashable {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        /// Always.
        case always
        /// In editing mode only.
        case whenEditing
        /// Outside editing mode only.
        case whenNotEditing
    }

    /// The kinds of accessories the stand-in has.
    public enum Kind: Sendable, Hashable {
        /// A reorder control.
        case reorder
        /// A disclosure indicator.
        case disclosureIndicator
        /// A delete control.
        case delete
    }

    /// The accessory's kind.
    public let kind: Kind
    /// When it shows.
    public let displayed: DisplayedState

    /// A reorder control.
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed)
    }

    /// A disclosure indicator.
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed)
    }

    /// A delete control.
    public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        UICellAccessory(kind: .delete, displayed: displayed)
    }
}
