// https://developer.apple.com/documentation/appkit/nstablecellview — the usual cell view of a view-based
// table view, with an optional text field (`textField`) and image view.

/// A cell view of a table view.
@MainActor
open class NSTableCellView: NSView {
    /// The text field showing the cell's text.
    open weak var textField: NSTextField?
}
