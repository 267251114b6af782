// https://developer.apple.com/documentation/uikit/uinavigationitem — what a navigation bar shows for a view
// controller: its title and bar button items.
public import Foundation

/// The items a navigation bar shows for one view controller.
@MainActor
open class UINavigationItem: NSObject {
    /// The title.
    open var title: String?
    /// The items on the right, the first outermost.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The items on the left.
    open var leftBarButtonItems: [UIBarButtonItem]?

    /// An empty item.
    public override init() {
        super.init()
    }

    /// The outermost item on the right.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The outermost item on the left.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
}
