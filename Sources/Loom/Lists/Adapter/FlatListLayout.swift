/// A sectioned list laid out as one column of lines, as a list view without sections shows it (AppKit's
/// `NSTableView`): each section's header line (when ``headerRows``, a "group row") followed by its rows.
///
/// ```swift
/// let layout = FlatListLayout(rowCounts: [2, 1], headerRows: true)
/// layout.count                                              // 5: header, 2 rows, header, 1 row
/// layout.flatIndex(of: ListIndexPath(section: 1, row: 0))   // 4
/// layout.line(at: 3)                                        // .header(1)
/// ```
public struct FlatListLayout: Hashable, Sendable {
    /// What a line of the flat list shows.
    public enum Line: Hashable, Sendable {
        /// A section's header.
        case header(Int)
        /// A row.
        case row(ListIndexPath)
    }

    /// The rows of each section.
    public let rowCounts: [Int]
    /// Whether each section starts with a header line.
    public let headerRows: Bool
    /// The flat index of each section's first line, and the total at the end.
    private let starts: [Int]

    /// Lays out sections of `rowCounts` rows, each after a header line when `headerRows`.
    public init(rowCounts: [Int], headerRows: Bool) {
        self.rowCounts = rowCounts
        self.headerRows = headerRows
        var starts = [0]
        starts.reserveCapacity(rowCounts.count + 1)
        for rows in rowCounts { starts.append(starts[starts.count - 1] + rows + (headerRows ? 1 : 0)) }
        self.starts = starts
    }

    /// The number of lines.
    public var count: Int { starts[starts.count - 1] }

    /// The line of a row; `nil` for a row outside the layout.
    package func flatIndex(of indexPath: ListIndexPath) -> Int? {
        guard rowCounts.indices.contains(indexPath.section), indexPath.row >= 0,
            indexPath.row < rowCounts[indexPath.section]
        else { return nil }
        return starts[indexPath.section] + (headerRows ? 1 : 0) + indexPath.row
    }

    /// The header line of a section; `nil` without header lines or for a section outside the layout.
    package func flatIndex(ofHeader section: Int) -> Int? {
        headerRows && rowCounts.indices.contains(section) ? starts[section] : nil
    }

    /// The lines of a whole section (its header line, if any, and its rows).
    public func lines(ofSection section: Int) -> Range<Int> {
        rowCounts.indices.contains(section) ? starts[section]..<starts[section + 1] : 0..<0
    }

    /// What the line at `index` shows; `nil` outside the layout.
    public func line(at index: Int) -> Line? {
        guard index >= 0, index < count else { return nil }
        // The last section starting at or before `index` (binary search; empty sections share starts).
        var low = 0
        var high = rowCounts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        let offset = index - starts[low]
        if headerRows {
            return offset == 0 ? .header(low) : .row(ListIndexPath(section: low, row: offset - 1))
        }
        return .row(ListIndexPath(section: low, row: offset))
    }
}
