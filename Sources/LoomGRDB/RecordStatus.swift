/// Where a ``RecordViewModel``'s edits stand against the database row.
///
/// ```swift
/// switch viewModel.status.value {
/// case .saved, .edited: break
/// case .conflict(let theirs): showConflict(mine: viewModel.draft.value, theirs: theirs)
/// case .deletedElsewhere(let unsavedEdits): unsavedEdits ? offerToRestore() : close()
/// case .deleted: close()
/// }
/// ```
public enum RecordStatus<Record: Equatable & Sendable>: Equatable, Sendable {
    /// The draft is what the database holds.
    case saved
    /// The draft has edits that are not saved.
    case edited
    /// The row changed in the database while the draft had unsaved edits. The edits are kept; the user
    /// keeps them (and overwrites `theirs` at the next save) or takes `theirs`
    /// (``RecordViewModel/resolveConflict(_:)``).
    case conflict(theirs: Record)
    /// The row was deleted by someone else. The draft is kept: ``RecordViewModel/restore()`` inserts the
    /// row again with it (``RecordViewModel/save()`` throws); the screen can also close.
    case deletedElsewhere(unsavedEdits: Bool)
    /// The view model deleted the row.
    case deleted
}
