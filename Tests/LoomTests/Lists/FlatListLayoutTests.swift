import Loom
import Testing

@Suite("FlatListLayout: sections as lines, with header lines where titled, footers and filtered rows")
struct FlatListLayoutTests {
    private func lines(_ layout: FlatListLayout) -> [FlatListLayout.Line?] {
        (0..<layout.count).map { layout.line(at: $0) }
    }

    @Test(
        "a header line only for the sections that have one, a footer line after the rows of those that have one"
    )
    func headersAndFooters() {
        let layout = FlatListLayout(sections: [
            .init(rowCount: 2, hasHeader: true, hasFooter: true), .init(rowCount: 1),
            .init(rowCount: 0, hasHeader: true, hasFooter: true),
        ])
        #expect(
            lines(layout) == [
                .header(0), .row(.init(section: 0, row: 0)), .row(.init(section: 0, row: 1)), .footer(0),
                .row(.init(section: 1, row: 0)), .header(2), .footer(2),
            ])
        #expect(layout.flatIndex(of: ListIndexPath(section: 1, row: 0)) == 4)
        #expect(layout.flatIndex(ofHeader: 1) == nil)
        #expect(layout.flatIndex(ofHeader: 2) == 5)
        #expect(layout.flatIndex(ofFooter: 0) == 3)
        #expect(layout.flatIndex(ofFooter: 1) == nil)
        #expect(layout.flatIndex(ofFooter: 2) == 6)
        #expect(layout.flatIndex(ofFooter: 3) == nil)
        #expect(layout.lines(ofSection: 0) == 0..<4)
        #expect(layout.lines(ofSection: 2) == 5..<7)
        #expect(layout.line(at: 7) == nil)
    }

    @Test(
        "a filtered section shows only its matching rows; one with no line is skipped; hidden rows have no line"
    )
    func filteredSections() {
        let layout = FlatListLayout(sections: [
            .init(shownRows: [1, 4], hasHeader: true), .init(shownRows: []), .init(rowCount: 0),
            .init(shownRows: [0], hasHeader: true, hasFooter: true),
        ])
        #expect(
            lines(layout) == [
                .header(0), .row(.init(section: 0, row: 1)), .row(.init(section: 0, row: 4)), .header(3),
                .row(.init(section: 3, row: 0)), .footer(3),
            ])
        #expect(layout.flatIndex(of: ListIndexPath(section: 0, row: 4)) == 2)
        #expect(layout.flatIndex(of: ListIndexPath(section: 0, row: 2)) == nil, "a row the filter hides")
        #expect(layout.flatIndex(of: ListIndexPath(section: 0, row: 5)) == nil)
        #expect(layout.flatIndex(of: ListIndexPath(section: 1, row: 0)) == nil)
        #expect(layout.lines(ofSection: 1) == 3..<3)
        #expect(layout.sections.map(\.rowCount) == [2, 0, 0, 1])
    }

    @Test("sections of row counts, each with or without a header line, lay out as before")
    func rowCounts() {
        let layout = FlatListLayout(rowCounts: [2, 0, 1], headerRows: true)
        #expect(layout == FlatListLayout(sections: [2, 0, 1].map { .init(rowCount: $0, hasHeader: true) }))
        #expect(layout.count == 6)
        #expect(layout.line(at: 3) == .header(1))
        #expect(layout.line(at: 5) == .row(ListIndexPath(section: 2, row: 0)))
        #expect(
            FlatListLayout(rowCounts: [0, 2], headerRows: false).line(at: 0)
                == .row(.init(section: 1, row: 0)))
    }
}
