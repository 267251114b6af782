/// Why a ``RecordViewModel`` action did nothing. In every case the database and the draft are unchanged.
///
/// ```swift
/// do {
///     try await viewModel.save()
/// } catch .conflict {
///     // the row changed since the edits began: viewModel.status says how, the user decides
/// } catch {
///     show(error.description)
/// }
/// ```
public enum RecordEditingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The row changed in the database since the edits began; nothing was written. Resolve the conflict
    /// first (``RecordViewModel/resolveConflict(_:)``).
    case conflict
    /// The row was deleted by someone else; nothing was written. Saving again says the same:
    /// ``RecordViewModel/restore()`` inserts it again with the draft.
    case deletedElsewhere
    /// The row is not known to be deleted elsewhere: there is nothing to restore.
    case nothingToRestore
    /// There is no conflict to resolve.
    case noConflict
    /// The view model already deleted the row.
    case deleted
    /// The row does not exist (loading by an identifier nobody has).
    case notFound
    /// The database failed; the description says why.
    case database(String)

    /// A sentence describing the error.
    public var description: String {
        switch self {
        case .conflict: "the record changed in the database since it was edited: nothing was saved"
        case .deletedElsewhere: "the record was deleted elsewhere: nothing was saved"
        case .nothingToRestore: "the record was not deleted elsewhere: there is nothing to restore"
        case .noConflict: "there is no conflict to resolve"
        case .deleted: "the record was deleted"
        case .notFound: "the record does not exist"
        case .database(let reason): "the database failed: \(reason)"
        }
    }
}
