/// The typed error of the Lists layer for bad input: out-of-range index paths and children,
/// negative offsets, duplicate or unknown identifiers.
///
/// Every case says what was wrong; ``description`` is a sentence for logs and test failures.
///
/// ```swift
/// do {
///     _ = try changeSet.offsetBy(sections: -2, rows: 0)
/// } catch let error {   // error is ListError
///     print(error)        // "offsetting by (-2, 0) would make section 1 negative"
/// }
/// ```
public enum ListError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Applying an offset would make an index negative. The value was left unchanged.
    case negativeIndexAfterOffset(index: String, sectionOffset: Int, rowOffset: Int)
    /// A section index outside `0..<count`.
    case sectionOutOfRange(section: Int, count: Int)
    /// A row index path whose row is outside the section's `0..<count` (or whose section is).
    case indexPathOutOfRange(ListIndexPath, rowCount: Int)
    /// A child index outside `0..<count` of a composite data source.
    case childIndexOutOfRange(index: Int, count: Int)
    /// The given data source is not a child of this composite data source.
    case unknownChild
    /// The same difference identifier occurs twice in the old or new contents of a diff.
    case duplicateDifferenceID(String, in: DiffSide)
    /// A snapshot already contains this section identifier.
    case duplicateSection(String)
    /// A snapshot already contains this item identifier.
    case duplicateItem(String)
    /// A snapshot does not contain this section identifier.
    case unknownSection(String)
    /// A snapshot does not contain this item identifier.
    case unknownItem(String)
    /// The row does not support the requested editing operation.
    case editingNotSupported(operation: String, ListIndexPath)
    /// The row's item tried the editing operation and failed; `reason` says why.
    case editingFailed(operation: String, ListIndexPath, reason: String)

    /// Which side of a diff an error was found in.
    public enum DiffSide: String, Hashable, Sendable {
        /// The collection diffed from.
        case old
        /// The collection diffed to.
        case new
    }

    /// A sentence describing the error.
    public var description: String {
        switch self {
        case .negativeIndexAfterOffset(let index, let sectionOffset, let rowOffset):
            "offsetting by (\(sectionOffset), \(rowOffset)) would make \(index) negative"
        case .sectionOutOfRange(let section, let count):
            "section \(section) is out of range: there are \(count) sections"
        case .indexPathOutOfRange(let path, let rowCount):
            "index path \(path) is out of range: section \(path.section) has \(rowCount) rows"
        case .childIndexOutOfRange(let index, let count):
            "child index \(index) is out of range: there are \(count) children"
        case .unknownChild:
            "the data source is not a child of this data source"
        case .duplicateDifferenceID(let id, let side):
            "difference identifier \(id) occurs more than once in the \(side.rawValue) contents"
        case .duplicateSection(let id):
            "section identifier \(id) is already in the snapshot"
        case .duplicateItem(let id):
            "item identifier \(id) is already in the snapshot"
        case .unknownSection(let id):
            "section identifier \(id) is not in the snapshot"
        case .unknownItem(let id):
            "item identifier \(id) is not in the snapshot"
        case .editingNotSupported(let operation, let path):
            "the row at \(path) does not support \(operation)"
        case .editingFailed(let operation, let path, let reason):
            "\(operation) of the row at \(path) failed: \(reason)"
        }
    }
}
