extension StagedChangeSet {
    /// Diffs two flat collections (one section, section 0) into staged batches.
    ///
    /// Elements are matched by ``Differentiable/differenceID`` in O(n) (Heckel-style, one hash table);
    /// matched elements whose content differs are reloaded; moves are minimal (a longest increasing
    /// subsequence stays put). Duplicate identifiers throw
    /// ``ListError/duplicateDifferenceID(_:in:)`` instead of producing an invalid batch.
    ///
    /// ```swift
    /// let staged = try StagedChangeSet(from: [a, b, c], to: [c, a, b2])
    /// // stages: rowInsertionsAndMoves [move 0-2 -> 0-0], reloads [0-2]
    /// ```
    @inlinable
    public init<Element: Differentiable>(from old: [Element], to new: [Element]) throws(ListError)
    where Contents == [Element] {
        self.init(stages: try FlatDiff.stages(from: old, to: new))
    }

    /// Diffs two arrays of sections into staged batches: sections are matched by their model's
    /// identity, items by theirs across all sections (an item may move to another section).
    ///
    /// Section models whose content differs reload their section; items whose content differs are
    /// reloaded. An item whose old section is deleted counts as deleted with it and inserted anew.
    /// Duplicate section identifiers, or item identifiers repeated anywhere in the old or the new
    /// contents, throw ``ListError/duplicateDifferenceID(_:in:)``.
    ///
    /// ```swift
    /// let staged = try StagedChangeSet(from: oldAlbums, to: newAlbums)   // [ListSection<Album, Track>]
    /// ```
    @inlinable
    public init<Model: Differentiable, Item: Differentiable>(
        from old: [ListSection<Model, Item>], to new: [ListSection<Model, Item>]
    ) throws(ListError) where Contents == [ListSection<Model, Item>] {
        self.init(stages: try SectionedDiff.stages(from: old, to: new))
    }
}

extension StagedChangeSet {
    /// The stages from `old` to `new` or, when they cannot be diffed (duplicate identities), one
    /// stage that deletes every old section and inserts every new one (always a valid batch), with
    /// the reason. For data sources that must show what they fetched whatever its identities.
    ///
    /// ```swift
    /// let (staged, failure) = StagedChangeSet.diffOrReplace(from: shown, to: fetched)
    /// for stage in staged.stages { sections = stage.contents; report(stage.changeSet) }
    /// if let failure { log(failure) }
    /// ```
    public static func diffOrReplace<Model: Differentiable, Item: Differentiable>(
        from old: [ListSection<Model, Item>], to new: [ListSection<Model, Item>]
    ) -> (changes: StagedChangeSet, failure: ListError?) where Contents == [ListSection<Model, Item>] {
        do {
            return (try StagedChangeSet(from: old, to: new), nil)
        } catch {
            let replaceAll = ChangeSet(
                deletedSections: Array(old.indices), insertedSections: Array(new.indices))
            return (
                StagedChangeSet(stages: [Stage(kind: .deletions, changeSet: replaceAll, contents: new)]),
                error
            )
        }
    }
}
