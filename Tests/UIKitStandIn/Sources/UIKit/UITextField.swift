// https://developer.apple.com/documentation/uikit/uitextfield — setting `text` in code sends no event.
import Foundation

/// An editable line of text.
@MainActor
open class UITextField: UIControl {
    /// The text.
    open var text: String?
    /// The text shown while there is none.
    open var placeholder: String?
}

/// The text field of a search bar.
@MainActor
open class UISearchTextField: UITextField {}
