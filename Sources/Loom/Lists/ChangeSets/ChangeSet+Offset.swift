extension ChangeSet {
    /// Shifts every operation by a section and a row offset, as a composite data source does to
    /// re-base a child's change set into its own coordinates.
    ///
    /// Section operations move by `sections` only (the row offset does not apply to them); row
    /// operations move by both. If any index would become negative the method throws
    /// ``ListError/negativeIndexAfterOffset(index:sectionOffset:rowOffset:)`` and leaves the value
    /// unchanged.
    ///
    /// ```swift
    /// var changes = ChangeSet(insertedSections: [10])
    /// try changes.offset(sections: -3, rows: 0)   // insertedSections == [7]
    /// ```
    package mutating func offset(sections: Int, rows: Int) throws(ListError) {
        self = try offsetBy(sections: sections, rows: rows)
    }

    /// Returns the batch shifted by a section and a row offset; see ``offset(sections:rows:)``.
    package func offsetBy(sections s: Int, rows r: Int) throws(ListError) -> ChangeSet {
        if s == 0 && r == 0 { return self }
        func section(_ index: Int) throws(ListError) -> Int {
            let result = index + s
            guard result >= 0 else {
                throw .negativeIndexAfterOffset(index: "section \(index)", sectionOffset: s, rowOffset: r)
            }
            return result
        }
        func path(_ p: ListIndexPath) throws(ListError) -> ListIndexPath {
            let section = p.section + s
            let row = p.row + r
            guard section >= 0, row >= 0 else {
                throw .negativeIndexAfterOffset(index: "index path \(p)", sectionOffset: s, rowOffset: r)
            }
            return ListIndexPath(section: section, row: row)
        }
        var result = ChangeSet()
        for x in deletedSections { result.deletedSections.append(try section(x)) }
        for x in insertedSections { result.insertedSections.append(try section(x)) }
        for x in reloadedSections { result.reloadedSections.append(try section(x)) }
        for m in movedSections {
            result.movedSections.append(Move(from: try section(m.from), to: try section(m.to)))
        }
        for p in deletedRows { result.deletedRows.append(try path(p)) }
        for p in insertedRows { result.insertedRows.append(try path(p)) }
        for p in reloadedRows { result.reloadedRows.append(try path(p)) }
        for m in movedRows { result.movedRows.append(Move(from: try path(m.from), to: try path(m.to))) }
        return result
    }
}
