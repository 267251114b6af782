extension DiffableDataSource where SectionID: Sendable, ItemID: Sendable {
    /// Shows `newSnapshot` like ``apply(_:completion:)``, but computes its staged changes off the
    /// main actor: a large list's diff does not hold up the main actor, which only reports the
    /// batches.
    ///
    /// **Threading rule.** Call it on the main actor. The diff runs on a background task against
    /// the snapshot shown when that task starts (after any apply in progress has reported its
    /// stages); its batches are reported on the main actor, all stages in one main-actor turn, and
    /// only if no later apply (this method or ``apply(_:completion:)``) was made since. The latest
    /// apply wins: an older diff still computing is cancelled and its result dropped, so the list
    /// never shows a snapshot older than one applied after it. Releasing the data source cancels the
    /// diff (the task holds the data source weakly).
    ///
    /// `completion` runs once the list view has shown the last stage, and never for a dropped
    /// result. The returned task's value says whether the snapshot was shown.
    ///
    /// ```swift
    /// source.applyDiffingOffMainActor(hugeSnapshot)   // returns at once; the main actor stays free
    /// ```
    @discardableResult
    public func applyDiffingOffMainActor(
        _ newSnapshot: ListSnapshot<SectionID, ItemID>, completion: (() -> Void)? = nil
    ) -> Task<Bool, Never> {
        applyDiffingOffMainActor(newSnapshot, completion: completion) { old, new in
            await Task.detached(priority: .userInitiated) { old.stagedChanges(to: new) }.value
        }
    }

    /// ``applyDiffingOffMainActor(_:completion:)`` with the diff made by `diff` (called off the main
    /// actor with the snapshot shown and `newSnapshot`): tests gate it to order results.
    package func applyDiffingOffMainActor(
        _ newSnapshot: ListSnapshot<SectionID, ItemID>, completion: (() -> Void)? = nil,
        diff:
            @escaping @Sendable (ListSnapshot<SectionID, ItemID>, ListSnapshot<SectionID, ItemID>) async ->
            StagedChangeSet<ListSnapshot<SectionID, ItemID>>
    ) -> Task<Bool, Never> {
        let generation = pendingDiff.supersede()
        let newItems = makeItems(for: newSnapshot)
        let task = Task { @MainActor [weak self] () -> Bool in
            guard let old = self?.snapshot else { return false }
            let staged = await diff(old, newSnapshot)
            guard let self, !Task.isCancelled, pendingDiff.generation == generation else { return false }
            pendingDiff.task = nil
            show(staged, items: newItems, completion: completion)
            return true
        }
        pendingDiff.task = task
        return task
    }
}
