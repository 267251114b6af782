import Testing

@testable import LoomInspector

@Suite("TextDiff: a readable line diff of two state dumps")
struct TextDiffTests {
    @Test("a changed line shows as removed then added, with the unchanged lines around it")
    func changedLine() {
        let diff = TextDiff(old: "a\nb\nc", new: "a\nB\nc")
        #expect(diff.lines == [.same("a"), .removed("b"), .added("B"), .same("c")])
        #expect(diff.hunks(context: 1) == ["  a", "- b", "+ B", "  c"])
        #expect(!diff.isEmpty)
    }

    @Test("identical texts make an empty diff")
    func identical() {
        let diff = TextDiff(old: "x\ny", new: "x\ny")
        #expect(diff.isEmpty)
        #expect(diff.hunks() == [])
    }

    @Test("a line inserted in the middle is the only change, never a cascade")
    func insertion() {
        let old = (1...50).map { "line \($0)" }
        var new = old
        new.insert("inserted", at: 25)
        let diff = TextDiff(old: old.joined(separator: "\n"), new: new.joined(separator: "\n"))
        #expect(diff.hunks(context: 0) == ["+ inserted"])
    }

    @Test("hunks leave out unchanged lines far from a change, with … between two hunks")
    func hunksElide() {
        let old = (1...20).map(String.init)
        var new = old
        new[2] = "three"
        new[15] = "sixteen"
        let diff = TextDiff(old: old.joined(separator: "\n"), new: new.joined(separator: "\n"))
        #expect(
            diff.hunks(context: 1) == [
                "  2", "- 3", "+ three", "  4", "…", "  15", "- 16", "+ sixteen", "  17",
            ])
    }

    @Test("a removal and an addition in different places are both shown")
    func removalAndAddition() {
        let diff = TextDiff(old: "a\nb\nc\nd", new: "b\nc\nd\ne")
        #expect(diff.hunks(context: 0) == ["- a", "…", "+ e"])
    }
}
