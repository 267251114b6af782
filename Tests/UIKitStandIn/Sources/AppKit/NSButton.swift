// https://developer.apple.com/documentation/appkit/nsbutton — a button: its `title`, its `keyEquivalent`
// (https://developer.apple.com/documentation/appkit/nsbutton/keyequivalent), and
// `hasDestructiveAction` (https://developer.apple.com/documentation/appkit/nsbutton/hasdestructiveaction).

/// A button.
@MainActor
open class NSButton: NSControl {
    /// The title.
    open var title = ""
    /// The key that clicks the button ("\r": Return, "\u{1b}": Escape).
    open var keyEquivalent = ""
    /// Whether the button's action destroys something.
    open var hasDestructiveAction = false

    /// A push button titled `title` sending `action` to `target`.
    public convenience init(title: String, target: AnyObject?, action: Selector?) {
        self.init(frame: .zero)
        self.title = title
        self.target = target
        self.action = action
    }
}
