// https://developer.apple.com/documentation/uikit/uicollectionviewlayout and
// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:) — the
// stand-in lays every layout out as one column; a list layout whose configuration's `headerMode` is
// `.supplementary` (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration)
// asks for a header of each section, and its `trailingSwipeActionsConfigurationProvider` gives the
// actions of a swipe.
// Which supplementary views exist where is the layout's decision: it gives the layout attributes of each
// supplementary view, by kind and index path
// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforsupplementaryview(ofkind:at:)).
// A compositional layout places them per section (`NSCollectionLayoutBoundarySupplementaryItem`, headers
// and footers) or on each item (`NSCollectionLayoutSupplementaryItem`, "an extra visual decoration to an
// item", such as a badge: https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem,
// at the item's index path). The stand-in models just that: a layout lists its kinds per section
// (`standInSupplementaryKinds`, at item 0 of the section) and per item (`standInItemSupplementaryKinds`).
public import Foundation

/// Where a collection view's items go.
@MainActor
open class UICollectionViewLayout: NSObject {
    /// Stand-in only: the kinds of supplementary views this layout asks for, per section.
    open var standInSupplementaryKinds: [String] { [] }
    /// Stand-in only: the kinds of supplementary views this layout attaches to each item (badges).
    open var standInItemSupplementaryKinds: [String] { [] }
    /// Stand-in only: the trailing swipe actions of an item, if the layout offers swipes.
    open func standInTrailingSwipeActions(for indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
}

/// A layout of items flowing in lines.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}

/// A layout made of sections; `list(using:)` makes a list.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let configuration: UICollectionLayoutListConfiguration?

    init(list configuration: UICollectionLayoutListConfiguration?) {
        self.configuration = configuration
    }

    /// A list layout.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration
    ) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(list: configuration)
    }

    /// A section header per section when the list's header mode is `.supplementary`.
    open override var standInSupplementaryKinds: [String] {
        configuration?.headerMode == .supplementary ? [UICollectionView.elementKindSectionHeader] : []
    }

    /// The list configuration's trailing swipe actions.
    open override func standInTrailingSwipeActions(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        configuration?.trailingSwipeActionsConfigurationProvider?(indexPath)
    }
}

/// The configuration of a list layout.
@MainActor
public struct UICollectionLayoutListConfiguration {
    /// The list's appearances.
    public enum Appearance: Int, Sendable {
        /// Plain.
        case plain
        /// Grouped.
        case grouped
        /// Grouped, inset.
        case insetGrouped
        /// A sidebar.
        case sidebar
    }

    /// How sections show headers.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// Headers are supplementary views.
        case supplementary
        /// The first item of each section is its header.
        case firstItemInSection
    }

    /// The appearance.
    public var appearance: Appearance
    /// How sections show headers.
    public var headerMode: HeaderMode = .none
    /// The trailing swipe actions of an item.
    public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?

    /// A configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
