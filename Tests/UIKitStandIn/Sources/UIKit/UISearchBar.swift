// https://developer.apple.com/documentation/uikit/uisearchbar — its text is its `searchTextField`'s
// (https://developer.apple.com/documentation/uikit/uisearchbar/searchtextfield): the user edits that field,
// which sends the text field's events.
import Foundation

/// A search field with its bar.
@MainActor
open class UISearchBar: UIView {
    /// The bar's text field.
    public let searchTextField = UISearchTextField(frame: .zero)

    /// A search bar with its text field inside.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(searchTextField)
    }

    /// A search bar decoded from an archive (the stand-in has none).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(searchTextField)
    }

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

    /// How the keyboard capitalizes.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
}
