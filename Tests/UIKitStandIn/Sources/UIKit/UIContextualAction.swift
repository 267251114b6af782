// https://developer.apple.com/documentation/uikit/uicontextualaction — a swipe action; its handler gets
// the action, the view, and a completion to call with whether the action was performed.
// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration — the actions of a swipe.
public import Foundation

/// An action shown when the user swipes a row.
@MainActor
open class UIContextualAction: NSObject {
    /// The styles of actions.
    public enum Style: Int, Sendable {
        /// A normal action.
        case normal
        /// A destructive action (red).
        case destructive
    }

    /// What the action does: called with the action, the view, and the completion to call.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style.
    public let style: Style
    /// The title.
    open var title: String?
    let handler: Handler

    /// An action of `style` titled `title` that runs `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// Simulates the user tapping the action shown on `view`; returns what the handler's completion
    /// said (`nil` if it was never called).
    public func simulateUserTap(in view: UIView) -> Bool? {
        var performed: Bool?
        handler(self, view) { performed = $0 }
        return performed
    }
}

/// The actions of a swipe.
@MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, first the one nearest the edge.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action.
    open var performsFirstActionWithFullSwipe = true

    /// The configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
