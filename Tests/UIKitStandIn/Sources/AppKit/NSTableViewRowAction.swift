// https://developer.apple.com/documentation/appkit/nstableviewrowaction — an action shown when the user
// swipes a row (`tableView(_:rowActionsForRow:edge:)`); tapping it calls its handler with the action and
// the row.
public import Foundation

/// An action of a swiped row.
@MainActor
open class NSTableViewRowAction: NSObject {
    /// How an action looks.
    public enum Style: Int, Sendable {
        /// An ordinary action.
        case regular = 0
        /// An action that destroys the row.
        case destructive = 1
    }

    /// The style.
    public let style: Style
    /// The title.
    open var title: String
    let handler: (NSTableViewRowAction, Int) -> Void

    /// An action of `style` titled `title`, calling `handler` with itself and the row when tapped.
    public init(style: Style, title: String, handler: @escaping (NSTableViewRowAction, Int) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
