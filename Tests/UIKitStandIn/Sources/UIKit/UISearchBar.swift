// https://developer.apple.com/documentation/uikit/uisearchbar — its text is its `searchTextField`'s.
import Foundation

/// A search field with its bar.
@MainActor
open class UISearchBar: UIView {
    /// The bar's text field.
    public let searchTextField = UISearchTextField(frame: .zero)

    /// The text (the text field's).
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The text shown while there is none.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
}
