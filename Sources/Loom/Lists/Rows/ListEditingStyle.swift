/// How a row can be edited in editing mode (a UIKit front-end maps it to
/// `UITableViewCell.EditingStyle`).
///
/// ```swift
/// switch source.editingStyle(at: path) {
/// case .delete: try source.deleteRow(at: path)
/// case .insert: try source.insertRow(at: path)
/// case .none: break
/// }
/// ```
public enum ListEditingStyle: Hashable, Sendable {
    /// Not editable.
    case none
    /// Can be deleted.
    case delete
    /// Can trigger an insert.
    case insert
}
