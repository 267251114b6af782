// https://developer.apple.com/documentation/appkit/nstablerowview — the view of one row of a view-based
// table view, holding the row's cell views, one per column (`view(atColumn:)`,
// https://developer.apple.com/documentation/appkit/nstablerowview/view(atcolumn:)); a group row holds one
// view spanning the row.

/// The view of one row of a table view.
@MainActor
open class NSTableRowView: NSView {
    /// Whether the row is a group row.
    open var isGroupRowStyle = false
    /// The cell views, by column.
    var cellViews: [NSView?] = []

    /// The number of columns.
    open var numberOfColumns: Int { cellViews.count }

    /// The cell view of `column`, if any.
    open func view(atColumn column: Int) -> Any? {
        cellViews.indices.contains(column) ? cellViews[column] : nil
    }
}
