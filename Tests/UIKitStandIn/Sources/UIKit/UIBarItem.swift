// https://developer.apple.com/documentation/uikit/uibaritem — an item of a bar (not a view).
public import Foundation

/// An item of a navigation bar, tool bar or tab bar.
@MainActor
open class UIBarItem: NSObject {
    /// Whether the item is enabled.
    open var isEnabled = true
    /// The item's title.
    open var title: String?
}
