import Loom
import LoomTesting
import Testing

@Suite("Diffing: flat and sectioned, minimal moves, typed errors")
struct DiffTests {
    private func rows(_ ids: [Int]) -> [Row] { ids.map { Row(id: $0) } }

    @Test("identical contents give no stages")
    func identical() throws {
        let staged = try StagedChangeSet(from: rows([1, 2, 3]), to: rows([1, 2, 3]))
        #expect(staged.stages.isEmpty)
    }

    @Test("a flat diff stages deletes, then inserts and moves, then reloads")
    func flatStages() throws {
        let old = [Row(id: 1), Row(id: 2), Row(id: 3), Row(id: 4)]
        let new = [Row(id: 4), Row(id: 1), Row(id: 5), Row(id: 3, rev: 1)]
        let staged = try StagedChangeSet(from: old, to: new)
        #expect(staged.stages.map(\.kind) == [.deletions, .rowInsertionsAndMoves, .reloads])
        #expect(staged.stages[0].changeSet == ChangeSet(deletedRows: [ip(0, 1)]))
        #expect(staged.stages[0].contents == [Row(id: 1), Row(id: 3), Row(id: 4)])
        #expect(
            staged.stages[1].changeSet
                == ChangeSet(insertedRows: [ip(0, 2)], movedRows: [.init(from: ip(0, 2), to: ip(0, 0))]))
        #expect(staged.stages[1].contents == [Row(id: 4), Row(id: 1), Row(id: 5), Row(id: 3)])
        #expect(staged.stages[2].changeSet == ChangeSet(reloadedRows: [ip(0, 3)]))
        #expect(staged.stages[2].contents == new)
        #expect(
            (staged.mapContents { [RowSection(model: Header(id: 0), items: $0)] }).verificationFailure(
                from: [RowSection(model: Header(id: 0), items: old)],
                to: [RowSection(model: Header(id: 0), items: new)]) == nil)
    }

    @Test("moving one element to the front reports exactly one move, not a cascade")
    func singleMove() throws {
        let old = rows(Array(0..<100))
        let new = rows([99] + Array(0..<99))
        let staged = try StagedChangeSet(from: old, to: new)
        #expect(staged.stages.count == 1)
        #expect(staged.stages[0].changeSet.movedRows == [.init(from: ip(0, 99), to: ip(0, 0))])
    }

    @Test("five real moves among a thousand elements report five moves")
    func fewMoves() throws {
        var ids = Array(0..<1000)
        for (from, to) in [(10, 900), (500, 3), (999, 0), (250, 700), (42, 43)] {
            let x = ids.remove(at: from)
            ids.insert(x, at: to)
        }
        let staged = try StagedChangeSet(from: rows(Array(0..<1000)), to: rows(ids))
        #expect(staged.totalOperations.movedRows == 5)
    }

    @Test("moves are minimal: n minus the longest increasing subsequence, for every permutation of 5")
    func minimalMovesExhaustive() throws {
        func permutations(_ a: [Int]) -> [[Int]] {
            a.count <= 1
                ? [a]
                : a.indices.flatMap { i in
                    permutations(Array(a[..<i] + a[(i + 1)...])).map { [a[i]] + $0 }
                }
        }
        for p in permutations([0, 1, 2, 3, 4]) {
            let staged = try StagedChangeSet(from: rows([0, 1, 2, 3, 4]), to: rows(p))
            #expect(staged.totalOperations.movedRows == 5 - bruteForceLISLength(p), "\(p)")
        }
    }

    @Test("a duplicate identifier in the old contents throws a typed error")
    func duplicateOld() {
        #expect(throws: ListError.duplicateDifferenceID("2", in: .old)) {
            try StagedChangeSet(from: rows([1, 2, 2]), to: rows([1]))
        }
    }

    @Test("a duplicate identifier in the new contents throws, whether or not it was in the old")
    func duplicateNew() {
        #expect(throws: ListError.duplicateDifferenceID("1", in: .new)) {
            try StagedChangeSet(from: rows([1]), to: rows([1, 1]))
        }
        #expect(throws: ListError.duplicateDifferenceID("7", in: .new)) {
            try StagedChangeSet(from: rows([1]), to: rows([7, 1, 7]))
        }
    }

    @Test(
        "the first duplicate in the new contents is reported, whether it was claimed twice or inserted twice")
    func firstDuplicateNewReported() {
        #expect(throws: ListError.duplicateDifferenceID("1", in: .new)) {
            try StagedChangeSet(from: rows([1]), to: rows([7, 1, 1, 7]))
        }
        #expect(throws: ListError.duplicateDifferenceID("7", in: .new)) {
            try StagedChangeSet(from: rows([1]), to: rows([7, 1, 7, 1]))
        }
    }

    @Test("large inputs (the separate hashing pass): duplicates throw and the changes are exact")
    func largeInputs() throws {
        let old = Array(0..<40_000)
        #expect(throws: ListError.duplicateDifferenceID("40000", in: .new)) {
            try StagedChangeSet(from: rows(old), to: rows(old + [40_000, 40_000]))
        }
        #expect(throws: ListError.duplicateDifferenceID("5", in: .new)) {
            try StagedChangeSet(from: rows(old), to: rows(old + [5]))
        }
        #expect(throws: ListError.duplicateDifferenceID("3", in: .old)) {
            try StagedChangeSet(from: rows(old + [3]), to: rows(old))
        }
        // Delete 0, insert 40_000 and 40_001, move 1 to the end.
        let new = Array(2..<40_000) + [40_000, 1, 40_001]
        let staged = try StagedChangeSet(from: rows(old), to: rows(new))
        let operations = staged.totalOperations
        #expect(operations.deletedRows == 1)
        #expect(operations.insertedRows == 2)
        #expect(operations.movedRows == 1)
        #expect(staged.stages.last?.contents.map(\.id) == new)
    }

    @Test("sectioned: duplicate section or item identifiers throw, also across sections")
    func duplicateSectioned() {
        let a = RowSection(model: Header(id: 0), items: [Row(id: 1)])
        let b = RowSection(model: Header(id: 1), items: [Row(id: 1)])
        #expect(throws: ListError.duplicateDifferenceID("1", in: .old)) {
            try StagedChangeSet(from: [a, b], to: [a])
        }
        #expect(throws: ListError.duplicateDifferenceID("1", in: .new)) {
            try StagedChangeSet(from: [a], to: [a, b])
        }
        #expect(throws: ListError.duplicateDifferenceID("0", in: .new)) {
            try StagedChangeSet(from: [a], to: [a, RowSection(model: Header(id: 0), items: [])])
        }
    }

    @Test("sectioned: a row moves across sections and a moved section keeps its rows")
    func sectionedMoves() throws {
        let old = [
            RowSection(model: Header(id: 0), items: [Row(id: 1), Row(id: 2)]),
            RowSection(model: Header(id: 1), items: [Row(id: 3)]),
        ]
        let new = [
            RowSection(model: Header(id: 1), items: [Row(id: 3), Row(id: 1)]),
            RowSection(model: Header(id: 0), items: [Row(id: 2)]),
        ]
        let staged = try StagedChangeSet(from: old, to: new)
        #expect(staged.stages.map(\.kind) == [.sectionInsertionsAndMoves, .rowInsertionsAndMoves])
        #expect(staged.totalOperations.movedSections == 1)
        #expect(staged.stages[1].changeSet.movedRows.count == 1)
        #expect(staged.verificationFailure(from: old, to: new) == nil)
    }

    @Test("sectioned: an item of a deleted section reappearing elsewhere is deleted and inserted")
    func itemOfDeletedSection() throws {
        let old = [
            RowSection(model: Header(id: 0), items: [Row(id: 1)]),
            RowSection(model: Header(id: 1), items: [Row(id: 2)]),
        ]
        let new = [RowSection(model: Header(id: 1), items: [Row(id: 2), Row(id: 1)])]
        let staged = try StagedChangeSet(from: old, to: new)
        #expect(staged.stages[0].changeSet == ChangeSet(deletedSections: [0]))
        #expect(staged.stages[1].changeSet == ChangeSet(insertedRows: [ip(0, 1)]))
        #expect(staged.verificationFailure(from: old, to: new) == nil)
    }

    @Test("sectioned: a changed section model reloads the section, not its rows")
    func sectionReload() throws {
        let old = [RowSection(model: Header(id: 0), items: [Row(id: 1)])]
        let new = [RowSection(model: Header(id: 0, rev: 1), items: [Row(id: 1, rev: 1)])]
        let staged = try StagedChangeSet(from: old, to: new)
        #expect(staged.stages.map(\.changeSet) == [ChangeSet(reloadedSections: [0])])
        #expect(staged.verificationFailure(from: old, to: new) == nil)
    }

    @Test("sectioned: rows moved into a new section arrive after the section, as moves")
    func moveIntoNewSection() throws {
        let old = [RowSection(model: Header(id: 0), items: [Row(id: 1), Row(id: 2)])]
        let new = [
            RowSection(model: Header(id: 0), items: [Row(id: 2)]),
            RowSection(model: Header(id: 9), items: [Row(id: 5), Row(id: 1)]),
        ]
        let staged = try StagedChangeSet(from: old, to: new)
        #expect(staged.stages[0].changeSet == ChangeSet(insertedSections: [1]))
        #expect(staged.stages[0].contents[1].items == [Row(id: 5)])
        #expect(staged.stages[1].changeSet == ChangeSet(movedRows: [.init(from: ip(0, 0), to: ip(1, 1))]))
        #expect(staged.verificationFailure(from: old, to: new) == nil)
    }

    @Test("Identifiable and Equatable types are Differentiable for free")
    func identifiableDefault() throws {
        struct Track: Identifiable, Equatable, Differentiable {
            let id: Int
            var title: String
        }
        let staged = try StagedChangeSet(from: [Track(id: 1, title: "a")], to: [Track(id: 1, title: "b")])
        #expect(staged.stages.map(\.changeSet) == [ChangeSet(reloadedRows: [ip(0, 0)])])
    }
}

@Suite("Diffing at scale")
struct DiffScaleTests {
    @Test("a duplicate among thousands of identifiers is found on either side")
    func duplicateAtScale() {
        let old = (0..<5_000).map { Row(id: $0) }
        #expect(throws: ListError.duplicateDifferenceID("4999", in: .old)) {
            try StagedChangeSet(from: old + [Row(id: 4_999)], to: old)
        }
        #expect(throws: ListError.duplicateDifferenceID("17", in: .new)) {
            try StagedChangeSet(from: old, to: old + [Row(id: 17)])
        }
    }

    @Test("a large shuffled diff is valid and yields the new contents")
    func largeShuffle() throws {
        var rng = SystemRandomNumberGenerator()
        let old = (0..<3_000).map { Row(id: $0) }
        var new = old.filter { $0.id % 7 != 0 }.shuffled(using: &rng)
        new += (3_000..<3_300).map { Row(id: $0) }
        for k in stride(from: 0, to: new.count, by: 11) { new[k].rev = 1 }
        let staged = try StagedChangeSet(from: old, to: new)
        let failure = (staged.mapContents { [RowSection(model: Header(id: 0), items: $0)] })
            .verificationFailure(
                from: [RowSection(model: Header(id: 0), items: old)],
                to: [RowSection(model: Header(id: 0), items: new)])
        #expect(failure == nil)
    }
}

@Suite("Diffing 40,000 elements (the large-input path)")
struct LargeDiffTests {
    @Test("40,000 elements: deletes, inserts, updates and moves give valid stages and minimal moves")
    func partitionedDiff() throws {
        var rng = SystemRandomNumberGenerator()
        let old = (0..<40_000).map { Row(id: $0) }
        var new = old.filter { $0.id % 10 != 3 }
        for k in stride(from: 0, to: new.count, by: 9) { new[k].rev = 1 }
        var moved = 0
        for _ in 0..<200 {
            let row = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
            new.insert(row, at: Int.random(in: 0...new.count, using: &rng))
            moved += 1
        }
        for id in 40_000..<44_000 { new.insert(Row(id: id), at: Int.random(in: 0...new.count, using: &rng)) }
        let staged = try StagedChangeSet(from: old, to: new)
        let failure = (staged.mapContents { [RowSection(model: Header(id: 0), items: $0)] })
            .verificationFailure(
                from: [RowSection(model: Header(id: 0), items: old)],
                to: [RowSection(model: Header(id: 0), items: new)])
        #expect(failure == nil)
        let kept = Set(old.map(\.id))
        let sequence = new.filter { kept.contains($0.id) }.map(\.id)  // old index == id
        #expect(staged.totalOperations.movedRows == sequence.count - DiffPropertyTests.lisLength(sequence))
        #expect(staged.totalOperations.deletedRows == 4_000)
        #expect(staged.totalOperations.insertedRows == 4_000)
        #expect(moved == 200)
    }

    @Test("40,000 elements: a duplicate on either side is a typed error")
    func partitionedDuplicates() {
        let old = (0..<40_000).map { Row(id: $0) }
        #expect(throws: ListError.duplicateDifferenceID("32345", in: .old)) {
            try StagedChangeSet(from: old + [Row(id: 32_345)], to: old)
        }
        #expect(throws: ListError.duplicateDifferenceID("777", in: .new)) {
            try StagedChangeSet(from: old, to: old + [Row(id: 777)])
        }
        #expect(throws: ListError.duplicateDifferenceID("99999", in: .new)) {
            try StagedChangeSet(from: old, to: old + [Row(id: 99_999), Row(id: 99_999)])
        }
    }

    @Test("40,000 elements: identical contents give no stages; a full replacement deletes and inserts all")
    func partitionedExtremes() throws {
        let old = (0..<40_000).map { Row(id: $0) }
        #expect(try StagedChangeSet(from: old, to: old).stages.isEmpty)
        let new = (40_000..<80_000).map { Row(id: $0) }
        let staged = try StagedChangeSet(from: old, to: new)
        #expect(staged.totalOperations.deletedRows == 40_000)
        #expect(staged.totalOperations.insertedRows == 40_000)
        #expect(staged.totalOperations.movedRows == 0)
    }
}
