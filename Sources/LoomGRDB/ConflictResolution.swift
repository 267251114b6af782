/// How the user resolves a ``RecordStatus/conflict(theirs:)``.
///
/// ```swift
/// try viewModel.resolveConflict(.keepMine)   // the next save overwrites their version
/// try await viewModel.save()
/// ```
public enum ConflictResolution: Hashable, Sendable {
    /// Keep the edits; the next save overwrites the version in the database.
    case keepMine
    /// Discard the edits and show the version in the database.
    case takeTheirs
}
