// https://developer.apple.com/documentation/appkit/nstableviewdelegate — the views of a view-based table
// view and what it tells of them. Every method is optional in AppKit; the stand-in gives each AppKit's
// default behaviour.
// - `tableView(_:viewFor:row:)` (https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableview(_:viewfor:row:)):
//   the view of a cell; for a group row, asked once with a `nil` column.
// - `tableView(_:didAdd:forRow:)` / `tableView(_:didRemove:forRow:)`
//   (https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableview(_:didremove:forrow:)):
//   a row view was added to or removed from the table (for a deleted row the stand-in passes -1; LoomAppKit
//   does not use the row).
// - `tableViewSelectionDidChange(_:)`: after the selection changed.
// - The user's selection: `tableView(_:selectionIndexesForProposedSelection:)` "Asks the delegate to accept
//   or reject the proposed selection", and takes the place of `tableView(_:shouldSelectRow:)` when implemented
//   (https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableview(_:selectionindexesforproposedselection:),
//   https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableview(_:shouldselectrow:)); the
//   stand-in asks them only of the user's clicks, and without the first the default asks the second.
public import Foundation

/// The delegate of a table view.
@MainActor
public protocol NSTableViewDelegate: AnyObject {
    /// The view of the cell at `tableColumn` (`nil`: a group row) and `row`.
    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView?
    /// Whether `row` is a group row.
    func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool
    /// Whether the user may select `row`.
    func tableView(_ tableView: NSTableView, shouldSelectRow row: Int) -> Bool
    /// The selection to make of the one the user proposes (the current one: no change).
    func tableView(
        _ tableView: NSTableView, selectionIndexesForProposedSelection proposedSelectionIndexes: IndexSet
    ) -> IndexSet
    /// The selection changed.
    func tableViewSelectionDidChange(_ notification: Notification)
    /// The actions of `row` swiped from `edge`.
    func tableView(
        _ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge
    ) -> [NSTableViewRowAction]
    /// A row view was added.
    func tableView(_ tableView: NSTableView, didAdd rowView: NSTableRowView, forRow row: Int)
    /// A row view was removed.
    func tableView(_ tableView: NSTableView, didRemove rowView: NSTableRowView, forRow row: Int)
}

extension NSTableViewDelegate {
    /// No view.
    public func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView?
    {
        nil
    }
    /// Not a group row.
    public func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool { false }
    /// Selectable.
    public func tableView(_ tableView: NSTableView, shouldSelectRow row: Int) -> Bool { true }
    /// AppKit's behaviour without this method: the proposed rows `tableView(_:shouldSelectRow:)` allows, or
    /// no change when it allows none.
    public func tableView(
        _ tableView: NSTableView, selectionIndexesForProposedSelection proposedSelectionIndexes: IndexSet
    ) -> IndexSet {
        let allowed = proposedSelectionIndexes.filteredIndexSet {
            self.tableView(tableView, shouldSelectRow: $0)
        }
        return allowed.isEmpty && !proposedSelectionIndexes.isEmpty ? tableView.selectedRowIndexes : allowed
    }
    /// Nothing.
    public func tableViewSelectionDidChange(_ notification: Notification) {}
    /// No action.
    public func tableView(
        _ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge
    ) -> [NSTableViewRowAction] { [] }
    /// Nothing.
    public func tableView(_ tableView: NSTableView, didAdd rowView: NSTableRowView, forRow row: Int) {}
    /// Nothing.
    public func tableView(_ tableView: NSTableView, didRemove rowView: NSTableRowView, forRow row: Int) {}
}
