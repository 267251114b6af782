// https://developer.apple.com/documentation/appkit/nscollectionviewitem — the view controller of one item
// of a collection view, made by the collection view from the class registered for its identifier
// (`init(nibName:bundle:)` with no nib: the item's `loadView()` makes its view).
public import Foundation

/// An item of a collection view.
@MainActor
open class NSCollectionViewItem: NSViewController {
    /// The text field showing the item's text.
    open weak var textField: NSTextField?
    /// Whether the item is selected.
    open var isSelected = false

    /// An item (the collection view makes it from its registered class).
    public required override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Not used by the stand-in (no archives).
    public required init?(coder: NSCoder) {
        return nil
    }
}
