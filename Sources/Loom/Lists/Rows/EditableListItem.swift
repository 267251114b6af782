/// An item that edits its own data: when a row's item conforms, every data source routes the list's
/// editing to it. `CellViewModel` refines it, so a cell view model's
/// `canDelete`, `canMove`, `delete()`, `move(to:)` and an ``InsertCellViewModel``'s insert action
/// answer a list view without any wiring.
///
/// ```swift
/// final class NoteItem: EditableListItem {
///     var editingStyle: ListEditingStyle { .delete }
///     var canMove: Bool { false }
///     func performEdit(_ edit: ListRowEdit, at indexPath: ListIndexPath) throws(ListError) {
///         notes.remove(id)   // the data source reports the change
///     }
/// }
/// try source.perform(.delete, at: ListIndexPath(section: 0, row: 0))   // → NoteItem.performEdit(.delete, …)
/// ```
@MainActor
public protocol EditableListItem {
    /// How the row can be edited: `.delete`, `.insert` (an "add" row) or `.none`.
    var editingStyle: ListEditingStyle { get }
    /// Whether the row can be moved.
    var canMove: Bool { get }
    /// Performs an edit the item allows (the data source checks ``editingStyle`` and ``canMove``
    /// first). `indexPath` is the row's place in the data source that routed the edit, for errors.
    func performEdit(_ edit: ListRowEdit, at indexPath: ListIndexPath) throws(ListError)
}

extension EditableListItem {
    /// Whether the item's style and ``canMove`` allow `edit`.
    func allows(_ edit: ListRowEdit) -> Bool {
        switch edit {
        case .delete: editingStyle == .delete
        case .insert: editingStyle == .insert
        case .move: canMove
        }
    }
}

/// An edit the user made on a row: what an ``EditableListItem`` performs.
///
/// ```swift
/// try item.performEdit(.move(to: ListIndexPath(section: 0, row: 2)), at: ListIndexPath(section: 0, row: 0))
/// ```
public enum ListRowEdit: Hashable, Sendable, CustomStringConvertible {
    /// Delete the row's data.
    case delete
    /// Perform the insert action of an insert row.
    case insert
    /// Move the row's data to an index path (in the routing data source's coordinates, after the move).
    case move(to: ListIndexPath)

    /// `"delete"`, `"insert"` or `"move"`, as named in ``ListError/editingNotSupported(operation:_:)``.
    package var name: String {
        switch self {
        case .delete: "delete"
        case .insert: "insert"
        case .move: "move"
        }
    }

    /// The operation's name ("delete", "insert", "move"), with the destination of a move.
    public var description: String {
        if case .move(let to) = self { return "move to \(to)" }
        return name
    }
}
