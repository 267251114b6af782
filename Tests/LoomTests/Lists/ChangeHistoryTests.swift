import Loom
import Testing

@Suite("ChangeHistory: the seed's sequential change sets")
struct ChangeHistoryTests {
    // MARK: offsets (seed §2.3 examples)

    @Test("a changed section offset by +3 moves from 1 to 4")
    func changedSectionOffset() throws {
        #expect(try ListChange.sectionReloaded(1).offsetBy(sections: 3, rows: 7) == .sectionReloaded(4))
    }

    @Test("an inserted section offset by -3 moves from 10 to 7; the row offset is ignored")
    func insertedSectionOffset() throws {
        #expect(try ListChange.sectionInserted(10).offsetBy(sections: -3, rows: -100) == .sectionInserted(7))
    }

    @Test("a deleted section offset below zero throws and the history is unchanged")
    func deletedSectionNegative() {
        var history = ChangeHistory([.sectionDeleted(1)])
        #expect(
            throws: ListError.negativeIndexAfterOffset(index: "section 1", sectionOffset: -2, rowOffset: 0)
        ) {
            try history.offset(sections: -2, rows: 0)
        }
        #expect(history.changes == [.sectionDeleted(1)])
    }

    @Test("a moved row offset by (+2, +4) shifts both ends")
    func movedRowOffset() throws {
        let moved = ListChange.rowMoved(from: ip(1, 2), to: ip(3, 4))
        #expect(try moved.offsetBy(sections: 2, rows: 4) == .rowMoved(from: ip(3, 6), to: ip(5, 8)))
    }

    @Test("row insert, delete offsets follow the seed's examples")
    func rowOffsets() throws {
        #expect(try ListChange.rowInserted(ip(1, 2)).offsetBy(sections: 0, rows: 3) == .rowInserted(ip(1, 5)))
        #expect(try ListChange.rowDeleted(ip(1, 2)).offsetBy(sections: -1, rows: -1) == .rowDeleted(ip(0, 1)))
    }

    @Test("a changed row or moved row offset below zero throws")
    func rowNegative() {
        #expect(throws: ListError.self) {
            try ListChange.rowReloaded(ip(1, 2)).offsetBy(sections: -2, rows: -1)
        }
        #expect(throws: ListError.self) {
            try ListChange.rowMoved(from: ip(1, 2), to: ip(3, 4)).offsetBy(sections: -1, rows: -6)
        }
    }

    @Test("a failing offset in the middle of a history leaves every change unchanged")
    func atomicOffset() {
        var history = ChangeHistory([.sectionInserted(5), .rowInserted(ip(0, 0)), .sectionDeleted(9)])
        #expect(throws: ListError.self) { try history.offset(sections: -1, rows: 0) }
        #expect(history.changes == [.sectionInserted(5), .rowInserted(ip(0, 0)), .sectionDeleted(9)])
    }

    // MARK: recording

    @Test("moving a row onto itself is recorded as a changed row")
    func moveOntoItself() {
        var history = ChangeHistory()
        history.moveRow(from: ip(1, 1), to: ip(1, 1))
        #expect(history.changes == [.rowReloaded(ip(1, 1))])
    }

    @Test("copies are independent: appending to one does not change the other")
    func valueSemantics() {
        var a = ChangeHistory()
        a.insertSection(0)
        var b = a
        b.deleteSection(1)
        #expect(a.changes.count == 1)
        #expect(b.changes.count == 2)
    }

    @Test("descriptions use the seed's wording")
    func descriptions() {
        #expect(ListChange.rowMoved(from: ip(1, 2), to: ip(3, 4)).description == "Moved Row:1-2 to:3-4")
        #expect(ListChange.sectionInserted(1).description == "Inserted Section:1")
    }

    // MARK: cleanUp

    @Test("an insert then delete of the same section becomes a changed section")
    func cleanUpPair() {
        #expect(
            ChangeHistory([.sectionInserted(0), .sectionDeleted(0)]).cleanedUp().changes == [
                .sectionReloaded(0)
            ])
    }

    @Test("a delete then insert of the same section is kept")
    func cleanUpReverse() {
        let history = ChangeHistory([.sectionDeleted(0), .sectionInserted(0)])
        #expect(history.cleanedUp() == history)
    }

    @Test("two insert-delete pairs become two changed sections")
    func cleanUpTwoPairs() {
        let history = ChangeHistory([
            .sectionInserted(0), .sectionDeleted(0), .sectionInserted(1), .sectionDeleted(1),
        ])
        #expect(history.cleanedUp().changes == [.sectionReloaded(0), .sectionReloaded(1)])
    }

    @Test("a changed section followed by a changed row is left alone")
    func cleanUpUnrelated() {
        let history = ChangeHistory([.sectionReloaded(0), .rowReloaded(ip(0, 0))])
        #expect(history.cleanedUp() == history)
    }

    @Test("a delete of section 0 after a row change is kept (the seed's default-index quirk is fixed)")
    func cleanUpQuirkFixed() {
        let history = ChangeHistory([.rowReloaded(ip(3, 0)), .sectionDeleted(0)])
        #expect(history.cleanedUp() == history)
        let afterOtherInsert = ChangeHistory([.sectionInserted(2), .sectionDeleted(0)])
        #expect(afterOtherInsert.cleanedUp() == afterOtherInsert)
    }

    // MARK: selection mapping (the seed's table)

    static let table: [(ListChange?, ListIndexPath, ListIndexPath?)] = [
        (nil, ip(0, 0), ip(0, 0)),
        (.sectionInserted(0), ip(1, 0), ip(2, 0)), (.sectionInserted(0), ip(0, 0), ip(1, 0)),
        (.sectionInserted(1), ip(0, 0), ip(0, 0)),
        (.sectionDeleted(0), ip(1, 0), ip(0, 0)), (.sectionDeleted(0), ip(0, 0), nil),
        (.sectionDeleted(1), ip(0, 0), ip(0, 0)),
        (.sectionReloaded(0), ip(0, 0), ip(0, 0)), (.sectionReloaded(1), ip(1, 3), ip(1, 3)),
        (.rowInserted(ip(0, 0)), ip(0, 1), ip(0, 2)),
        (.rowInserted(ip(0, 1)), ip(0, 1), ip(0, 2)), (.rowInserted(ip(0, 1)), ip(0, 0), ip(0, 0)),
        (.rowInserted(ip(1, 0)), ip(0, 1), ip(0, 1)),
        (.rowDeleted(ip(0, 0)), ip(0, 1), ip(0, 0)),
        (.rowDeleted(ip(0, 1)), ip(0, 1), nil), (.rowDeleted(ip(0, 1)), ip(0, 0), ip(0, 0)),
        (.rowDeleted(ip(1, 0)), ip(0, 1), ip(0, 1)),
        (.rowReloaded(ip(0, 1)), ip(0, 1), ip(0, 1)),
        (.rowMoved(from: ip(0, 0), to: ip(2, 0)), ip(0, 0), ip(2, 0)),
        (.rowMoved(from: ip(0, 0), to: ip(2, 0)), ip(0, 1), ip(0, 0)),
        (.rowMoved(from: ip(0, 1), to: ip(2, 0)), ip(0, 0), ip(0, 0)),
        (.rowMoved(from: ip(1, 0), to: ip(2, 0)), ip(0, 1), ip(0, 1)),
        (.rowMoved(from: ip(1, 0), to: ip(0, 0)), ip(0, 1), ip(0, 2)),
        (.rowMoved(from: ip(1, 0), to: ip(0, 1)), ip(0, 1), ip(0, 2)),
        (.rowMoved(from: ip(1, 0), to: ip(0, 1)), ip(0, 0), ip(0, 0)),
    ]

    @Test("selection mapping follows the seed's table", arguments: 0..<table.count)
    func selectionMapping(row: Int) {
        let (change, old, expected) = Self.table[row]
        let history = ChangeHistory(change.map { [$0] } ?? [])
        #expect(history.newIndexPath(forOld: old) == expected, "\(String(describing: change)) \(old)")
    }

    @Test("selection mapping of nil is nil")
    func selectionNil() {
        #expect(ChangeHistory([.sectionInserted(0)]).newIndexPath(forOld: nil) == nil)
    }

    @Test("a single change maps the same way as its one-operation batch", arguments: 0..<table.count)
    func batchAgreesWithSequential(row: Int) {
        let (change, old, expected) = Self.table[row]
        guard let change else { return }
        if case .sectionReloaded = change { return }  // a batch reload drops row identity (documented)
        #expect(change.changeSet.newIndexPath(forOld: old) == expected, "\(change) \(old)")
    }

    @Test("mapping runs through the whole history in order")
    func sequentialMapping() {
        var history = ChangeHistory()
        history.insertSection(0)
        history.deleteRow(at: ip(1, 0))
        #expect(history.newIndexPath(forOld: ip(0, 1)) == ip(1, 0))
        #expect(history.newIndexPath(forOld: ip(0, 0)) == nil)
    }
}
