extension ChangeSet {
    /// Where an old section ends up after the batch, or `nil` if it is deleted.
    ///
    /// Moved sections go to their destination; every other surviving section keeps its relative
    /// order and takes the next new index not taken by an inserted section or a move destination
    /// (UIKit's rule). A reloaded section keeps its place.
    ///
    /// ```swift
    /// let changes = ChangeSet(deletedSections: [0], insertedSections: [2])
    /// changes.newSection(forOld: 1)   // 0
    /// ```
    package func newSection(forOld section: Int) -> Int? {
        IndexPathMapper(self).newSection(forOld: section)
    }

    /// Where an old index path (for example the selection) ends up after the batch, or `nil` if its
    /// row or section is deleted, or its section is reloaded (a reloaded section's rows have no
    /// identity across the batch).
    ///
    /// A moved row goes to its destination; a reloaded row stays the same item at its new place;
    /// every other surviving row keeps its relative order in its section and takes the next row not
    /// taken by an insert or a move destination. Each call is O(k log k) for k operations; caches
    /// and the validator map many paths through one batch with a shared mapper.
    ///
    /// ```swift
    /// let changes = ChangeSet(insertedRows: [ListIndexPath(section: 0, row: 0)])
    /// changes.newIndexPath(forOld: ListIndexPath(section: 0, row: 1))   // 0-2
    /// ```
    package func newIndexPath(forOld path: ListIndexPath) -> ListIndexPath? {
        IndexPathMapper(self).newIndexPath(forOld: path)
    }
}
