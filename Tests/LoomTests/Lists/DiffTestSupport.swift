import Loom
import Testing

/// A test row: identity `id`, content `rev`.
struct Row: Hashable, Sendable, Differentiable, CustomStringConvertible {
    var id: Int
    var rev: Int = 0
    var differenceID: Int { id }
    func isContentEqual(to other: Row) -> Bool { rev == other.rev }
    var description: String { rev == 0 ? "\(id)" : "\(id)'" }
}

/// A test section model: identity `id`, content `rev`.
struct Header: Hashable, Sendable, Differentiable, CustomStringConvertible {
    var id: Int
    var rev: Int = 0
    var differenceID: Int { id }
    func isContentEqual(to other: Header) -> Bool { rev == other.rev }
    var description: String { rev == 0 ? "S\(id)" : "S\(id)'" }
}

typealias RowSection = ListSection<Header, Row>

/// Checks everything a staged change set promises, returning a description of the first failure
/// (nil when all holds):
/// - stages come in the documented order, each holding only its kind's operations;
/// - every stage passes the validator against the previous stage's row counts;
/// - applying each stage's batch (rows and sections) to the previous contents yields the stage's
///   contents, and the last stage's contents are `new`.
func verifyStaged<Model: Equatable, Item: Equatable>(
    _ staged: StagedChangeSet<[ListSection<Model, Item>]>, from old: [ListSection<Model, Item>],
    to new: [ListSection<Model, Item>], contentEqual: Bool
) -> String? {
    let order: [StageKind] = [.deletions, .sectionInsertionsAndMoves, .rowInsertionsAndMoves, .reloads]
    var lastKind = -1
    var rows = old.map(\.items)
    var models = old.map(\.model)
    for stage in staged.stages {
        guard let kindIndex = order.firstIndex(of: stage.kind), kindIndex > lastKind else {
            return "stage \(stage.kind) out of order"
        }
        lastKind = kindIndex
        let c = stage.changeSet
        if c.isEmpty { return "empty stage \(stage.kind)" }
        switch stage.kind {
        case .deletions:
            if !(c.insertedSections.isEmpty && c.movedSections.isEmpty && c.reloadedSections.isEmpty
                && c.insertedRows.isEmpty && c.movedRows.isEmpty && c.reloadedRows.isEmpty)
            {
                return "deletions stage holds other operations: \(c)"
            }
        case .sectionInsertionsAndMoves:
            if !(c.deletedSections.isEmpty && c.reloadedSections.isEmpty && c.deletedRows.isEmpty
                && c.insertedRows.isEmpty && c.movedRows.isEmpty && c.reloadedRows.isEmpty)
            {
                return "section stage holds other operations: \(c)"
            }
        case .rowInsertionsAndMoves:
            if !(c.deletedSections.isEmpty && c.insertedSections.isEmpty && c.movedSections.isEmpty
                && c.reloadedSections.isEmpty && c.deletedRows.isEmpty && c.reloadedRows.isEmpty)
            {
                return "row stage holds other operations: \(c)"
            }
        case .reloads:
            if !(c.deletedSections.isEmpty && c.insertedSections.isEmpty && c.movedSections.isEmpty
                && c.deletedRows.isEmpty && c.insertedRows.isEmpty && c.movedRows.isEmpty)
            {
                return "reload stage holds other operations: \(c)"
            }
        }
        let newRows = stage.contents.map(\.items)
        do {
            try c.validate(oldRowCounts: rows.map(\.count), newRowCounts: newRows.map(\.count))
            let applied = try c.apply(to: rows, fillingFrom: newRows)
            if applied != newRows {
                return "stage \(stage.kind) applied to \(rows) gives \(applied), not \(newRows)"
            }
            rows = applied
            // Sections follow the same layout rule as rows of one section.
            let sectionOps = ChangeSet(
                deletedRows: c.deletedSections.map { ListIndexPath(section: 0, row: $0) },
                insertedRows: c.insertedSections.map { ListIndexPath(section: 0, row: $0) },
                reloadedRows: c.reloadedSections.map { ListIndexPath(section: 0, row: $0) },
                movedRows: c.movedSections.map {
                    .init(
                        from: ListIndexPath(section: 0, row: $0.from),
                        to: ListIndexPath(section: 0, row: $0.to))
                })
            let newModels = stage.contents.map(\.model)
            let appliedModels = try sectionOps.apply(to: models, fillingFrom: newModels)
            if appliedModels != newModels {
                return "stage \(stage.kind) sections give \(appliedModels), not \(newModels)"
            }
            models = appliedModels
        } catch {
            return "stage \(stage.kind) \(c) is invalid after \(rows): \(error)"
        }
    }
    if let last = staged.stages.last {
        if last.contents != new { return "last stage contents \(last.contents) are not \(new)" }
    } else if !contentEqual {
        return "no stages although contents differ"
    }
    return nil
}

/// Whether two sectioned contents have the same identities in the same places and equal content.
func sameContents(_ a: [RowSection], _ b: [RowSection]) -> Bool { a == b }

/// The length of a longest increasing subsequence, by brute force over all subsets (n ≤ 12).
func bruteForceLISLength(_ values: [Int]) -> Int {
    let n = values.count
    var best = 0
    for mask in 0..<(1 << n) {
        var last = Int.min
        var ok = true
        var count = 0
        for k in 0..<n where mask & (1 << k) != 0 {
            if values[k] <= last {
                ok = false
                break
            }
            last = values[k]
            count += 1
        }
        if ok { best = max(best, count) }
    }
    return best
}
