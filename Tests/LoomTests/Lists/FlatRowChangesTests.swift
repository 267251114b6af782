import Loom
import PropertyBased
import Testing

@Suite("FlatRowChanges: a sectioned batch as the removals, insertions and reloads of a flat list")
struct FlatRowChangesTests {
    /// The lines a flat list view shows: each section's header (when `headers`), then its rows.
    static func lines(_ sections: [RowSection], headers: Bool) -> [String] {
        sections.flatMap { section in (headers ? ["\(section.model)"] : []) + section.items.map { "\($0)" } }
    }

    /// What a table view that applies operations one after another shows after `flat`: the old lines
    /// without the removed ones, the new lines inserted at their indexes, then the reloaded ones.
    static func apply(
        _ flat: FlatRowChanges, to old: [String], filling new: [String]
    ) -> (
        beforeReload: [String], after: [String]
    ) {
        var lines = old
        for index in flat.removed.reversed() {
            guard lines.indices.contains(index) else { return (lines, ["removed line \(index) is missing"]) }
            lines.remove(at: index)
        }
        for index in flat.inserted {
            guard index <= lines.count, new.indices.contains(index) else {
                return (lines, ["inserted line \(index) is out of range"])
            }
            lines.insert(new[index], at: index)
        }
        let beforeReload = lines
        for index in flat.reloaded {
            guard lines.indices.contains(index), new.indices.contains(index) else {
                return (lines, ["reloaded line \(index) is out of range"])
            }
            lines[index] = new[index]
        }
        return (beforeReload, lines)
    }

    @Test("a layout puts each section's header line before its rows; every line maps back to its place")
    func layout() {
        let layout = FlatListLayout(rowCounts: [2, 0, 1], headerRows: true)
        #expect(layout.count == 6)
        #expect(layout.flatIndex(of: ip(0, 1)) == 2)
        #expect(layout.flatIndex(of: ip(2, 0)) == 5)
        #expect(layout.flatIndex(ofHeader: 1) == 3)
        #expect(layout.lines(ofSection: 1) == 3..<4)
        #expect(
            (0..<6).map { layout.line(at: $0) } == [
                .header(0), .row(ip(0, 0)), .row(ip(0, 1)), .header(1), .header(2), .row(ip(2, 0)),
            ])
        #expect(layout.line(at: 6) == nil && layout.line(at: -1) == nil)
        #expect(layout.flatIndex(of: ip(1, 0)) == nil && layout.flatIndex(of: ip(3, 0)) == nil)
        let plain = FlatListLayout(rowCounts: [0, 2, 0, 1], headerRows: false)
        #expect(plain.count == 3)
        #expect((0..<3).map { plain.line(at: $0) } == [.row(ip(1, 0)), .row(ip(1, 1)), .row(ip(3, 0))])
        #expect(plain.flatIndex(ofHeader: 0) == nil)
        #expect(plain.lines(ofSection: 2) == 2..<2)
        #expect(FlatListLayout(rowCounts: [], headerRows: true).line(at: 0) == nil)
    }

    @Test("a moved row is removed at its old line and inserted at its new one; a reloaded row is reloaded")
    func rows() {
        let layout = FlatListLayout(rowCounts: [3], headerRows: false)
        let move = FlatRowChanges(
            ChangeSet(movedRows: [.init(from: ip(0, 0), to: ip(0, 2))]), from: layout, to: layout)
        #expect(move.removed == [0] && move.inserted == [2] && move.reloaded.isEmpty)
        let old = FlatListLayout(rowCounts: [1, 3], headerRows: true)
        let new = FlatListLayout(rowCounts: [1, 3], headerRows: true)
        let reload = FlatRowChanges(
            ChangeSet(deletedRows: [ip(1, 0)], insertedRows: [ip(1, 2)], reloadedRows: [ip(1, 2)]), from: old,
            to: new)
        #expect(reload.removed == [3] && reload.inserted == [5] && reload.reloaded == [4])
    }

    @Test("indexes outside the layouts (an invalid batch) are left out instead of trapping")
    func outOfRange() {
        let layout = FlatListLayout(rowCounts: [1], headerRows: true)
        let flat = FlatRowChanges(
            ChangeSet(
                deletedSections: [4], insertedSections: [7], deletedRows: [ip(0, 5), ip(-1, 0)],
                insertedRows: [ip(3, 0)], reloadedRows: [ip(0, 9)]),
            from: layout, to: layout)
        #expect(flat.removed.isEmpty && flat.inserted.isEmpty && flat.reloaded.isEmpty)
    }

    @Test("a deleted, inserted, reloaded or moved section goes with its header line and all its rows")
    func sections() {
        // [S0: a] [S1: b c] [S2: d]  →  [S2: e] [S1: b c] [S3: ]
        let changes = ChangeSet(
            deletedSections: [0], insertedSections: [2], movedSections: [.init(from: 2, to: 0)],
            deletedRows: [ip(2, 0)], insertedRows: [ip(0, 0)])
        #expect(throws: Never.self) {
            try changes.validate(oldRowCounts: [1, 2, 1], newRowCounts: [1, 2, 0])
        }
        let flat = FlatRowChanges(
            changes, from: FlatListLayout(rowCounts: [1, 2, 1], headerRows: true),
            to: FlatListLayout(rowCounts: [1, 2, 0], headerRows: true))
        #expect(flat.removed == [0, 1, 5, 6])  // S0 a, S2 d
        #expect(flat.inserted == [0, 1, 5])  // S2 e, S3
        #expect(flat.reloaded.isEmpty)
    }

    @Test(
        "10,000 random sectioned diffs: each stage, applied line by line, shows the new lines, with or without headers"
    )
    func randomStages() async {
        await propertyCheck(count: 10_000, input: DiffPropertyTests.sectionedCases) { c in
            let staged = try StagedChangeSet(from: c.old, to: c.new)
            var before = c.old
            for stage in staged.stages {
                let after = stage.contents
                for headers in [false, true] {
                    let old = FlatListLayout(rowCounts: before.map(\.items.count), headerRows: headers)
                    let new = FlatListLayout(rowCounts: after.map(\.items.count), headerRows: headers)
                    let flat = FlatRowChanges(stage.changeSet, from: old, to: new)
                    let oldLines = Self.lines(before, headers: headers)
                    let newLines = Self.lines(after, headers: headers)
                    #expect(old.count == oldLines.count && new.count == newLines.count)
                    let shown = Self.apply(flat, to: oldLines, filling: newLines)
                    #expect(shown.after == newLines, "\(c), stage \(stage.changeSet), headers \(headers)")
                    let stale = Set(newLines.indices.filter { shown.beforeReload[$0] != newLines[$0] })
                    #expect(stale.isSubset(of: Set(flat.reloaded)), "\(c), stage \(stage.changeSet)")
                }
                before = after
            }
        }
    }
}
