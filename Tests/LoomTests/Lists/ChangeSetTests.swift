import Loom
import Testing

@Suite("ChangeSet: batch coordinates, offsets, mapping and apply")
struct ChangeSetTests {
    @Test("offsetting shifts sections by the section offset and rows by both")
    func offsets() throws {
        var c = ChangeSet(
            deletedSections: [1], insertedSections: [2], reloadedSections: [3],
            movedSections: [.init(from: 0, to: 4)],
            deletedRows: [ip(0, 1)], insertedRows: [ip(1, 0)], reloadedRows: [ip(2, 2)],
            movedRows: [.init(from: ip(0, 0), to: ip(1, 1))])
        try c.offset(sections: 2, rows: 3)
        #expect(
            c
                == ChangeSet(
                    deletedSections: [3], insertedSections: [4], reloadedSections: [5],
                    movedSections: [.init(from: 2, to: 6)], deletedRows: [ip(2, 4)], insertedRows: [ip(3, 3)],
                    reloadedRows: [ip(4, 5)], movedRows: [.init(from: ip(2, 3), to: ip(3, 4))]))
    }

    @Test("a negative offset result throws a typed error and leaves the change set unchanged")
    func negativeOffset() {
        var c = ChangeSet(insertedSections: [5], deletedRows: [ip(3, 0)])
        let before = c
        #expect(
            throws: ListError.negativeIndexAfterOffset(
                index: "index path 3-0", sectionOffset: 0, rowOffset: -1)
        ) {
            try c.offset(sections: 0, rows: -1)
        }
        #expect(c == before)
    }

    @Test("normalized sorts every list so that equal batches compare equal")
    func normalized() {
        let a = ChangeSet(deletedRows: [ip(0, 2), ip(0, 1)], insertedRows: [ip(1, 0), ip(0, 5)])
        let b = ChangeSet(deletedRows: [ip(0, 1), ip(0, 2)], insertedRows: [ip(0, 5), ip(1, 0)])
        #expect(a != b)
        #expect(a.normalized() == b.normalized())
    }

    @Test("an old index path maps through deletes, inserts and moves in one batch")
    func batchMapping() {
        // [a b c d] → [x c a d]: delete b, insert x at 0, move a 0→2.
        let c = ChangeSet(
            deletedRows: [ip(0, 1)], insertedRows: [ip(0, 0)],
            movedRows: [.init(from: ip(0, 0), to: ip(0, 2))])
        #expect(c.newIndexPath(forOld: ip(0, 0)) == ip(0, 2))
        #expect(c.newIndexPath(forOld: ip(0, 1)) == nil)
        #expect(c.newIndexPath(forOld: ip(0, 2)) == ip(0, 1))
        #expect(c.newIndexPath(forOld: ip(0, 3)) == ip(0, 3))
    }

    @Test("rows of a moved section follow it; rows of a deleted or reloaded section map to nil")
    func sectionMapping() {
        let c = ChangeSet(deletedSections: [1], reloadedSections: [2], movedSections: [.init(from: 0, to: 1)])
        #expect(c.newIndexPath(forOld: ip(0, 3)) == ip(1, 3))
        #expect(c.newIndexPath(forOld: ip(1, 0)) == nil)
        #expect(c.newIndexPath(forOld: ip(2, 0)) == nil)
        #expect(c.newSection(forOld: 3) == 2)
        #expect(c.newSection(forOld: 2) == 0)
    }

    @Test("mapping through a batch that names a section or a row twice returns at once (it hung)")
    func mappingAnInvalidBatchEnds() {
        // Found by the UIKit stand-in's random batches (issue 21): a section deleted and moved gave a
        // negative rank, and the binary search for its slot never ended. A list view maps its selection
        // through every batch before anything checks it, so an invalid batch froze the app.
        let sections = ChangeSet(
            deletedSections: [0], movedSections: [.init(from: 0, to: 0)], insertedRows: [ip(0, 0), ip(1, 0)])
        _ = sections.newSection(forOld: 1)
        _ = sections.newIndexPath(forOld: ip(1, 0))
        let rows = ChangeSet(
            deletedRows: [ip(0, 0)], insertedRows: [ip(0, 0)],
            movedRows: [.init(from: ip(0, 0), to: ip(0, 0))])
        _ = rows.newIndexPath(forOld: ip(0, 1))
        #expect(throws: BatchUpdateError.self) {
            try BatchUpdateValidator.validate(sections, oldRowCounts: [2, 1], newRowCounts: [3])
        }
    }

    @Test("apply carries rows over and fills inserted and reloaded ones from the new contents")
    func applyRows() throws {
        let c = ChangeSet(
            deletedRows: [ip(0, 1)], insertedRows: [ip(0, 0)], reloadedRows: [ip(0, 3)],
            movedRows: [.init(from: ip(0, 0), to: ip(0, 2))])
        let result = try c.apply(to: [["a", "b", "c", "d"]], fillingFrom: [["x", "c", "a", "D"]])
        #expect(result == [["x", "c", "a", "D"]])
    }

    @Test("apply detects a batch that does not describe the change: carried rows land elsewhere")
    func applyWrongBatch() throws {
        // Claims a moved to the end, but the new contents have it at the front.
        let c = ChangeSet(movedRows: [.init(from: ip(0, 0), to: ip(0, 2))])
        let result = try c.apply(to: [["a", "b", "c"]], fillingFrom: [["a", "b", "c"]])
        #expect(result == [["b", "c", "a"]])
        #expect(result != [["a", "b", "c"]])
    }

    @Test("apply moves a row across sections")
    func applyAcrossSections() throws {
        let c = ChangeSet(movedRows: [.init(from: ip(0, 0), to: ip(1, 1))])
        #expect(
            try c.apply(to: [["a", "b"], ["c"]], fillingFrom: [["b"], ["c", "a"]]) == [["b"], ["c", "a"]])
    }

    @Test("apply of a valid section batch yields the new contents")
    func applySectionsValid() throws {
        // [[a b] [c] [d]] → [[d] [new] [a b] [c x]]: move section 2 → 0, insert section 1, insert x.
        let c = ChangeSet(
            insertedSections: [1], movedSections: [.init(from: 2, to: 0)], insertedRows: [ip(3, 1)])
        let result = try c.apply(
            to: [["a", "b"], ["c"], ["d"]], fillingFrom: [["d"], ["new"], ["a", "b"], ["c", "x"]])
        #expect(result == [["d"], ["new"], ["a", "b"], ["c", "x"]])
    }

    @Test("apply throws the validator's error for an invalid batch")
    func applyInvalid() {
        #expect(throws: BatchUpdateError.rowOutOfRange(.delete, ip(0, 5), rowCount: 1)) {
            try ChangeSet(deletedRows: [ip(0, 5)]).apply(to: ["a"], fillingFrom: [])
        }
    }
}
