import Loom
import Testing

@Suite("BatchUpdateValidator: UIKit's batch-update rules, one by one")
struct BatchUpdateValidatorTests {
    private func check(_ c: ChangeSet, _ old: [Int], _ new: [Int]) throws(BatchUpdateError) {
        try BatchUpdateValidator.validate(c, oldRowCounts: old, newRowCounts: new)
    }

    @Test("an empty batch with unchanged counts passes")
    func emptyPasses() throws {
        try check(ChangeSet(), [2, 3], [2, 3])
    }

    @Test("an empty batch whose row counts changed fails the row-count rule")
    func emptyWithChangedCounts() {
        #expect(
            throws: BatchUpdateError.invalidRowCount(
                oldSection: 1, newSection: 1, before: 3, after: 4, inserted: 0, deleted: 0, movedIn: 0,
                movedOut: 0)
        ) { try check(ChangeSet(), [2, 3], [2, 4]) }
    }

    // MARK: section range

    @Test("deleting, reloading or moving from a section that did not exist fails the section-range rule")
    func oldSectionRange() {
        #expect(throws: BatchUpdateError.sectionOutOfRange(.delete, section: 2, sectionCount: 2)) {
            try check(ChangeSet(deletedSections: [2]), [1, 1], [1])
        }
        #expect(throws: BatchUpdateError.sectionOutOfRange(.reload, section: -1, sectionCount: 2)) {
            try check(ChangeSet(reloadedSections: [-1]), [1, 1], [1, 1])
        }
        #expect(throws: BatchUpdateError.sectionOutOfRange(.moveFrom, section: 5, sectionCount: 2)) {
            try check(ChangeSet(movedSections: [.init(from: 5, to: 0)]), [1, 1], [1, 1])
        }
    }

    @Test("inserting or moving to a section beyond the new count fails the section-range rule")
    func newSectionRange() {
        #expect(throws: BatchUpdateError.sectionOutOfRange(.insert, section: 3, sectionCount: 3)) {
            try check(ChangeSet(insertedSections: [3]), [1, 1], [1, 1, 0])
        }
        #expect(throws: BatchUpdateError.sectionOutOfRange(.moveTo, section: 2, sectionCount: 2)) {
            try check(ChangeSet(movedSections: [.init(from: 0, to: 2)]), [1, 1], [1, 1])
        }
    }

    // MARK: duplicate and conflicting section operations

    @Test("the same section deleted twice fails the one-operation-per-section rule")
    func duplicateSectionDelete() {
        #expect(throws: BatchUpdateError.duplicateSectionOperation(.delete, section: 0)) {
            try check(ChangeSet(deletedSections: [0, 0]), [1, 1], [1])
        }
        #expect(throws: BatchUpdateError.duplicateSectionOperation(.insert, section: 0)) {
            try check(ChangeSet(insertedSections: [0, 0]), [1], [1, 1, 1])
        }
        #expect(throws: BatchUpdateError.duplicateSectionOperation(.reload, section: 0)) {
            try check(ChangeSet(reloadedSections: [0, 0]), [1], [1])
        }
        #expect(throws: BatchUpdateError.duplicateSectionOperation(.moveFrom, section: 0)) {
            try check(
                ChangeSet(movedSections: [.init(from: 0, to: 1), .init(from: 0, to: 2)]), [1, 1, 1],
                [1, 1, 1])
        }
        #expect(throws: BatchUpdateError.duplicateSectionOperation(.moveTo, section: 2)) {
            try check(
                ChangeSet(movedSections: [.init(from: 0, to: 2), .init(from: 1, to: 2)]), [1, 1, 1],
                [1, 1, 1])
        }
    }

    @Test("deleting and reloading the same section fails the conflicting-section rule")
    func deleteAndReloadSection() {
        #expect(throws: BatchUpdateError.conflictingSectionOperations(.delete, .reload, section: 0)) {
            try check(ChangeSet(deletedSections: [0], reloadedSections: [0]), [1, 1], [1])
        }
    }

    @Test("moving a deleted or reloaded section fails the conflicting-section rule")
    func moveDeletedSection() {
        #expect(throws: BatchUpdateError.conflictingSectionOperations(.delete, .moveFrom, section: 0)) {
            try check(ChangeSet(deletedSections: [0], movedSections: [.init(from: 0, to: 0)]), [1, 1], [1])
        }
        #expect(throws: BatchUpdateError.conflictingSectionOperations(.reload, .moveFrom, section: 0)) {
            try check(
                ChangeSet(reloadedSections: [0], movedSections: [.init(from: 0, to: 1)]), [1, 1], [1, 1])
        }
    }

    @Test("inserting a section where another is moved to fails the conflicting-section rule")
    func insertOnMoveDestination() {
        #expect(throws: BatchUpdateError.conflictingSectionOperations(.insert, .moveTo, section: 1)) {
            try check(
                ChangeSet(insertedSections: [1], movedSections: [.init(from: 0, to: 1)]), [1, 1], [1, 1, 1])
        }
    }

    // MARK: section count

    @Test("a section count that does not match inserts and deletes fails the section-count rule")
    func sectionCount() {
        #expect(throws: BatchUpdateError.invalidSectionCount(before: 2, after: 2, inserted: 1, deleted: 0)) {
            try check(ChangeSet(insertedSections: [0]), [1, 1], [0, 1])
        }
    }

    @Test("section inserts, deletes and moves with matching counts pass")
    func sectionOperationsPass() throws {
        // [A(1), B(2), C(3)] → [C(3), X(5), B(2)]: delete A, insert X at 1, move C 2→0.
        try check(
            ChangeSet(deletedSections: [0], insertedSections: [1], movedSections: [.init(from: 2, to: 0)]),
            [1, 2, 3], [3, 5, 2])
    }

    @Test("a reloaded section may change its row count, as UIKit reloads it as delete + insert")
    func reloadedSectionCount() throws {
        try check(ChangeSet(reloadedSections: [0]), [1, 2], [7, 2])
    }

    // MARK: rows inside section operations

    @Test("a row operation in a section being deleted or reloaded fails the row-in-section rule")
    func rowInDeletedSection() {
        #expect(throws: BatchUpdateError.rowInChangedSection(.delete, ip(0, 0), sectionOperation: .delete)) {
            try check(ChangeSet(deletedSections: [0], deletedRows: [ip(0, 0)]), [1, 1], [1])
        }
        #expect(throws: BatchUpdateError.rowInChangedSection(.reload, ip(0, 0), sectionOperation: .reload)) {
            try check(ChangeSet(reloadedSections: [0], reloadedRows: [ip(0, 0)]), [1], [1])
        }
        #expect(throws: BatchUpdateError.rowInChangedSection(.moveFrom, ip(0, 0), sectionOperation: .delete))
        {
            try check(
                ChangeSet(deletedSections: [0], movedRows: [.init(from: ip(0, 0), to: ip(0, 0))]), [1, 1], [2]
            )
        }
    }

    @Test("inserting or moving a row into a section being inserted fails the row-in-section rule")
    func rowInInsertedSection() {
        #expect(throws: BatchUpdateError.rowInChangedSection(.insert, ip(1, 0), sectionOperation: .insert)) {
            try check(ChangeSet(insertedSections: [1], insertedRows: [ip(1, 0)]), [1], [1, 1])
        }
        #expect(throws: BatchUpdateError.rowInChangedSection(.moveTo, ip(1, 0), sectionOperation: .insert)) {
            try check(
                ChangeSet(insertedSections: [1], movedRows: [.init(from: ip(0, 0), to: ip(1, 0))]), [1],
                [0, 1])
        }
        #expect(throws: BatchUpdateError.rowInChangedSection(.insert, ip(0, 0), sectionOperation: .reload)) {
            try check(ChangeSet(reloadedSections: [0], insertedRows: [ip(0, 0)]), [1], [2])
        }
    }

    // MARK: row range

    @Test("deleting, reloading or moving a row that did not exist fails the row-range rule")
    func oldRowRange() {
        #expect(throws: BatchUpdateError.rowOutOfRange(.delete, ip(0, 2), rowCount: 2)) {
            try check(ChangeSet(deletedRows: [ip(0, 2)]), [2], [1])
        }
        #expect(throws: BatchUpdateError.rowOutOfRange(.reload, ip(0, -1), rowCount: 2)) {
            try check(ChangeSet(reloadedRows: [ip(0, -1)]), [2], [2])
        }
        #expect(throws: BatchUpdateError.rowOutOfRange(.moveFrom, ip(0, 9), rowCount: 2)) {
            try check(ChangeSet(movedRows: [.init(from: ip(0, 9), to: ip(0, 0))]), [2], [2])
        }
        #expect(throws: BatchUpdateError.sectionOutOfRange(.delete, section: 4, sectionCount: 1)) {
            try check(ChangeSet(deletedRows: [ip(4, 0)]), [2], [2])
        }
    }

    @Test("inserting or moving a row beyond the new row count fails the row-range rule")
    func newRowRange() {
        #expect(throws: BatchUpdateError.rowOutOfRange(.insert, ip(0, 3), rowCount: 3)) {
            try check(ChangeSet(insertedRows: [ip(0, 3)]), [2], [3])
        }
        #expect(throws: BatchUpdateError.rowOutOfRange(.moveTo, ip(0, 2), rowCount: 2)) {
            try check(ChangeSet(movedRows: [.init(from: ip(0, 0), to: ip(0, 2))]), [2], [2])
        }
        #expect(throws: BatchUpdateError.sectionOutOfRange(.insert, section: 1, sectionCount: 1)) {
            try check(ChangeSet(insertedRows: [ip(1, 0)]), [2], [3])
        }
    }

    // MARK: duplicate and conflicting row operations

    @Test("the same row deleted, inserted, reloaded or moved twice fails the one-operation-per-row rule")
    func duplicateRows() {
        #expect(throws: BatchUpdateError.duplicateRowOperation(.delete, ip(0, 0))) {
            try check(ChangeSet(deletedRows: [ip(0, 0), ip(0, 0)]), [2], [0])
        }
        #expect(throws: BatchUpdateError.duplicateRowOperation(.insert, ip(0, 0))) {
            try check(ChangeSet(insertedRows: [ip(0, 0), ip(0, 0)]), [0], [2])
        }
        #expect(throws: BatchUpdateError.duplicateRowOperation(.reload, ip(0, 1))) {
            try check(ChangeSet(reloadedRows: [ip(0, 1), ip(0, 1)]), [2], [2])
        }
        #expect(throws: BatchUpdateError.duplicateRowOperation(.moveFrom, ip(0, 0))) {
            try check(
                ChangeSet(movedRows: [
                    .init(from: ip(0, 0), to: ip(0, 1)), .init(from: ip(0, 0), to: ip(0, 2)),
                ]),
                [3], [3])
        }
        #expect(throws: BatchUpdateError.duplicateRowOperation(.moveTo, ip(0, 2))) {
            try check(
                ChangeSet(movedRows: [
                    .init(from: ip(0, 0), to: ip(0, 2)), .init(from: ip(0, 1), to: ip(0, 2)),
                ]),
                [3], [3])
        }
    }

    @Test("deleting and reloading the same row fails the conflicting-row rule")
    func deleteAndReload() {
        #expect(throws: BatchUpdateError.conflictingRowOperations(.delete, .reload, ip(0, 0))) {
            try check(ChangeSet(deletedRows: [ip(0, 0)], reloadedRows: [ip(0, 0)]), [2], [1])
        }
    }

    @Test("moving a deleted row fails the conflicting-row rule")
    func moveDeletedRow() {
        #expect(throws: BatchUpdateError.conflictingRowOperations(.delete, .moveFrom, ip(0, 0))) {
            try check(
                ChangeSet(deletedRows: [ip(0, 0)], movedRows: [.init(from: ip(0, 0), to: ip(0, 1))]), [2], [2]
            )
        }
    }

    @Test("reloading and moving the same row fails the conflicting-row rule")
    func reloadAndMove() {
        #expect(throws: BatchUpdateError.conflictingRowOperations(.reload, .moveFrom, ip(0, 0))) {
            try check(
                ChangeSet(reloadedRows: [ip(0, 0)], movedRows: [.init(from: ip(0, 0), to: ip(0, 1))]), [2],
                [2])
        }
    }

    @Test("inserting a row onto a move destination fails the conflicting-row rule")
    func insertOnMoveDestinationRow() {
        #expect(throws: BatchUpdateError.conflictingRowOperations(.insert, .moveTo, ip(0, 1))) {
            try check(
                ChangeSet(insertedRows: [ip(0, 1)], movedRows: [.init(from: ip(0, 0), to: ip(0, 1))]), [2],
                [3])
        }
    }

    // MARK: row count

    @Test("row counts must equal old + inserted − deleted ± moved")
    func rowCountRule() throws {
        let c = ChangeSet(
            deletedRows: [ip(0, 0)], insertedRows: [ip(1, 0), ip(1, 1)],
            movedRows: [.init(from: ip(0, 1), to: ip(1, 3))])
        try check(c, [3, 2], [1, 5])
        #expect(
            throws: BatchUpdateError.invalidRowCount(
                oldSection: 1, newSection: 1, before: 2, after: 4, inserted: 2, deleted: 0, movedIn: 1,
                movedOut: 0)
        ) { try check(c, [3, 2], [1, 4]) }
    }

    @Test("row counts are checked against the moved section's new index")
    func rowCountFollowsSectionMove() throws {
        // [A(2), B(1)] → [B(1), A(3)]: move section 0 → 1 and insert a row in A at its new index.
        let c = ChangeSet(movedSections: [.init(from: 0, to: 1)], insertedRows: [ip(1, 0)])
        try check(c, [2, 1], [1, 3])
        #expect(throws: BatchUpdateError.self) { try check(c, [2, 1], [3, 1]) }
    }

    @Test("an inserted section takes whatever row count the data source reports")
    func insertedSectionCount() throws {
        try check(ChangeSet(insertedSections: [0]), [2], [9, 2])
    }

    @Test("every error names its rule")
    func descriptionsNameRules() {
        let errors: [BatchUpdateError] = [
            .invalidSectionCount(before: 1, after: 2, inserted: 0, deleted: 0),
            .invalidRowCount(
                oldSection: 0, newSection: 0, before: 1, after: 2, inserted: 0, deleted: 0, movedIn: 0,
                movedOut: 0),
            .sectionOutOfRange(.insert, section: 3, sectionCount: 1),
            .rowOutOfRange(.delete, ip(0, 3), rowCount: 1),
            .duplicateSectionOperation(.delete, section: 0), .duplicateRowOperation(.moveTo, ip(0, 0)),
            .conflictingSectionOperations(.delete, .reload, section: 0),
            .conflictingRowOperations(.reload, .moveFrom, ip(0, 0)),
            .rowInChangedSection(.insert, ip(0, 0), sectionOperation: .insert),
        ]
        for error in errors {
            #expect(error.description.contains("(rule: "), "\(error)")
        }
        #expect(
            BatchUpdateError.rowOutOfRange(.delete, ip(0, 3), rowCount: 1).description.contains(
                "before the update"))
    }
}
