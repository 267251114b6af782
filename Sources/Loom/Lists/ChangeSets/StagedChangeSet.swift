/// A change from old to new contents as an ordered list of batches (stages), each of which a
/// `UITableView` / `UICollectionView` accepts in one `performBatchUpdates`, together with the
/// contents the data source must report once that stage is applied.
///
/// The stages, in this order (empty stages are left out):
/// 1. **deletions**: section deletes and row deletes (old coordinates).
/// 2. **sectionInsertionsAndMoves**: section inserts and section moves. A new section
///    arrives with its genuinely new rows; rows that come from another section arrive in stage 3.
/// 3. **rowInsertionsAndMoves**: row inserts and row moves, including moves across
///    sections. Moves are minimal: a longest increasing subsequence of each section's surviving
///    rows stays put, only the others move.
/// 4. **reloads**: reloads of rows and sections whose content changed, addressed at
///    their final positions. Until this stage, changed rows keep their old content (a reload is
///    never combined with a move of the same row, which UIKit rejects).
///
/// A data source reports it with
/// ``ListDataSource/report(_:completion:switchContents:)-(StagedChangeSet<Contents>,_,_)``, which
/// switches to each stage's contents inside the list view's batch:
///
/// ```swift
/// let staged = try StagedChangeSet(from: tracks, to: fetchedTracks)
/// report(staged) { [self] stage in tracks = stage.contents }
/// ```
public struct StagedChangeSet<Contents> {
    /// One batch and the contents after it.
    public struct Stage {
        /// Which part of the change a stage carries (shared by every `StagedChangeSet`).
        @usableFromInline package typealias Kind = StageKind

        /// Which part of the change this stage carries.
        @usableFromInline package var kind: Kind
        /// The batch, in UIKit batch-update coordinates.
        public var changeSet: ChangeSet
        /// The contents the data source reports once this batch is applied.
        public var contents: Contents

        /// Creates a stage.
        @usableFromInline package init(kind: Kind, changeSet: ChangeSet, contents: Contents) {
            self.kind = kind
            self.changeSet = changeSet
            self.contents = contents
        }
    }

    /// The stages, in the order they must be applied.
    public var stages: [Stage]

    /// Creates a staged change set from stages.
    @usableFromInline package init(stages: [Stage]) {
        self.stages = stages
    }

    /// A staged change set with nothing to apply.
    ///
    /// ```swift
    /// let staged = (try? StagedChangeSet(from: old, to: new)) ?? StagedChangeSet()
    /// ```
    public init() {
        self.stages = []
    }

    /// The final contents, or `nil` when there are no stages.
    package var finalContents: Contents? { stages.last?.contents }

    /// All stages' operations merged per kind, for counting (the batches themselves must still be
    /// applied stage by stage).
    public var totalOperations:
        (
            deletedSections: Int, insertedSections: Int, movedSections: Int, reloadedSections: Int,
            deletedRows: Int, insertedRows: Int, movedRows: Int, reloadedRows: Int
        )
    {
        var t = (0, 0, 0, 0, 0, 0, 0, 0)
        for stage in stages {
            let c = stage.changeSet
            t.0 += c.deletedSections.count
            t.1 += c.insertedSections.count
            t.2 += c.movedSections.count
            t.3 += c.reloadedSections.count
            t.4 += c.deletedRows.count
            t.5 += c.insertedRows.count
            t.6 += c.movedRows.count
            t.7 += c.reloadedRows.count
        }
        return t
    }

    /// The same stages with contents transformed, for example from sections to row counts.
    package func mapContents<T>(_ transform: (Contents) throws -> T) rethrows -> StagedChangeSet<T> {
        var result: [StagedChangeSet<T>.Stage] = []
        result.reserveCapacity(stages.count)
        for stage in stages {
            let contents = try transform(stage.contents)
            result.append(
                StagedChangeSet<T>.Stage(kind: stage.kind, changeSet: stage.changeSet, contents: contents))
        }
        return StagedChangeSet<T>(stages: result)
    }

    /// Applies every stage in order to `old` with ``ChangeSet/apply(to:fillingFrom:)-([[Element]],_)``,
    /// validating each batch, and returns the final contents. `rows` turns a stage's contents into
    /// sectioned rows.
    package func apply<Element>(
        to old: [[Element]], rows: (Contents) -> [[Element]]
    ) throws(BatchUpdateError) -> [[Element]] {
        var current = old
        for stage in stages {
            current = try stage.changeSet.apply(to: current, fillingFrom: rows(stage.contents))
        }
        return current
    }
}

extension StagedChangeSet: Sendable where Contents: Sendable {}
extension StagedChangeSet.Stage: Sendable where Contents: Sendable {}
extension StagedChangeSet: Equatable where Contents: Equatable {}
extension StagedChangeSet.Stage: Equatable where Contents: Equatable {}
