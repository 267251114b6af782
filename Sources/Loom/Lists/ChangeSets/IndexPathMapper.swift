/// The one implementation of UIKit's layout rule for a batch: where an old section or index path
/// ends up. ``ChangeSet/newSection(forOld:)``, ``ChangeSet/newIndexPath(forOld:)``, the item cache,
/// ``ChangeSet/apply(to:fillingFrom:)-([[Element]],_)`` and the ``BatchUpdateValidator`` all map
/// through it.
///
/// Built once per batch in O(k log k) (k operations), then O(log k) per lookup.
///
/// The rule: moved sections and rows go to their destination; a deleted one maps to `nil`, and so
/// do the rows of a deleted or reloaded section; every other survivor keeps its relative order and
/// takes the next index not taken by an insert or a move destination.
struct IndexPathMapper {
    private let deletedSections: Set<Int>
    private let reloadedSections: Set<Int>
    private let movedSections: [Int: Int]
    private let sectionsLeaving: [Int]  // sorted: deleted or moved away, old coordinates
    private let sectionsTaken: [Int]  // sorted: inserted or moved to, new coordinates
    private let deletedRows: Set<ListIndexPath>
    private let movedRows: [ListIndexPath: ListIndexPath]
    private let rowsLeaving: [Int: [Int]]  // old section → sorted rows deleted or moved away
    private let rowsTaken: [Int: [Int]]  // new section → sorted rows inserted or moved to

    init(_ changeSet: ChangeSet) {
        deletedSections = Set(changeSet.deletedSections)
        reloadedSections = Set(changeSet.reloadedSections)
        var moved: [Int: Int] = [:]
        for m in changeSet.movedSections { moved[m.from] = m.to }
        movedSections = moved
        sectionsLeaving = (changeSet.deletedSections + changeSet.movedSections.map(\.from)).sorted()
        sectionsTaken = (changeSet.insertedSections + changeSet.movedSections.map(\.to)).sorted()
        deletedRows = Set(changeSet.deletedRows)
        var movedRows: [ListIndexPath: ListIndexPath] = [:]
        var leaving: [Int: [Int]] = [:]
        var taken: [Int: [Int]] = [:]
        for p in changeSet.deletedRows { leaving[p.section, default: []].append(p.row) }
        for m in changeSet.movedRows {
            movedRows[m.from] = m.to
            leaving[m.from.section, default: []].append(m.from.row)
            taken[m.to.section, default: []].append(m.to.row)
        }
        for p in changeSet.insertedRows { taken[p.section, default: []].append(p.row) }
        self.movedRows = movedRows
        rowsLeaving = leaving.mapValues { $0.sorted() }
        rowsTaken = taken.mapValues { $0.sorted() }
    }

    /// The number of elements of `sorted` that are `< value`.
    private static func countBelow(_ value: Int, in sorted: [Int]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The `rank`-th (0-based) index not in `taken` (sorted).
    private static func slot(rank: Int, taken: [Int]) -> Int {
        // Smallest x with x + 1 − |taken ≤ x| ≥ rank + 1; such an x is never taken.
        var low = rank
        var high = rank + taken.count
        while low < high {
            // Rounds down for negative bounds too (`(low + high) / 2` rounds towards zero: with
            // `low == -1, high == 0` it is `high` again, and the search never ends). A rank is negative
            // only for a change set that names a section or row twice, which no valid batch does.
            let mid = low + (high - low) / 2
            if mid + 1 - countBelow(mid + 1, in: taken) >= rank + 1 { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// Where an old section goes, or `nil` if it is deleted. A reloaded section keeps its place.
    func newSection(forOld section: Int) -> Int? {
        if deletedSections.contains(section) { return nil }
        if let to = movedSections[section] { return to }
        return Self.slot(rank: section - Self.countBelow(section, in: sectionsLeaving), taken: sectionsTaken)
    }

    /// Where an old row goes, or `nil` if it, or its section, is deleted or its section reloaded.
    func newIndexPath(forOld path: ListIndexPath) -> ListIndexPath? {
        if reloadedSections.contains(path.section) || deletedRows.contains(path) { return nil }
        guard let section = newSection(forOld: path.section) else { return nil }
        if let to = movedRows[path] { return to }
        let rank = path.row - Self.countBelow(path.row, in: rowsLeaving[path.section] ?? [])
        return ListIndexPath(section: section, row: Self.slot(rank: rank, taken: rowsTaken[section] ?? []))
    }
}
