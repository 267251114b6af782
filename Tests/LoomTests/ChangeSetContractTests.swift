import Loom
import LoomTesting
import Testing

/// Contract 7, clause by clause: one change-set convention (UIKit's batch updates), staged changes a
/// `UITableView` accepts, contents that switch inside the batch, and every change set the core emits
/// valid and faithful. `ListProbe` checks each batch against the validator and by applying it.
@MainActor
@Suite("Contract 7: one change-set convention")
struct ChangeSetContractTests {
    private func ip(_ section: Int, _ row: Int) -> ListIndexPath { ListIndexPath(section: section, row: row) }

    @Test("deletes and reloads address the old state, inserts the new state, moves go from old to new")
    func coordinates() throws {
        // [a b c d] → [x c a D]: delete b (old 1), reload d (old 3), insert x (new 0), move a old 0 → new 2.
        let changes = ChangeSet(
            deletedRows: [ip(0, 1)], insertedRows: [ip(0, 0)], reloadedRows: [ip(0, 3)],
            movedRows: [.init(from: ip(0, 0), to: ip(0, 2))])
        try changes.validate(oldRowCounts: [4], newRowCounts: [4])
        #expect(
            try changes.apply(to: ["a", "b", "c", "d"], fillingFrom: ["x", "c", "a", "D"]) == [
                "x", "c", "a", "D",
            ])
        #expect(changes.newIndexPath(forOld: ip(0, 2)) == ip(0, 1))  // c keeps its order, after the insert
        #expect(changes.newIndexPath(forOld: ip(0, 3)) == ip(0, 3))  // a reloaded row is the same row
        #expect(changes.newIndexPath(forOld: ip(0, 1)) == nil)
        // The same operations read sequentially (old coordinates for the insert) would be invalid.
        #expect(throws: BatchUpdateError.self) {
            try ChangeSet(deletedRows: [ip(0, 4)]).validate(oldRowCounts: [4], newRowCounts: [3])
        }
    }

    @Test("a staged change set comes in UIKit-safe stages: deletions, sections, rows, reloads")
    func stages() throws {
        struct Row: Equatable, Differentiable {
            let id: Int
            var rev = 0
            var differenceID: Int { id }
            func isContentEqual(to other: Row) -> Bool { rev == other.rev }
        }
        struct Head: Equatable, Differentiable {
            let id: String
            var differenceID: String { id }
            func isContentEqual(to other: Head) -> Bool { true }
        }
        let old = [ListSection(model: Head(id: "a"), items: [Row(id: 1), Row(id: 2), Row(id: 3)])]
        let new = [
            ListSection(model: Head(id: "b"), items: [Row(id: 3, rev: 1), Row(id: 9)]),
            ListSection(model: Head(id: "a"), items: [Row(id: 1)]),
        ]
        let staged = try StagedChangeSet(from: old, to: new)
        #expect(
            staged.stages.map(\.kind) == [
                .deletions, .sectionInsertionsAndMoves, .rowInsertionsAndMoves, .reloads,
            ])
        // Row 3 moves in stage 3 and is reloaded in stage 4, never both in one batch (UIKit rejects that).
        #expect(staged.stages[2].changeSet.movedRows.map(\.from) == [ip(1, 1)])
        #expect(staged.stages[3].changeSet == ChangeSet(reloadedRows: [ip(0, 0)]))
        var rows = old.map { $0.items.map(\.id) }
        for stage in staged.stages {
            let next = stage.contents.map { $0.items.map(\.id) }
            rows = try stage.changeSet.apply(to: rows, fillingFrom: next)
            #expect(rows == next)
        }
        #expect(staged.finalContents == new)
    }

    @Test("a data source answers its old contents until the batch begins, and its new ones inside it")
    func contentsSwitchInsideTheBatch() throws {
        final class Spy: ListView {
            var source: (any ListDataSource<String>)?
            var seen: [(before: [Int], after: [Int])] = []
            func reloadData() {}
            func performBatchUpdates(
                _ changes: ChangeSet, animated: Bool, updates: @escaping () -> Void, completion: (() -> Void)?
            ) {
                let before = source?.rowCounts ?? []
                updates()
                seen.append((before, source?.rowCounts ?? []))
                completion?()
            }
        }
        let spy = Spy()
        let diffable = DiffableDataSource<String, Int, String> { "\($0)" }
        spy.source = diffable
        let updater = ListViewUpdater(dataSource: diffable, listView: spy)
        diffable.apply(try ListSnapshot([("a", [1, 2, 3])]))
        diffable.apply(try ListSnapshot([("b", [4]), ("a", [3, 5])]))
        // Stages of the second change: delete 1 and 2; insert section b; insert 5.
        #expect(spy.seen.map(\.before) == [[], [3], [1], [1, 1]])
        #expect(spy.seen.map(\.after) == [[3], [1], [1, 1], [1, 2]])
        withExtendedLifetime(updater) {}
    }

    @Test("every change set an ArrayModel and a mutable array source emit is valid and faithful")
    func arraySources() throws {
        let model = ArrayModel(["a", "b", "c"])
        let probe = ListProbe(MutableArrayDataSource(model: model) { $0 })
        model.append("d")
        try model.insert("x", at: 1)
        try model.remove(at: 0)
        try model.replace(at: 2, with: "y")
        try model.move(from: 0, to: 3)
        model.replaceAll(with: ["q", "r"])
        #expect(probe.batches.count == 6)
        #expect(probe.rows == [["q", "r"]])
        #expect(probe.failures.isEmpty)
    }

    @Test("every change set composites, editing and grouped sources emit is valid and faithful")
    func treeSources() throws {
        let model = ArrayModel(["m1", "m2"])
        let grouped = try GroupedDataSource<String, String>(keys: ["g", "h"]) {
            ArrayDataSource(items: ["\($0)1", "\($0)2"])
        }
        let root = MultiSectionDataSource<String>(children: [
            MutableArrayDataSource(model: model) { $0 }, grouped,
        ])
        let editing = EditingDataSource<String>(
            dataSource: root, editDataSource: ArrayDataSource(items: ["+"]), editAsSection: true)
        let probe = ListProbe(editing)
        editing.setEditing(true)
        model.append("m3")
        try grouped.update(keys: ["i", "h", "g"])
        root.append(ArrayDataSource(items: ["tail"]))
        try root.remove(at: 0)
        editing.setEditing(false)
        #expect(probe.rows == [["i1", "i2", "h1", "h2", "g1", "g2"], ["tail"]])
        #expect(probe.batches.count >= 7)
        #expect(probe.failures.isEmpty)
    }

    @Test("every staged change set a diffable source emits is valid at every stage and ends on the snapshot")
    func diffableSource() throws {
        let source = DiffableDataSource<String, Int, Int> { $0 }
        let probe = ListProbe(source)
        let snapshots: [[(String, [Int])]] = [
            [("a", [1, 2, 3]), ("b", [4, 5])],
            [("b", [5, 1]), ("c", [6]), ("a", [3, 2])],
            [("c", [2, 6, 7])],
            [],
        ]
        for sections in snapshots {
            var snapshot = try ListSnapshot<String, Int>(sections)
            try snapshot.reloadItems(snapshot.itemIdentifiers.filter { $0 % 2 == 0 })
            source.apply(snapshot)
            #expect(probe.rows == sections.map(\.1))
        }
        #expect(probe.failures.isEmpty)
    }
}
