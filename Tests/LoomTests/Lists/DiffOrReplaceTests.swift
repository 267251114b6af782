import Loom
import Testing

@Suite("StagedChangeSet.diffOrReplace: a valid batch even for contents that cannot be diffed")
struct DiffOrReplaceTests {
    let old = [
        RowSection(model: Header(id: 1), items: [Row(id: 1), Row(id: 2)]),
        RowSection(model: Header(id: 2), items: [Row(id: 3)]),
    ]

    @Test("diffable contents give the differ's stages and no failure")
    func diffable() throws {
        let new = [RowSection(model: Header(id: 2), items: [Row(id: 3), Row(id: 1)])]
        let (staged, failure) = StagedChangeSet.diffOrReplace(from: old, to: new)
        #expect(failure == nil)
        #expect(
            staged.stages.map(\.changeSet)
                == (try StagedChangeSet(from: old, to: new)).stages.map(\.changeSet))
        #expect(staged.stages.last?.contents == new)
    }

    @Test("duplicate identities replace every section in one valid batch and say why")
    func duplicatesReplaceAll() throws {
        let new = [RowSection(model: Header(id: 3), items: [Row(id: 7), Row(id: 7)])]
        let (staged, failure) = StagedChangeSet.diffOrReplace(from: old, to: new)
        #expect(failure != nil)
        let stage = try #require(staged.stages.first)
        #expect(staged.stages.count == 1)
        #expect(stage.changeSet == ChangeSet(deletedSections: [0, 1], insertedSections: [0]))
        #expect(stage.contents == new)
        try BatchUpdateValidator.validate(stage.changeSet, oldRowCounts: [2, 1], newRowCounts: [2])
    }
}
