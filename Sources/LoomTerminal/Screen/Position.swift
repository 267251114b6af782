/// A zero-based row and column on the screen.
///
/// ```swift
/// var screen = ScreenBuffer(width: 10, height: 2)
/// screen.cursor = Position(row: 1, column: 3)   // show the terminal cursor there
/// ```
public struct Position: Hashable, Sendable {
    /// The zero-based row, from the top.
    public var row: Int
    /// The zero-based column, from the left.
    public var column: Int

    /// Creates a position.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
