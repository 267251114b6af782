/// A rectangle of cells: the area a view draws into.
///
/// ```swift
/// let screen = ScreenBuffer(width: 80, height: 24)
/// let whole = screen.bounds                     // Rect(row: 0, column: 0, width: 80, height: 24)
/// let body = whole.inset(top: 1, bottom: 1)     // rows 1...22
/// ```
public struct Rect: Hashable, Sendable {
    /// The top row.
    public var row: Int
    /// The leftmost column.
    public var column: Int
    /// The number of columns; never negative.
    public var width: Int
    /// The number of rows; never negative.
    public var height: Int

    /// Creates a rectangle; a negative width or height is treated as zero.
    public init(row: Int, column: Int, width: Int, height: Int) {
        self.row = row
        self.column = column
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// Whether the rectangle has no cells.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The rectangle shrunk by the given number of cells on each side (never below zero size).
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(
            row: row + top, column: column + left, width: width - left - right,
            height: height - top - bottom)
    }

    /// The part of this rectangle that lies inside `other`.
    public func intersection(_ other: Rect) -> Rect {
        let top = max(row, other.row)
        let left = max(column, other.column)
        let bottom = min(row + height, other.row + other.height)
        let right = min(column + width, other.column + other.width)
        return Rect(row: top, column: left, width: right - left, height: bottom - top)
    }
}
