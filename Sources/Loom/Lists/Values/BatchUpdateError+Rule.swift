extension BatchUpdateError {
    /// The name of the broken rule, as ``BatchUpdateValidator`` lists them (and as ``description``
    /// ends): `"section count"`, `"row count"`, `"section range"`, `"row range"`, `"one operation per
    /// section"`, `"one operation per row"`, `"no conflicting section operations"`, `"no conflicting
    /// row operations"`, `"no row operation inside a section operation"` or `"switch inside the batch"`.
    ///
    /// ```swift
    /// BatchUpdateError.rowOutOfRange(.insert, ListIndexPath(section: 0, row: 2), rowCount: 2).rule
    /// // "row range"
    /// ```
    public var rule: String {
        switch self {
        case .invalidSectionCount: "section count"
        case .invalidRowCount: "row count"
        case .sectionOutOfRange: "section range"
        case .rowOutOfRange: "row range"
        case .duplicateSectionOperation: "one operation per section"
        case .duplicateRowOperation: "one operation per row"
        case .conflictingSectionOperations: "no conflicting section operations"
        case .conflictingRowOperations: "no conflicting row operations"
        case .rowInChangedSection: "no row operation inside a section operation"
        case .switchedOutsideBatch: "switch inside the batch"
        }
    }
}
