// https://developer.apple.com/documentation/uikit/uiscrollview — the content offset is the point of the
// content at the top-left of the bounds.
public import Foundation

/// A view that scrolls its content.
@MainActor
open class UIScrollView: UIView {
    /// How the keyboard is dismissed when the user drags.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Never.
        case none
        /// When a drag begins.
        case onDrag
        /// Interactively, following the drag.
        case interactive
    }

    /// The point of the content shown at the top-left of the bounds.
    open var contentOffset: CGPoint = .zero
    /// How the keyboard is dismissed when the user drags.
    open var keyboardDismissMode: KeyboardDismissMode = .none
}
