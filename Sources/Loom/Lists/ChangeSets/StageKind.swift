/// Which part of a change a ``StagedChangeSet`` stage carries, in application order.
///
/// ```swift
/// let staged = try StagedChangeSet(from: old, to: new)
/// staged.stages.map(\.kind)   // [.deletions, .rowInsertionsAndMoves, .reloads]
/// ```
@usableFromInline package enum StageKind: String, Hashable, Sendable {
    /// Section and row deletes.
    case deletions
    /// Section inserts and section moves.
    case sectionInsertionsAndMoves
    /// Row inserts and row moves.
    case rowInsertionsAndMoves
    /// Row and section reloads.
    case reloads
}
