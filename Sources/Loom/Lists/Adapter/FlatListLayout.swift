/// A sectioned list laid out as one column of lines, as a list view without sections shows it (AppKit's
/// `NSTableView`, the terminal's list): each section's header line (when it has one, a "group row"),
/// the rows shown, and its footer line (when it has one).
///
/// A section may show only some of its rows (a filter's matches), and a section that shows nothing has
/// no line at all.
///
/// ```swift
/// let layout = FlatListLayout(rowCounts: [2, 1], headerRows: true)
/// layout.count                                              // 5: header, 2 rows, header, 1 row
/// layout.flatIndex(of: ListIndexPath(section: 1, row: 0))   // 4
/// layout.line(at: 3)                                        // .header(1)
///
/// let filtered = FlatListLayout(sections: [
///     .init(shownRows: [1, 4], hasHeader: true), .init(rowCount: 0), .init(rowCount: 1, hasFooter: true),
/// ])
/// filtered.line(at: 2)                                      // .row(ListIndexPath(section: 0, row: 4))
/// filtered.line(at: 4)                                      // .footer(2)
/// ```
public struct FlatListLayout: Hashable, Sendable {
    /// What a line of the flat list shows.
    public enum Line: Hashable, Sendable {
        /// A section's header.
        case header(Int)
        /// A row.
        case row(ListIndexPath)
        /// A section's footer.
        case footer(Int)
    }

    /// A section as lines: its header line (if it has one), the rows shown, its footer line (if any).
    package struct Section: Hashable, Sendable {
        /// Whether the section starts with a header line.
        package let hasHeader: Bool
        /// Whether the section ends with a footer line.
        package let hasFooter: Bool
        /// The number of rows shown.
        package let rowCount: Int
        /// The rows shown, ascending; `nil` when every row of `rowCount` is.
        private let shownRows: [Int]?

        /// A section showing all its `rowCount` rows.
        package init(rowCount: Int, hasHeader: Bool = false, hasFooter: Bool = false) {
            self.rowCount = rowCount
            self.hasHeader = hasHeader
            self.hasFooter = hasFooter
            shownRows = nil
        }

        /// A section showing only the rows `shownRows` (ascending, as a filter keeps them).
        package init(shownRows: [Int], hasHeader: Bool = false, hasFooter: Bool = false) {
            rowCount = shownRows.count
            self.hasHeader = hasHeader
            self.hasFooter = hasFooter
            self.shownRows = shownRows
        }

        /// The number of lines.
        var lineCount: Int { (hasHeader ? 1 : 0) + rowCount + (hasFooter ? 1 : 0) }

        /// The row shown `offset` rows after the first one shown.
        func row(at offset: Int) -> Int { shownRows?[offset] ?? offset }

        /// Where `row` is among the rows shown; `nil` when it is not shown.
        func offset(of row: Int) -> Int? {
            guard let shownRows else { return row >= 0 && row < rowCount ? row : nil }
            // Binary search: the first shown row at or after `row`.
            var low = 0
            var high = shownRows.count
            while low < high {
                let middle = (low + high) / 2
                if shownRows[middle] < row { low = middle + 1 } else { high = middle }
            }
            return low < shownRows.count && shownRows[low] == row ? low : nil
        }
    }

    /// The sections, in order.
    package let sections: [Section]
    /// The flat index of each section's first line, and the total at the end.
    private let starts: [Int]

    /// Lays out `sections`.
    package init(sections: [Section]) {
        self.sections = sections
        var starts = [0]
        starts.reserveCapacity(sections.count + 1)
        for section in sections { starts.append(starts[starts.count - 1] + section.lineCount) }
        self.starts = starts
    }

    /// Lays out sections of `rowCounts` rows, each after a header line when `headerRows`.
    public init(rowCounts: [Int], headerRows: Bool) {
        self.init(sections: rowCounts.map { Section(rowCount: $0, hasHeader: headerRows) })
    }

    /// The number of lines.
    public var count: Int { starts[starts.count - 1] }

    /// The line of a row; `nil` for a row outside the layout or not shown.
    package func flatIndex(of indexPath: ListIndexPath) -> Int? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard let offset = section.offset(of: indexPath.row) else { return nil }
        return starts[indexPath.section] + (section.hasHeader ? 1 : 0) + offset
    }

    /// The header line of a section; `nil` for a section without one or outside the layout.
    package func flatIndex(ofHeader section: Int) -> Int? {
        sections.indices.contains(section) && sections[section].hasHeader ? starts[section] : nil
    }

    /// The footer line of a section; `nil` for a section without one or outside the layout.
    package func flatIndex(ofFooter section: Int) -> Int? {
        sections.indices.contains(section) && sections[section].hasFooter ? starts[section + 1] - 1 : nil
    }

    /// The lines of a whole section (its header line, its rows shown, its footer line).
    package func lines(ofSection section: Int) -> Range<Int> {
        sections.indices.contains(section) ? starts[section]..<starts[section + 1] : 0..<0
    }

    /// What the line at `index` shows; `nil` outside the layout.
    public func line(at index: Int) -> Line? {
        guard index >= 0, index < count else { return nil }
        // The last section starting at or before `index` (binary search; empty sections share starts).
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        let section = sections[low]
        var offset = index - starts[low]
        if section.hasHeader {
            if offset == 0 { return .header(low) }
            offset -= 1
        }
        if offset < section.rowCount {
            return .row(ListIndexPath(section: low, row: section.row(at: offset)))
        }
        return .footer(low)
    }
}
