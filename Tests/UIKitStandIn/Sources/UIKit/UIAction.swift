// https://developer.apple.com/documentation/uikit/uiaction — an action with a handler, which a control
// calls with the action.
public import Foundation

/// What an action does.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action a control or menu performs.
@MainActor
open class UIAction: NSObject {
    /// The action's title.
    open var title: String
    let handler: UIActionHandler

    /// An action titled `title` that runs `handler`.
    public init(title: String = "", handler: @escaping UIActionHandler) {
        self.title = title
        self.handler = handler
    }
}
