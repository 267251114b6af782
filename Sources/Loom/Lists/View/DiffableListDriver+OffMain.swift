extension DiffableListDriver where SectionID: Sendable, ItemID: Sendable {
    /// Applies `snapshot` after every snapshot given before it, like ``apply(_:completion:)``, but
    /// its diff runs off the main actor (``DiffableDataSource/applyDiffingOffMainActor(_:completion:)``,
    /// with its threading rule): the latest snapshot wins, so one still diffing when a later snapshot
    /// is applied is dropped. A dropped snapshot's `completion` never runs and ``didApply`` never sends
    /// it; the completions of the snapshots after it still run in order.
    public func applyDiffingOffMainActor(
        _ snapshot: ListSnapshot<SectionID, ItemID>, completion: (() -> Void)? = nil
    ) {
        applyDiffingOffMainActor(snapshot, completion: completion) { old, new in
            await Task.detached(priority: .userInitiated) { old.stagedChanges(to: new) }.value
        }
    }

    /// ``applyDiffingOffMainActor(_:completion:)`` with the diff made by `diff`: tests gate it.
    package func applyDiffingOffMainActor(
        _ snapshot: Snapshot, completion: (() -> Void)? = nil,
        diff: @escaping @Sendable (Snapshot, Snapshot) async -> StagedChangeSet<Snapshot>
    ) {
        enqueue(snapshot, completion: completion) { [dataSource] snapshot, done in
            dataSource.applyDiffingOffMainActor(snapshot, completion: done, diff: diff)
        }
    }
}
