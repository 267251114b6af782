/// How a row can be edited in editing mode (a UIKit front-end maps it to
/// `UITableViewCell.EditingStyle`).
///
/// ```swift
/// switch source.editingStyle(at: path) {
/// case .delete: try source.perform(.delete, at: path)
/// case .insert: try source.perform(.insert, at: path)
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
