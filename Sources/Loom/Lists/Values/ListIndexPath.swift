/// The position of a row in a sectioned list: a section index and a row index within it.
///
/// Loom does not use Foundation's `IndexPath` so that list logic stays platform-neutral and cheap
/// (two machine words, no heap storage). A front-end converts at the edge.
///
/// ```swift
/// let path = ListIndexPath(section: 1, row: 2)
/// print(path)                                  // "1-2"
/// path < ListIndexPath(section: 2, row: 0)     // true: ordered by section, then row
/// ```
public struct ListIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section index.
    public var section: Int
    /// The row (item) index within ``section``.
    public var row: Int

    /// Creates an index path.
    @inlinable
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// Orders by section first, then by row.
    @inlinable
    public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.row < rhs.row
    }

    /// `"section-row"`, for example `"1-2"`.
    public var description: String { "\(section)-\(row)" }
}
